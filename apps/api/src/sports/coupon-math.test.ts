import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinations, elementarySymmetric, priceCoupon, systemPayout } from './coupon-math.ts';

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
    expect(priceCoupon(1, 100, [1.5, 2, 1.25])).toEqual({ coef: 3.75, possibleWin: 375, minPossibleWin: 375 });
  });

  it('prices a system from the elementary symmetric sum (decisions.md COUPON-052)', () => {
    const price = priceCoupon(2, 30, [2, 3, 4], 2);
    // 3 combinations of 10 each: 10·(2·3 + 2·4 + 3·4) = 260; the worst winning pair is 2·3.
    expect(price).toMatchObject({ possibleWin: 260, minPossibleWin: 60, combinations: 3 });
    expect(price.coef).toBeCloseTo(260 / 30, 3);
  });

  it('prices singles one by one', () => {
    expect(priceCoupon(9, 10, [2, 3], undefined, [10, 20])).toEqual({
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
        const price = priceCoupon(2, 100, list, k);
        expect(price.minPossibleWin).toBeLessThanOrEqual(price.possibleWin);
        const all = systemPayout(100, list, list.map(() => true), k);
        expect(all).toBeCloseTo(price.possibleWin, 1);
        const none = systemPayout(100, list, list.map(() => false), k);
        expect(none).toBe(0);
      }),
    );
  });
});
