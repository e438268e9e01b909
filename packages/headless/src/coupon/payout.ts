// The one payout rule (docs/decisions.md "One payout rule"): what a coupon pays if it wins, the same function in the
// slip and in the reference API (apps/api/src/sports/coupon-math.ts imports it through `@bf/headless/coupon/payout`).
// Pure and dependency-free besides the currency's minor unit, so the API can import it without React.
//
// The rule: the odds are never rounded; each amount paid as one sum (an accumulator, a system, a chain, one block, one
// single) is stake × odds rounded half up to a whole number of the currency's minor units (kopecks, cents); sums of
// such amounts (singles, blocks) add those whole minor units. Example: 100 × 2.08 × 2.61 = 542.88 exactly (not
// 100 × 5.429 = 542.90, which rounding the total odds first would give).

import { minorUnits } from './money.ts';

/** Coupon type ids as the payout knows them (spec: site-routes §4; chain and blocks: docs/decisions.md COUPON-026). */
const EXPRESS = 1;
const SYSTEM = 2;
const CHAIN = 3;
const BLOCKS = 4;
const SINGLES = 9;
/** A system's bankers sit in block 0; a block coupon's blocks are 1 … n. */
const BANKER_BLOCK = 0;

/**
 * An amount as a whole number of the currency's minor units, rounded half up (2.005 → 201 cents, 2.0049 → 200).
 * The tolerance absorbs binary noise only (100 × 5.4288 = 542.8800000000001): a real half is a half.
 */
export function toMinorUnits(value: number, iso: string): number {
  if (!Number.isFinite(value)) return value;
  const scaled = value * 10 ** minorUnits(iso);
  return Math.floor(scaled + 0.5 + Math.max(1e-9, Math.abs(scaled) * 4 * Number.EPSILON));
}

/** Whole minor units back to an amount (20100 → 201). */
export const fromMinorUnits = (minor: number, iso: string): number => minor / 10 ** minorUnits(iso);

/** stake × odds rounded half up to the currency's minor unit: the payout rule for one amount paid as one sum. */
export const roundPayout = (value: number, iso: string): number => fromMinorUnits(toMinorUnits(value, iso), iso);

export interface PayoutInput {
  /** 1 accumulator, 2 system, 3 chain, 4 blocks, 9 singles. */
  typeId: number;
  /** Each selection's decimal odds in coupon order, unrounded (a void selection counts 1). */
  odds: readonly number[];
  /** The coupon's stake; singles: the stake of a bet without its own; blocks: of a block without its own. */
  stake: number;
  /** Singles: each bet's own stake (undefined takes `stake`). */
  stakes?: readonly (number | undefined)[];
  /** Each selection's block: 0 a system's banker, 1 … a block coupon's block, null none. */
  blockIds?: readonly (number | null)[];
  /** Blocks: each block's own stake. */
  amountByBlockId?: Readonly<Record<string, number>>;
  /** Systems: k of k-from-n. */
  systemValue?: number;
  /** Accumulators: a coefficient the player fixed (used when above 0). */
  exactCoef?: number;
  /** The currency, for its minor unit. */
  iso: string;
}

export interface Payout {
  /** The unrounded price: accumulator the product of the odds; system, chain and blocks what one unit staked returns; singles null. */
  coef: number | null;
  /** What the coupon pays if everything wins, rounded by the rule. */
  possibleWin: number;
  /** The smallest winning return, rounded by the rule. */
  minWin: number;
  /** What the coupon costs: singles and blocks add their stakes. */
  totalStake: number;
  /** Singles: each single's return. */
  singles: number[];
  /** Blocks: each block (in block order) with its stake, unrounded odds and return. */
  blocks: { blockId: number; indexes: number[]; stake: number; coef: number; win: number }[];
  /** Systems: the number of combinations of the selections besides the bankers. */
  combinations: number;
}

const NOTHING: Payout = { coef: null, possibleWin: 0, minWin: 0, totalStake: 0, singles: [], blocks: [], combinations: 0 };

