import { COUPON_TYPE, DEFAULT_CHANGE_COEF_ACTION, SYSTEM_MIN_VALUE, type CouponSettings, type CouponState } from './coupon-types.ts';

// A new coupon and its settings: made by the coupon store, which loads with the slip, so apart from the coupon's types
// and ids, which the first view's odds buttons use.

/** A coupon with every field at its default (spec: site-routes §3; systemValue 2). */
export function createDefaultCouponState(): CouponState {
  return {
    tab: 'coupon',
    typeId: COUPON_TYPE.EXPRESS,
    isActivePlaceBet: false,
    isActiveAutoMax: false,
    isActiveVipBet: false,
    isActiveSystemBanker: false,
    isCouponLoadedFromCode: false,
    isVisibleQuickCoupon: false,
    activePlaceBetIds: [],
    bets: [],
    accountId: null,
    amount: 0,
    amountByBlockId: {},
    amountByBetId: {},
    minBetAmount: 0,
    maxBetAmount: Infinity,
    availablePrepaidAmount: 0,
    coef: 0,
    coefByView: '',
    promoCode: '',
    manualPromoCode: '',
    promoCodes: [],
    systemValue: SYSTEM_MIN_VALUE,
    systemValues: [],
    antiExpressCoef: 0,
    successCoupon: null,
    singlesResultCoupons: [],
    loadCouponInputValue: '',
    expressId: null,
    addedAtByBetId: {},
    maxPayout: 0,
    initialAmount: 0,
    amountStep: 0,
    calcSystemsMin: 0,
    manuallyDeletedBonusBet: false,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
  };
}

/** Coupon settings at their defaults (spec: site-routes §3; changeCoefAction 2). */
export function createDefaultCouponSettings(): CouponSettings {
  return {
    amountStepByCurrencyIso: {},
    isManualAmountStep: false,
    changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: false,
    isCouponFixed: false,
    oneClickAmount: 0,
    isActiveOneClick: false,
    exactCoef: 0,
    isDropOnScoreChange: false,
    expressId: null,
    bonusAccountOneClickAmount: 0,
  };
}
