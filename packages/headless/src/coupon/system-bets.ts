import {
  BANKER_BLOCK_ID,
  BET_STATUS,
  COUPON_TYPE,
  SYSTEM_MIN_VALUE,
  type CouponBet,
  type CouponTypeId,
  type SystemOption,
} from './coupon-types.ts';

// System bets (spec: site-routes §4 "Coupon types", §5 possible win; docs/decisions.md COUPON-052).

/** The odds a selection contributes: a returned or force-returned (void) selection counts as 1. */
export function effectiveOdds(bet: CouponBet): number {
  return bet.statusId === BET_STATUS.RETURN || bet.statusId === BET_STATUS.FORCED_RETURN ? 1 : bet.market.coef;
}

/** Odds usable in the maths: finite and above 0. */
export const isValidOdds = (odds: number): boolean => Number.isFinite(odds) && odds > 0;

/**
 * e_0 … e_k of `values`: e_j is the sum over every j-element subset of the product of its members.
 * O(n·k) with the recurrence e_j ← e_j + x·e_{j−1}, taken from high j down so each value is used once.
 * @example elementarySymmetricSums([2, 3, 1.5], 2) // [1, 6.5, 13.5]
 */
export function elementarySymmetricSums(values: readonly number[], k: number): number[] {
  const size = Math.max(0, Math.floor(k));
  const sums = Array.from({ length: size + 1 }, (_, j): number => (j === 0 ? 1 : 0));
  values.forEach((value, index) => {
    for (let j = Math.min(size, index + 1); j >= 1; j--) sums[j] = sums[j]! + value * sums[j - 1]!;
  });
  return sums;
}

/** e_k of `values`: the sum of the products of every k-element subset; 0 when k is out of 0…n. */
export function elementarySymmetricSum(values: readonly number[], k: number): number {
  if (!Number.isInteger(k) || k < 0 || k > values.length) return 0;
  return elementarySymmetricSums(values, k)[k]!;
}

/** C(n, k) exactly, as a bigint; 0n when k is out of 0…n. */
export function combinations(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const r = BigInt(Math.min(k, n - k));
  const big = BigInt(n);
  let result = 1n;
  // Each partial product C(n, i) is an integer, so the division is exact at every step.
  for (let i = 1n; i <= r; i++) result = (result * (big - r + i)) / i;
  return result;
}

/** C(n, k) as a number (exact while below 2^53, which any real coupon is). */
export const comboCount = (n: number, k: number): number => Number(combinations(n, k));

/** A system's bankers (bets in lobby block 0 of a system coupon) and its other selections. */
export function splitBankers(bets: readonly CouponBet[], typeId: CouponTypeId): { bankers: CouponBet[]; selections: CouponBet[] } {
  // spec: site-routes §4: a system is "with banker when the blocks include lobby block 0".
  if (typeId !== COUPON_TYPE.SYSTEM) return { bankers: [], selections: [...bets] };
  return {
    bankers: bets.filter((bet) => bet.blockId === BANKER_BLOCK_ID),
    selections: bets.filter((bet) => bet.blockId !== BANKER_BLOCK_ID),
  };
}

/** A system needs at least 3 selections besides the bankers, so that 2 ≤ value ≤ n − 1 has a value. */
export const isSystemPossible = (selectionCount: number): boolean => selectionCount >= SYSTEM_MIN_VALUE + 1;

/** The system value kept in 2 … n − 1; 2 (the default) when no system is possible or the value is not a number. */
export function clampSystemValue(value: number, selectionCount: number): number {
  if (!isSystemPossible(selectionCount) || !Number.isFinite(value)) return SYSTEM_MIN_VALUE;
  return Math.min(Math.max(Math.floor(value), SYSTEM_MIN_VALUE), selectionCount - 1);
}

export interface SystemOptionsInput {
  /** Selections that are not bankers. */
  selectionCount: number;
  bankerCount?: number;
  /** Smallest stake of one combination. */
  perComboMinAmount?: number;
}

/** The system sizes offered for n selections: 2 … n − 1, each with its combinations and minimum stake. */
export function systemOptions({ selectionCount, bankerCount = 0, perComboMinAmount = 0 }: SystemOptionsInput): SystemOption[] {
  const options: SystemOption[] = [];
  const perCombo = Number.isFinite(perComboMinAmount) && perComboMinAmount > 0 ? perComboMinAmount : 0;
  for (let value = SYSTEM_MIN_VALUE; value <= selectionCount - 1; value++) {
    const combo = comboCount(selectionCount, value);
    options.push({ value, offset: bankerCount, combo, minBetAmount: combo * perCombo });
  }
  return options;
}

/** The most a system can return: every combination wins, stake per combination × e_k(odds). */
export function maxSystemWin(stakePerCombo: number, odds: readonly number[], k: number): number {
  return stakePerCombo * elementarySymmetricSum(odds, k);
}

/** The least a winning system returns: exactly k selections win, the k lowest odds (COUPON-052). */
export function minSystemWin(stakePerCombo: number, odds: readonly number[], k: number): number {
  if (!Number.isInteger(k) || k < 0 || k > odds.length) return 0;
  const lowest = [...odds].sort((a, b) => a - b).slice(0, k);
  return stakePerCombo * lowest.reduce((product, value) => product * value, 1);
}

export interface SystemBetInput {
  bets: readonly CouponBet[];
  typeId: CouponTypeId;
  systemValue: number;
  amount: number;
}

export interface SystemBetResult {
  /** Number of combinations. */
  combos: number;
  stakePerCombo: number;
  maxWin: number;
  minWin: number;
}

const NO_SYSTEM: SystemBetResult = { combos: 0, stakePerCombo: 0, maxWin: 0, minWin: 0 };

/**
 * Stake per combination, maximum and minimum win of a k-of-n system; bankers multiply every combination
 * and k, n count only the other selections (COUPON-052). Invalid input gives zeros.
 * @example calcSystemBet({ bets: [2, 3, 1.5] as bets, typeId: 2, systemValue: 2, amount: 30 }) // { combos: 3, stakePerCombo: 10, maxWin: 135, minWin: 30 }
 */
export function calcSystemBet({ bets, typeId, systemValue, amount }: SystemBetInput): SystemBetResult {
  const { bankers, selections } = splitBankers(bets, typeId);
  const k = systemValue;
  const n = selections.length;
  if (!Number.isInteger(k) || k < 1 || k > n || !Number.isFinite(amount) || amount <= 0) return NO_SYSTEM;
  const odds = selections.map(effectiveOdds);
  const bankerOdds = bankers.map(effectiveOdds);
  if (![...odds, ...bankerOdds].every(isValidOdds)) return NO_SYSTEM;
  const combos = comboCount(n, k);
  const stakePerCombo = amount / combos;
  const bankerProduct = bankerOdds.reduce((product, value) => product * value, 1);
  const result = {
    combos,
    stakePerCombo,
    maxWin: maxSystemWin(stakePerCombo, odds, k) * bankerProduct,
    minWin: minSystemWin(stakePerCombo, odds, k) * bankerProduct,
  };
  return Number.isFinite(result.maxWin) && Number.isFinite(result.minWin) ? result : NO_SYSTEM;
}
