import type { ChampVariant, SportSlug } from './catalog.ts';
import { sportRules, type GameState, type Pair, type SportRules } from './engine.ts';
import {
  FIRST_PERIOD,
  HANDICAP_NAMES,
  mapLocalized,
  same,
  TOTAL_NAMES,
  WORDS,
  type CountUnit,
  type Localized,
  type PeriodWord,
} from './i18n.ts';
import { shuffle, randInt, type Rng } from './prng.ts';

export type MarketType =
  | '1x2'
  | 'winner'
  | 'winner_ot'
  | 'double_chance'
  | 'total'
  | 'total_sets'
  | 'handicap'
  | 'set_handicap'
  | 'btts'
  | 'team1_total'
  | 'team2_total'
  | 'correct_score'
  | 'first_period'
  | 'method'
  | 'distance';

/** Market groups, in the order a game page shows them. The id is also the market's `kind` (7, correct score, never joins a bonus bet). */
export const MARKET_GROUPS = {
  result: { id: 1, names: WORDS.matchResult },
  double_chance: { id: 2, names: WORDS.doubleChance },
  totals: { id: 3, names: WORDS.totals },
  handicap: { id: 4, names: WORDS.handicap },
  btts: { id: 5, names: WORDS.btts },
  team_totals: { id: 6, names: WORDS.teamTotals },
  correct_score: { id: 7, names: WORDS.correctScore },
  first_period: { id: 8, names: WORDS.matchResult },
  method: { id: 9, names: WORDS.method },
  distance: { id: 10, names: WORDS.distance },
} as const satisfies Record<string, { id: number; names: Localized }>;
export type MarketGroup = keyof typeof MARKET_GROUPS;

const GROUP_OF: Record<MarketType, MarketGroup> = {
  '1x2': 'result',
  winner: 'result',
  winner_ot: 'result',
  double_chance: 'double_chance',
  total: 'totals',
  total_sets: 'totals',
  handicap: 'handicap',
  set_handicap: 'handicap',
  btts: 'btts',
  team1_total: 'team_totals',
  team2_total: 'team_totals',
  correct_score: 'correct_score',
  first_period: 'first_period',
  method: 'method',
  distance: 'distance',
};

export function marketGroup(type: MarketType): MarketGroup {
  return GROUP_OF[type];
}

/** What a sport's markets count and call things. */
export interface SportContext {
  sport: SportSlug;
  variant?: ChampVariant;
  rules: SportRules;
  /** Whether the main market has a draw (1X2) rather than a winner. */
  draws: boolean;
  /** What totals and handicaps count; undefined when only sets/maps are counted (MOBA esports). */
  unit?: CountUnit;
  /** What a set is called (set sports and esports). */
  setUnit?: 'sets' | 'maps';
  periodWord: PeriodWord;
}

const contexts = new Map<string, SportContext>();

/** A sport's context (cached: the engine's hot loops reuse the same rules object). */
export function sportContext(sport: SportSlug, variant?: ChampVariant): SportContext {
  const key = `${sport}:${variant ?? ''}`;
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = buildContext(sport, variant);
    contexts.set(key, ctx);
  }
  return ctx;
}

function buildContext(sport: SportSlug, variant?: ChampVariant): SportContext {
  const rules = sportRules(sport, variant);
  switch (sport) {
    case 'football':
      return { sport, variant, rules, draws: true, unit: 'goals', periodWord: 'half' };
    case 'ice-hockey':
      return { sport, variant, rules, draws: true, unit: 'goals', periodWord: 'period' };
    case 'basketball':
      return { sport, variant, rules, draws: false, unit: 'points', periodWord: 'quarter' };
    case 'tennis':
      return { sport, variant, rules, draws: false, unit: 'games', setUnit: 'sets', periodWord: 'set' };
    case 'volleyball':
    case 'table-tennis':
      return { sport, variant, rules, draws: false, unit: 'points', setUnit: 'sets', periodWord: 'set' };
    case 'esports':
      return { sport, variant, rules, draws: false, unit: variant === 'moba' ? undefined : 'rounds', setUnit: 'maps', periodWord: 'map' };
    case 'mma':
      return { sport, variant, rules, draws: false, unit: 'rounds', periodWord: 'set' };
  }
}

/** The scores a correct-score market lists; every other score is "any other". */
export const CORRECT_SCORES = ['1:0', '2:0', '2:1', '3:0', '3:1', '0:0', '1:1', '2:2', '0:1', '0:2', '1:2', '0:3', '1:3'] as const;

