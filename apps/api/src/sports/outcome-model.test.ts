import { describe, expect, it } from 'vitest';
import { catalogChamp, CHAMPS } from './catalog.ts';
import type { SimGame } from './feed-types.ts';
import type { GameFacts } from './game-facts.ts';
import { champContext, createGame, priceGame, simulateFinals } from './generate.ts';
import { createSimulator } from './live-simulator.ts';
import { marketChances, outcomeSpace, poissonPmf, withFirstPeriod, type Scenario } from './outcome-model.ts';
import { bookOf, priceMarket } from './prices.ts';
import { mulberry32 } from './prng.ts';
import { outcomeWinsOn } from './settlement.ts';
import type { SportContext } from './sport-context.ts';
import type { GameState } from './sport-rules.ts';

const NOW = Date.UTC(2026, 10, 24, 12, 0);
const football = champContext(catalogChamp(101));

/** A football game in the second half at 45:00 with exactly 45 minutes left: the means are half the strengths. */
function secondHalf(score: [number, number], gameTime = 2700): GameState {
  return {
    status: 'live', gameStatusId: 3, period: 2, gameTime, periodEnd: 5400, score, periodScores: [[score[0], 0], [0, score[1]]],
  };
}

describe('the football model (independent Poisson goals)', () => {
  it('gives the hand-worked 1X2, over 2.5, both-to-score and 1:1 chances for means 1.5 and 1.1', () => {
    // Means 1.5 and 1.1 over the time left: P(home) = Σ_{i>j} e^-1.5 1.5^i/i! · e^-1.1 1.1^j/j!, and so on.
    const space = outcomeSpace(football, { a: 3, b: 2.2 }, secondHalf([0, 0]));
    const [home, draw, away] = marketChances(football, space, '1x2', null, ['1', 'X', '2']);
    expect(home).toBeCloseTo(0.464244, 5);
    expect(draw).toBeCloseTo(0.257667, 5);
    expect(away).toBeCloseTo(0.278089, 5);
    expect(marketChances(football, space, 'total', 2.5, ['over', 'under'])[0]).toBeCloseTo(0.48157, 5);
    expect(marketChances(football, space, 'btts', null, ['yes', 'no'])[0]).toBeCloseTo(0.518272, 5);
    const scores = marketChances(football, space, 'correct_score', null, ['1:1', '0:0']);
    expect(scores[0]).toBeCloseTo(0.122551, 5);
    expect(scores[1]).toBeCloseTo(0.074274, 5);
  });

  it('counts goals already scored: 1:0 up with the same 45 minutes left', () => {
    const space = outcomeSpace(football, { a: 3, b: 2.2 }, secondHalf([1, 0]));
    // Home wins unless the away side scores at least one more: P(home) = P(X_away ≤ X_home) = 0.257667 + 0.464244.
    expect(marketChances(football, space, '1x2', null, ['1'])[0]).toBeCloseTo(0.721911, 5);
    // Both to score: the home side has, so only the away side must (1 − e^-1.1).
    expect(marketChances(football, space, 'btts', null, ['yes'])[0]).toBeCloseTo(1 - Math.exp(-1.1), 6);
  });

  it('lists Poisson probabilities that match e^-λ λ^k / k!', () => {
    const pmf = poissonPmf(1.5);
    expect(pmf[0]).toBeCloseTo(0.22313, 5);
    expect(pmf[1]).toBeCloseTo(0.334695, 5);
    expect(pmf[2]).toBeCloseTo(0.251021, 5);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});

describe('pricing a market', () => {
  it('puts the margin on: chances 0.5/0.3/0.2 at 5 % give 1.90/3.18/4.77 (book 1.0504)', () => {
    const coefs = priceMarket([0.5, 0.3, 0.2], 0.05);
    expect(coefs).toEqual([1.9, 3.18, 4.77]);
    expect(bookOf(coefs)).toBeCloseTo(1.0504, 4);
  });

  it('lets the others carry the margin when a favourite sits at 1.01', () => {
    const coefs = priceMarket([0.97, 0.02, 0.01], 0.05);
    expect(coefs[0]).toBe(1.01);
    expect(bookOf(coefs)).toBeGreaterThanOrEqual(1.05);
    expect(bookOf(coefs)).toBeLessThan(1.06);
    [0.97, 0.02, 0.01].forEach((p, i) => expect((coefs[i] as number) * p).toBeLessThanOrEqual(1));
  });

  it('prices a double chance at twice the book: 1X, 12, X2 each cover two of the three results', () => {
    const coefs = priceMarket([0.75, 0.7, 0.55], 0.05);
    expect(bookOf(coefs) / 2).toBeGreaterThanOrEqual(1.05);
    expect(bookOf(coefs) / 2).toBeLessThan(1.06);
  });
});

describe('live prices follow the score and the clock', () => {
  const game = (state: GameState): SimGame => {
    const rng = mulberry32(5);
    const champ = catalogChamp(101);
    const created = createGame({ rng, ids: { game: 1, market: 1, outcome: 1 }, champ, team1: champ.teams[0]!, team2: champ.teams[1]!, startAt: NOW, isTop: false });
    created.model = { a: 1.4, b: 1.2 };
    created.state = state;
    priceGame(created);
    return created;
  };
  const price = (g: SimGame, type: string, outcome: string) =>
    g.markets.find((market) => market.type === type)?.outcomes.find((o) => o.type === outcome)?.coef as number;

  it('shortens the draw as a 0:0 runs down, and the scorer after a goal', () => {
    const early = game(secondHalf([0, 0], 2700));
    const late = game(secondHalf([0, 0], 4800));
    const goal = game(secondHalf([1, 0], 4800));
    expect(price(late, '1x2', 'X')).toBeLessThan(price(early, '1x2', 'X'));
    expect(price(late, '1x2', '1')).toBeGreaterThan(price(early, '1x2', '1'));
    expect(price(goal, '1x2', '1')).toBeLessThan(price(late, '1x2', '1'));
    expect(price(goal, '1x2', '1')).toBeLessThan(1.5);
  });
});

// — No sure win ———————————————————————————————————————————————————————————
//
// What the property below proves. A set of bets on one game is a sure win when, for stakes s_i ≥ 0 on selections
// with odds o_i, every possible ending ω pays more than the stakes: Σ s_i·o_i·[ω wins i] > Σ s_i. By LP duality
// (Farkas' lemma; the "Dutch book" theorem) no such stakes exist as soon as there is one chance measure q over the
// game's endings with o_i · q(i wins) ≤ 1 for every selection offered: under q the expected payout Σ s_i·o_i·q(i)
// is at most Σ s_i, so some ending pays no more than the stakes. The test exhibits that q (the model's endings,
// checked to be a probability distribution over endings that can still happen from the current state), reads who
// wins with the settlement code, and checks o_i · q(i) ≤ 1 for every open selection of every market — pre-match
// and at many moments of simulated games, in every sport. It does not trust the model beyond that: it also checks
// every market's book (1.03…1.10) and, on endings played out by the event engine itself, that no two or three
// selections that cover all those endings have Σ 1/odds < 1.

const open = (game: SimGame) =>
  game.markets.filter((market) => !market.isBlocked).flatMap((market) =>
    market.outcomes.filter((outcome) => !outcome.isBlocked).map((outcome) => ({ market, outcome })));

function chanceOf(ctx: SportContext, scenarios: readonly Scenario[], type: SimGame['markets'][number]['type'], param: number | null, outcome: string): number {
  let sum = 0;
  for (const { facts, weight } of scenarios) if (outcomeWinsOn(ctx, type, param, outcome, facts)) sum += weight;
  return sum;
}

/** Whether an ending can still happen from `state`: no score goes down, and a first period is part of the game. */
function reachable(ctx: SportContext, state: GameState, facts: GameFacts): boolean {
  const atLeast = (pair: readonly number[], floor: readonly number[]) => (pair[0] as number) >= (floor[0] as number) && (pair[1] as number) >= (floor[1] as number);
  const live = state.status === 'live';
  const firstNow = live ? (state.periodScores[0] ?? [0, 0]) : [0, 0];
  if (ctx.rules.kind === 'timed' && !atLeast(facts.first, firstNow)) return false;
  if (live && ctx.rules.kind !== 'fight' && !atLeast(facts.final, state.score)) return false;
  if (ctx.rules.kind === 'timed' && !atLeast(facts.regular, facts.first)) return false;
  return true;
}

function checkNoSureWin(game: SimGame, label: string, rng: ReturnType<typeof mulberry32>): number {
  const ctx = champContext(catalogChamp(game.champId));
  const space = outcomeSpace(ctx, game.model, game.state, game.markets.some((market) => market.type === 'first_period'));
  // The chance measure q: every ending with its first period spelled out.
  const endings = withFirstPeriod(space);
  expect(endings.reduce((sum, s) => sum + s.weight, 0), label).toBeCloseTo(1, 9);
  for (const { facts, weight } of endings) {
    expect(weight).toBeGreaterThanOrEqual(0);
    expect(reachable(ctx, game.state, facts), `${label}: ${JSON.stringify(facts)}`).toBe(true);
  }

  const selections = open(game);
  // The certificate: o · q(wins) ≤ 1 for every open selection.
  for (const { market, outcome } of selections) {
    const q = chanceOf(ctx, endings, market.type, market.param, outcome.type);
    expect(outcome.coef * q, `${label} ${market.type} ${market.param} ${outcome.type} @${outcome.coef}`).toBeLessThanOrEqual(1 + 1e-9);
  }
  // Books between 1.03 and 1.10 on every open market whose outcomes are all offered (double chance counts twice).
  for (const market of game.markets) {
    if (market.isBlocked || market.outcomes.some((o) => o.isBlocked)) continue;
    const book = bookOf(market.outcomes.map((o) => o.coef)) / (market.type === 'double_chance' ? 2 : 1);
    expect(book, `${label} ${market.type} book`).toBeGreaterThanOrEqual(1.03);
    expect(book, `${label} ${market.type} book`).toBeLessThanOrEqual(1.1);
  }
  // Independent of the model: endings played out by the engine; any two or three selections covering all of them
  // must cost at least what they pay (Σ 1/odds ≥ 1).
  const played = simulateFinals(ctx, game.model, game.state, rng, 160);
  const wins = selections.map(({ market, outcome }) => played.map((facts) => outcomeWinsOn(ctx, market.type, market.param, outcome.type, facts)));
  const covers = (...picks: number[]) => played.every((_, e) => picks.some((pick) => wins[pick]?.[e]));
  const cost = (...picks: number[]) => picks.reduce((sum, pick) => sum + 1 / (selections[pick]?.outcome.coef as number), 0);
  let checked = 0;
  for (let i = 0; i < selections.length; i++) {
    for (let j = i + 1; j < selections.length; j++) {
      if (covers(i, j)) {
        checked++;
        expect(cost(i, j), `${label}: pair`).toBeGreaterThanOrEqual(1);
      }
      for (let k = j + 1; k < selections.length; k++) {
        if (covers(i, j, k)) {
          checked++;
          expect(cost(i, j, k), `${label}: triple`).toBeGreaterThanOrEqual(1);
        }
      }
    }
  }
  return checked;
}

describe('no set of bets on one game wins whatever happens (property)', () => {
  // One championship of each sport and variant.
  const champs = [...new Map(CHAMPS.map((champ) => [`${champContext(champ).sport}:${champ.variant ?? ''}`, champ])).values()];

  it.each(champs.map((champ) => [`${champContext(champ).sport} ${champ.variant ?? ''}`.trim(), champ.id] as const))(
    '%s: pre-match and at many live moments',
    (_, champId) => {
      const champ = catalogChamp(champId);
      const rng = mulberry32(champId * 7919);
      const ids = { game: 1, market: 1, outcome: 1 };
      let covering = 0;
      let moments = 0;
      for (let g = 0; g < 3; g++) {
        const [team1, team2] = [champ.teams[2 * g]!, champ.teams[2 * g + 1]!];
        const game = createGame({ rng, ids, champ, team1, team2, startAt: NOW + 1000, isTop: false });
        covering += checkNoSureWin(game, `game ${g} pre-match`, rng);
        moments++;
        const sim = createSimulator({ seed: champId + g, now: NOW, games: [game], replenish: false });
        const rules = champContext(champ).rules;
        const step = rules.kind === 'timed' ? 420_000 : rules.kind === 'fight' ? 90_000 : 240_000;
        for (let t = 0; t < 14; t++) {
          sim.tick(t === 0 ? 2000 : step);
          const live = sim.games().find((candidate) => candidate.id === game.id);
          if (!live || live.state.status !== 'live') break;
          covering += checkNoSureWin(live, `game ${g} at ${Math.round(live.state.gameTime)} s ${live.state.score.join(':')}`, rng);
          moments++;
        }
      }
      expect(moments).toBeGreaterThan(3);
      expect(covering, 'some pairs or triples cover every ending (1X2, totals…)').toBeGreaterThan(0);
    },
    240_000,
  );
});
