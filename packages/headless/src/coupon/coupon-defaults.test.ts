import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION, ONE_CLICK_CHANGE_COEF_ACTION, SYSTEM_MIN_VALUE } from './coupon-types.ts';
import { createDefaultCouponSettings, createDefaultCouponState } from './coupon-defaults.ts';
import { makeBet } from './coupon-test-bets.ts';

// Field lists exactly as spec site-routes §3 writes them.
const COUPON_STATE_FIELDS =
  'tab, typeId, isActivePlaceBet, isActiveAutoMax, isActiveVipBet, isActiveSystemBanker, isCouponLoadedFromCode, isVisibleQuickCoupon, activePlaceBetIds, bets, accountId, amount, amountByBlockId, amountByBetId, minBetAmount, maxBetAmount, availablePrepaidAmount, coef, coefByView, promoCode, manualPromoCode, promoCodes, systemValue, systemValues, antiExpressCoef, successCoupon, singlesResultCoupons, loadCouponInputValue, expressId, addedAtByBetId, maxPayout, initialAmount, amountStep, calcSystemsMin, manuallyDeletedBonusBet, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit';
const COUPON_SETTINGS_FIELDS =
  'amountStepByCurrencyIso, isManualAmountStep, changeCoefAction, isAutoMax, isVipBet, isBalanceShown, isPossibleWinShown, isSelectAccountShown, isCouponFixed, oneClickAmount, isActiveOneClick, exactCoef, isDropOnScoreChange, expressId, bonusAccountOneClickAmount';
const list = (fields: string) => fields.split(', ').sort();

describe('coupon defaults', () => {
  it('has every coupon state field of the spec and systemValue 2 by default', () => {
    const state = createDefaultCouponState();
    expect(Object.keys(state).sort()).toEqual(list(COUPON_STATE_FIELDS));
    expect(state.systemValue).toBe(2);
    expect(SYSTEM_MIN_VALUE).toBe(2);
  });

  it('has every coupon settings field of the spec and changeCoefAction 2 by default', () => {
    const settings = createDefaultCouponSettings();
    expect(Object.keys(settings).sort()).toEqual(list(COUPON_SETTINGS_FIELDS));
    expect(settings.changeCoefAction).toBe(2);
    expect(ONE_CLICK_CHANGE_COEF_ACTION).toBe(1);
    expect(CHANGE_COEF_ACTION).toEqual({ CONFIRM: 0, ACCEPT_ANY: 1, ACCEPT_INCREASE: 2 });
  });

  it('gives each default coupon its own objects', () => {
    const a = createDefaultCouponState();
    const b = createDefaultCouponState();
    a.bets.push(makeBet('1', 2));
    a.amountByBetId['1'] = 5;
    expect(b.bets).toEqual([]);
    expect(b.amountByBetId).toEqual({});
  });
});
