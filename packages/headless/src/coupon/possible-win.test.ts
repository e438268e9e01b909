import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calcPossibleWin, couponCoef } from '@bf/headless/coupon';
import { arbOdds, betsWithOdds, makeBet } from './coupon-test-bets.ts';

const bets = betsWithOdds([2.0, 3.0, 1.5]);

describe('possible win', () => {
  it('pays an express the amount times the product of the odds', () => {
    expect(couponCoef(bets)).toBeCloseTo(9, 12);
    expect(calcPossibleWin({ typeId: 1, bets, amount: 10, systemValue: 2 })).toEqual({ possibleWin: 90, minWin: 90, maxWin: 90 });
  });

  it('uses the exact coefficient for an express when it is above 0', () => {
    expect(calcPossibleWin({ typeId: 1, bets, amount: 10, exactCoef: 8.5, systemValue: 2 }).possibleWin).toBe(85);
    expect(calcPossibleWin({ typeId: 1, bets, amount: 10, exactCoef: 0, systemValue: 2 }).possibleWin).toBeCloseTo(90, 10);
  });

  it('counts a returned selection as odds 1 in an express', () => {
    const withVoid = [makeBet('1', 2.0), makeBet('2', 3.0, { statusId: 3 }), makeBet('3', 1.5)];
    expect(calcPossibleWin({ typeId: 1, bets: withVoid, amount: 10, systemValue: 2 }).possibleWin).toBeCloseTo(30, 10);
  });

  it('pays singles each bet’s own amount times its odds', () => {
    const result = calcPossibleWin({ typeId: 9, bets, amount: 10, amountByBetId: { '2': 20 }, systemValue: 2 });
    // 10 × 2.0 + 20 × 3.0 + 10 × 1.5
    expect(result.possibleWin).toBeCloseTo(95, 10);
    expect(result.maxWin).toBeCloseTo(95, 10);
    expect(result.minWin).toBeCloseTo(15, 10);
  });

  it('pays singles with their own amounts even when the coupon amount is 0', () => {
    expect(calcPossibleWin({ typeId: 9, bets, amount: 0, amountByBetId: { '1': 5 }, systemValue: 2 }).possibleWin).toBe(10);
  });

  it('pays a system its maximum, and gives its minimum', () => {
    const result = calcPossibleWin({ typeId: 2, bets, amount: 30, systemValue: 2 });
    expect(result.possibleWin).toBeCloseTo(135, 10);
    expect(result.maxWin).toBeCloseTo(135, 10);
    expect(result.minWin).toBeCloseTo(30, 10);
  });

  it('caps every payout at the maximum payout when there is one', () => {
    expect(calcPossibleWin({ typeId: 1, bets, amount: 10, systemValue: 2, maxPayout: 50 })).toEqual({ possibleWin: 50, minWin: 50, maxWin: 50 });
  });

  it('gives 0 for invalid input', () => {
    const zero = { possibleWin: 0, minWin: 0, maxWin: 0 };
    expect(calcPossibleWin({ typeId: 1, bets, amount: -5, systemValue: 2 })).toEqual(zero);
    expect(calcPossibleWin({ typeId: 1, bets, amount: Number.NaN, systemValue: 2 })).toEqual(zero);
    expect(calcPossibleWin({ typeId: 1, bets, amount: Infinity, systemValue: 2 })).toEqual(zero);
    expect(calcPossibleWin({ typeId: 1, bets: [], amount: 10, systemValue: 2 })).toEqual(zero);
    expect(calcPossibleWin({ typeId: 1, bets: betsWithOdds([2, -1]), amount: 10, systemValue: 2 })).toEqual(zero);
    expect(calcPossibleWin({ typeId: 9, bets: betsWithOdds([2, Number.NaN]), amount: 10, systemValue: 2 })).toEqual(zero);
    expect(calcPossibleWin({ typeId: 5, bets, amount: 10, systemValue: 2 })).toEqual(zero);
  });

  it('keeps a sum past the largest double as the largest amount, and the minimum under the maximum', () => {
    // fast-check found it: singles at 1.01 and 1.5e130 with a stake of 1.2e178.
    const result = calcPossibleWin({ typeId: 9, bets: betsWithOdds([1.01, 1.4961754720374627e130]), amount: 1.2015256020834591e178, amountByBetId: { '1': 1.2015256020834591e178 }, systemValue: 2 });
    expect(result.maxWin).toBe(Number.MAX_VALUE);
    expect(result.minWin).toBeLessThanOrEqual(result.maxWin);
    expect(result.minWin).toBeGreaterThan(0);
  });

  it('is never negative or NaN, whatever the input (property)', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0));
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 9, 3),
        fc.array(fc.oneof(arbOdds, anyNumber), { maxLength: 8 }),
        anyNumber,
        anyNumber,
        fc.integer({ min: -2, max: 10 }),
        anyNumber,
        (typeId, odds, amount, exactCoef, systemValue, maxPayout) => {
          const result = calcPossibleWin({ typeId, bets: betsWithOdds(odds), amount, exactCoef, systemValue, maxPayout, amountByBetId: { '1': amount } });
          for (const value of Object.values(result)) {
            expect(Number.isNaN(value)).toBe(false);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(result.minWin).toBeLessThanOrEqual(result.maxWin);
        },
      ),
    );
  });
});
