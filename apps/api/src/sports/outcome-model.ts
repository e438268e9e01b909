import { setWon, unitChance } from './engine.ts';
import type { GameFacts } from './game-facts.ts';
import type { MarketType } from './markets.ts';
import { outcomeWinsOn } from './settlement.ts';
import type { SportContext } from './sport-context.ts';
import type { FightRules, GameModel, GameState, Pair, RaceRules, TimedRules } from './sport-rules.ts';

/**
 * One model of a game's ending, from which every market of the game is priced.
 *
 * A game's possible endings are listed as weighted scenarios (each a `GameFacts` that stands for every ending that
 * settles the same way). A market's chances are the weights of the scenarios on which each of its outcomes wins,
 * read with the settlement code itself (`outcomeWinsOn`). Since every market of a game reads the same weights, the
 * prices cannot contradict each other: "1X" is exactly "1" plus "X", "over 2.5" is one minus "under 2.5", and so on.
 *
 * - Football and ice hockey: each side's goals in the rest of the game are independent Poisson counts, with means
 *   from the team strengths (expected goals over regular time) scaled by the time left (stoppage time at its mean).
 *   The first period is counted apart, so half-time markets are joint with the full-time ones. Hockey's level
 *   regulation goes to sudden-death overtime and a shootout.
 * - Basketball: each side's remaining points are a normal approximation of the compound Poisson score (mean μ,
 *   variance μ·E[points²]/E[points]), discretised to whole points; a level score goes to overtime. While the first
 *   quarter runs, its winner is drawn given the points still to come (a normal share of them falls in the quarter).
 * - Tennis, volleyball, table tennis, esports: exact dynamic programming over points/games/rounds within a set and
 *   over sets within the match, from the current score (tennis with its server and tie-break).
 * - MMA: a constant finishing hazard over the time left, split at the half-rounds the totals use.
 */
export interface Scenario {
  facts: GameFacts;
  /** Chance of this ending; a space's weights add up to 1. */
  weight: number;
}

export interface OutcomeSpace {
  /** The game's possible endings with their chances. */
  finals: Scenario[];
  /**
   * Basketball while the first quarter runs: its result is not in `finals` (whose `first` is the current one) but
   * split three ways per ending: `chances[3i + k]` is the chance, given ending i, that the quarter ends as
   * `firsts[k]` (home ahead, level, away ahead by the least possible). `withFirstPeriod` lists the endings explicitly.
   */
  firstSplit?: { firsts: [Pair, Pair, Pair]; chances: Float64Array };
}

/** The space's endings with the first period's result in each (basketball's split spelled out). */
export function withFirstPeriod(space: OutcomeSpace): Scenario[] {
  const split = space.firstSplit;
  if (!split) return space.finals;
  return space.finals.flatMap(({ facts: ending, weight }, i) =>
    split.firsts.flatMap((first, k) => {
      const chance = split.chances[3 * i + k] as number;
      return chance > 0 ? [{ facts: { ...ending, first }, weight: weight * chance }] : [];
    }),
  );
}

/** Chances below this are dropped from a space (and the rest scaled back to 1). */
const NEGLIGIBLE = 1e-9;

/**
 * The model's endings of a game from `state` (a line game from the kick-off). `withFirstPeriod` false leaves the
 * first period's result out of timed sports (every ending then keeps the current one), for games that offer no
 * first-period market: a much smaller table.
 */
export function outcomeSpace(ctx: SportContext, model: GameModel, state: GameState, withFirstPeriod = true): OutcomeSpace {
  const rules = ctx.rules;
  if (rules.kind === 'race') return { finals: raceSpace(rules, model, state) };
  if (rules.kind === 'fight') return { finals: fightSpace(rules, model, state) };
  if (ctx.sport === 'basketball') return basketballSpace(rules, model, state, withFirstPeriod);
  return { finals: goalsSpace(ctx, rules, model, state, withFirstPeriod) };
}