/** The outcome codes of a market type, in display order. */
export function outcomeTypes(ctx: SportContext, type: MarketType): string[] {
  switch (type) {
    case '1x2':
      return ['1', 'X', '2'];
    case 'first_period':
      return ctx.rules.kind === 'timed' ? ['1', 'X', '2'] : ['1', '2'];
    case 'winner':
    case 'winner_ot':
    case 'handicap':
    case 'set_handicap':
      return ['1', '2'];
    case 'double_chance':
      return ['1X', '12', 'X2'];
    case 'total':
    case 'total_sets':
    case 'team1_total':
    case 'team2_total':
      return ['over', 'under'];
    case 'btts':
    case 'distance':
      return ['yes', 'no'];
    case 'correct_score':
      return [...CORRECT_SCORES, 'other'];
    case 'method':
      return ['1ko', '1sub', '1dec', '2ko', '2sub', '2dec'];
  }
}

/** A bookmaker's margin: 5 % on ordinary markets, more on the many-outcome ones. */
export function marketMargin(type: MarketType): number {
  return type === 'correct_score' || type === 'method' ? 0.08 : 0.05;
}

// — Settlement ————————————————————————————————————————————————————————————

/** What markets settle on, read once from a finished game. */
export interface GameFacts {
  /** The score regular markets settle on: in ice hockey regular time, elsewhere the final score. */
  regular: Pair;
  /** The final score (winner markets, incl. overtime and shootouts; sets and maps). */
  final: Pair;
  /** What totals and handicaps count: set units (games, points, rounds) in set sports, else the regular score. */
  counted: Pair;
  /** The first period's (set's) score. */
  first: Pair;
  /** Rounds fought, as in "over 2.5 rounds": a finish at 2:30 of round 3 is 2.5. */
  rounds: number;
  /** A fight's method: 'ko', 'sub' or 'dec'. */
  method: string;
  /** `regular` as '2:1'. */
  scoreKey: string;
}

/** Rounds fought in a fight (decision: all of them). */
export function roundsFought(state: GameState, roundSeconds = 300): number {
  const finish = state.finish;
  if (!finish) return 0;
  return finish.round - 1 + finish.time / roundSeconds;
}

export function gameFacts(ctx: SportContext, state: GameState): GameFacts {
  const regular = ctx.sport === 'ice-hockey' && state.regulation ? state.regulation : state.score;
  let counted = regular;
  if (ctx.rules.kind === 'race') {
    let a = 0;
    let b = 0;
    for (const units of state.periodScores) {
      a += units[0];
      b += units[1];
    }
    counted = [a, b];
  }
  return {
    regular,
    final: state.score,
    counted,
    first: state.periodScores[0] ?? [0, 0],
    rounds: roundsFought(state),
    method: state.finish?.method ?? '',
    scoreKey: `${regular[0]}:${regular[1]}`,
  };
}

function sideOf(pair: Pair): string {
  return pair[0] > pair[1] ? '1' : pair[0] < pair[1] ? '2' : 'X';
}

const LISTED_SCORES: ReadonlySet<string> = new Set(CORRECT_SCORES);

/** Whether `outcome` of a market wins, given a finished game's facts. All lines are x.5, so nothing is ever a push. */
export function outcomeWinsOn(ctx: SportContext, type: MarketType, param: number | null, outcome: string, facts: GameFacts): boolean {
  const line = param ?? 0;
  switch (type) {
    case '1x2':
      return sideOf(facts.regular) === outcome;
    case 'winner':
    case 'winner_ot':
      return sideOf(facts.final) === outcome;
    case 'double_chance':
      return outcome.includes(sideOf(facts.regular));
    case 'first_period':
      return sideOf(facts.first) === outcome;
    case 'total': {
      const count = ctx.sport === 'mma' ? facts.rounds : facts.counted[0] + facts.counted[1];
      return count > line === (outcome === 'over');
    }
    case 'total_sets':
      return facts.final[0] + facts.final[1] > line === (outcome === 'over');
    case 'team1_total':
      return facts.counted[0] > line === (outcome === 'over');
    case 'team2_total':
      return facts.counted[1] > line === (outcome === 'over');
    case 'handicap':
      return outcome === '1' ? facts.counted[0] + line > facts.counted[1] : facts.counted[1] - line > facts.counted[0];
    case 'set_handicap':
      return outcome === '1' ? facts.final[0] + line > facts.final[1] : facts.final[1] - line > facts.final[0];
    case 'btts':
      return (facts.regular[0] > 0 && facts.regular[1] > 0) === (outcome === 'yes');
    case 'correct_score':
      return outcome === 'other' ? !LISTED_SCORES.has(facts.scoreKey) : facts.scoreKey === outcome;
    case 'method':
      return sideOf(facts.final) + facts.method === outcome;
    case 'distance':
      return (facts.method === 'dec') === (outcome === 'yes');
  }
}

/** Whether `outcome` of a market wins on a finished game. */
export function outcomeWins(ctx: SportContext, type: MarketType, param: number | null, outcome: string, state: GameState): boolean {
  return outcomeWinsOn(ctx, type, param, outcome, gameFacts(ctx, state));
}

