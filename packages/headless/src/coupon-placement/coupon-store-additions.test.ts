import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { createCouponStore, restoreCoupon, serialiseCoupon } from '@bf/headless/coupon';
import { createBonusBet } from '@bf/headless/coupon-placement';
import { feedBet } from './placement-test-kit.tsx';

// The coupon store actions and fields the slip added: promo code, VIP bet, locking a bet, and the names shown.

describe('coupon store, as the slip uses it', () => {
  it('keeps the promo code to letters, digits, _ and -, at most 32', () => {
    const store = createCouponStore();
    store.setPromoCode('  Spring 2025!_bonus-code-that-is-far-too-long ');
    expect(store.state.promoCode).toBe('Spring2025_bonus-code-that-is-fa');
    expect(store.state.manualPromoCode).toBe(store.state.promoCode);
  });

  it('turns the VIP bet on and off', () => {
    const store = createCouponStore();
    store.setVipBet(true);
    expect(store.state.isActiveVipBet).toBe(true);
    store.setVipBet(false);
    expect(store.state.isActiveVipBet).toBe(false);
  });

  it('locks and unlocks a bet (not the bonus bet), and marks a finished game', () => {
    const store = createCouponStore({ isBonusBetAvailable: true });
    [1, 2, 3].forEach((id) => store.addBet(feedBet(id, 1.5)));
    store.addBet(createBonusBet(1.03));
    expect(store.setBetBlocked('2', true, { isFinished: true })).toBe(true);
    expect(store.state.bets[1]).toMatchObject({ isBlocked: true, isFinished: true });
    expect(store.setBetBlocked('2', false)).toBe(true);
    expect(store.state.bets[1]).toMatchObject({ isBlocked: false, isFinished: true });
    expect(store.setBetBlocked('express-bonus', true)).toBe(false);
    expect(store.setBetBlocked('nope', true)).toBe(false);
  });

  it('saves the market and outcome names with the coupon', () => {
    const store = createCouponStore();
    store.addBet(feedBet(7, 2, { market: { marketName: 'Total goals', outcomeName: 'Over 2.5' } }));
    const restored = restoreCoupon(serialiseCoupon(snapshot(store.state)));
    expect(restored?.bets[0]?.market).toMatchObject({ marketName: 'Total goals', outcomeName: 'Over 2.5' });
  });
});
