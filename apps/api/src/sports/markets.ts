import type { GameFacts } from './game-facts.ts';
import type { Scenario } from './outcome-model.ts';
import { WORDS, type Localized } from './i18n.ts';
import { shuffle, randInt, type Rng } from './prng.ts';
import type { SportContext } from './sport-context.ts';

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

/**
 * A bookmaker's margin: the book (Σ 1/odds) aimed at; 5 % on two- and three-way markets, 7 % on the many-outcome
 * ones. Rounding each price down adds a little, so books land between 1.05 and about 1.08, inside 1.03…1.10.
 */
export function marketMargin(type: MarketType): number {
  return type === 'correct_score' || type === 'method' ? 0.07 : 0.05;
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

/** The x.5 line nearest the middle of a distribution, so both sides of a total or handicap are close to even. */
function balancedLine(finals: readonly Scenario[], read: (facts: GameFacts) => number): number {
  const byValue = new Map<number, number>();
  for (let i = 0; i < finals.length; i++) {
    const { facts, weight } = finals[i] as Scenario;
    const value = read(facts);
    byValue.set(value, (byValue.get(value) ?? 0) + weight);
  }
  const sorted = [...byValue].map(([value, weight]) => ({ value, weight })).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, entry) => sum + entry.weight, 0);
  let median = sorted[0]?.value ?? 0;
  let below = 0;
  for (const entry of sorted) {
    below += entry.weight;
    median = entry.value;
    if (below >= total / 2) break;
  }
  const candidates = [Math.floor(median) - 0.5, Math.floor(median) + 0.5, Math.floor(median) + 1.5];
  let best = candidates[1] as number;
  let bestGap = Infinity;
  for (const line of candidates) {
    const over = sorted.reduce((sum, entry) => sum + (entry.value > line ? entry.weight : 0), 0);
    const gap = Math.abs(over / total - 0.5);
    if (gap < bestGap - 1e-12) [best, bestGap] = [line, gap];
  }
  return best;
}

/** Chooses the line of a total or handicap from the game's model of its endings; other markets have none. */
export function chooseParam(ctx: SportContext, plan: MarketPlan, finals: readonly Scenario[]): number | null {
  const offset = plan.offset ?? 0;
  const line = (read: (facts: GameFacts) => number) => balancedLine(finals, read);
  switch (plan.type) {
    case 'total':
      if (ctx.sport === 'mma') return line((facts) => facts.rounds) + offset;
      return Math.max(0.5, line((facts) => facts.counted[0] + facts.counted[1]) + offset);
    case 'team1_total':
    case 'team2_total': {
      const team = plan.type === 'team1_total' ? 0 : 1;
      return Math.max(0.5, line((facts) => facts.counted[team]));
    }
    case 'handicap':
      // Team 1's handicap h balances P(diff + h > 0): the balanced line of -diff.
      return line((facts) => facts.counted[1] - facts.counted[0]) + offset;
    case 'set_handicap': {
      const home = finals.reduce((sum, { facts, weight }) => sum + (facts.final[0] > facts.final[1] ? weight : 0), 0);
      return home >= 0.5 ? -1.5 : 1.5;
    }
    case 'total_sets': {
      const bestOf = ctx.rules.kind === 'race' ? ctx.rules.bestOf : 3;
      if (bestOf === 3) return 2.5;
      return line((facts) => facts.final[0] + facts.final[1]);
    }
    default:
      return null;
  }
}
