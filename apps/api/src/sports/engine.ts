import type { ChampVariant, SportSlug } from './catalog.ts';
import type { GameFacts, SportContext } from './markets.ts';
import { exponential, gaussian, type Rng } from './prng.ts';

export type GameStatus = 'line' | 'live' | 'finished';
/** 1 not started, 2 first half/period/set, 3 second or later, 4 finished. */
export type GameStatusId = 1 | 2 | 3 | 4;
export type Pair = [number, number];

/** How a fight ended: knockout (incl. TKO), submission or the judges' decision. */
export interface FightFinish {
  method: 'ko' | 'sub' | 'dec';
  round: number;
  /** Seconds into the round. */
  time: number;
}

/** Everything that changes while a game runs. Plain JSON, so it is stored as is and copied with structuredClone. */
export interface GameState {
  status: GameStatus;
  gameStatusId: GameStatusId;
  /** Current period, half, quarter, set, map or round, 1-based; 0 before the start. */
  period: number;
  /** The game clock in seconds (timed sports); elapsed time for set sports and fights. */
  gameTime: number;
  /** Main score: goals, points, sets, maps; for a fight 1:0 for the winner once it ends. */
  score: Pair;
  /** Per period (or per set: games/points/rounds); the current one last. */
  periodScores: Pair[];
  /** Timed sports: the game clock at which the current period ends (stoppage time included). */
  periodEnd?: number;
  /** Tennis: who serves the current game. */
  server?: 1 | 2;
  /** Seconds until the next scoring event (internal). */
  nextEventIn?: number;
  /** Ice hockey: the score after regular time, which the 1X2, totals and handicaps settle on. */
  regulation?: Pair;
  overtime?: boolean;
  shootout?: boolean;
  finish?: FightFinish;
}

/** A game's strength parameters, fixed at creation. Their meaning depends on the sport (see `newModel`). */
export interface GameModel {
  a: number;
  b: number;
}

export type SimEvent =
  | { kind: 'score'; team: 0 | 1; points: number; major: boolean }
  | { kind: 'period'; major: boolean }
  | { kind: 'finish' };

type Emit = (event: SimEvent) => void;
const ignore: Emit = () => {};

export interface TimedRules {
  kind: 'timed';
  periods: number;
  periodSeconds: number;
  /** Added time per period, [min, max] seconds (football). */
  stoppage?: readonly Pair[];
  overtime: 'none' | 'sudden' | 'full';
  overtimeSeconds: number;
  shootout: boolean;
  /** Points per scoring event. */
  points: (rng: Rng) => number;
  meanPoints: number;
  /** Whether a score is a big moment (goal) after which markets are suspended. */
  majorScores: boolean;
}

export interface RaceRules {
  kind: 'race';
  bestOf: number;
  /** Units (games, points, rounds) needed to win set `index` (0-based). */
  target: (index: number) => number;
  /** Margin needed; 1 when a unit is a whole map. */
  winBy: number;
  /** Tennis: a tie-break decides the set at this many games all. */
  tiebreakAt?: number;
  /** Mean seconds per unit. */
  unitSeconds: number;
}

export interface FightRules {
  kind: 'fight';
  rounds: number;
  roundSeconds: number;
}

export type SportRules = TimedRules | RaceRules | FightRules;

const basketballPoints = (rng: Rng) => {
  const u = rng.next();
  return u < 0.12 ? 1 : u < 0.7 ? 2 : 3;
};

/** The rules the simulator plays a sport by, with competition variants (NBA quarters, WTA, map-based esports). */
export function sportRules(sport: SportSlug, variant?: ChampVariant): SportRules {
  switch (sport) {
    case 'football':
      return {
        kind: 'timed', periods: 2, periodSeconds: 2700, stoppage: [[60, 300], [120, 420]], overtime: 'none', overtimeSeconds: 0,
        shootout: false, points: () => 1, meanPoints: 1, majorScores: true,
      };
    case 'ice-hockey':
      return { kind: 'timed', periods: 3, periodSeconds: 1200, overtime: 'sudden', overtimeSeconds: 300, shootout: true, points: () => 1, meanPoints: 1, majorScores: true };
    case 'basketball':
      return {
        kind: 'timed', periods: 4, periodSeconds: variant === 'nba' ? 720 : 600, overtime: 'full', overtimeSeconds: 300, shootout: false,
        points: basketballPoints, meanPoints: 2.18, majorScores: false,
      };
    case 'tennis':
      return { kind: 'race', bestOf: 3, target: () => 6, winBy: 2, tiebreakAt: 6, unitSeconds: variant === 'wta' ? 250 : 270 };
    case 'volleyball':
      return { kind: 'race', bestOf: 5, target: (index) => (index === 4 ? 15 : 25), winBy: 2, unitSeconds: 32 };
    case 'table-tennis':
      return { kind: 'race', bestOf: 5, target: () => 11, winBy: 2, unitSeconds: 13 };
    case 'esports':
      return variant === 'moba'
        ? { kind: 'race', bestOf: 3, target: () => 1, winBy: 1, unitSeconds: 2100 }
        : { kind: 'race', bestOf: 3, target: () => 13, winBy: 2, unitSeconds: variant === 'valorant' ? 100 : 110 };
    case 'mma':
      return { kind: 'fight', rounds: 3, roundSeconds: 300 };
  }
}

