import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksPayout, chainPayout, combinations, elementarySymmetric, priceCoupon, systemPayout } from './coupon-math.ts';

/** Every k-subset of `items`. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...tail] = items as [T, ...T[]];
  return [...subsets(tail, k - 1).map((rest) => [head, ...rest]), ...subsets(tail, k)];
}

const odds = fc.array(fc.double({ min: 1.01, max: 20, noNaN: true }), { minLength: 3, maxLength: 8 });

describe('coupon maths', () => {
  it('prices an express as the product of its odds', () => {
    expect(priceCoupon({ typeId: 1, amount: 100, odds: [1.5, 2, 1.25] })).toEqual({ coef: 3.75, possibleWin: 375, minPossibleWin: 375 });
  });

  it('prices a system from the elementary symmetric sum (decisions.md COUPON-052)', () => {
    const price = priceCoupon({ typeId: 2, amount: 30, odds: [2, 3, 4], systemValue: 2 });
    // 3 combinations of 10 each: 10·(2·3 + 2·4 + 3·4) = 260; the worst winning pair is 2·3.
    expect(price).toMatchObject({ possibleWin: 260, minPossibleWin: 60, combinations: 3 });
    expect(price.coef).toBeCloseTo(260 / 30, 3);
  });

  it('prices singles one by one', () => {
    expect(priceCoupon({ typeId: 9, amount: 10, odds: [2, 3], amounts: [10, 20] })).toEqual({
      coef: null,
      possibleWin: 80,
      minPossibleWin: 20,
      singles: [{ amount: 10, possibleWin: 20 }, { amount: 20, possibleWin: 60 }],
    });
  });

  it('e_k is the sum over all k-combinations', () => {
    fc.assert(
      fc.property(odds, fc.integer({ min: 1, max: 8 }), (list, raw) => {
        const k = Math.min(raw, list.length);
        const brute = subsets(list, k).reduce((sum, subset) => sum + subset.reduce((p, o) => p * o, 1), 0);
        expect(elementarySymmetric(list, k)).toBeCloseTo(brute, 6);
        expect(combinations(list.length, k)).toBe(subsets(list, k).length);
      }),
    );
  });

  it('a system never returns less than its minimum when k win, nor more than its maximum', () => {
    fc.assert(
      fc.property(odds, fc.integer({ min: 2, max: 7 }), (list, raw) => {
        const k = Math.min(raw, list.length - 1);
        if (k < 2) return;
        const price = priceCoupon({ typeId: 2, amount: 100, odds: list, systemValue: k });
        expect(price.minPossibleWin).toBeLessThanOrEqual(price.possibleWin);
        const all = systemPayout(100, list, list.map(() => true), k);
        expect(all).toBeCloseTo(price.possibleWin, 1);
        const none = systemPayout(100, list, list.map(() => false), k);
        expect(none).toBe(0);
      }),
    );
  });

  it('prices a system with a banker: the banker multiplies every combination of the rest (COUPON-024)', () => {
    // Banker 1.5; 2 of [2, 3, 4] at 10 a combination: 10·(6 + 8 + 12)·1.5 = 390; the worst pair 2·3 → 10·6·1.5 = 90.
    const price = priceCoupon({ typeId: 2, amount: 30, odds: [1.5, 2, 3, 4], systemValue: 2, blockIds: [0, null, null, null] });
    expect(price).toMatchObject({ possibleWin: 390, minPossibleWin: 90, combinations: 3, coef: 13 });
    // Settled: the banker must win; then the pairs of the rest that won.
    expect(systemPayout(30, [1.5, 2, 3, 4], [true, true, true, false], 2, [0, null, null, null])).toBe(90);
    expect(systemPayout(30, [1.5, 2, 3, 4], [false, true, true, true], 2, [0, null, null, null])).toBe(0);
    expect(systemPayout(30, [1.5, 2, 3, 4], [true, true, true, true], 2, [0, null, null, null])).toBe(390);
  });

  it('prices a chain: the stake rides on, each win paying out the rest (COUPON-026)', () => {
    // 10 on 2 → 20 (10 paid, 10 on); 10 on 3 → 30 (20 paid, 10 on); 10 on 1.5 → 15. All: 45. Only the first: 10.
    expect(priceCoupon({ typeId: 3, amount: 10, odds: [2, 3, 1.5] })).toEqual({ coef: 4.5, possibleWin: 45, minPossibleWin: 10 });
    expect(chainPayout(10, [2, 3, 1.5], [true, false, true])).toBe(10);
    expect(chainPayout(10, [2, 3, 1.5], [false, true, true])).toBe(0);
  });

  it('prices blocks: each block an express with its own stake (COUPON-026)', () => {
    const price = priceCoupon({ typeId: 4, amount: 30, odds: [2, 3, 1.5], blockIds: [1, 1, 2], amountByBlockId: { 1: 10, 2: 20 } });
    expect(price).toEqual({ coef: 3, possibleWin: 90, minPossibleWin: 30 });
    expect(blocksPayout([2, 3, 1.5], [true, false, true], [1, 1, 2], { 1: 10, 2: 20 })).toBe(30);
    expect(blocksPayout([2, 3, 1.5], [true, true, false], [1, 1, 2], { 1: 10, 2: 20 })).toBe(60);
  });

  it('a chain pays stake × (Σ odds − (n − 1)) when all win, and never more than that', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 1.01, max: 20, noNaN: true }), fc.boolean()), { minLength: 2, maxLength: 8 }), (legs) => {
        const list = legs.map(([odd]) => odd);
        const all = priceCoupon({ typeId: 3, amount: 10, odds: list }).possibleWin;
        expect(all).toBeCloseTo(10 * (list.reduce((a, b) => a + b, 0) - (list.length - 1)), 1);
        const payout = chainPayout(10, list, legs.map(([, won]) => won));
        expect(payout).toBeGreaterThanOrEqual(0);
        expect(payout).toBeLessThanOrEqual(all + 0.01);
      }),
    );
  });
});
