import { describe, expect, it } from 'vitest';
import { amountLimits, canUsePromoCode, canUseVipBet, checkAmount, isMaxAmountApplied, isMinAmountApplied } from '@bf/headless/coupon';
import { betsWithOdds, makeBet } from './coupon-test-bets.ts';

const config = { couponTypesWithMinAmount: [1, 2], couponTypesWithMaxAmount: [1] };

describe('amount limits', () => {
  it('applies the minimum only to types the site config lists', () => {
    expect(isMinAmountApplied(1, config)).toBe(true);
    expect(isMinAmountApplied(9, config)).toBe(false);
    expect(amountLimits({ typeId: 9, minBetAmount: 50, maxBetAmount: 1000, account: null, config }).min).toBe(0);
    expect(amountLimits({ typeId: 2, minBetAmount: 50, maxBetAmount: 1000, account: null, config }).min).toBe(50);
  });

  it('applies the maximum only to types the site config lists', () => {
    expect(isMaxAmountApplied(1, config, null)).toBe(true);
    expect(isMaxAmountApplied(2, config, null)).toBe(false);
    expect(amountLimits({ typeId: 2, minBetAmount: 50, maxBetAmount: 1000, account: null, config }).max).toBe(Infinity);
  });

  it('never applies the maximum on a bonus account', () => {
    expect(isMaxAmountApplied(1, config, { isBonus: true })).toBe(false);
    expect(amountLimits({ typeId: 1, minBetAmount: 50, maxBetAmount: 1000, account: { isBonus: true }, config }).max).toBe(Infinity);
    expect(amountLimits({ typeId: 1, minBetAmount: 50, maxBetAmount: 1000, account: { isBonus: false }, config }).max).toBe(1000);
  });

  it('tells a stake below the minimum or above the maximum', () => {
    const limits = { min: 50, max: 1000 };
    expect(checkAmount(10, limits)).toBe('below-min');
    expect(checkAmount(50, limits)).toBe('ok');
    expect(checkAmount(1000, limits)).toBe('ok');
    expect(checkAmount(1000.01, limits)).toBe('above-max');
  });

  it('offers the VIP bet only when every condition holds', () => {
    const input = { isFeatureOn: true, maxBetAmount: 1000, bets: betsWithOdds([2, 3]), typeId: 1 };
    expect(canUseVipBet(input)).toBe(true);
    expect(canUseVipBet({ ...input, isFeatureOn: false })).toBe(false);
    expect(canUseVipBet({ ...input, maxBetAmount: Infinity })).toBe(false);
    expect(canUseVipBet({ ...input, bets: [makeBet('1', 2), makeBet('2', 2, { market: { isLive: true } })] })).toBe(false);
    expect(canUseVipBet({ ...input, bets: [] })).toBe(false);
    expect(canUseVipBet({ ...input, typeId: 9 })).toBe(false);
    expect(canUseVipBet({ ...input, typeId: 2 })).toBe(true);
  });

  it('refuses a promo code for singles only', () => {
    expect(canUsePromoCode(9)).toBe(false);
    expect(canUsePromoCode(1)).toBe(true);
    expect(canUsePromoCode(2)).toBe(true);
  });
});
