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

/** n choose k. */
export function combinations(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * The elementary symmetric sum of degree k: the sum over every k-combination of the product of its odds, in O(n·k).
 * A system k-of-n returns stake-per-combination × e_k when every selection wins (decisions.md COUPON-052).
 */
export function elementarySymmetric(odds: readonly number[], k: number): number {
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const odd of odds) {
    for (let j = Math.min(k, odds.length); j >= 1; j--) e[j] = (e[j] as number) + (e[j - 1] as number) * odd;
  }
  return e[k] ?? 0;
}

/** Coupon types (spec §4): 1 express, 2 system, 9 singles; 3 chain and 4 blocks are ours (decisions.md COUPON-026). */
export type CouponTypeId = 1 | 2 | 3 | 4 | 9;

/** A system's bankers sit in block 0 (spec §4: "with banker when the blocks include lobby block 0"). */
export const BANKER_BLOCK_ID = 0;

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
}

const product = (values: readonly number[]) => values.reduce((total, value) => total * value, 1);

/** A system's bankers and its other selections, by index (decisions.md: bankers must all win, the system runs over the rest). */
export function splitBankers<T>(items: readonly T[], blockIds: readonly (number | null)[] | undefined): { bankers: T[]; rest: T[] } {
  const bankers: T[] = [];
  const rest: T[] = [];
  items.forEach((item, index) => (blockIds?.[index] === BANKER_BLOCK_ID ? bankers : rest).push(item));
  return { bankers, rest };
}

/** A block coupon's blocks in block order: the indexes of their bets and their stakes. */
export function blocksOf(blockIds: readonly (number | null)[], amountByBlockId: Readonly<Record<string, number>>): { blockId: number; indexes: number[]; stake: number }[] {
  const byBlock = new Map<number, number[]>();
  blockIds.forEach((blockId, index) => {
    if (blockId === null) return;
    byBlock.set(blockId, [...(byBlock.get(blockId) ?? []), index]);
  });
  return [...byBlock.entries()].sort(([a], [b]) => a - b).map(([blockId, indexes]) => ({ blockId, indexes, stake: amountByBlockId[String(blockId)] ?? 0 }));
}

/**
 * What a chain pays: the stake rides the selections in order; each win pays out its return less the stake, which goes
 * on to the next selection; a loss ends the chain (what was paid out stays paid). `won` shorter than `odds` means the
 * rest is not decided yet. Every win: stake × (Σ odds − (n − 1)).
 */
export function chainPayout(stake: number, odds: readonly number[], won: readonly boolean[]): number {
  let banked = 0;
  for (let index = 0; index < odds.length; index++) {
    if (won[index] !== true) return roundMoney(banked);
    const back = stake * (odds[index] as number);
    if (index === odds.length - 1) return roundMoney(banked + back);
    banked += back - Math.min(stake, back);
  }
  return roundMoney(banked);
}

/**
 * What a coupon can return (spec §5: possible win is amount × coefficient; decisions.md COUPON-052 for systems,
 * COUPON-026 for chains and blocks). A system's bankers multiply every combination.
 */
export function priceCoupon({ typeId, amount, odds, systemValue, amounts, blockIds, amountByBlockId = {} }: PriceInput): CouponPrice {
  if (typeId === 1) {
    const coef = roundCoef(product(odds));
    const possibleWin = roundMoney(amount * coef);
    return { coef, possibleWin, minPossibleWin: possibleWin };
  }
  if (typeId === 2) {
    const { bankers, rest } = splitBankers(odds, blockIds);
    const bankerProduct = product(bankers);
    const k = systemValue ?? 2;
    const count = combinations(rest.length, k);
    const perCombination = amount / count;
    const possibleWin = roundMoney(perCombination * elementarySymmetric(rest, k) * bankerProduct);
    const lowest = [...rest].sort((a, b) => a - b).slice(0, k);
    const minPossibleWin = roundMoney(perCombination * product(lowest) * bankerProduct);
    return { coef: roundCoef(possibleWin / amount), possibleWin, minPossibleWin, combinations: count };
  }
  if (typeId === 3) {
    const possibleWin = chainPayout(amount, odds, odds.map(() => true));
    const minPossibleWin = chainPayout(amount, odds, [true, false]);
    return { coef: roundCoef(possibleWin / amount), possibleWin, minPossibleWin };
  }
  if (typeId === 4) {
    const returns = blocksOf(blockIds ?? [], amountByBlockId).map((block) => roundMoney(block.stake * product(block.indexes.map((index) => odds[index] as number))));
    const possibleWin = roundMoney(returns.reduce((total, value) => total + value, 0));
    return { coef: roundCoef(possibleWin / amount), possibleWin, minPossibleWin: Math.min(...returns) };
  }
  const singles = odds.map((odd, index) => {
    const stake = amounts?.[index] ?? amount;
    return { amount: stake, possibleWin: roundMoney(stake * odd) };
  });
  const possibleWin = roundMoney(singles.reduce((total, single) => total + single.possibleWin, 0));
  const minPossibleWin = Math.min(...singles.map((single) => single.possibleWin));
  return { coef: null, possibleWin, minPossibleWin, singles };
}

/**
 * What a settled system pays: stake-per-combination × the sum over winning combinations, which is e_k of the odds
 * with every lost selection counted as 0, times the bankers' odds when every banker won (nothing when one lost).
 */
export function systemPayout(amount: number, odds: readonly number[], won: readonly boolean[], k: number, blockIds?: readonly (number | null)[]): number {
  const indexes = odds.map((_, index) => index);
  const { bankers, rest } = splitBankers(indexes, blockIds);
  // Bankers must all win; then the system runs over the rest.
  if (!bankers.every((index) => won[index])) return 0;
  const bankerProduct = product(bankers.map((index) => odds[index] as number));
  const count = combinations(rest.length, k);
  return roundMoney((amount / count) * elementarySymmetric(rest.map((index) => (won[index] ? (odds[index] as number) : 0)), k) * bankerProduct);
}

/** What a settled block coupon pays: each block whose selections all won returns its stake × its odds. */
export function blocksPayout(odds: readonly number[], won: readonly boolean[], blockIds: readonly (number | null)[], amountByBlockId: Readonly<Record<string, number>>): number {
  const blocks = blocksOf(blockIds, amountByBlockId).filter((block) => block.indexes.every((index) => won[index]));
  return roundMoney(blocks.reduce((total, block) => total + roundMoney(block.stake * product(block.indexes.map((index) => odds[index] as number))), 0));
}