/** A game that has not started. */
export function lineState(): GameState {
  return { status: 'line', gameStatusId: 1, period: 0, gameTime: 0, score: [0, 0], periodScores: [] };
}

/** Kicks a game off: period 1 on a clean sheet. */
export function startGame(state: GameState, rules: SportRules, rng: Rng): void {
  state.status = 'live';
  state.gameStatusId = 2;
  state.period = 1;
  state.gameTime = 0;
  state.score = [0, 0];
  state.periodScores = rules.kind === 'fight' ? [] : [[0, 0]];
  state.nextEventIn = undefined;
  if (rules.kind === 'timed') state.periodEnd = rules.periodSeconds + stoppage(rules, 0, rng);
  if (rules.kind === 'race' && rules.tiebreakAt !== undefined) state.server = rng.next() < 0.5 ? 1 : 2;
}

/**
 * Plays `seconds` of a live game (Infinity: to the end), calling `emit` for each score, period change and the finish.
 * Event driven, so one long step and many short ones give games of the same nature.
 */
export function advanceGame(state: GameState, rules: SportRules, model: GameModel, seconds: number, rng: Rng, emit: Emit = ignore): void {
  if (state.status !== 'live') return;
  if (rules.kind === 'timed') advanceTimed(state, rules, model, seconds, rng, emit);
  else if (rules.kind === 'race') advanceRace(state, rules, model, seconds, rng, emit);
  else advanceFight(state, rules, model, seconds, rng, emit);
}

/** Added time for period `index` (0-based), in whole seconds. */
export function stoppage(rules: TimedRules, index: number, rng: Rng): number {
  const range = rules.stoppage?.[index];
  return range ? Math.round(range[0] + rng.next() * (range[1] - range[0])) : 0;
}

function finishGame(state: GameState, emit: Emit): void {
  state.status = 'finished';
  state.gameStatusId = 4;
  state.nextEventIn = undefined;
  emit({ kind: 'finish' });
}

function lastPeriod(state: GameState): Pair {
  let current = state.periodScores[state.periodScores.length - 1];
  if (!current) {
    current = [0, 0];
    state.periodScores.push(current);
  }
  return current;
}

const EPSILON = 1e-9;

function advanceTimed(state: GameState, rules: TimedRules, model: GameModel, seconds: number, rng: Rng, emit: Emit): void {
  // model.a, model.b: each side's expected score over regular time.
  const regular = rules.periods * rules.periodSeconds;
  const rate1 = model.a / rules.meanPoints / regular;
  const rate2 = model.b / rules.meanPoints / regular;
  let left = seconds;
  while (left > EPSILON && state.status === 'live') {
    state.nextEventIn ??= exponential(rng, 1 / (rate1 + rate2));
    const toEnd = Math.max(0, (state.periodEnd ?? 0) - state.gameTime);
    const step = Math.min(left, toEnd, state.nextEventIn);
    state.gameTime += step;
    left -= step;
    state.nextEventIn -= step;
    if (step < toEnd && state.nextEventIn <= EPSILON) {
      state.nextEventIn = undefined;
      const team = rng.next() < rate1 / (rate1 + rate2) ? 0 : 1;
      const points = rules.points(rng);
      state.score[team] += points;
      lastPeriod(state)[team] += points;
      emit({ kind: 'score', team, points, major: rules.majorScores });
      if (state.overtime && rules.overtime === 'sudden') finishGame(state, emit);
    } else if (step >= toEnd) {
      endTimedPeriod(state, rules, model, rng, emit);
    }
  }
}

function endTimedPeriod(state: GameState, rules: TimedRules, model: GameModel, rng: Rng, emit: Emit): void {
  state.nextEventIn = undefined;
  if (state.period < rules.periods) {
    state.period += 1;
    state.gameStatusId = 3;
    state.periodScores.push([0, 0]);
    state.gameTime = (state.period - 1) * rules.periodSeconds;
    state.periodEnd = state.gameTime + rules.periodSeconds + stoppage(rules, state.period - 1, rng);
    emit({ kind: 'period', major: true });
    return;
  }
  if (state.period === rules.periods) state.regulation = [state.score[0], state.score[1]];
  const level = state.score[0] === state.score[1];
  if (!level || rules.overtime === 'none') return finishGame(state, emit);
  if (rules.overtime === 'full' || !state.overtime) {
    // Overtime: basketball plays full periods until someone leads, hockey one sudden-death period.
    state.overtime = true;
    state.period += 1;
    state.periodScores.push([0, 0]);
    state.periodEnd = state.gameTime + rules.overtimeSeconds;
    emit({ kind: 'period', major: true });
    return;
  }
  // Hockey: still level after overtime, so a shootout decides, counted as one goal for the winner.
  const winner = rng.next() < model.a / (model.a + model.b) ? 0 : 1;
  state.shootout = true;
  state.score[winner] += 1;
  state.periodScores.push(winner === 0 ? [1, 0] : [0, 1]);
  finishGame(state, emit);
}

