// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { feedView, periodsText, pointScoreOf, resultBadge, sportsLinks, stripGame, stripGameDetail, quotesOfDetail, useChampBlocks, useMarketGroups, useScoreboard } from '@bf/headless/sports';
import { fakeFeed, feedDetail, feedGame, liveGame, sportsWrapper, testServices } from './sports-test-kit.tsx';

afterEach(cleanup);

// A t() that shows the key and its options, so a test sees which message was picked.
const keyT = ((key: string, options?: Record<string, unknown>) => (options && 'count' in options ? `${key}:${String(options.count)}` : key)) as unknown as TFunction;
const feed = (state: { isLoading?: boolean; isError?: boolean }) => ({ isLoading: false, isError: false, isPaused: false, refresh: () => undefined, ...state });

describe('feed view', () => {
  it('shows loading before an error and an error before empty', () => {
    expect(feedView(keyT, feed({ isLoading: true, isError: true }), { isEmpty: true }).status).toBe('loading');
    expect(feedView(keyT, feed({ isError: true }), { isEmpty: true })).toMatchObject({ status: 'error', errorText: 'list.error', retry: { label: 'list.retry' } });
    expect(feedView(keyT, feed({}), { isEmpty: true, emptyText: 'Nothing' })).toMatchObject({ status: 'empty', emptyText: 'Nothing' });
    expect(feedView(keyT, feed({}), { isEmpty: false, blocks: 3, rows: 6 })).toMatchObject({ status: 'ready', skeleton: { blocks: 3, rows: 6 } });
  });
});

describe('game rows', () => {
  it('show the point score only for live tennis, volleyball and table tennis', () => {
    expect(pointScoreOf({ isLive: true, sportId: 4, periodScores: [[6, 4], [2, 1]] })).toEqual({ team1: 2, team2: 1 });
    expect(pointScoreOf({ isLive: true, sportId: 10, periodScores: [[11, 9]] })).toEqual({ team1: 11, team2: 9 });
    expect(pointScoreOf({ isLive: false, sportId: 4, periodScores: [[6, 4]] })).toBeNull();
    expect(pointScoreOf({ isLive: true, sportId: 1, periodScores: [[1, 0]] })).toBeNull();
  });

  it('build a championship block with its columns, rows and a leaf odds model per cell', async () => {
    const services = testServices(fakeFeed(() => undefined).fetch);
    const wrapper = await sportsWrapper(services);
    const game = stripGame(feedGame(7, { team1: 'Arsenal', team2: 'Chelsea', marketsCount: 8 }));
    services.odds.apply([{ id: 73, coef: 4.99, isBlocked: false }]);
    const links = sportsLinks('en');
    const { result, rerender } = renderHook(() => useChampBlocks(links, 'home')({ key: 101, title: 'Football. EPL', sportId: 1, games: [game] }), { wrapper });
    const block = result.current;
    expect(block).toMatchObject({ key: '101', title: 'Football. EPL', mark: { sportIcon: 'football' }, columns: ['1', 'X', '2'], meta: 'Events: 1' });
    const row = block.rows[0]!;
    expect(row).toMatchObject({ key: '7', team1: 'Arsenal', team2: 'Chelsea', oddsCount: 3, pointScore: null, more: { text: '+7', label: '+7, all markets of Arsenal – Chelsea (8)' } });
    expect(row.odds.map((cell) => cell.name)).toEqual(['1', 'X', '2']);
    // The same game object keeps its row object: a poll that brings nothing new re-renders no row.
    rerender();
    expect(result.current.rows[0]).toBe(row);

    const cell = renderHook(() => row.odds[2]!.useModel(), { wrapper });
    expect(cell.result.current).toMatchObject({ label: '2 4.99, Arsenal – Chelsea, Chelsea to win', text: '4.99', isSelected: false, isDisabled: false });
    await act(async () => void services.odds.apply([{ id: 73, coef: 5.2, isBlocked: false }]));
    expect(cell.result.current).toMatchObject({ text: '5.20', direction: 'up' });
  });

  it("work out a block's games when the block reads them, not when the page's model builds the block (one short slice per block)", async () => {
    const wrapper = await sportsWrapper(testServices(fakeFeed(() => undefined).fetch));
    const games = [stripGame(feedGame(7, { team1: 'Arsenal', team2: 'Chelsea', marketsCount: 8 }))];
    let reads = 0;
    const watched = new Proxy(games, { get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver)) });
    const { result } = renderHook(() => useChampBlocks(sportsLinks('en'), 'home')({ key: 101, title: 'Football. EPL', sportId: 1, games: watched }), { wrapper });
    const block = result.current;
    expect(block.title).toBe('Football. EPL');
    expect(reads).toBe(0);
    expect(block.meta).toBe('Events: 1');
    expect(reads).toBeGreaterThan(0);
    // Read once, kept: the same rows for the block's next render.
    expect(block.rows).toBe(block.rows);
  });

  it('show a country flag instead of the sport icon when the block has a country', async () => {
    const wrapper = await sportsWrapper(testServices(fakeFeed(() => undefined).fetch));
    const { result } = renderHook(() => useChampBlocks(sportsLinks('en'), 'home')({ key: 5, title: 'EPL', sportId: 1, games: [], country: 'GB' }), { wrapper });
    expect(result.current).toMatchObject({ mark: { country: 'GB' }, columns: ['1', 'X', '2'], rows: [] });
  });
});

