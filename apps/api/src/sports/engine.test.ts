import { describe, expect, it } from 'vitest';
import type { ChampVariant, SportSlug } from './catalog-types.ts';
import { advanceGame, startGame } from './engine.ts';
import { gameFacts, type GameFacts } from './game-facts.ts';
import { playOut, poisson } from './play-out.ts';
import { sportContext } from './sport-context.ts';
import { lineState, type GameModel, type GameState } from './sport-rules.ts';
import { mulberry32 } from './prng.ts';

const CASES: [SportSlug, ChampVariant | undefined, GameModel][] = [
  ['football', undefined, { a: 1.6, b: 1.1 }],
  ['ice-hockey', undefined, { a: 3.1, b: 2.8 }],
  ['basketball', 'nba', { a: 116, b: 111 }],
  ['basketball', undefined, { a: 80, b: 83 }],
  ['tennis', undefined, { a: 0.82, b: 0.78 }],
  ['tennis', 'wta', { a: 0.62, b: 0.66 }],
  ['volleyball', undefined, { a: 0.52, b: 0 }],
  ['table-tennis', undefined, { a: 0.47, b: 0 }],
  ['esports', 'cs', { a: 0.53, b: 0 }],
  ['esports', 'moba', { a: 0.4, b: 0 }],
  ['mma', undefined, { a: 0.65, b: 0.55 }],
];

interface Summary {
  win1: number;
  total: number;
  first1: number;
  overtimeOrDec: number;
}

function summarize(facts: readonly GameFacts[]): Summary {
  const n = facts.length;
  return {
    win1: facts.filter((f) => f.final[0] > f.final[1]).length / n,
    total: facts.reduce((sum, f) => sum + f.counted[0] + f.counted[1], 0) / n,
    first1: facts.filter((f) => f.first[0] > f.first[1]).length / n,
    overtimeOrDec: facts.filter((f) => f.method === 'dec' || f.regular[0] + f.regular[1] !== f.final[0] + f.final[1]).length / n,
  };
}

describe('the game engine', () => {
  it.each(CASES)('plays %s (%s) the same way event by event and when playing out for prices', (sport, variant, model) => {
    const ctx = sportContext(sport, variant);
    const n = 3000;
    const rng = mulberry32(99);
    const events: GameFacts[] = [];
    for (let i = 0; i < n; i++) {
      const state = lineState();
      startGame(state, ctx.rules, rng);
      // In uneven steps, as the live timer would.
      while (state.status === 'live') advanceGame(state, ctx.rules, model, 1 + rng.next() * 120, rng);
      events.push(gameFacts(ctx, state));
    }
    const fast: GameFacts[] = [];
    for (let i = 0; i < n; i++) fast.push(playOut(ctx, model, lineState(), rng));
    const a = summarize(events);
    const b = summarize(fast);
    expect(Math.abs(a.win1 - b.win1)).toBeLessThan(0.045);
    expect(Math.abs(a.first1 - b.first1)).toBeLessThan(0.045);
    expect(Math.abs(a.total - b.total) / Math.max(1, a.total)).toBeLessThan(0.05);
    expect(Math.abs(a.overtimeOrDec - b.overtimeOrDec)).toBeLessThan(0.045);
  });

  it('plays realistic football: about 2.5–3 goals, two halves with added time, a quarter of games drawn', () => {
    const ctx = sportContext('football');
    const rng = mulberry32(1);
    const states: GameState[] = [];
    for (let i = 0; i < 2000; i++) {
      const state = lineState();
      startGame(state, ctx.rules, rng);
      advanceGame(state, ctx.rules, { a: 1.35, b: 1.2 }, Infinity, rng);
      states.push(state);
    }
    const goals = states.reduce((sum, s) => sum + s.score[0] + s.score[1], 0) / states.length;
    const draws = states.filter((s) => s.score[0] === s.score[1]).length / states.length;
    expect(goals).toBeGreaterThan(2.3);
    expect(goals).toBeLessThan(3.1);
    expect(draws).toBeGreaterThan(0.18);
    expect(draws).toBeLessThan(0.32);
    for (const state of states.slice(0, 50)) {
      expect(state.periodScores).toHaveLength(2);
      expect(state.gameTime).toBeGreaterThanOrEqual(5400 + 120);
      expect(state.gameTime).toBeLessThanOrEqual(5400 + 420);
      expect(state.gameStatusId).toBe(4);
    }
  });

  it('settles ice hockey after regular time: overtime, then a shootout goal for the winner', () => {
    const ctx = sportContext('ice-hockey');
    const rng = mulberry32(2);
    let overtime = 0;
    for (let i = 0; i < 800; i++) {
      const state = lineState();
      startGame(state, ctx.rules, rng);
      advanceGame(state, ctx.rules, { a: 2.9, b: 2.9 }, Infinity, rng);
      expect(state.regulation).toBeDefined();
      expect(state.score[0]).not.toBe(state.score[1]);
      if (state.overtime) {
        overtime++;
        expect(state.regulation?.[0]).toBe(state.regulation?.[1]);
        expect(Math.abs(state.score[0] - state.score[1])).toBe(1);
      }
    }
    expect(overtime / 800).toBeGreaterThan(0.1);
    expect(overtime / 800).toBeLessThan(0.35);
  });

  it('plays tennis sets to six games (seven after a tie-break), best of three', () => {
    const ctx = sportContext('tennis');
    const rng = mulberry32(3);
    for (let i = 0; i < 300; i++) {
      const state = lineState();
      startGame(state, ctx.rules, rng);
      advanceGame(state, ctx.rules, { a: 0.8, b: 0.8 }, Infinity, rng);
      expect(Math.max(...state.score)).toBe(2);
      for (const [a, b] of state.periodScores) {
        const [won, lost] = a > b ? [a, b] : [b, a];
        expect(won === 6 && lost <= 4 || won === 7 && (lost === 5 || lost === 6)).toBe(true);
      }
    }
  });

  it('ends a fight by knockout, submission or decision', () => {
    const ctx = sportContext('mma');
    const rng = mulberry32(4);
    const methods = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const state = lineState();
      startGame(state, ctx.rules, rng);
      advanceGame(state, ctx.rules, { a: 0.5, b: 0.55 }, Infinity, rng);
      expect(state.finish).toBeDefined();
      methods.add(state.finish?.method ?? '');
      expect(state.score[0] + state.score[1]).toBe(1);
      expect(state.finish?.round).toBeLessThanOrEqual(3);
    }
    expect([...methods].sort()).toEqual(['dec', 'ko', 'sub']);
  });

  it('draws Poisson counts with the right mean', () => {
    const rng = mulberry32(5);
    for (const mean of [0.3, 2.5, 18, 60]) {
      let sum = 0;
      for (let i = 0; i < 5000; i++) sum += poisson(rng, mean);
      expect(sum / 5000).toBeCloseTo(mean, mean < 10 ? 1 : 0);
    }
    expect(poisson(rng, 0)).toBe(0);
  });
});