/** Team 1's chance to win the next unit. model.a/b: tennis hold rates; otherwise a is team 1's unit win rate. */
export function unitChance(units: Pair, server: 1 | 2 | undefined, rules: RaceRules, model: GameModel): number {
  if (rules.tiebreakAt === undefined) return model.a;
  if (units[0] === rules.tiebreakAt && units[1] === rules.tiebreakAt) return Math.min(0.9, Math.max(0.1, 0.5 + (model.a - model.b) * 1.5));
  return server === 2 ? 1 - model.b : model.a;
}

/** Whether `winner` has just won the set with these units. */
export function setWon(units: Pair, winner: 0 | 1, target: number, rules: RaceRules): boolean {
  const won = units[winner];
  const lost = units[1 - winner] as number;
  if (rules.tiebreakAt !== undefined && won === rules.tiebreakAt + 1 && lost === rules.tiebreakAt) return true;
  return won >= target && won - lost >= rules.winBy;
}

function advanceRace(state: GameState, rules: RaceRules, model: GameModel, seconds: number, rng: Rng, emit: Emit): void {
  let left = seconds;
  while (left > EPSILON && state.status === 'live') {
    // Units are fairly regular in length: a floor plus an exponential tail.
    state.nextEventIn ??= rules.unitSeconds * (0.35 + exponential(rng, 0.65));
    const step = Math.min(left, state.nextEventIn);
    state.gameTime += step;
    left -= step;
    state.nextEventIn -= step;
    if (state.nextEventIn > EPSILON) continue;
    state.nextEventIn = undefined;
    const units = lastPeriod(state);
    const team = rng.next() < unitChance(units, state.server, rules, model) ? 0 : 1;
    units[team] += 1;
    if (state.server) state.server = state.server === 1 ? 2 : 1;
    if (!setWon(units, team, rules.target(state.period - 1), rules)) {
      emit({ kind: 'score', team, points: 1, major: false });
      continue;
    }
    state.score[team] += 1;
    emit({ kind: 'period', major: true });
    if (state.score[team] * 2 > rules.bestOf) return finishGame(state, emit);
    state.period += 1;
    state.gameStatusId = 3;
    state.periodScores.push([0, 0]);
  }
}

function advanceFight(state: GameState, rules: FightRules, model: GameModel, seconds: number, rng: Rng, emit: Emit): void {
  // model.a: fighter 1's share of wins; model.b: chance the fight ends inside the distance.
  const distance = rules.rounds * rules.roundSeconds;
  const hazard = -Math.log(1 - Math.min(0.95, model.b)) / distance;
  let left = seconds;
  while (left > EPSILON && state.status === 'live') {
    state.nextEventIn ??= exponential(rng, 1 / hazard);
    const toRoundEnd = Math.max(0, state.period * rules.roundSeconds - state.gameTime);
    const step = Math.min(left, toRoundEnd, state.nextEventIn);
    state.gameTime += step;
    left -= step;
    state.nextEventIn -= step;
    if (step < toRoundEnd && state.nextEventIn <= EPSILON) {
      const winner = rng.next() < model.a ? 0 : 1;
      const method = rng.next() < 0.62 ? 'ko' : 'sub';
      state.finish = { method, round: state.period, time: Math.round(state.gameTime - (state.period - 1) * rules.roundSeconds) };
      state.score[winner] = 1;
      return finishGame(state, emit);
    }
    if (step >= toRoundEnd) {
      state.nextEventIn = undefined;
      if (state.period < rules.rounds) {
        state.period += 1;
        state.gameStatusId = 3;
        emit({ kind: 'period', major: false });
      } else {
        const winner = rng.next() < model.a ? 0 : 1;
        state.finish = { method: 'dec', round: rules.rounds, time: rules.roundSeconds };
        state.score[winner] = 1;
        return finishGame(state, emit);
      }
    }
  }
}

/** About how long a game runs, in seconds (used to place the seed's live games part-way through). */
export function expectedDuration(rules: SportRules): number {
  if (rules.kind === 'timed') return rules.periods * rules.periodSeconds + (rules.stoppage ? 400 : 0);
  if (rules.kind === 'fight') return 0.8 * rules.rounds * rules.roundSeconds;
  const sets = rules.bestOf === 3 ? 2.4 : 4;
  const target = rules.target(0);
  return sets * (target === 1 ? 1 : target * 1.75) * rules.unitSeconds;
}

// — Playing out to the end (pricing) ——————————————————————————————————————

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
