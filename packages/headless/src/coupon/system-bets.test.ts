import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calcSystemBet,
  clampSystemValue,
  comboCount,
  combinations,
  effectiveOdds,
  elementarySymmetricSum,
  elementarySymmetricSums,
  isSystemPossible,
  splitBankers,
  systemOptions,
  calcPossibleWin,
} from '@bf/headless/coupon';
import { arbOdds, betsWithOdds, makeBet } from './coupon-test-bets.ts';
import { roundPayout } from './payout.ts';

/** Every k-element subset of `values`, by plain enumeration. */
function subsets<T>(values: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (values.length < k) return [];
  const [first, ...rest] = values as [T, ...T[]];
  return [...subsets(rest, k - 1).map((subset) => [first, ...subset]), ...subsets(rest, k)];
}
const product = (values: readonly number[]) => values.reduce((p, v) => p * v, 1);
const closeTo = (actual: number, expected: number) => Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));

describe('system bets', () => {
  it('works the 2-of-3 example: stake 30 at 2.0, 3.0, 1.5 gives 10 a combination, max 135, min 30', () => {
    const result = calcSystemBet({ bets: betsWithOdds([2.0, 3.0, 1.5]), typeId: 2, systemValue: 2, amount: 30 });
    expect(result.combos).toBe(3);
    expect(result.stakePerCombo).toBe(10);
    expect(result.maxWin).toBeCloseTo(10 * (6 + 3 + 4.5), 10);
    expect(result.minWin).toBeCloseTo(10 * (1.5 * 2.0), 10);
  });

  it('computes the elementary symmetric sums e_0 … e_k', () => {
    expect(elementarySymmetricSums([2, 3, 1.5], 3)).toEqual([1, 6.5, 13.5, 9]);
    expect(elementarySymmetricSum([2, 3, 1.5], 0)).toBe(1);
    expect(elementarySymmetricSum([2, 3, 1.5], 4)).toBe(0);
    expect(elementarySymmetricSum([2, 3, 1.5], -1)).toBe(0);
  });

  it('gets e_k in O(n·k) equal to brute-force enumeration for n ≤ 12 (property)', () => {
    fc.assert(
      fc.property(fc.array(arbOdds, { minLength: 0, maxLength: 12 }), fc.nat(12), (odds, k) => {
        const brute = subsets(odds, k).reduce((sum, subset) => sum + product(subset), 0);
        expect(closeTo(elementarySymmetricSum(odds, k), k > odds.length ? 0 : brute)).toBe(true);
      }),
    );
  });

  it('counts combinations exactly, well beyond 2^53', () => {
    expect(combinations(3, 2)).toBe(3n);
    expect(combinations(10, 0)).toBe(1n);
    expect(combinations(5, 6)).toBe(0n);
    expect(combinations(60, 30)).toBe(118264581564861424n);
    expect(combinations(100, 50)).toBe(100891344545564193334812497256n);
    expect(comboCount(12, 5)).toBe(792);
  });

  it('counts the same combinations as Pascal’s triangle (property)', () => {
    const pascal: bigint[][] = [[1n]];
    for (let n = 1; n <= 70; n++) pascal.push(Array.from({ length: n + 1 }, (_, k) => (pascal[n - 1]![k - 1] ?? 0n) + (pascal[n - 1]![k] ?? 0n)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70 }), fc.integer({ min: 0, max: 70 }), (n, k) => {
        expect(combinations(n, k)).toBe(k <= n ? pascal[n]![k]! : 0n);
      }),
    );
  });

  it('offers system values 2 … n − 1 with their combinations and minimum stakes', () => {
    expect(systemOptions({ selectionCount: 5, perComboMinAmount: 10 })).toEqual([
      { value: 2, offset: 0, combo: 10, minBetAmount: 100 },
      { value: 3, offset: 0, combo: 10, minBetAmount: 100 },
      { value: 4, offset: 0, combo: 5, minBetAmount: 50 },
    ]);
    expect(systemOptions({ selectionCount: 2 })).toEqual([]);
    expect(systemOptions({ selectionCount: 3, bankerCount: 2 })).toEqual([{ value: 2, offset: 2, combo: 3, minBetAmount: 0 }]);
  });

  it('keeps the system value at 2 or more, and at most n − 1', () => {
    expect(clampSystemValue(1, 5)).toBe(2);
    expect(clampSystemValue(0, 5)).toBe(2);
    expect(clampSystemValue(-3, 5)).toBe(2);
    expect(clampSystemValue(9, 5)).toBe(4);
    expect(clampSystemValue(3.7, 5)).toBe(3);
    expect(clampSystemValue(Number.NaN, 5)).toBe(2);
    expect(clampSystemValue(4, 2)).toBe(2);
    expect(isSystemPossible(2)).toBe(false);
    expect(isSystemPossible(3)).toBe(true);
  });

  it('never lets the system value fall below 2 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), fc.nat(40), (value, count) => {
        const clamped = clampSystemValue(value, count);
        expect(clamped).toBeGreaterThanOrEqual(2);
        if (isSystemPossible(count)) expect(clamped).toBeLessThanOrEqual(count - 1);
      }),
    );
  });

  it('counts returned and force-returned selections as odds 1', () => {
    expect(effectiveOdds(makeBet('1', 2.5, { statusId: 2 }))).toBe(1);
    expect(effectiveOdds(makeBet('1', 2.5, { statusId: 3 }))).toBe(1);
    expect(effectiveOdds(makeBet('1', 2.5, { statusId: 1 }))).toBe(2.5);
    const bets = [makeBet('1', 2.0), makeBet('2', 3.0, { statusId: 2 }), makeBet('3', 1.5)];
    const result = calcSystemBet({ bets, typeId: 2, systemValue: 2, amount: 30 });
    expect(result.maxWin).toBeCloseTo(10 * (2 * 1 + 2 * 1.5 + 1 * 1.5), 10);
    expect(result.minWin).toBeCloseTo(10 * (1 * 1.5), 10);
  });

  it('multiplies every combination by the bankers and counts k over the other selections', () => {
    const banker = makeBet('b', 2.0, { blockId: 0 });
    const bets = [banker, ...betsWithOdds([2.0, 3.0, 1.5])];
    expect(splitBankers(bets, 2).bankers).toEqual([banker]);
    const result = calcSystemBet({ bets, typeId: 2, systemValue: 2, amount: 30 });
    expect(result.combos).toBe(3);
    expect(result.maxWin).toBeCloseTo(270, 10);
    expect(result.minWin).toBeCloseTo(60, 10);
  });

  it('has no bankers outside a system', () => {
    const bets = [makeBet('b', 2.0, { blockId: 0 }), ...betsWithOdds([2.0, 3.0])];
    expect(splitBankers(bets, 1)).toEqual({ bankers: [], selections: bets });
  });

  it('matches brute force over every combination, bankers included (property)', () => {
    fc.assert(
      fc.property(
        fc.array(arbOdds, { minLength: 1, maxLength: 9 }),
        fc.array(arbOdds, { maxLength: 3 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat(9),
        (odds, bankerOdds, amount, rawK) => {
          const k = (rawK % odds.length) + 1;
          const bets = [...betsWithOdds(odds), ...bankerOdds.map((coef, i) => makeBet(`b${i}`, coef, { blockId: 0 }))];
          const result = calcSystemBet({ bets, typeId: 2, systemValue: k, amount });
          const combos = subsets(odds, k);
          const stake = amount / combos.length;
          const brute = combos.reduce((sum, c) => sum + stake * product(c) * product(bankerOdds), 0);
          const lowest = Math.min(...combos.map((c) => stake * product(c) * product(bankerOdds)));
          expect(closeTo(result.maxWin, brute)).toBe(true);
          expect(closeTo(result.minWin, lowest)).toBe(true);
        },
      ),
    );
  });

  it('keeps the minimum win at or below the maximum win (property)', () => {
    fc.assert(
      fc.property(fc.array(arbOdds, { minLength: 1, maxLength: 15 }), fc.double({ min: 0, max: 1e6, noNaN: true }), fc.nat(15), (odds, amount, rawK) => {
        const k = (rawK % odds.length) + 1;
        const { minWin, maxWin } = calcSystemBet({ bets: betsWithOdds(odds), typeId: 2, systemValue: k, amount });
        expect(minWin).toBeLessThanOrEqual(maxWin * (1 + 1e-12));
      }),
    );
  });

  it('pays a system of all n exactly as an express (property)', () => {
    fc.assert(
      fc.property(fc.array(arbOdds, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 100_000 }), (odds, amount) => {
        const bets = betsWithOdds(odds);
        const system = calcSystemBet({ bets, typeId: 2, systemValue: odds.length, amount });
        const express = calcPossibleWin({ typeId: 1, bets, amount, systemValue: 2 });
        expect(system.combos).toBe(1);
        // Unrounded: amount × the product of the odds.
        const product = odds.reduce((total, odd) => total * odd, 1);
        expect(closeTo(system.maxWin, amount * product)).toBe(true);
        expect(closeTo(system.minWin, amount * product)).toBe(true);
        // As the slip shows them, rounded to kopecks by the one payout rule: the express's figure (within the one kopeck
        // that float noise can cross at returns of trillions, where e_n and the plain product differ in the last bits).
        const shown = calcPossibleWin({ typeId: 2, bets, amount, systemValue: odds.length });
        expect(Math.abs(shown.maxWin - express.possibleWin)).toBeLessThanOrEqual(amount * product < 1e9 ? 0 : 0.01);
        expect(Math.abs(roundPayout(system.maxWin, 'RUB') - express.possibleWin)).toBeLessThanOrEqual(amount * product < 1e9 ? 0 : 0.01);
      }),
    );
  });

  it('gives zeros for a system value out of range, a bad stake or bad odds', () => {
    const bets = betsWithOdds([2, 3, 1.5]);
    const zero = { combos: 0, stakePerCombo: 0, maxWin: 0, minWin: 0 };
    expect(calcSystemBet({ bets, typeId: 2, systemValue: 4, amount: 30 })).toEqual(zero);
    expect(calcSystemBet({ bets, typeId: 2, systemValue: 0, amount: 30 })).toEqual(zero);
    expect(calcSystemBet({ bets, typeId: 2, systemValue: 2, amount: -1 })).toEqual(zero);
    expect(calcSystemBet({ bets, typeId: 2, systemValue: 2, amount: Number.NaN })).toEqual(zero);
    expect(calcSystemBet({ bets: betsWithOdds([2, Number.NaN, 1.5]), typeId: 2, systemValue: 2, amount: 30 })).toEqual(zero);
  });
});