/** Each outcome's chance in `space` (one per outcome, in order; they add up to 1 when the outcomes cover every ending). */
export function marketChances(
  ctx: SportContext,
  space: OutcomeSpace,
  type: MarketType,
  param: number | null,
  outcomes: readonly string[],
): number[] {
  const chances = new Array<number>(outcomes.length).fill(0);
  const split = space.firstSplit;
  if (type === 'first_period' && split) {
    const index = split.firsts.map((first) => outcomes.indexOf(side(first)));
    space.finals.forEach(({ weight }, i) => {
      for (let k = 0; k < 3; k++) {
        const at = index[k] as number;
        if (at >= 0) chances[at] = (chances[at] as number) + weight * (split.chances[3 * i + k] as number);
      }
    });
    return chances.map(unit);
  }
  const winner = winnerOf(ctx, type, param, outcomes);
  if (winner) {
    const finals = space.finals;
    for (let i = 0; i < finals.length; i++) {
      const scenario = finals[i] as Scenario;
      const index = winner(scenario.facts);
      if (index >= 0) chances[index] = (chances[index] as number) + scenario.weight;
    }
    return chances.map(unit);
  }
  // One outcome wins on each ending, except in a double chance (two of its three do).
  const exclusive = type !== 'double_chance';
  for (const { facts, weight } of space.finals) {
    for (let index = 0; index < outcomes.length; index++) {
      if (!outcomeWinsOn(ctx, type, param, outcomes[index] as string, facts)) continue;
      chances[index] = (chances[index] as number) + weight;
      if (exclusive) break;
    }
  }
  return chances.map(unit);
}

/** A sum of weights as a chance (rounding can take it a hair past 1). */
const unit = (chance: number) => Math.min(1, Math.max(0, chance));

const side = (pair: Pair) => (pair[0] > pair[1] ? '1' : pair[0] < pair[1] ? '2' : 'X');

/**
 * The winning outcome's index on an ending, for the two- and three-way markets (the hot loop of pricing), read the
 * way settlement reads them (all lines are x.5); null for the others, which go through `outcomeWinsOn`. The property
 * test checks every price against `outcomeWinsOn` itself.
 */
function winnerOf(ctx: SportContext, type: MarketType, param: number | null, outcomes: readonly string[]): ((facts: GameFacts) => number) | null {
  const line = param ?? 0;
  const at = (code: string) => outcomes.indexOf(code);
  const [one, draw, two, over, under, yes, no] = [at('1'), at('X'), at('2'), at('over'), at('under'), at('yes'), at('no')];
  const bySide = (pair: Pair) => (pair[0] > pair[1] ? one : pair[0] < pair[1] ? two : draw);
  const over_ = (count: number) => (count > line ? over : under);
  switch (type) {
    case '1x2':
      return (facts) => bySide(facts.regular);
    case 'winner':
    case 'winner_ot':
      return (facts) => bySide(facts.final);
    case 'first_period':
      return (facts) => bySide(facts.first);
    case 'total':
      return ctx.sport === 'mma' ? (facts) => over_(facts.rounds) : (facts) => over_(facts.counted[0] + facts.counted[1]);
    case 'total_sets':
      return (facts) => over_(facts.final[0] + facts.final[1]);
    case 'team1_total':
      return (facts) => over_(facts.counted[0]);
    case 'team2_total':
      return (facts) => over_(facts.counted[1]);
    case 'handicap':
      return (facts) => (facts.counted[0] + line > facts.counted[1] ? one : two);
    case 'set_handicap':
      return (facts) => (facts.final[0] + line > facts.final[1] ? one : two);
    case 'btts':
      return (facts) => (facts.regular[0] > 0 && facts.regular[1] > 0 ? yes : no);
    default:
      return null;
  }
}

// — Helpers ———————————————————————————————————————————————————————————————

/** An ending; `scoreKey` (read only by correct-score markets, which only football offers) is filled in by football's model. */
function facts(regular: Pair, final: Pair, counted: Pair, first: Pair, rounds = 0, method = '', scoreKey = ''): GameFacts {
  return { regular, final, counted, first, rounds, method, scoreKey };
}