const product = (values: readonly number[]) => values.reduce((total, value) => total * value, 1);
const isStake = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** n choose k. */
export function combinations(n: number, k: number): number {
  if (!Number.isInteger(k) || k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The elementary symmetric sum of degree k (the sum over every k-combination of the product of its odds), in O(n·k). */
export function elementarySymmetric(odds: readonly number[], k: number): number {
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const odd of odds) for (let j = Math.min(k, odds.length); j >= 1; j--) e[j] = e[j]! + e[j - 1]! * odd;
  return e[k] ?? 0;
}

/** Each leg of a chain: won, lost, or void (its stake comes back and rides on). */
export type ChainLeg = 'won' | 'lost' | 'void';

/**
 * What a chain returns, unrounded: the stake rides the selections in order; a win pays out its return less the stake
 * carried on; a loss (or an undecided leg) ends the chain, what was paid out stays paid. Every win: stake × (Σ odds − (n − 1)).
 */
export function chainReturn(stake: number, odds: readonly number[], legs: readonly (ChainLeg | undefined)[]): number {
  let carry = stake;
  let banked = 0;
  for (let index = 0; index < odds.length; index++) {
    const leg = legs[index];
    if (leg === undefined || leg === 'lost') return banked;
    const back = leg === 'won' ? carry * odds[index]! : carry;
    if (index === odds.length - 1) return banked + back;
    carry = Math.min(stake, back);
    banked += back - carry;
  }
  return banked;
}

/** A block coupon's blocks in block order: the indexes of their selections and their stakes. */
export function blocksOf(
  blockIds: readonly (number | null)[],
  amountByBlockId: Readonly<Record<string, number>>,
  defaultStake = 0,
): { blockId: number; indexes: number[]; stake: number }[] {
  const byBlock = new Map<number, number[]>();
  blockIds.forEach((blockId, index) => {
    if (blockId === null || blockId <= BANKER_BLOCK) return;
    byBlock.set(blockId, [...(byBlock.get(blockId) ?? []), index]);
  });
  return [...byBlock.entries()]
    .sort(([a], [b]) => a - b)
    .map(([blockId, indexes]) => {
      const own = amountByBlockId[String(blockId)];
      return { blockId, indexes, stake: isStake(own) ? own : isStake(defaultStake) ? defaultStake : 0 };
    });
}

/**
 * What a coupon pays, by the one payout rule (see the top of this file). Invalid input (no selections, odds not
 * above 0, a stake that is not a finite amount, an unknown type) pays nothing.
 * @example couponPayout({ typeId: 1, odds: [2.08, 2.61], stake: 100, iso: 'RUB' }).possibleWin // 542.88
 */
export function couponPayout(input: PayoutInput): Payout {
  const { typeId, odds, iso } = input;
  const stake = isStake(input.stake) ? input.stake : 0;
  if (odds.length === 0 || !odds.every((odd) => Number.isFinite(odd) && odd > 0)) return NOTHING;
  const round = (value: number) => roundPayout(value, iso);
  if (typeId === EXPRESS) {
    const coef = input.exactCoef !== undefined && input.exactCoef > 0 && Number.isFinite(input.exactCoef) ? input.exactCoef : product(odds);
    const win = round(stake * coef);
    return { ...NOTHING, coef, possibleWin: win, minWin: win, totalStake: stake };
  }
  if (typeId === SYSTEM) {
    const bankers = odds.filter((_, index) => input.blockIds?.[index] === BANKER_BLOCK);
    const rest = odds.filter((_, index) => input.blockIds?.[index] !== BANKER_BLOCK);
    const k = input.systemValue ?? 2;
    const count = combinations(rest.length, k);
    if (count === 0 || k < 1 || stake === 0) return { ...NOTHING, combinations: count, totalStake: stake };
    const perCombination = stake / count;
    const bankerProduct = product(bankers);
    const lowest = [...rest].sort((a, b) => a - b).slice(0, k);
    const possibleWin = round(perCombination * elementarySymmetric(rest, k) * bankerProduct);
    return {
      ...NOTHING,
      coef: (elementarySymmetric(rest, k) * bankerProduct) / count,
      possibleWin,
      minWin: Math.min(round(perCombination * product(lowest) * bankerProduct), possibleWin),
      totalStake: stake,
      combinations: count,
    };
  }
  if (typeId === CHAIN) {
    if (odds.length < 2 || stake === 0) return { ...NOTHING, totalStake: stake };
    const all = chainReturn(stake, odds, odds.map(() => 'won'));
    return { ...NOTHING, coef: all / stake, possibleWin: round(all), minWin: round(chainReturn(stake, odds, ['won', 'lost'])), totalStake: stake };
  }
  if (typeId === BLOCKS) {
    const priced = blocksOf(input.blockIds ?? [], input.amountByBlockId ?? {}, stake).map((block) => {
      const coef = product(block.indexes.map((index) => odds[index]!));
      return { ...block, coef, winMinor: toMinorUnits(block.stake * coef, iso) };
    });
    // Sums add whole minor units (a stake is already whole minor units: Math.round only drops binary noise).
    const totalStake = fromMinorUnits(priced.reduce((sum, block) => sum + Math.round(block.stake * 10 ** minorUnits(iso)), 0), iso);
    const possibleWin = fromMinorUnits(priced.reduce((sum, block) => sum + block.winMinor, 0), iso);
    const blocks = priced.map(({ winMinor, ...block }) => ({ ...block, win: fromMinorUnits(winMinor, iso) }));
    const staked = blocks.filter((block) => block.stake > 0);
    return {
      ...NOTHING,
      coef: totalStake > 0 ? possibleWin / totalStake : null,
      possibleWin,
      minWin: staked.length > 0 ? Math.min(...staked.map((block) => block.win)) : 0,
      totalStake,
      blocks,
    };
  }
  if (typeId === SINGLES) {
    const stakes = odds.map((_, index) => {
      const own = input.stakes?.[index];
      return isStake(own) ? own : stake;
    });
    const winsMinor = odds.map((odd, index) => toMinorUnits(stakes[index]! * odd, iso));
    const stakeMinor = stakes.reduce((total, value) => total + Math.round(value * 10 ** minorUnits(iso)), 0);
    const singles = winsMinor.map((minor) => fromMinorUnits(minor, iso));
    return {
      ...NOTHING,
      possibleWin: fromMinorUnits(winsMinor.reduce((total, minor) => total + minor, 0), iso),
      minWin: Math.min(...singles),
      totalStake: fromMinorUnits(stakeMinor, iso),
      singles,
    };
  }
  return NOTHING;
}
