// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { useChampionships, useGame, useGames, useLiveGames, useOddsPoll, useSportsMenu, useTopGames } from '@bf/headless/sports';
import { TIME_FILTER } from '@bf/headless/settings';
import { fakeFeed, feedDetail, feedGame, liveGame, sportsWrapper, testServices } from './sports-test-kit.tsx';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};
/** Lets timers fire and the fake fetch answer. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2030-05-13T10:00:00.000Z'));
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('feed hooks', () => {
  it('render skeleton state on the server and fetch nothing there', async () => {
    const feed = fakeFeed(() => ({ games: [] }));
    const services = testServices(feed.fetch);
    const Wrapper = await sportsWrapper(services);
    let seen: unknown;
    function Probe() {
      seen = useLiveGames();
      return null;
    }
    renderToString(createElement(Wrapper, null, createElement(Probe)));
    expect(seen).toMatchObject({ isLoading: true, isError: false, games: [] });
    expect(feed.calls).toEqual([]);
  });

  it('poll a line championship every 15 s (SPORT-018) with the time filter, and feed the live-odds store', async () => {
    const feed = fakeFeed(() => ({ champ: { id: 101, sportId: 1, country: 'GB', name: 'EPL', isTop: true }, section: 'line', timeFilter: 6, games: [feedGame(1)] }));
    const services = testServices(feed.fetch);
    const { result } = renderHook(() => useGames(101, TIME_FILTER.recommended, 'line', 1), { wrapper: await sportsWrapper(services) });
    await advance(0);
    expect(result.current).toMatchObject({ isLoading: false, champName: 'EPL' });
    expect(result.current.games.map((game) => game.id)).toEqual([1]);
    expect(services.odds.price(11).coef).toBe(1.65);
    expect(feed.calls).toHaveLength(1);
    expect(feed.calls[0]!.path).toBe('/champs/101/games');
    expect(feed.calls[0]!.query.get('timeFilter')).toBe('6');
    await advance(14_999);
    expect(feed.calls).toHaveLength(1);
    await advance(1);
    expect(feed.calls).toHaveLength(2);
  });

  it('poll live lists at the sport interval: 5 s for football, 3 s for tennis (SPORT-019)', async () => {
    const feed = fakeFeed(() => ({ games: [liveGame(1)] }));
    const wrapper = await sportsWrapper(testServices(feed.fetch));
    renderHook(() => useLiveGames(1), { wrapper });
    renderHook(() => useLiveGames(4), { wrapper });
    await advance(0);
    const count = (sportId: string) => feed.callsTo('/live').filter((call) => call.query.get('sportId') === sportId).length;
    expect([count('1'), count('4')]).toEqual([1, 1]);
    await advance(15_000);
    expect([count('1'), count('4')]).toEqual([4, 6]);
  });

  it('poll a live game every 2 s, a line one every 15 s, and keep prices of every market', async () => {
    const feed = fakeFeed((call) => (call.path === '/games/1' ? { game: feedDetail(liveGame(1)) } : call.path === '/games/2' ? { game: feedDetail(feedGame(2)) } : undefined));
    const services = testServices(feed.fetch);
    const wrapper = await sportsWrapper(services);
    const live = renderHook(() => useGame(1), { wrapper });
    const line = renderHook(() => useGame(2), { wrapper });
    await advance(0);
    expect(live.result.current.game?.groups.map((group) => group.name)).toEqual(['Match result', 'Totals']);
    expect(services.odds.price(14).coef).toBe(1.79);
    expect(line.result.current.game?.status).toBe('line');
    const before = [feed.callsTo('/games/1').length, feed.callsTo('/games/2').length];
    await advance(6000);
    expect([feed.callsTo('/games/1').length - before[0]!, feed.callsTo('/games/2').length - before[1]!]).toEqual([3, 0]);
  });

  it('say when a game is not in the feed', async () => {
    const feed = fakeFeed(() => undefined);
    const { result } = renderHook(() => useGame(9), { wrapper: await sportsWrapper(testServices(feed.fetch)) });
    await advance(0);
    expect(result.current).toMatchObject({ isNotFound: true, isLoading: false, game: undefined });
  });

  it('pause 30 s after the page is hidden and refresh at once when the player comes back', async () => {
    const feed = fakeFeed(() => ({ games: [liveGame(1)] }));
    const { result } = renderHook(() => useLiveGames(1), { wrapper: await sportsWrapper(testServices(feed.fetch)) });
    await advance(0);
    setVisibility('hidden');
    await advance(60_000);
    // At 0 s, then 5, 10 … 25 s while hidden; the run due at 30 s loses to the pause.
    expect(feed.calls).toHaveLength(6);
    expect(result.current.isPaused).toBe(true);
    await advance(120_000);
    expect(feed.calls).toHaveLength(6);
    setVisibility('visible');
    await advance(0);
    expect(feed.calls).toHaveLength(7);
    expect(result.current.isPaused).toBe(false);
    await advance(5000);
    expect(feed.calls).toHaveLength(8);
  });

  it('keep the same game objects when a poll changes only prices', async () => {
    let coefs: [number, number, number] = [1.65, 4.04, 4.99];
    const feed = fakeFeed(() => ({ games: [liveGame(1), liveGame(2, {}, coefs)] }));
    const services = testServices(feed.fetch);
    const { result } = renderHook(() => useLiveGames(1), { wrapper: await sportsWrapper(services) });
    await advance(0);
    const first = result.current.games;
    coefs = [1.5, 4.4, 6];
    await advance(5000);
    expect(result.current.games[0]).toBe(first[0]);
    expect(result.current.games[1]).toBe(first[1]);
    expect(services.odds.price(21)).toMatchObject({ coef: 1.5, direction: 'down' });
  });

  it('read the sports menu and the championships of a sport', async () => {
    const feed = fakeFeed((call) =>
      call.path === '/sports'
        ? { section: 'line', sports: [{ id: 2, slug: 'ice-hockey', name: 'Ice Hockey', gamesCount: 9, champsCount: 3 }] }
        : { sport: { id: 1, slug: 'football', name: 'Football' }, section: 'line', champs: [{ id: 101, sportId: 1, country: 'GB', name: 'EPL', isTop: true, gamesCount: 7 }, { id: 150, sportId: 1, country: null, name: 'UEFA', isTop: true, gamesCount: 2 }] },
    );
    const wrapper = await sportsWrapper(testServices(feed.fetch));
    const menu = renderHook(() => useSportsMenu('line'), { wrapper });
    const champs = renderHook(() => useChampionships(1, 'line'), { wrapper });
    await advance(0);
    expect(menu.result.current.sports).toEqual([expect.objectContaining({ id: 2, slug: 'icehockey', key: 'iceHockey', name: 'Ice Hockey', gamesCount: 9 })]);
    expect(champs.result.current.byCountry.map((group) => group.country)).toEqual(['GB', null]);
    expect(champs.result.current.sportName).toBe('Football');
  });

  it('poll top games faster while any is live', async () => {
    let games = [feedGame(1)];
    const feed = fakeFeed(() => ({ games }));
    renderHook(() => useTopGames(), { wrapper: await sportsWrapper(testServices(feed.fetch)) });
    await advance(0);
    await advance(15_000);
    expect(feed.calls).toHaveLength(2);
    games = [liveGame(2)];
    await advance(15_000);
    const afterLive = feed.calls.length;
    await advance(10_000);
    expect(feed.calls.length - afterLive).toBeGreaterThanOrEqual(2);
  });

  it('poll current prices of named outcomes with the cheap odds call', async () => {
    let coef = 2;
    const feed = fakeFeed((call) => ({ outcomes: (call.query.get('ids') ?? '').split(',').map((id) => ({ id: Number(id), marketId: 1, gameId: 1, coef, isBlocked: false })), missing: [] }));
    const services = testServices(feed.fetch);
    renderHook(() => useOddsPoll([12, 11], 2000), { wrapper: await sportsWrapper(services) });
    await advance(0);
    expect(feed.calls[0]!.query.get('ids')).toBe('11,12');
    expect(services.odds.price(12).coef).toBe(2);
    coef = 2.5;
    await advance(2000);
    expect(services.odds.price(12)).toMatchObject({ coef: 2.5, direction: 'up' });
  });
});

describe('per-sport settings in the lists (SPORT-012)', () => {
  it('a sport hidden in live leaves the live menu and the all-sports live list, but not its own page', async () => {
    const feed = fakeFeed((call) =>
      call.path === '/sports'
        ? { section: 'live', sports: [{ id: 1, slug: 'football', name: 'Football', gamesCount: 1, champsCount: 1 }, { id: 4, slug: 'tennis', name: 'Tennis', gamesCount: 1, champsCount: 1 }] }
        : { games: [liveGame(1), liveGame(2, { sportId: 4, sportName: 'Tennis' })] },
    );
    const services = testServices(feed.fetch);
    const wrapper = await sportsWrapper(services);
    const menu = renderHook(() => useSportsMenu('live'), { wrapper });
    const all = renderHook(() => useLiveGames(), { wrapper });
    const football = renderHook(() => useLiveGames(1), { wrapper });
    await advance(0);
    expect(menu.result.current.sports.map((sport) => sport.id)).toEqual([1, 4]);
    await act(async () => services.betting.setSportSettings(1, { live: false }));
    expect(menu.result.current.sports.map((sport) => sport.id)).toEqual([4]);
    expect(all.result.current.games.map((game) => game.sportId)).toEqual([4]);
    expect(football.result.current.games.map((game) => game.id)).toContain(1);
  });

  it("a sport's cyber filter hides its cyber championships", async () => {
    const feed = fakeFeed(() => ({
      sport: { id: 1, slug: 'football', name: 'Football' },
      section: 'line',
      champs: [
        { id: 101, sportId: 1, country: 'GB', name: 'EPL', isTop: true, isCyber: false, gamesCount: 3 },
        { id: 107, sportId: 1, country: null, name: 'Cyber Football', isTop: false, isCyber: true, gamesCount: 2 },
      ],
    }));
    const services = testServices(feed.fetch);
    const { result } = renderHook(() => useChampionships(1, 'line'), { wrapper: await sportsWrapper(services) });
    await advance(0);
    expect(result.current.champs.map((champ) => champ.id)).toEqual([101, 107]);
    await act(async () => services.betting.setSportSettings(1, { cyberSportFilter: 2 }));
    expect(result.current.champs.map((champ) => champ.id)).toEqual([107]);
    await act(async () => services.betting.setSportSettings(1, { cyberSportFilter: 1 }));
    expect(result.current.champs.map((champ) => champ.id)).toEqual([101]);
  });
});
