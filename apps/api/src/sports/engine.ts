import { exponential, type Rng } from './prng.ts';
import type { FightRules, GameModel, GameState, Pair, RaceRules, SportRules, TimedRules } from './sport-rules.ts';

export type SimEvent =
  | { kind: 'score'; team: 0 | 1; points: number; major: boolean }
  | { kind: 'period'; major: boolean }
  | { kind: 'finish' };

type Emit = (event: SimEvent) => void;
const ignore: Emit = () => {};

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
