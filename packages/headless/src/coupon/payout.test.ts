import { describe, expect, it } from 'vitest';
import { couponPayout, roundPayout, toMinorUnits } from './payout.ts';

// The one payout rule (docs/decisions.md "One payout rule"), worked by hand.

describe('one payout rule', () => {
  it('pays an accumulator stake × the unrounded product of the odds: 100 × 2.08 × 2.61 = ₽542.88, not 100 × 5.429 = ₽542.90', () => {
    expect(couponPayout({ typeId: 1, odds: [2.08, 2.61], stake: 100, iso: 'RUB' })).toMatchObject({ possibleWin: 542.88, minWin: 542.88 });
  });

  it('rounds half up to the minor unit: 2.005 → 2.01, 2.0049 → 2.00, 10 × 1.0005 = 10.005 → 10.01', () => {
    expect(roundPayout(2.005, 'RUB')).toBe(2.01);
    expect(roundPayout(2.0049, 'RUB')).toBe(2);
    expect(couponPayout({ typeId: 1, odds: [1.0005], stake: 10, iso: 'RUB' }).possibleWin).toBe(10.01);
    expect(toMinorUnits(542.88, 'RUB')).toBe(54288);
  });

  it('rounds to the currency’s own minor unit: yen have none (100 × 1.555 = ¥155.5 → ¥156)', () => {
    expect(couponPayout({ typeId: 1, odds: [1.555], stake: 100, iso: 'JPY' }).possibleWin).toBe(156);
  });

  it('pays singles the sum of each single rounded on its own: 3 × 1.005 = 3.015 → 3.02, plus 10 × 2.345 = 23.45', () => {
    const payout = couponPayout({ typeId: 9, odds: [1.005, 2.345], stake: 10, stakes: [3, undefined], iso: 'RUB' });
    expect(payout).toMatchObject({ possibleWin: 26.47, minWin: 3.02, totalStake: 13, singles: [3.02, 23.45] });
  });

  it('pays a system 2 from 3 at ₽30: ₽10 a pair, 10 × (2·3 + 2·1.5 + 3·1.5) = ₽135, at least 10 × 2 × 1.5 = ₽30', () => {
    expect(couponPayout({ typeId: 2, odds: [2, 3, 1.5], stake: 30, systemValue: 2, iso: 'RUB' })).toMatchObject({ possibleWin: 135, minWin: 30, combinations: 3, coef: 4.5 });
  });

  it('pays a system with a banker 2: 2 from [3, 1.5, 2.5] at ₽30 is 10 × (4.5 + 7.5 + 3.75) × 2 = ₽315, at least 10 × 1.5 × 2.5 × 2 = ₽75', () => {
    expect(couponPayout({ typeId: 2, odds: [2, 3, 1.5, 2.5], stake: 30, systemValue: 2, blockIds: [0, null, null, null], iso: 'RUB' })).toMatchObject({
      possibleWin: 315,
      minWin: 75,
    });
  });

  it('pays a chain of 2 then 3 at ₽10: ₽10 × (2 + 3 − 1) = ₽40 when both win, ₽10 when only the first does', () => {
    expect(couponPayout({ typeId: 3, odds: [2, 3], stake: 10, iso: 'RUB' })).toMatchObject({ possibleWin: 40, minWin: 10 });
  });

  it('pays blocks each block’s stake × its odds: [2, 3] at ₽10 is ₽60, [1.5] at ₽20 is ₽30; ₽90 in all, ₽30 at least, ₽30 staked', () => {
    const payout = couponPayout({ typeId: 4, odds: [2, 3, 1.5], stake: 10, blockIds: [1, 1, 2], amountByBlockId: { 1: 10, 2: 20 }, iso: 'RUB' });
    expect(payout).toMatchObject({ possibleWin: 90, minWin: 30, totalStake: 30 });
    expect(payout.blocks.map((block) => block.win)).toEqual([60, 30]);
  });

  it('pays nothing for no selections, odds not above 0 or an unknown type', () => {
    expect(couponPayout({ typeId: 1, odds: [], stake: 10, iso: 'RUB' }).possibleWin).toBe(0);
    expect(couponPayout({ typeId: 1, odds: [2, 0], stake: 10, iso: 'RUB' }).possibleWin).toBe(0);
    expect(couponPayout({ typeId: 5, odds: [2], stake: 10, iso: 'RUB' }).possibleWin).toBe(0);
  });
});
