import { describe, expect, it } from 'vitest';
import { limitsForType, maxPayoutFor, readStake, stakeLimits } from './stake-rules.ts';

const rub = { iso: 'RUB', min: 10, max: 100_000, balance: 1000 };

describe('stake rules', () => {
  it('sets the operator’s limits per currency: ₽10–₽100,000; $0.12–$1,111.11 (10 ÷ 90 up, 100,000 ÷ 90 down); €0.11–€1,020.40', () => {
    expect(stakeLimits('RUB')).toEqual({ min: 10, max: 100_000 });
    expect(stakeLimits('USD')).toEqual({ min: 0.12, max: 1111.11 });
    expect(stakeLimits('EUR')).toEqual({ min: 0.11, max: 1020.4 });
    expect(maxPayoutFor('USD')).toBe(555_555);
  });

  it('applies the limits only to the coupon types the site config lists, and no maximum on a bonus account', () => {
    const lists = { minTypes: [1, 2], maxTypes: [1] };
    expect(limitsForType({ typeId: 1, min: 10, max: 100, isBonusAccount: false, ...lists })).toEqual({ min: 10, max: 100 });
    expect(limitsForType({ typeId: 2, min: 10, max: 100, isBonusAccount: false, ...lists })).toEqual({ min: 10, max: Infinity });
    expect(limitsForType({ typeId: 9, min: 10, max: 100, isBonusAccount: false, ...lists })).toEqual({ min: 0, max: Infinity });
    expect(limitsForType({ typeId: 1, min: 10, max: 100, isBonusAccount: true, ...lists })).toEqual({ min: 10, max: Infinity });
  });

  it('reads plain decimals, a comma as the point and spaces between thousands: "12,5" is 12.5, "1 000" is 1000', () => {
    expect(readStake('12,5', rub)).toEqual({ value: 12.5, problem: null });
    expect(readStake(' 1 000 ', rub)).toEqual({ value: 1000, problem: null });
    expect(readStake('10.50', rub)).toEqual({ value: 10.5, problem: null });
  });

  it('gives no amount for text that is no stake: abc, 1e309 (not finite), 1e3 (no plain decimal), -5, 10.005, nothing', () => {
    expect(readStake('abc', rub)).toEqual({ value: null, problem: 'unparsable' });
    expect(readStake('1e309', rub)).toEqual({ value: null, problem: 'not-finite' });
    expect(readStake('1e3', rub)).toEqual({ value: null, problem: 'unparsable' });
    expect(readStake('9'.repeat(400), rub)).toEqual({ value: null, problem: 'not-finite' });
    expect(readStake('-5', rub)).toEqual({ value: null, problem: 'negative' });
    expect(readStake('10.005', rub)).toEqual({ value: null, problem: 'too-precise' });
    expect(readStake('  ', rub)).toEqual({ value: null, problem: 'empty' });
  });

  it('keeps an amount outside the limits or over the balance, with its problem: 9.99, 0, 100,000.01, 1,000.01 of ₽1,000', () => {
    expect(readStake('9.99', rub)).toEqual({ value: 9.99, problem: 'below-min' });
    expect(readStake('0', rub)).toEqual({ value: 0, problem: 'zero' });
    expect(readStake('100000.01', { ...rub, balance: null })).toEqual({ value: 100_000.01, problem: 'above-max' });
    expect(readStake('1000.01', rub)).toEqual({ value: 1000.01, problem: 'over-balance' });
    expect(readStake('1000', rub)).toEqual({ value: 1000, problem: null });
  });

  it('counts yen without decimals: ¥150.5 is finer than a yen', () => {
    expect(readStake('150.5', { iso: 'JPY', min: 0, max: Infinity, balance: null })).toEqual({ value: null, problem: 'too-precise' });
    expect(readStake('150.0', { iso: 'JPY', min: 0, max: Infinity, balance: null })).toEqual({ value: 150, problem: null });
  });
});