describe('game page parts', () => {
  it('caption market cells and leave out a market name its group title already says', async () => {
    const services = testServices(fakeFeed(() => undefined).fetch);
    const wrapper = await sportsWrapper(services);
    const detail = feedDetail(feedGame(3, { team1: 'Arsenal', team2: 'Chelsea' }));
    services.odds.apply(quotesOfDetail(detail));
    const game = stripGameDetail(detail);
    const { result } = renderHook(() => useMarketGroups()(game, 'home', { groups: 1, open: 0 }), { wrapper });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ key: '1', title: 'Match result', defaultOpen: false });
    expect(result.current[0]!.markets[0]).toMatchObject({ name: undefined, columns: 3 });
    expect(result.current[0]!.markets[0]!.odds.map((cell) => cell.caption)).toEqual(['Arsenal', 'Draw', 'Chelsea']);
  });

  it('show a live game’s status, periods and the player serving on the scoreboard', async () => {
    const wrapper = await sportsWrapper(testServices(fakeFeed(() => undefined).fetch));
    const game = stripGame(liveGame(4, { sportId: 1, team1: 'Arsenal', team2: 'Chelsea', score: { team1: 2, team2: 1 }, periodScores: [[1, 0], [1, 1]], period: 2, gameTime: 3000 }));
    const { result } = renderHook(() => useScoreboard(sportsLinks('en'))(game), { wrapper });
    expect(result.current).toMatchObject({ teams: 'Arsenal – Chelsea', isLive: true, score: { team1: 2, team2: 1 }, periods: { heads: ['1', '2', 'Total'], team1: [1, 1, 2], team2: [0, 1, 1] } });
    const compact = renderHook(() => useScoreboard(sportsLinks('en'))(game, 'compact'), { wrapper });
    expect(compact.result.current.periods).toBeUndefined();
  });
});

describe('results text', () => {
  it('write periods only when there are several, and mark overtime or penalties', () => {
    expect(periodsText([[1, 0], [2, 1]])).toBe('(1:0, 2:1)');
    expect(periodsText([[1, 0]])).toBeUndefined();
    const result = { score: { team1: 3, team2: 2 }, periodScores: [], regulation: null, overtime: true, shootout: false, finish: null };
    expect(resultBadge(result as never, keyT)).toBe('results.overtime');
    expect(resultBadge({ ...result, shootout: true } as never, keyT)).toBe('results.shootout');
    expect(resultBadge({ ...result, overtime: false } as never, keyT)).toBeUndefined();
  });
});
