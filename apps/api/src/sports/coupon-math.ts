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

export interface CouponPrice {
  /** Express: the product of the odds; system: the return per unit staked when all win; singles: null. */
  coef: number | null;
  possibleWin: number;
  minPossibleWin: number;
  /** Singles: each bet's stake and return. */
  singles?: { amount: number; possibleWin: number }[];
  /** System: the number of combinations. */
  combinations?: number;
}

/**
 * What a coupon can return (spec §5: possible win is amount × coefficient; decisions.md COUPON-052 for systems).
 * `amounts` are the singles' stakes (typeId 9); express and system use `amount`.
 */
export function priceCoupon(typeId: 1 | 2 | 9, amount: number, odds: readonly number[], systemValue?: number, amounts?: readonly number[]): CouponPrice {
  if (typeId === 1) {
    const coef = roundCoef(odds.reduce((product, odd) => product * odd, 1));
    const possibleWin = roundMoney(amount * coef);
    return { coef, possibleWin, minPossibleWin: possibleWin };
  }
  if (typeId === 2) {
    const k = systemValue ?? 2;
    const count = combinations(odds.length, k);
    const perCombination = amount / count;
    const possibleWin = roundMoney(perCombination * elementarySymmetric(odds, k));
    const lowest = [...odds].sort((a, b) => a - b).slice(0, k);
    const minPossibleWin = roundMoney(perCombination * lowest.reduce((product, odd) => product * odd, 1));
    return { coef: roundCoef(possibleWin / amount), possibleWin, minPossibleWin, combinations: count };
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
 * with every lost selection counted as 0.
 */
export function systemPayout(amount: number, odds: readonly number[], won: readonly boolean[], k: number): number {
  const count = combinations(odds.length, k);
  return roundMoney((amount / count) * elementarySymmetric(odds.map((odd, index) => (won[index] ? odd : 0)), k));
}