// — Names —————————————————————————————————————————————————————————————————

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** A market's display name in every language. */
export function marketName(ctx: SportContext, type: MarketType, team1: Localized, team2: Localized): Localized {
  switch (type) {
    case '1x2':
      return ctx.sport === 'ice-hockey' ? WORDS.regularTime : WORDS.matchResult;
    case 'winner':
      return WORDS.winner;
    case 'winner_ot':
      return WORDS.winnerOvertime;
    case 'double_chance':
      return WORDS.doubleChance;
    case 'total':
      return TOTAL_NAMES[ctx.unit ?? 'goals'];
    case 'total_sets':
      return TOTAL_NAMES[ctx.setUnit ?? 'sets'];
    case 'handicap':
      return HANDICAP_NAMES[ctx.unit ?? 'goals'];
    case 'set_handicap':
      return HANDICAP_NAMES[ctx.setUnit ?? 'sets'];
    case 'btts':
      return WORDS.btts;
    case 'team1_total':
    case 'team2_total': {
      const team = type === 'team1_total' ? team1 : team2;
      return mapLocalized((lang) => `${team[lang]}: ${WORDS.teamTotal[lang]}`);
    }
    case 'correct_score':
      return WORDS.correctScore;
    case 'first_period': {
      const what = ctx.draws || ctx.rules.kind === 'timed' ? WORDS.matchResult : WORDS.winner;
      return mapLocalized((lang) => `${FIRST_PERIOD[ctx.periodWord][lang]}. ${what[lang]}`);
    }
    case 'method':
      return WORDS.method;
    case 'distance':
      return WORDS.distance;
  }
}

/** The name of a market group as a sport shows it (the result group is "Winner" where there is no draw). */
export function groupName(ctx: SportContext, group: MarketGroup): Localized {
  if (group === 'result' && !ctx.draws) return WORDS.winner;
  if (group === 'first_period') return FIRST_PERIOD[ctx.periodWord];
  return MARKET_GROUPS[group].names;
}

/** An outcome's display name in every language. */
export function outcomeName(type: MarketType, outcome: string, param: number | null): Localized {
  const line = param ?? 0;
  switch (type) {
    case 'total':
    case 'total_sets':
    case 'team1_total':
    case 'team2_total': {
      const word = outcome === 'over' ? WORDS.over : WORDS.under;
      return mapLocalized((lang) => `${word[lang]} ${line}`);
    }
    case 'handicap':
    case 'set_handicap':
      return same(outcome === '1' ? `1 (${signed(line)})` : `2 (${signed(-line)})`);
    case 'btts':
    case 'distance':
      return outcome === 'yes' ? WORDS.yes : WORDS.no;
    case 'correct_score':
      return outcome === 'other' ? WORDS.anyOther : same(outcome);
    case 'method': {
      const side = outcome.slice(0, 1);
      const how = outcome.slice(1);
      if (how === 'ko') return same(`${side} KO/TKO`);
      const word = how === 'sub' ? WORDS.submission : WORDS.decision;
      return mapLocalized((lang) => `${side} ${word[lang]}`);
    }
    default:
      return same(outcome);
  }
}

// — Which markets a game offers ——————————————————————————————————————————

/** A market to offer; `offset` moves a total or handicap away from the balanced line (alternative lines). */
export interface MarketPlan {
  type: MarketType;
  offset?: number;
}

/** A game's markets: the sport's must-haves plus a random choice of the rest, 4 to 10 in all. */
export function planMarkets(ctx: SportContext, rng: Rng): MarketPlan[] {
  const plan = (required: MarketPlan[], optional: MarketPlan[], min: number, max: number) => {
    const count = Math.min(required.length + optional.length, randInt(rng, min, max));
    return [...required, ...shuffle(rng, optional).slice(0, Math.max(0, count - required.length))];
  };
  switch (ctx.sport) {
    case 'football':
      return plan(
        [{ type: '1x2' }, { type: 'total' }],
        [
          { type: 'double_chance' }, { type: 'total', offset: 1 }, { type: 'total', offset: -1 }, { type: 'handicap' }, { type: 'btts' },
          { type: 'first_period' }, { type: 'team1_total' }, { type: 'team2_total' }, { type: 'correct_score' },
        ],
        4, 10,
      );
    case 'ice-hockey':
      return plan(
        [{ type: '1x2' }, { type: 'total' }],
        [
          { type: 'winner_ot' }, { type: 'double_chance' }, { type: 'total', offset: 1 }, { type: 'handicap' }, { type: 'btts' },
          { type: 'first_period' }, { type: 'team1_total' }, { type: 'team2_total' },
        ],
        4, 10,
      );
    case 'basketball':
      return plan(
        [{ type: 'winner_ot' }, { type: 'handicap' }, { type: 'total' }],
        [{ type: 'total', offset: 6 }, { type: 'total', offset: -6 }, { type: 'handicap', offset: 4 }, { type: 'team1_total' }, { type: 'team2_total' }, { type: 'first_period' }],
        4, 9,
      );
    case 'tennis':
      return plan(
        [{ type: 'winner' }, { type: 'total' }],
        [{ type: 'set_handicap' }, { type: 'total_sets' }, { type: 'handicap' }, { type: 'first_period' }, { type: 'total', offset: 2 }],
        4, 7,
      );
    case 'volleyball':
    case 'table-tennis':
      return plan(
        [{ type: 'winner' }, { type: 'total' }],
        [{ type: 'set_handicap' }, { type: 'total_sets' }, { type: 'handicap' }, { type: 'first_period' }],
        4, 6,
      );
    case 'esports':
      return ctx.unit
        ? plan([{ type: 'winner' }, { type: 'set_handicap' }], [{ type: 'total_sets' }, { type: 'first_period' }, { type: 'total' }, { type: 'handicap' }], 4, 6)
        : [{ type: 'winner' }, { type: 'set_handicap' }, { type: 'total_sets' }, { type: 'first_period' }];
    case 'mma':
      return [{ type: 'winner' }, { type: 'method' }, { type: 'distance' }, { type: 'total' }];
  }
}

