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

export function sportContext(sport: SportSlug, variant?: ChampVariant): SportContext {
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

/** The score regular markets settle on: in ice hockey regular time, elsewhere the final score. */
function regularScore(ctx: SportContext, state: GameState): Pair {
  return ctx.sport === 'ice-hockey' && state.regulation ? state.regulation : state.score;
}

/** What totals and handicaps count: sums of set units in set sports, rounds fought in a fight, else the score. */
function counted(ctx: SportContext, state: GameState): Pair {
  if (ctx.rules.kind === 'race') {
    return state.periodScores.reduce<Pair>((sum, units) => [sum[0] + units[0], sum[1] + units[1]], [0, 0]);
  }
  return regularScore(ctx, state);
}

/** Rounds fought, as in "over 2.5 rounds": a finish at 2:30 of round 3 is 2.5. */
export function roundsFought(state: GameState, roundSeconds = 300): number {
  const finish = state.finish;
  if (!finish) return 0;
  return finish.round - 1 + finish.time / roundSeconds;
}

/** Whether `outcome` of a market wins on a finished game. All lines are x.5, so nothing is ever a push. */
export function outcomeWins(ctx: SportContext, type: MarketType, param: number | null, outcome: string, state: GameState): boolean {
  const line = param ?? 0;
  const compare = ([a, b]: Pair) => (a > b ? '1' : a < b ? '2' : 'X');
  switch (type) {
    case '1x2':
      return compare(regularScore(ctx, state)) === outcome;
    case 'winner':
    case 'winner_ot':
      return compare(state.score) === outcome;
    case 'double_chance':
      return outcome.includes(compare(regularScore(ctx, state)));
    case 'first_period':
      return compare(state.periodScores[0] ?? [0, 0]) === outcome;
    case 'total': {
      const count = ctx.sport === 'mma' ? roundsFought(state) : sum(counted(ctx, state));
      return (count > line) === (outcome === 'over');
    }
    case 'total_sets':
      return (sum(state.score) > line) === (outcome === 'over');
    case 'team1_total':
    case 'team2_total': {
      const count = counted(ctx, state)[type === 'team1_total' ? 0 : 1];
      return (count > line) === (outcome === 'over');
    }
    case 'handicap':
    case 'set_handicap': {
      const [a, b] = type === 'handicap' ? counted(ctx, state) : state.score;
      return outcome === '1' ? a + line > b : b - line > a;
    }
    case 'btts': {
      const [a, b] = regularScore(ctx, state);
      return (a > 0 && b > 0) === (outcome === 'yes');
    }
    case 'correct_score': {
      const score = regularScore(ctx, state).join(':');
      return outcome === 'other' ? !(CORRECT_SCORES as readonly string[]).includes(score) : score === outcome;
    }
    case 'method':
      return `${compare(state.score)}${state.finish?.method ?? ''}` === outcome;
    case 'distance':
      return (state.finish?.method === 'dec') === (outcome === 'yes');
  }
}

const sum = ([a, b]: Pair) => a + b;

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

/** Chooses the line of a total or handicap from simulated final states; other markets have none. */
export function chooseParam(ctx: SportContext, plan: MarketPlan, finals: readonly GameState[]): number | null {
  const offset = plan.offset ?? 0;
  switch (plan.type) {
    case 'total':
      if (ctx.sport === 'mma') return balancedLine(finals.map((state) => roundsFought(state))) + offset;
      return Math.max(0.5, balancedLine(finals.map((state) => sum(counted(ctx, state)))) + offset);
    case 'team1_total':
    case 'team2_total': {
      const team = plan.type === 'team1_total' ? 0 : 1;
      return Math.max(0.5, balancedLine(finals.map((state) => counted(ctx, state)[team])));
    }
    case 'handicap': {
      // Team 1's handicap h balances P(diff + h > 0); the line is that of -diff.
      return balancedLine(finals.map((state) => -diff(counted(ctx, state)))) + offset;
    }
    case 'set_handicap': {
      const favourite = finals.filter((state) => state.score[0] > state.score[1]).length * 2 >= finals.length;
      return favourite ? -1.5 : 1.5;
    }
    case 'total_sets': {
      const bestOf = ctx.rules.kind === 'race' ? ctx.rules.bestOf : 3;
      if (bestOf === 3) return 2.5;
      return balancedLine(finals.map((state) => sum(state.score)));
    }
    default:
      return null;
  }
}

const diff = ([a, b]: Pair) => a - b;

// — Prices ————————————————————————————————————————————————————————————————

/** Each outcome's chance, estimated from simulated final states (with a little smoothing, so nothing is exactly 0 or 1). */
export function estimateProbabilities(
  ctx: SportContext,
  type: MarketType,
  param: number | null,
  outcomes: readonly string[],
  finals: readonly GameState[],
): number[] {
  const counts = outcomes.map(() => 0.5);
  for (const state of finals) {
    outcomes.forEach((outcome, index) => {
      if (outcomeWins(ctx, type, param, outcome, state)) counts[index] = (counts[index] as number) + 1;
    });
  }
  const total = counts.reduce((a, b) => a + b, 0);
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
