// The coupon (bet slip): pure rules and the store that holds one coupon (see README.md for the three coupon folders).

export {
  COUPON_TYPE,
  BET_STATUS,
  CHANGE_COEF_ACTION,
  DEFAULT_CHANGE_COEF_ACTION,
  ONE_CLICK_CHANGE_COEF_ACTION,
  SYSTEM_MIN_VALUE,
  BANKER_BLOCK_ID,
  GAME_STATUS_FINISHED,
  GAME_STATUS_LIVE,
  betIdOf,
} from './coupon-types.ts';
export { createDefaultCouponState, createDefaultCouponSettings } from './coupon-defaults.ts';
export type {
  CouponTypeId,
  BetStatusId,
  ChangeCoefAction,
  CouponMarket,
  PlayersDuel,
  CouponBet,
  SystemOption,
  CouponAccount,
  PlacedCoupon,
  CouponState,
  CouponSettings,
  CouponSubmissionBet,
  CouponSubmission,
} from './coupon-types.ts';

export { createCouponBet } from './create-coupon-bet.ts';
export type { CouponBetFields } from './create-coupon-bet.ts';

export { isLocked, isFinished, isLive, dependentBetIds, markDependentBets, lockedBetIds } from './bet-conditions.ts';

export {
  effectiveOdds,
  isValidOdds,
  elementarySymmetricSums,
  elementarySymmetricSum,
  combinations,
  comboCount,
  splitBankers,
  isSystemPossible,
  clampSystemValue,
  systemOptions,
  maxSystemWin,
  minSystemWin,
  calcSystemBet,
} from './system-bets.ts';
export type { SystemOptionsInput, SystemBetInput, SystemBetResult } from './system-bets.ts';

export {
  CHAIN_MIN_BETS,
  BLOCKS_MIN_COUNT,
  FIRST_BLOCK_ID,
  legResultOf,
  chainPayout,
  calcChainWin,
  groupBlocks,
  calcBlocksWin,
  assignBlocks,
  isBlocksCouponComplete,
} from './chain-block.ts';
export type { ChainLegResult, ChainWin, BlockView, BlocksWin } from './chain-block.ts';

export { couponCoef, calcPossibleWin } from './possible-win.ts';
export type { PossibleWinInput, PossibleWin } from './possible-win.ts';

export {
  BONUS_BET_MIN_COEF,
  BONUS_BET_MIN_BETS,
  BONUS_BET_MIN_COUPON_COEF,
  BONUS_BET_EXCLUDED_KIND,
  withoutBonusBet,
  isBonusBetOffered,
  bonusBetFactor,
  bonusCoefficient,
} from './bonus-bet.ts';
export type { BonusBetOfferInput } from './bonus-bet.ts';

export { isMinAmountApplied, isMaxAmountApplied, amountLimits, checkAmount, canUseVipBet, canUsePromoCode } from './amount-limits.ts';
export type { CouponSiteConfig, AmountLimitsInput, AmountLimits, AmountCheck, VipBetInput } from './amount-limits.ts';

export { DEFAULT_AMOUNTS_BY_CURRENCY, FALLBACK_CURRENCY_ISO, defaultAmounts, initialAmountFor, amountStepFor } from './amount-steps.ts';
export type { AmountDefaults } from './amount-steps.ts';

export { minorUnits, sanitiseAmount, roundToMinorUnits, floorToMinorUnits } from './money.ts';

export { LIVE_REMINDER_MS, LINE_REMINDER_MS, couponReminderMs } from './coupon-reminder.ts';

export { couponBetOf, toPersistedCoupon, serialiseCoupon, restoreCoupon } from './coupon-persistence.ts';
export type { PersistedCoupon, DeepReadonly } from './coupon-persistence.ts';

export { createCouponStore, ONE_CLICK_REPEAT_MS } from './coupon-store.ts';
export type {
  CouponModel,
  CouponStoreOptions,
  CouponStore,
  AddBetResult,
  BetNames,
  OneClickRequestResult,
  OddsChangeResult,
  SubmissionExtras,
  OneClickRequest,
} from './coupon-store.ts';

export { createAddBetChannel } from './add-bet-channel.ts';
export type { AddBetChannel, AddBetListener } from './add-bet-channel.ts';

export { COUPON_STORAGE_KEY, browserCouponStorage, openCouponTabChannel, connectCouponSync } from './coupon-sync.ts';
export type { CouponStorage, CouponTabChannel, CouponSyncOptions } from './coupon-sync.ts';

export { CouponProvider, useCouponStore, useOptionalCouponStore, useBroadcastAddBet, loadCouponEngine } from './use-coupon.ts';
export { useCoupon } from './use-coupon-view.ts';
export type { CouponConfig, CouponProviderProps } from './use-coupon.ts';
export type { CouponOptions, BonusOffer, CouponView } from './use-coupon-view.ts';

export { couponPayout, roundPayout, toMinorUnits, fromMinorUnits, chainReturn } from './payout.ts';
export type { PayoutInput, Payout, ChainLeg } from './payout.ts';

export { stakeLimits, maxPayoutFor, limitsForType, readStake, stakeProblem, RUB_RATES, MIN_STAKE_RUB, MAX_STAKE_RUB, MAX_PAYOUT_RUB } from './stake-rules.ts';
export type { StakeProblem, StakeReading, StakeContext, LimitsForTypeInput } from './stake-rules.ts';