function normalise(scenarios: Scenario[]): Scenario[] {
  let total = 0;
  for (const scenario of scenarios) total += scenario.weight;
  for (const scenario of scenarios) scenario.weight /= total;
  return scenarios;
}

/** Poisson probabilities P(0), P(1), … until the tail left is negligible. */
export function poissonPmf(mean: number): number[] {
  if (mean <= 0) return [1];
  const pmf: number[] = [];
  let term = Math.exp(-mean);
  let cumulative = 0;
  for (let k = 0; k < 1000; k++) {
    pmf.push(term);
    cumulative += term;
    if (k > mean && 1 - cumulative < 1e-12) break;
    term *= mean / (k + 1);
  }
  return pmf;
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26 for erf, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** A normal N(mean, sd²) rounded to whole numbers ≥ 0, cut at ±3.5 sd (the 0.05 % beyond is spread back): P(0), P(1), … */
function discreteNormal(mean: number, sd: number): { from: number; pmf: number[] } {
  if (mean <= 1e-9 || sd <= 1e-9) return { from: Math.max(0, Math.round(mean)), pmf: [1] };
  const from = Math.max(0, Math.floor(mean - 3.5 * sd));
  const to = Math.ceil(mean + 3.5 * sd);
  const pmf: number[] = [];
  for (let k = from; k <= to; k++) {
    const upper = normalCdf((k + 0.5 - mean) / sd);
    const lower = k === 0 ? 0 : normalCdf((k - 0.5 - mean) / sd);
    pmf.push(Math.max(0, upper - lower));
  }
  const total = pmf.reduce((a, b) => a + b, 0);
  return { from, pmf: pmf.map((p) => p / total) };
}

function meanStoppage(rules: TimedRules, index: number): number {
  const range = rules.stoppage?.[index];
  return range ? (range[0] + range[1]) / 2 : 0;
}

/** Seconds of regular time left: in the current period, and in the periods after it. */
function timeLeft(rules: TimedRules, state: GameState): { now: number; later: number; period: number } {
  const live = state.status === 'live';
  const period = live ? state.period : 1;
  const periodEnd = live && state.periodEnd !== undefined ? state.periodEnd : rules.periodSeconds + meanStoppage(rules, 0);
  const now = Math.max(0, periodEnd - (live ? state.gameTime : 0));
  let later = 0;
  for (let index = period; index < rules.periods; index++) later += rules.periodSeconds + meanStoppage(rules, index);
  return { now, later, period };
}

// — Football and ice hockey ——————————————————————————————————————————————

function goalsSpace(ctx: SportContext, rules: TimedRules, model: GameModel, state: GameState, withFirstPeriod: boolean): Scenario[] {
  const regularTime = rules.periods * rules.periodSeconds;
  const rate: Pair = [model.a / rules.meanPoints / regularTime, model.b / rules.meanPoints / regularTime];
  const live = state.status === 'live';
  const score: Pair = live ? [state.score[0], state.score[1]] : [0, 0];
  const firstNow: Pair = live && state.periodScores[0] ? [state.periodScores[0][0], state.periodScores[0][1]] : [0, 0];
  const hockey = ctx.sport === 'ice-hockey';
  const overtimeWinner = (regular: Pair, seconds: number): number => {
    // Sudden death: the first goal wins; none, and the shootout goes by strength.
    const scored = 1 - Math.exp(-(rate[0] + rate[1]) * seconds);
    return scored * (rate[0] / (rate[0] + rate[1])) + (1 - scored) * (model.a / (model.a + model.b));
  };
  const scenarios: Scenario[] = [];
  const add = (regular: Pair, first: Pair, weight: number) => {
    if (!hockey || regular[0] !== regular[1] || rules.overtime === 'none') {
      scenarios.push({ facts: facts(regular, regular, regular, first, 0, '', `${regular[0]}:${regular[1]}`), weight });
      return;
    }
    const seconds = state.overtime ? Math.max(0, (state.periodEnd ?? 0) - state.gameTime) : rules.overtimeSeconds;
    const home = overtimeWinner(regular, seconds);
    scenarios.push({ facts: facts(regular, [regular[0] + 1, regular[1]], regular, first), weight: weight * home });
    scenarios.push({ facts: facts(regular, [regular[0], regular[1] + 1], regular, first), weight: weight * (1 - home) });
  };

  if (live && state.overtime) {
    add(state.regulation ?? score, firstNow, 1);
    return normalise(scenarios);
  }
  const { now, later, period } = timeLeft(rules, state);
  // Goals still to come in the first period, and after it.
  const firstSeconds = period === 1 && withFirstPeriod ? now : 0;
  const restSeconds = now + later - firstSeconds;
  const first1 = poissonPmf(rate[0] * firstSeconds);
  const first2 = poissonPmf(rate[1] * firstSeconds);
  const rest1 = poissonPmf(rate[0] * restSeconds);
  const rest2 = poissonPmf(rate[1] * restSeconds);
  for (let x1 = 0; x1 < first1.length; x1++) {
    for (let x2 = 0; x2 < first2.length; x2++) {
      const wf = (first1[x1] as number) * (first2[x2] as number);
      if (wf < NEGLIGIBLE) continue;
      const first: Pair = [firstNow[0] + x1, firstNow[1] + x2];
      for (let y1 = 0; y1 < rest1.length; y1++) {
        const w1 = wf * (rest1[y1] as number);
        if (w1 < NEGLIGIBLE) continue;
        for (let y2 = 0; y2 < rest2.length; y2++) {
          const weight = w1 * (rest2[y2] as number);
          if (weight < NEGLIGIBLE) continue;
          add([score[0] + x1 + y1, score[1] + x2 + y2], first, weight);
        }
      }
    }
  }
  return normalise(scenarios);
}

// — Basketball ——————————————————————————————————————————————————————————

/** E[points²] / E[points] of one basket (1, 2 or 3 points with chances 0.12, 0.58, 0.30): the variance per point. */
const POINTS_DISPERSION = (0.12 * 1 + 0.58 * 4 + 0.3 * 9) / 2.18;

function basketballSpace(rules: TimedRules, model: GameModel, state: GameState, withFirstPeriod: boolean): OutcomeSpace {
  const regularTime = rules.periods * rules.periodSeconds;
  const live = state.status === 'live';
  const score: Pair = live ? [state.score[0], state.score[1]] : [0, 0];
  const firstNow: Pair = live && state.periodScores[0] ? [state.periodScores[0][0], state.periodScores[0][1]] : [0, 0];
  const remaining = (strength: number, seconds: number) => {
    const mean = (strength * seconds) / regularTime;
    return discreteNormal(mean, Math.sqrt(mean * POINTS_DISPERSION));
  };
  const inOvertime = live && state.overtime === true;
  const { now, later, period } = inOvertime ? { now: Math.max(0, (state.periodEnd ?? 0) - state.gameTime), later: 0, period: state.period } : timeLeft(rules, state);
  const home = remaining(model.a, now + later);
  const away = remaining(model.b, now + later);
  // Overtime, for a level score: a few typical overtime results for each side (a small share of games).
  const overtime = (strength: number) => (strength * rules.overtimeSeconds) / regularTime;
  const otLow = Math.max(2, Math.round(0.85 * ((overtime(model.a) + overtime(model.b)) / 2)));
  const otHigh = Math.max(otLow + 1, Math.round(1.15 * ((overtime(model.a) + overtime(model.b)) / 2)));
  const otResults: [number, number][] = [[otLow + 2, otLow - 1], [otLow + 4, otLow], [otHigh + 2, otHigh - 1], [otHigh + 4, otHigh]];
  const homeOt = model.a / (model.a + model.b);
  // The first quarter, while it runs: given the points still to come, each side scores about the share `split` of
  // them in it, so the quarter's margin is normal around the current margin plus that share of the points' margin.
  const firstOpen = withFirstPeriod && period === 1 && !inOvertime && now > 0;
  const split = firstOpen ? now / (now + later) : 0;
  const level = Math.max(firstNow[0], firstNow[1]);
  const firsts: [Pair, Pair, Pair] = [
    [Math.max(firstNow[0], firstNow[1] + 1), firstNow[1]],
    [level, level],
    [firstNow[0], Math.max(firstNow[1], firstNow[0] + 1)],
  ];
  /** Chances of the three first-quarter results given the points still to come and the final score. */
  const firstChances = (toCome: Pair, end: Pair): [number, number, number] => {
    const mean = firstNow[0] - firstNow[1] + split * (toCome[0] - toCome[1]);
    const sd = Math.sqrt(split * (1 - split) * (toCome[0] + toCome[1]) * POINTS_DISPERSION);
    const below = (x: number) => (sd > 1e-9 ? normalCdf((x - mean) / sd) : x > mean ? 1 : 0);
    const raw = [1 - below(0.5), below(0.5) - below(-0.5), below(-0.5)];
    // A first quarter above the final score cannot happen: such (very rare) results are left out.
    firsts.forEach((first, k) => {
      if (first[0] > end[0] || first[1] > end[1]) raw[k] = 0;
    });
    const total = (raw[0] as number) + (raw[1] as number) + (raw[2] as number);
    return total > 0 ? [(raw[0] as number) / total, (raw[1] as number) / total, (raw[2] as number) / total] : [0, 1, 0];
  };

  const finals: Scenario[] = [];
  const sides: number[] = [];
  const push = (end: Pair, toCome: Pair, weight: number) => {
    if (weight < 1e-8) return;
    finals.push({ facts: facts(end, end, end, firstNow), weight });
    if (firstOpen) {
      const [a, b, c] = firstChances(toCome, end);
      sides.push(a, b, c);
    }
  };
  for (let i = 0; i < home.pmf.length; i++) {
    const p1 = home.pmf[i] as number;
    if (p1 < 1e-8) continue;
    for (let j = 0; j < away.pmf.length; j++) {
      const weight = p1 * (away.pmf[j] as number);
      if (weight < 1e-8) continue;
      const toCome: Pair = [home.from + i, away.from + j];
      const end: Pair = [score[0] + toCome[0], score[1] + toCome[1]];
      if (end[0] !== end[1]) {
        push(end, toCome, weight);
        continue;
      }
      for (const [win, lose] of otResults) {
        push([end[0] + win, end[1] + lose], toCome, (weight * homeOt) / otResults.length);
        push([end[0] + lose, end[1] + win], toCome, (weight * (1 - homeOt)) / otResults.length);
      }
    }
  }
  normalise(finals);
  return firstOpen ? { finals, firstSplit: { firsts, chances: Float64Array.from(sides) } } : { finals };
}

// — Set sports: tennis, volleyball, table tennis, esports ——————————————————————

interface SetEnding {
  units: Pair;
  winner: 0 | 1;
  server: 1 | 2 | undefined;
  weight: number;
}

/**
 * Long deuces are rare: an ending more than this many units past the target is counted as the one at the cap
 * (28:26 for 30:28 in volleyball), which keeps the match's table of scores small.
 */
const DEUCE_CAP = 3;

/** How set `index` can end from `start` units with `server` to serve, unit by unit. */
function setEndings(rules: RaceRules, model: GameModel, start: Pair, server: 1 | 2 | undefined, index: number): SetEnding[] {
  const endings: SetEnding[] = [];
  let frontier = new Map<string, { units: Pair; server: 1 | 2 | undefined; weight: number }>();
  frontier.set('', { units: start, server, weight: 1 });
  for (let step = 0; step < 400 && frontier.size > 0; step++) {
    const next = new Map<string, { units: Pair; server: 1 | 2 | undefined; weight: number }>();
    let mass = 0;
    for (const state of frontier.values()) {
      const home = unitChance(state.units, state.server, rules, model);
      const following = state.server === undefined ? undefined : state.server === 1 ? 2 : 1;
      for (const team of [0, 1] as const) {
        const weight = state.weight * (team === 0 ? home : 1 - home);
        if (weight < NEGLIGIBLE * 1e-3) continue;
        const units: Pair = team === 0 ? [state.units[0] + 1, state.units[1]] : [state.units[0], state.units[1] + 1];
        if (setWon(units, team, rules.target(index), rules)) {
          endings.push({ units, winner: team, server: following, weight });
          continue;
        }
        const key = `${units[0]},${units[1]},${following ?? 0}`;
        const entry = next.get(key);
        if (entry) entry.weight += weight;
        else next.set(key, { units, server: following, weight });
        mass += weight;
      }
    }
    if (mass < NEGLIGIBLE) break;
    frontier = next;
  }
  // Merge endings with the same score and next server, long deuces into the one at the cap.
  const cap = rules.target(index) + DEUCE_CAP;
  const merged = new Map<string, SetEnding>();
  for (const ending of endings) {
    const over = Math.max(ending.units[0], ending.units[1]) - cap;
    if (over > 0 && rules.tiebreakAt === undefined) ending.units = [ending.units[0] - over, ending.units[1] - over];
    const key = `${ending.units[0]},${ending.units[1]},${ending.server ?? 0}`;
    const entry = merged.get(key);
    if (entry) entry.weight += ending.weight;
    else merged.set(key, { ...ending });
  }
  return [...merged.values()];
}

function raceSpace(rules: RaceRules, model: GameModel, state: GameState): Scenario[] {
  const live = state.status === 'live';
  const needed = Math.floor(rules.bestOf / 2) + 1;
  const sets: Pair = live ? [state.score[0], state.score[1]] : [0, 0];
  const counted: Pair = [0, 0];
  if (live) for (const units of state.periodScores) [counted[0], counted[1]] = [counted[0] + units[0], counted[1] + units[1]];
  const current = live ? state.periodScores[state.periodScores.length - 1] : undefined;
  let start: Pair = current ? [current[0], current[1]] : [0, 0];
  let index = live ? Math.max(0, state.periodScores.length - 1) : 0;
  const firstDone = live && state.periodScores.length > 1 && state.periodScores[0];
  const first = firstDone ? (firstDone[0] > firstDone[1] ? 0 : 1) : -1;

  // The match as a table: for each (sets won, first-set winner, next server) the chance of each pair of unit counts.
  let most = 0;
  for (let set = 0; set < rules.bestOf; set++) most = Math.max(most, rules.target(set));
  const width = Math.max(counted[0], counted[1]) + rules.bestOf * (most + DEUCE_CAP + 1) + 1;
  const stateKey = (s0: number, s1: number, firstSide: number, server: 1 | 2 | undefined) => ((s0 * 8 + s1) * 3 + firstSide + 1) * 3 + (server ?? 0);
  const unpack = (key: number) => {
    const server = key % 3;
    const rest = (key - server) / 3;
    const firstSide = (rest % 3) - 1;
    const pair = (rest - (rest % 3)) / 3;
    return { s0: Math.floor(pair / 8), s1: pair % 8, firstSide, server: server === 0 ? undefined : (server as 1 | 2) };
  };
  let frontier = new Map<number, Float64Array>();
  const cell = (table: Map<number, Float64Array>, key: number) => {
    let grid = table.get(key);
    if (!grid) {
      grid = new Float64Array(width * width);
      table.set(key, grid);
    }
    return grid;
  };
  if (live || rules.tiebreakAt === undefined) {
    cell(frontier, stateKey(sets[0], sets[1], first, live ? state.server : undefined))[counted[0] * width + counted[1]] = 1;
  } else {
    for (const server of [1, 2] as const) cell(frontier, stateKey(0, 0, first, server))[0] = 0.5;
  }

  const done = new Map<number, Float64Array>();
  while (frontier.size > 0) {
    const next = new Map<number, Float64Array>();
    // Every state of this round starts the same set from the same units; only the server differs.
    const endingsBy = new Map<number, SetEnding[]>();
    for (const [key, grid] of frontier) {
      const { s0, s1, firstSide, server } = unpack(key);
      let endings = endingsBy.get(server ?? 0);
      if (!endings) {
        endings = setEndings(rules, model, start, server, index);
        endingsBy.set(server ?? 0, endings);
      }
      const cells: number[] = [];
      for (let at = 0; at < grid.length; at++) if ((grid[at] as number) >= NEGLIGIBLE) cells.push(at);
      for (const ending of endings) {
        const setsAfter: Pair = ending.winner === 0 ? [s0 + 1, s1] : [s0, s1 + 1];
        const firstAfter = firstSide >= 0 ? firstSide : ending.winner;
        const finished = setsAfter[0] === needed || setsAfter[1] === needed;
        const target = finished
          ? cell(done, stateKey(setsAfter[0], setsAfter[1], firstAfter, undefined))
          : cell(next, stateKey(setsAfter[0], setsAfter[1], firstAfter, ending.server));
        const shift = (ending.units[0] - start[0]) * width + (ending.units[1] - start[1]);
        for (const at of cells) target[at + shift] = (target[at + shift] as number) + (grid[at] as number) * ending.weight;
      }
    }
    frontier = next;
    start = [0, 0];
    index += 1;
  }

  const scenarios: Scenario[] = [];
  for (const [key, grid] of done) {
    const { s0, s1, firstSide } = unpack(key);
    const final: Pair = [s0, s1];
    const firstPair: Pair = firstSide === 0 ? [1, 0] : [0, 1];
    for (let at = 0; at < grid.length; at++) {
      const weight = grid[at] as number;
      if (weight < NEGLIGIBLE) continue;
      const units: Pair = [Math.floor(at / width), at % width];
      scenarios.push({ facts: facts(final, final, units, firstPair), weight });
    }
  }
  return normalise(scenarios);
}

// — MMA ——————————————————————————————————————————————————————————————————

/** Share of finishes that are knockouts (the rest are submissions), as the engine has it. */
const KO_SHARE = 0.62;

function fightSpace(rules: FightRules, model: GameModel, state: GameState): Scenario[] {
  const distance = rules.rounds * rules.roundSeconds;
  const hazard = -Math.log(1 - Math.min(0.95, model.b)) / distance;
  const elapsed = state.status === 'live' ? Math.min(distance, state.gameTime) : 0;
  const survive = (seconds: number) => Math.exp(-hazard * Math.max(0, seconds - elapsed));
  // Totals are on half rounds (0.5, 1.5, 2.5…): split the time left at each of them.
  const cuts = [elapsed];
  for (let half = 0.5; half < rules.rounds; half += 1) if (half * rules.roundSeconds > elapsed) cuts.push(half * rules.roundSeconds);
  cuts.push(distance);
  const scenarios: Scenario[] = [];
  for (const [side, share] of [[0, model.a], [1, 1 - model.a]] as const) {
    const winner: Pair = side === 0 ? [1, 0] : [0, 1];
    scenarios.push({ facts: facts(winner, winner, winner, [0, 0], rules.rounds, 'dec'), weight: share * survive(distance) });
    for (let i = 0; i + 1 < cuts.length; i++) {
      const from = cuts[i] as number;
      const to = cuts[i + 1] as number;
      if (to <= from) continue;
      const chance = survive(from) - survive(to);
      const rounds = (from + to) / 2 / rules.roundSeconds;
      scenarios.push({ facts: facts(winner, winner, winner, [0, 0], rounds, 'ko'), weight: share * chance * KO_SHARE });
      scenarios.push({ facts: facts(winner, winner, winner, [0, 0], rounds, 'sub'), weight: share * chance * (1 - KO_SHARE) });
    }
  }
  return normalise(scenarios.filter((scenario) => scenario.weight > 0));
}
