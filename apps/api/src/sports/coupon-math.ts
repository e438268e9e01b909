import { blocksOf, chainReturn, combinations, couponPayout, elementarySymmetric, roundPayout } from '@bf/headless/coupon/payout';

/** Rounds money to cents. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Rounds a coefficient to the feed's three decimals. */
export function roundCoef(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000;
}

/** Whether a number has at most two decimals (money). */
export function isCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

// n choose k, e_k and a block coupon's blocks are the payout rule's own (packages/headless/src/coupon/payout.ts).
export { blocksOf, combinations, elementarySymmetric } from '@bf/headless/coupon/payout';

/** Coupon types (spec §4): 1 express, 2 system, 9 singles; 3 chain and 4 blocks are ours (decisions.md COUPON-026). */
export type CouponTypeId = 1 | 2 | 3 | 4 | 9;

/** A system's bankers sit in block 0 (spec §4: "with banker when the blocks include lobby block 0"). */
export const BANKER_BLOCK_ID = 0;

/** A currency with cents, for callers that do not name theirs (every demo currency has two decimals). */
const DEFAULT_ISO = 'RUB';

export interface CouponPrice {
  /** Express: the product of the odds; system, chain and blocks: the return per unit staked when all win; singles: null. */
  coef: number | null;
  possibleWin: number;
  minPossibleWin: number;
  /** Singles: each bet's stake and return. */
  singles?: { amount: number; possibleWin: number }[];
  /** System: the number of combinations (of the selections besides the bankers). */
  combinations?: number;
}

export interface PriceInput {
  typeId: CouponTypeId;
  /** The stake; blocks: the sum of the blocks' stakes. */
  amount: number;
  odds: readonly number[];
  systemValue?: number;
  /** Singles: each bet's stake. */
  amounts?: readonly number[];
  /** Each bet's block: 0 a system's banker, 1 … a block coupon's block, null none. */
  blockIds?: readonly (number | null)[];
  /** Blocks: each block's stake. */
  amountByBlockId?: Readonly<Record<string, number>>;
  /** The account's currency, for its minor unit. */
  iso?: string;
}

const product = (values: readonly number[]) => values.reduce((total, value) => total * value, 1);

/** A system's bankers and its other selections, by index (decisions.md: bankers must all win, the system runs over the rest). */
export function splitBankers<T>(items: readonly T[], blockIds: readonly (number | null)[] | undefined): { bankers: T[]; rest: T[] } {
  const bankers: T[] = [];
  const rest: T[] = [];
  items.forEach((item, index) => (blockIds?.[index] === BANKER_BLOCK_ID ? bankers : rest).push(item));
  return { bankers, rest };
}

/**
 * What a chain pays: the stake rides the selections in order; each win pays out its return less the stake, which goes
 * on to the next selection; a loss ends the chain (what was paid out stays paid). `won` shorter than `odds` means the
 * rest is not decided yet. Every win: stake × (Σ odds − (n − 1)). Rounded by the one payout rule.
 */
export function chainPayout(stake: number, odds: readonly number[], won: readonly boolean[], iso = DEFAULT_ISO): number {
  return roundPayout(chainReturn(stake, odds, odds.map((_, index) => (won[index] === true ? 'won' : won[index] === false ? 'lost' : undefined))), iso);
}

/**
 * What a coupon can return (spec §5: possible win is amount × coefficient; decisions.md COUPON-052 for systems,
 * COUPON-026 for chains and blocks), by the one payout rule the slip shows (decisions.md "One payout rule"): the
 * odds unrounded, each return rounded half up to the minor unit. `coef` is rounded to three decimals for the record only.
 */
export function priceCoupon({ typeId, amount, odds, systemValue, amounts, blockIds, amountByBlockId = {}, iso = DEFAULT_ISO }: PriceInput): CouponPrice {
  const payout = couponPayout({ typeId, odds, stake: amount, stakes: amounts, blockIds, amountByBlockId, systemValue: systemValue ?? 2, iso });
  const coef = payout.coef === null ? null : roundCoef(payout.coef);
  const price: CouponPrice = { coef, possibleWin: payout.possibleWin, minPossibleWin: payout.minWin };
  if (typeId === 2) price.combinations = payout.combinations;
  if (typeId === 9) price.singles = payout.singles.map((possibleWin, index) => ({ amount: amounts?.[index] ?? amount, possibleWin }));
  return price;
}

/**
 * What a settled system pays: stake-per-combination × the sum over winning combinations, which is e_k of the odds
 * with every lost selection counted as 0, times the bankers' odds when every banker won (nothing when one lost).
 */
export function systemPayout(amount: number, odds: readonly number[], won: readonly boolean[], k: number, blockIds?: readonly (number | null)[], iso = DEFAULT_ISO): number {
  const indexes = odds.map((_, index) => index);
  const { bankers, rest } = splitBankers(indexes, blockIds);
  // Bankers must all win; then the system runs over the rest.
  if (!bankers.every((index) => won[index])) return 0;
  const bankerProduct = product(bankers.map((index) => odds[index] as number));
  const count = combinations(rest.length, k);
  return roundPayout((amount / count) * elementarySymmetric(rest.map((index) => (won[index] ? (odds[index] as number) : 0)), k) * bankerProduct, iso);
}

/** What a settled block coupon pays: each block whose selections all won returns its stake × its odds. */
export function blocksPayout(odds: readonly number[], won: readonly boolean[], blockIds: readonly (number | null)[], amountByBlockId: Readonly<Record<string, number>>, iso = DEFAULT_ISO): number {
  const blocks = blocksOf(blockIds, amountByBlockId).filter((block) => block.indexes.every((index) => won[index]));
  return roundMoney(blocks.reduce((total, block) => total + roundPayout(block.stake * product(block.indexes.map((index) => odds[index] as number)), iso), 0));
}
