import { describe, expect, it } from 'vitest';
import { catalogChamp } from './catalog.ts';
import type { SimGame } from './feed-types.ts';
import { createGame } from './generate.ts';
import { createSimulator, type TickChanges } from './live-simulator.ts';
import { mulberry32 } from './prng.ts';
import { generateSeedFeed } from './seed-sports.ts';

const NOW = Date.UTC(2025, 4, 10, 15, 30);
const seeded = generateSeedFeed(42, NOW);
const running = () => seeded.filter((game) => game.state.status !== 'finished');
const live = (games: readonly SimGame[]) => games.filter((game) => game.state.status === 'live');

function outcomePrices(games: readonly SimGame[]): Map<number, string> {
  const prices = new Map<number, string>();
  for (const game of games) for (const market of game.markets) for (const outcome of market.outcomes) prices.set(outcome.id, `${outcome.coef}/${outcome.isBlocked || market.isBlocked}`);
  return prices;
}

describe('createSimulator', () => {
  it('is deterministic: the same seed and games give the same feed after many ticks', () => {
    const a = createSimulator({ seed: 7, now: NOW, games: running() });
    const b = createSimulator({ seed: 7, now: NOW, games: running() });
    for (let i = 0; i < 150; i++) {
      a.tick(2000);
      b.tick(2000);
    }
    expect(a.snapshot()).toBe(b.snapshot());
    expect(a.now()).toBe(NOW + 300_000);

    const c = createSimulator({ seed: 8, now: NOW, games: running() });
    for (let i = 0; i < 150; i++) c.tick(2000);
    expect(c.snapshot()).not.toBe(a.snapshot());
  });

  it('does not touch the games it was given', () => {
    const before = JSON.stringify(running());
    createSimulator({ seed: 1, now: NOW, games: running() }).tick(60_000);
    expect(JSON.stringify(running())).toBe(before);
  });

  it('moves live prices with the clock and the score, keeping every market\'s margin', () => {
    const sim = createSimulator({ seed: 3, now: NOW, games: running(), replenish: false });
    sim.tick(0);
    const shares: number[] = [];
    for (let i = 0; i < 40; i++) {
      const before = outcomePrices(live(sim.games()));
      sim.tick(2000);
      const after = outcomePrices(live(sim.games()));
      let changed = 0;
      for (const [id, price] of before) if (after.has(id) && after.get(id) !== price) changed++;
      shares.push(changed / before.size);
    }
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    expect(mean).toBeGreaterThan(0.01);
    expect(mean).toBeLessThan(0.5);

    for (const game of live(sim.games())) {
      for (const market of game.markets) {
        if (market.isBlocked || market.outcomes.some((outcome) => outcome.isBlocked || outcome.coef <= 1.01 || outcome.coef >= 250)) continue;
        const book = market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.coef, 0) / (market.type === 'double_chance' ? 2 : 1);
        expect(book, `${market.type} of game ${game.id}`).toBeGreaterThanOrEqual(1 + market.margin);
        expect(book).toBeLessThanOrEqual(1.1);
      }
    }
  });

  it('suspends a game after a goal and reopens it a few seconds later with new prices', () => {
    const sim = createSimulator({ seed: 11, now: NOW, games: running(), replenish: false });
    sim.tick(0);
    let goal: { gameId: number; score: string } | undefined;
    for (let i = 0; i < 900 && !goal; i++) {
      const scores = new Map(live(sim.games()).filter((game) => game.sportId === 1).map((game) => [game.id, game.state.score.join(':')]));
      sim.tick(2000);
      for (const game of live(sim.games())) {
        const before = scores.get(game.id);
        if (before !== undefined && before !== game.state.score.join(':')) goal = { gameId: game.id, score: game.state.score.join(':') };
      }
    }
    expect(goal, 'a football goal within 30 simulated minutes').toBeDefined();
    const game = () => sim.games().find((candidate) => candidate.id === goal?.gameId) as SimGame;
    expect(game().markets.every((market) => market.isBlocked && market.blockedUntil !== null)).toBe(true);
    const until = Math.max(...game().markets.map((market) => market.blockedUntil ?? 0));
    expect(until - sim.now()).toBeGreaterThanOrEqual(4000);
    expect(until - sim.now()).toBeLessThanOrEqual(10_000);

    while (sim.now() < until) sim.tick(2000);
    if (game()?.state.status === 'live') {
      expect(game().markets.every((market) => market.blockedUntil === null)).toBe(true);
      // Reopened markets that are not decided are open again.
      expect(game().markets.some((market) => !market.isBlocked)).toBe(true);
    }
  });

  it('finishes games at full time, hands them over once, and drops them', () => {
    const sim = createSimulator({ seed: 5, now: NOW, games: running(), replenish: false });
    const finished: SimGame[] = [];
    for (let i = 0; i < 120; i++) finished.push(...sim.tick(60_000).finished);
    expect(finished.length).toBeGreaterThan(30);
    expect(new Set(finished.map((game) => game.id)).size).toBe(finished.length);
    for (const game of finished) {
      expect(game.state.status).toBe('finished');
      expect(game.state.gameStatusId).toBe(4);
      expect(game.finishedAt).not.toBeNull();
      expect(game.markets.every((market) => market.isBlocked)).toBe(true);
      expect(sim.games().some((candidate) => candidate.id === game.id)).toBe(false);
      if (game.sportId === 1) expect(game.state.periodScores).toHaveLength(2);
      if (game.sportId === 4) expect(Math.max(...game.state.score)).toBe(2);
      if (game.sportId === 6 || game.sportId === 10) expect(Math.max(...game.state.score)).toBe(3);
      if (game.sportId === 56) expect(game.state.finish).toBeDefined();
    }
  });

  it('starts line games whose start time has passed', () => {
    const champ = catalogChamp(101);
    const rng = mulberry32(1);
    const ids = { game: 1, market: 1, outcome: 1 };
    const [team1, team2] = champ.teams;
    const game = createGame({ rng, ids, champ, team1: team1!, team2: team2!, startAt: NOW + 10_000, isTop: false });
    const sim = createSimulator({ seed: 1, now: NOW, games: [game], replenish: false });
    let changes: TickChanges = sim.tick(8000);
    expect(sim.games()[0]?.state.status).toBe('line');
    changes = sim.tick(4000);
    const started = sim.games()[0];
    expect(started?.state.status).toBe('live');
    expect(started?.state.gameStatusId).toBe(2);
    expect(started?.state.gameTime).toBeCloseTo(2, 5);
    expect(changes.games.map((changed) => changed.id)).toContain(game.id);
  });

  it('catches up after a long pause: overdue games are played to their results at once', () => {
    const sim = createSimulator({ seed: 9, now: NOW, games: running(), replenish: false });
    const { finished } = sim.tick(3 * 60 * 60 * 1000);
    expect(finished.length).toBeGreaterThanOrEqual(live(running()).length);
    for (const game of finished) expect(game.finishedAt).toBeLessThanOrEqual(sim.now());
  });

  it('keeps about 40 games live and a week of fixtures per championship', () => {
    const sim = createSimulator({ seed: 21, now: NOW, games: running() });
    const counts: number[] = [];
    for (let i = 0; i < 24 * 6; i++) {
      sim.tick(10 * 60 * 1000);
      counts.push(live(sim.games()).length);
    }
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(mean).toBeGreaterThan(30);
    expect(mean).toBeLessThan(55);
    const upcoming = sim.games().filter((game) => game.state.status === 'line' && game.startAt <= sim.now() + 7 * 24 * 3600 * 1000);
    const byChamp = new Map<number, number>();
    for (const game of upcoming) byChamp.set(game.champId, (byChamp.get(game.champId) ?? 0) + 1);
    expect(byChamp.size).toBeGreaterThanOrEqual(38);
    for (const count of byChamp.values()) expect(count).toBeGreaterThanOrEqual(2);
    // A simulated day that prices every new fixture from its model: slow on a busy machine.
  }, 300_000);

  it('refuses a negative or non-finite tick', () => {
    const sim = createSimulator({ seed: 1, now: NOW });
    expect(() => sim.tick(-1)).toThrow(RangeError);
    expect(() => sim.tick(Number.NaN)).toThrow(RangeError);
  });
});
