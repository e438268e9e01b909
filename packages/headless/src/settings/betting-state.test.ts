import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BETTING_TYPES,
  CYBER_FILTER,
  TIME_FILTER,
  TIME_FILTER_IDS,
  createBettingStore,
  defaultBettingState,
  parseBettingState,
  parseFilteredMarkets,
  serializeFilteredMarkets,
} from '@bf/headless/settings';

describe('betting state', () => {
  it('is live or line, the line by default', () => {
    expect(BETTING_TYPES).toEqual(['live', 'line']);
    expect(defaultBettingState().currentBettingType).toBe('line');
    const store = createBettingStore();
    store.setBettingType('live');
    expect(store.state.currentBettingType).toBe('live');
    store.setBettingType('prematch');
    expect(store.state.currentBettingType).toBe('live');
  });

  it('holds group by categories, cyber filter, wide scoreboard, upcoming events and only-with-videos', () => {
    expect(defaultBettingState()).toMatchObject({
      isGroupByCategories: false,
      cyberFilter: CYBER_FILTER.all,
      isWideScoreboard: false,
      isUpcomingEvents: false,
      isOnlyWithVideos: false,
    });
    const store = createBettingStore({ isGroupByCategories: true, isWideScoreboard: true, isUpcomingEvents: true, isOnlyWithVideos: true, cyberFilter: 2 });
    expect(store.state).toMatchObject({ isGroupByCategories: true, isWideScoreboard: true, isUpcomingEvents: true, isOnlyWithVideos: true, cyberFilter: 2 });
    store.setCyberFilter(CYBER_FILTER.withoutCyber);
    store.setCyberFilter(9);
    expect(store.state.cyberFilter).toBe(1);
  });

  it('numbers the time filters all 0, upcoming 1, first period 2, second period 3, recommended 6', () => {
    expect(TIME_FILTER).toEqual({ all: 0, upcoming: 1, firstPeriod: 2, secondPeriod: 3, recommended: 6 });
    expect(TIME_FILTER_IDS).toEqual([0, 1, 2, 3, 6]);
    const store = createBettingStore();
    store.setTimeFilter(TIME_FILTER.recommended);
    store.setTimeFilter(4);
    expect(store.state.timeFilter).toBe(6);
  });

  it('keeps per-sport settings: line, live and cyber-sport filter', () => {
    const store = createBettingStore();
    expect(store.sportSettingsOf(1)).toEqual({ line: true, live: true, cyberSportFilter: 0 });
    store.setSportSettings(1, { live: false });
    store.setSportSettings(1, { cyberSportFilter: CYBER_FILTER.onlyCyber, line: undefined });
    store.setSportSettings(4, { line: 'no' as unknown as boolean });
    store.setSportSettings(-1, { live: false });
    expect(store.sportSettingsOf(1)).toEqual({ line: true, live: false, cyberSportFilter: 2 });
    expect(store.sportSettingsOf(4).line).toBe(true);
    expect(Object.keys(store.state.sportSettings)).toEqual(['1', '4']);
  });

  it('makes a fresh store per call', () => {
    const a = createBettingStore();
    a.setSportSettings(1, { live: false });
    expect(createBettingStore().state.sportSettings).toEqual({});
  });
});

describe('filtered markets', () => {
  it('are stored as a comma string', () => {
    const store = createBettingStore();
    store.setFilteredMarkets([1, 7, 17]);
    expect(store.state.filteredMarkets).toBe('1,7,17');
    expect(store.filteredMarketIds()).toEqual([1, 7, 17]);
  });

  it('parse leniently and serialise cleanly', () => {
    expect(parseFilteredMarkets(' 7, 1,x,7,,0,-3,2.5 ')).toEqual([7, 1]);
    expect(parseFilteredMarkets('')).toEqual([]);
    expect(parseFilteredMarkets(undefined)).toEqual([]);
    expect(serializeFilteredMarkets([3, 3, 0, NaN, 1.5, 8])).toBe('3,8');
    expect(parseBettingState({ filteredMarkets: '5, 5,abc,6' }).filteredMarkets).toBe('5,6');
  });

  it('round-trip (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e9 })), (ids) => {
        expect(parseFilteredMarkets(serializeFilteredMarkets(ids))).toEqual([...new Set(ids)]);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = serializeFilteredMarkets(parseFilteredMarkets(text));
        expect(serializeFilteredMarkets(parseFilteredMarkets(once))).toBe(once);
      }),
    );
  });
});

describe('parseBettingState', () => {
  it('stores a negative zero time filter as the listed 0', () => {
    expect(Object.is(parseBettingState({ timeFilter: -0 }).timeFilter, 0)).toBe(true);
  });

  it('always yields a valid state from arbitrary JSON (property)', () => {
    const keys = Object.keys(defaultBettingState());
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...keys), fc.jsonValue())), (input) => {
        const state = parseBettingState(input);
        expect(Object.keys(state).sort()).toEqual([...keys].sort());
        expect(BETTING_TYPES).toContain(state.currentBettingType);
        expect(TIME_FILTER_IDS).toContain(state.timeFilter);
        expect(parseBettingState(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
    );
  });
});
