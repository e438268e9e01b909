import { describe, expect, it, vi } from 'vitest';
import { createLiveOddsStore, createShareCache, quotesOfGames, shareGames } from '@bf/headless/sports';
import { feedGame, liveGame } from './sports-test-kit.tsx';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live-odds store', () => {
  it('holds one price per outcome, NaN until the feed names it', () => {
    const odds = createLiveOddsStore({ now: () => 1000 });
    expect(Number.isNaN(odds.price(1).coef)).toBe(true);
    expect(odds.has(1)).toBe(false);
    expect(odds.apply([{ id: 1, coef: 1.65, isBlocked: false }])).toBe(1);
    expect(odds.price(1)).toMatchObject({ coef: 1.65, isBlocked: false, direction: 'none', changedAt: null });
    expect(odds.has(1)).toBe(true);
  });

  it('records the direction and time of a change and keeps it through an unchanged quote', () => {
    let now = 1000;
    const odds = createLiveOddsStore({ now: () => now });
    odds.apply([{ id: 1, coef: 2, isBlocked: false }]);
    now = 2000;
    odds.apply([{ id: 1, coef: 2.2, isBlocked: false }]);
    expect(odds.price(1)).toMatchObject({ coef: 2.2, direction: 'up', changedAt: 2000 });
    now = 3000;
    expect(odds.apply([{ id: 1, coef: 2.2, isBlocked: false }])).toBe(0);
    expect(odds.price(1)).toMatchObject({ direction: 'up', changedAt: 2000 });
    odds.apply([{ id: 1, coef: 1.9, isBlocked: true }]);
    expect(odds.price(1)).toMatchObject({ coef: 1.9, direction: 'down', changedAt: 3000, isBlocked: true });
  });

  it('clears the moved flags of one update together once their hold time is over', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(10_000);
      const odds = createLiveOddsStore();
      odds.apply([1, 2, 3].map((id) => ({ id, coef: 2, isBlocked: false })));
      odds.apply([{ id: 1, coef: 2.1, isBlocked: false }, { id: 2, coef: 1.9, isBlocked: false }]);
      vi.advanceTimersByTime(1000);
      odds.apply([{ id: 3, coef: 2.5, isBlocked: false }]);
      expect([1, 2, 3].map((id) => odds.price(id).direction)).toEqual(['up', 'down', 'up']);
      vi.advanceTimersByTime(1999);
      expect([1, 2, 3].map((id) => odds.price(id).direction)).toEqual(['up', 'down', 'up']);
      vi.advanceTimersByTime(1);
      expect([1, 2, 3].map((id) => odds.price(id).direction)).toEqual(['none', 'none', 'up']);
      vi.advanceTimersByTime(1000);
      expect(odds.price(3)).toMatchObject({ direction: 'none', changedAt: 11_000, coef: 2.5 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores a garbage price but takes the suspension', () => {
    const odds = createLiveOddsStore();
    odds.apply([{ id: 1, coef: 2, isBlocked: false }]);
    expect(odds.apply([{ id: 1, coef: Number.NaN, isBlocked: true }])).toBe(1);
    expect(odds.price(1)).toMatchObject({ coef: 2, isBlocked: true });
  });

  it('notifies only the outcomes whose price changed', async () => {
    const odds = createLiveOddsStore();
    const games = [feedGame(1), feedGame(2), feedGame(3)];
    odds.apply(quotesOfGames(games));
    const notified: number[] = [];
    for (const id of odds.ids()) odds.subscribe(id, () => notified.push(id));
    const moved = [feedGame(1), feedGame(2, {}, [1.7, 4.04, 4.99]), feedGame(3)];
    expect(odds.apply(quotesOfGames(moved))).toBe(1);
    await flush();
    expect(notified).toEqual([21]);
  });
});

describe('records and listeners', () => {
  it('answers the same record until the outcome changes, and a new one after', () => {
    const odds = createLiveOddsStore({ now: () => 0 });
    odds.apply([{ id: 624, coef: 1.65, isBlocked: false }]);
    const first = odds.price(624);
    odds.apply([{ id: 624, coef: 1.65, isBlocked: false }]);
    expect(odds.price(624)).toBe(first);
    // Hydration reads the first price: while nothing moved it is the current record, so nothing re-renders.
    expect(odds.firstPrice(624)).toBe(first);
    odds.apply([{ id: 624, coef: 1.7, isBlocked: false }]);
    expect(odds.price(624)).not.toBe(first);
    expect(first.coef).toBe(1.65);
  });

  it('calls a listener once per change of its outcome until it unsubscribes, the batch written first', () => {
    const odds = createLiveOddsStore({ now: () => 0 });
    odds.apply([{ id: 1, coef: 2, isBlocked: false }, { id: 2, coef: 3, isBlocked: false }]);
    const seen: number[][] = [];
    const stop = odds.subscribe(1, () => seen.push([odds.price(1).coef, odds.price(2).coef]));
    odds.apply([{ id: 1, coef: 2.1, isBlocked: false }, { id: 2, coef: 3.1, isBlocked: false }]);
    odds.apply([{ id: 2, coef: 3.2, isBlocked: false }]);
    stop();
    odds.apply([{ id: 1, coef: 2.2, isBlocked: false }]);
    expect(seen).toEqual([[2.1, 3.1]]);
  });

  it('tells a listener when the move is over (the arrow goes)', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const odds = createLiveOddsStore({ now: () => now });
      odds.apply([{ id: 1, coef: 2, isBlocked: false }]);
      const directions: string[] = [];
      odds.subscribe(1, () => directions.push(odds.price(1).direction));
      now = 1000;
      odds.apply([{ id: 1, coef: 2.2, isBlocked: false }]);
      now = 4000;
      vi.advanceTimersByTime(3000);
      expect(directions).toEqual(['up', 'none']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the first price (what the server drew)', () => {
  it('keeps the price the feed first named while the live price moves on', () => {
    const odds = createLiveOddsStore({ now: () => 0 });
    expect(odds.firstPrice(624).coef).toBeNaN();
    odds.apply([{ id: 624, coef: 1.65, isBlocked: false }]);
    odds.apply([{ id: 624, coef: 1.8, isBlocked: true }]);
    expect(odds.price(624)).toMatchObject({ coef: 1.8, isBlocked: true, direction: 'up' });
    expect(odds.firstPrice(624)).toEqual({ coef: 1.65, isBlocked: false, direction: 'none', changedAt: null });
    // The same object each time: React asks for it on every hydration render.
    expect(odds.firstPrice(624)).toBe(odds.firstPrice(624));
  });
});

describe('structural sharing of polled games', () => {
  it('keeps the same object when only prices changed, and a new one when the game changed', () => {
    const cache = createShareCache();
    const [first] = shareGames(cache, [liveGame(1)]);
    const [pricesMoved] = shareGames(cache, [liveGame(1, {}, [1.2, 6, 11])]);
    expect(pricesMoved).toBe(first);
    expect(JSON.stringify(first)).not.toContain('coef');
    const [scored] = shareGames(cache, [liveGame(1, { score: { team1: 2, team2: 0 } })]);
    expect(scored).not.toBe(first);
    expect(scored!.score).toEqual({ team1: 2, team2: 0 });
  });

  it('forgets the oldest entries beyond its limit', () => {
    const cache = createShareCache(2);
    shareGames(cache, [feedGame(1), feedGame(2), feedGame(3)]);
    expect(cache.size).toBe(2);
  });
});