/** The x.5 line nearest the middle of `values`, so both sides of a total or handicap are close to even. */
function balancedLine(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const candidates = [Math.floor(median) - 0.5, Math.floor(median) + 0.5, Math.floor(median) + 1.5];
  let best = candidates[1] as number;
  let bestGap = Infinity;
  for (const line of candidates) {
    const gap = Math.abs(values.filter((value) => value > line).length / values.length - 0.5);
    if (gap < bestGap) [best, bestGap] = [line, gap];
  }
  return best;
}

/** Chooses the line of a total or handicap from simulated endings; other markets have none. */
export function chooseParam(ctx: SportContext, plan: MarketPlan, finals: readonly GameFacts[]): number | null {
  const offset = plan.offset ?? 0;
  switch (plan.type) {
    case 'total':
      if (ctx.sport === 'mma') return balancedLine(finals.map((facts) => facts.rounds)) + offset;
      return Math.max(0.5, balancedLine(finals.map((facts) => facts.counted[0] + facts.counted[1])) + offset);
    case 'team1_total':
    case 'team2_total': {
      const team = plan.type === 'team1_total' ? 0 : 1;
      return Math.max(0.5, balancedLine(finals.map((facts) => facts.counted[team])));
    }
    case 'handicap':
      // Team 1's handicap h balances P(diff + h > 0): the balanced line of -diff.
      return balancedLine(finals.map((facts) => facts.counted[1] - facts.counted[0])) + offset;
    case 'set_handicap': {
      const favourite = finals.filter((facts) => facts.final[0] > facts.final[1]).length * 2 >= finals.length;
      return favourite ? -1.5 : 1.5;
    }
    case 'total_sets': {
      const bestOf = ctx.rules.kind === 'race' ? ctx.rules.bestOf : 3;
      if (bestOf === 3) return 2.5;
      return balancedLine(finals.map((facts) => facts.final[0] + facts.final[1]));
    }
    default:
      return null;
  }
}

// — Prices ————————————————————————————————————————————————————————————————

/** Each outcome's chance, estimated from simulated final states (with a little smoothing, so nothing is exactly 0 or 1). */
export function estimateProbabilities(
  ctx: SportContext,
  type: MarketType,
  param: number | null,
  outcomes: readonly string[],
  finals: readonly GameFacts[],
): number[] {
  const counts: number[] = new Array<number>(outcomes.length).fill(0.5);
  for (const facts of finals) {
    for (let index = 0; index < outcomes.length; index++) {
      if (outcomeWinsOn(ctx, type, param, outcomes[index] as string, facts)) counts[index] = (counts[index] as number) + 1;
    }
  }
  let total = 0;
  for (const count of counts) total += count;
  return counts.map((count) => count / total);
}

/** Bounds of a decimal price. */
export const MIN_COEF = 1.01;
export const MAX_COEF = 250;
/** A market whose likeliest outcome is this sure is decided: it is suspended. */
export const DECIDED_CHANCE = 0.985;
/** An outcome this unlikely is no longer offered. */
export const DEAD_CHANCE = 0.004;

/** Decimal odds with the margin built in: 1 / (p · (1 + margin)), rounded down to 0.01 so the margin never shrinks. */
export function priceOf(probability: number, margin: number): number {
  const fair = 1 / (Math.max(probability, 1e-6) * (1 + margin));
  return Math.min(MAX_COEF, Math.max(MIN_COEF, Math.floor(fair * 100 + 1e-9) / 100));
}
