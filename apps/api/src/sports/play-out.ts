import { setWon, stoppage, unitChance } from './engine.ts';
import type { GameFacts } from './game-facts.ts';
import { exponential, gaussian, type Rng } from './prng.ts';
import type { SportContext } from './sport-context.ts';
import type { FightRules, GameModel, GameState, Pair, RaceRules, TimedRules } from './sport-rules.ts';

/**
 * Plays a game from its state to the end and returns what markets settle on. It samples the same processes as
 * the event engine (`advanceGame`) but skips the clock: goals per period are drawn as Poisson counts, set sports
 * play unit after unit. About ten times faster, which is what pricing by simulation needs.
 */
export function playOut(ctx: SportContext, model: GameModel, state: GameState, rng: Rng): GameFacts {
  const rules = ctx.rules;
  if (rules.kind === 'timed') return playOutTimed(ctx, rules, model, state, rng);
  if (rules.kind === 'race') return playOutRace(rules, model, state, rng);
  return playOutFight(rules, model, state, rng);
}

/** A Poisson count: Knuth's method for small means, a rounded normal for large ones. */
export function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian(rng)));
  const limit = Math.exp(-mean);
  let count = 0;
  let product = rng.next();
  while (product > limit) {
    count++;
    product *= rng.next();
  }
  return count;
}

function facts(regular: Pair, final: Pair, counted: Pair, first: Pair, rounds: number, method: string): GameFacts {
  return { regular, final, counted, first, rounds, method, scoreKey: `${regular[0]}:${regular[1]}` };
}

function playOutTimed(ctx: SportContext, rules: TimedRules, model: GameModel, state: GameState, rng: Rng): GameFacts {
  const regularTime = rules.periods * rules.periodSeconds;
  const rate1 = model.a / rules.meanPoints / regularTime;
  const rate2 = model.b / rules.meanPoints / regularTime;
  const share1 = rate1 / (rate1 + rate2);
  const live = state.status === 'live';
  let s1 = live ? state.score[0] : 0;
  let s2 = live ? state.score[1] : 0;
  const first0 = live ? state.periodScores[0] : undefined;
  let f1 = first0 ? first0[0] : 0;
  let f2 = first0 ? first0[1] : 0;
  let period = live ? state.period : 1;
  let gameTime = live ? state.gameTime : 0;
  let periodEnd = live && state.periodEnd !== undefined ? state.periodEnd : rules.periodSeconds + stoppage(rules, 0, rng);
  let overtime = live ? state.overtime === true : false;
  let regulation: Pair | undefined = live && state.regulation ? [state.regulation[0], state.regulation[1]] : undefined;

  for (;;) {
    const remaining = Math.max(0, periodEnd - gameTime);
    if (overtime && rules.overtime === 'sudden') {
      // Sudden death: the first goal wins; none, and a shootout decides (one goal to the winner).
      const scored = rng.next() < 1 - Math.exp(-(rate1 + rate2) * remaining);
      const winnerShare = scored ? share1 : model.a / (model.a + model.b);
      if (rng.next() < winnerShare) s1 += 1;
      else s2 += 1;
      break;
    }
    const events = poisson(rng, (rate1 + rate2) * remaining);
    for (let i = 0; i < events; i++) {
      const points = rules.points(rng);
      const team1 = rng.next() < share1;
      if (team1) s1 += points;
      else s2 += points;
      if (period === 1) {
        if (team1) f1 += points;
        else f2 += points;
      }
    }
    if (period < rules.periods) {
      period += 1;
      gameTime = (period - 1) * rules.periodSeconds;
      periodEnd = gameTime + rules.periodSeconds + stoppage(rules, period - 1, rng);
      continue;
    }
    if (period === rules.periods) regulation = [s1, s2];
    if (s1 !== s2 || rules.overtime === 'none') break;
    overtime = true;
    period += 1;
    gameTime = periodEnd;
    periodEnd = gameTime + rules.overtimeSeconds;
  }
  const final: Pair = [s1, s2];
  const regular = ctx.sport === 'ice-hockey' && regulation ? regulation : final;
  return facts(regular, final, regular, [f1, f2], 0, '');
}

function playOutRace(rules: RaceRules, model: GameModel, state: GameState, rng: Rng): GameFacts {
  const live = state.status === 'live';
  const sets: Pair = live ? [state.score[0], state.score[1]] : [0, 0];
  const counted: Pair = [0, 0];
  if (live) {
    for (const units of state.periodScores) {
      counted[0] += units[0];
      counted[1] += units[1];
    }
  }
  const last = live ? state.periodScores[state.periodScores.length - 1] : undefined;
  let current: Pair = last ? [last[0], last[1]] : [0, 0];
  let setIndex = live ? Math.max(0, state.periodScores.length - 1) : 0;
  let server: 1 | 2 | undefined = live ? state.server : rules.tiebreakAt !== undefined ? (rng.next() < 0.5 ? 1 : 2) : undefined;
  const first0 = live ? state.periodScores[0] : undefined;
  let first: Pair = first0 ? [first0[0], first0[1]] : current;
  if (setIndex === 0) first = current;
  const needed = Math.floor(rules.bestOf / 2) + 1;

  while (sets[0] < needed && sets[1] < needed) {
    const team = rng.next() < unitChance(current, server, rules, model) ? 0 : 1;
    current[team] += 1;
    counted[team] += 1;
    if (server) server = server === 1 ? 2 : 1;
    if (!setWon(current, team, rules.target(setIndex), rules)) continue;
    sets[team] += 1;
    if (setIndex === 0) first = [current[0], current[1]];
    setIndex += 1;
    current = [0, 0];
  }
  return facts(sets, sets, counted, first, 0, '');
}

function playOutFight(rules: FightRules, model: GameModel, state: GameState, rng: Rng): GameFacts {
  const distance = rules.rounds * rules.roundSeconds;
  const hazard = -Math.log(1 - Math.min(0.95, model.b)) / distance;
  const elapsed = state.status === 'live' ? state.gameTime : 0;
  const finishAt = elapsed + exponential(rng, 1 / hazard);
  const winner: Pair = rng.next() < model.a ? [1, 0] : [0, 1];
  if (finishAt >= distance) return facts(winner, winner, winner, [0, 0], rules.rounds, 'dec');
  const round = Math.min(rules.rounds, Math.floor(finishAt / rules.roundSeconds) + 1);
  const time = Math.round(finishAt - (round - 1) * rules.roundSeconds);
  const method = rng.next() < 0.62 ? 'ko' : 'sub';
  return facts(winner, winner, winner, [0, 0], round - 1 + time / rules.roundSeconds, method);
}
