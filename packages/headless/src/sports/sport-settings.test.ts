import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CYBER_FILTER, type SportSettings } from '../settings/betting-state.ts';
import { hasCustomSportSettings, isSportShownIn, passesCyberFilter, shownChamps, shownGames, shownSports, sportSettingsIn } from './sport-settings.ts';

const FOOTBALL = 1;
const TENNIS = 4;
const hiddenInLive: Record<string, SportSettings> = { [FOOTBALL]: { line: true, live: false, cyberSportFilter: CYBER_FILTER.all } };
const game = (id: number, sportId: number, isLive: boolean, isCyber = false) => ({ id, sportId, isLive, isCyber });

describe('per-sport settings (SPORT-012)', () => {
  it('a sport the player never changed is shown in line and live with every championship', () => {
    expect(sportSettingsIn({}, FOOTBALL)).toEqual({ line: true, live: true, cyberSportFilter: CYBER_FILTER.all });
    expect(isSportShownIn(sportSettingsIn({}, FOOTBALL), 'line')).toBe(true);
    expect(isSportShownIn(sportSettingsIn({}, FOOTBALL), 'live')).toBe(true);
  });

  it('hiding a sport in live leaves it in the line menu only', () => {
    const sports = [{ id: FOOTBALL }, { id: TENNIS }];
    expect(shownSports(sports, 'live', hiddenInLive).map((s) => s.id)).toEqual([TENNIS]);
    expect(shownSports(sports, 'line', hiddenInLive).map((s) => s.id)).toEqual([FOOTBALL, TENNIS]);
  });

  it('the cyber filter keeps all, only real or only cyber competitions', () => {
    expect([passesCyberFilter(true, CYBER_FILTER.all), passesCyberFilter(false, CYBER_FILTER.all)]).toEqual([true, true]);
    expect([passesCyberFilter(true, CYBER_FILTER.withoutCyber), passesCyberFilter(false, CYBER_FILTER.withoutCyber)]).toEqual([false, true]);
    expect([passesCyberFilter(true, CYBER_FILTER.onlyCyber), passesCyberFilter(false, CYBER_FILTER.onlyCyber)]).toEqual([true, false]);
  });

  it("a sport's cyber filter applies to its own championships only; the global one to all", () => {
    const champs = [
      { id: 101, sportId: FOOTBALL, isCyber: false },
      { id: 107, sportId: FOOTBALL, isCyber: true },
      { id: 304, sportId: 3, isCyber: true },
    ];
    const noCyberFootball = { [FOOTBALL]: { line: true, live: true, cyberSportFilter: CYBER_FILTER.withoutCyber } };
    expect(shownChamps(champs, noCyberFootball).map((c) => c.id)).toEqual([101, 304]);
    expect(shownChamps(champs, {}, CYBER_FILTER.onlyCyber).map((c) => c.id)).toEqual([107, 304]);
  });

  it('a mixed list drops hidden sports, but a page of that sport keeps its games', () => {
    const games = [game(1, FOOTBALL, true), game(2, TENNIS, true)];
    expect(shownGames(games, 'live', hiddenInLive).map((g) => g.id)).toEqual([2]);
    expect(shownGames(games, 'live', hiddenInLive, { onlySportId: FOOTBALL }).map((g) => g.id)).toEqual([1, 2]);
  });

  it('top games count each game in its own section', () => {
    const games = [game(1, FOOTBALL, true), game(2, FOOTBALL, false)];
    expect(shownGames(games, 'by-game', hiddenInLive).map((g) => g.id)).toEqual([2]);
  });

  it('returns the same array when nothing is left out, so unchanged rows do not re-render', () => {
    const games = [game(1, FOOTBALL, true), game(2, TENNIS, true)];
    expect(shownGames(games, 'live', {})).toBe(games);
  });

  it('never keeps a game the settings leave out, and never drops one they keep (property)', () => {
    const settings = fc.record({ line: fc.boolean(), live: fc.boolean(), cyberSportFilter: fc.constantFrom(CYBER_FILTER.all, CYBER_FILTER.withoutCyber, CYBER_FILTER.onlyCyber) });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('1', '3', '4'), settings),
        fc.array(fc.record({ id: fc.nat(), sportId: fc.constantFrom(1, 3, 4), isLive: fc.boolean(), isCyber: fc.boolean() })),
        (all, games) => {
          const kept = new Set(shownGames(games, 'by-game', all));
          for (const g of games) {
            const s = sportSettingsIn(all, g.sportId);
            const expected = (g.isLive ? s.live : s.line) && passesCyberFilter(g.isCyber, s.cyberSportFilter);
            expect(kept.has(g)).toBe(expected);
          }
        },
      ),
    );
  });

  it('knows when the player changed anything', () => {
    expect(hasCustomSportSettings({})).toBe(false);
    expect(hasCustomSportSettings({ [TENNIS]: { line: true, live: true, cyberSportFilter: CYBER_FILTER.all } })).toBe(false);
    expect(hasCustomSportSettings(hiddenInLive)).toBe(true);
  });
});
