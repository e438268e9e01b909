import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { betIdOf } from './coupon-types.ts';
import { lockedBetIds as lockedIdsOf } from './bet-conditions.ts';
import { calcPossibleWin, couponCoef } from './possible-win.ts';
import { bonusBetFactor, isBonusBetOffered, withoutBonusBet } from './bonus-bet.ts';
import { stakeLimits } from './stake-rules.ts';
import { amountLimits, canUsePromoCode, canUseVipBet, checkAmount, type AmountCheck, type AmountLimits } from './amount-limits.ts';
import { couponReminderMs } from './coupon-reminder.ts';
import { FALLBACK_CURRENCY_ISO } from './amount-steps.ts';
import type { CouponModel, CouponStore } from './coupon-store.ts';
import { useCouponContext, useCouponStore, type CouponConfig } from './use-coupon.ts';

// The coupon with its derived figures (payout, limits, bonus): what the slip, the print page and placing read. Its
// own module, so the page's first load (which only needs the provider and the selections) does not carry the rules.

export interface CouponOptions {
  /** Overrides the provider's site config flags. */
  config?: CouponConfig;
}

/** The express bonus on offer (spec: site-routes §5). */
export interface BonusOffer {
  isOffered: boolean;
  /** The bonus multiplier for the current selections. */
  factor: number;
  /** The coupon coefficient with the bonus applied. */
  coef: number;
}

type CouponActions = Omit<CouponStore, 'state' | 'dispose'>;

/** The coupon as a component sees it: state, derived values and actions. */
export type CouponView = Readonly<CouponModel> &
  CouponActions & {
    /** Payout if everything wins, rounded down to the minor unit. */
    possibleWin: number;
    /** The smallest winning return (docs/decisions.md COUPON-052). */
    minWin: number;
    maxWin: number;
    systemOptions: CouponModel['systemValues'];
    bonusOffer: BonusOffer;
    canUseVip: boolean;
    canUsePromo: boolean;
    lockedBetIds: string[];
    /** Coupon reminder delay; null for an empty coupon. */
    reminderMs: number | null;
    /** Stake limits in force for this type and account. */
    limits: AmountLimits;
    amountCheck: AmountCheck;
    /** Some odds changed and wait for the player. */
    needsOddsConfirmation: boolean;
  };

/**
 * The coupon of the nearest {@link CouponProvider}, with its derived values and actions.
 * Read the values while rendering: like any `useSnapshot`, it re-renders for the nested values a render reads.
 * @example
 * const coupon = useCoupon();
 * coupon.setAmount(10);
 * coupon.possibleWin; // amount × coefficient
 */
export function useCoupon(options: CouponOptions = {}): CouponView {
  const context = useCouponContext();
  const store = useCouponStore();
  const config = options.config ?? context.config;
  const snap = useSnapshot(store.state) as Readonly<CouponModel>;
  const { bets, typeId, amount, amountByBetId, amountByBlockId, systemValue, settings, maxPayout, account, minBetAmount, maxBetAmount, manuallyDeletedBonusBet } = snap;
  const iso = account?.iso ?? FALLBACK_CURRENCY_ISO;

  const win = useMemo(() => {
    // The one payout rule (payout.ts): the figures the reference API records for the placed coupon.
    return calcPossibleWin({ typeId, bets, amount, amountByBetId, amountByBlockId, exactCoef: settings.exactCoef, systemValue, maxPayout, iso });
  }, [typeId, bets, amount, amountByBetId, amountByBlockId, settings.exactCoef, systemValue, maxPayout, iso]);

  const bonusOffer = useMemo<BonusOffer>(() => {
    const selections = withoutBonusBet(bets);
    const factor = bonusBetFactor(selections.length);
    const isOffered = isBonusBetOffered({ isFeatureOn: config.isAvailableCouponBonusBet ?? false, typeId, bets, manuallyDeletedBonusBet });
    return { isOffered, factor, coef: couponCoef(selections) * factor };
  }, [bets, typeId, manuallyDeletedBonusBet, config.isAvailableCouponBonusBet]);

  const limits = useMemo(
    () =>
      amountLimits({
        typeId,
        // The operator's limits for the currency (stake-rules.ts), shown before placing; a refusal may report others.
        minBetAmount: minBetAmount > 0 ? minBetAmount : stakeLimits(iso).min,
        maxBetAmount: Number.isFinite(maxBetAmount) ? maxBetAmount : stakeLimits(iso).max,
        account,
        config: { couponTypesWithMinAmount: config.couponTypesWithMinAmount ?? [], couponTypesWithMaxAmount: config.couponTypesWithMaxAmount ?? [] },
      }),
    [typeId, minBetAmount, maxBetAmount, account, iso, config.couponTypesWithMinAmount, config.couponTypesWithMaxAmount],
  );

  const canUseVip = useMemo(
    () => canUseVipBet({ isFeatureOn: config.showVipBet ?? false, maxBetAmount, bets, typeId }),
    [config.showVipBet, maxBetAmount, bets, typeId],
  );
  const lockedBetIds = useMemo(() => lockedIdsOf(bets), [bets]);
  const reminderMs = useMemo(() => couponReminderMs(bets), [bets]);
  const actions = useMemo<CouponActions>(() => {
    const { state: _state, dispose: _dispose, ...rest } = store;
    return rest;
  }, [store]);

  return {
    ...snap,
    ...actions,
    ...win,
    systemOptions: snap.systemValues,
    bonusOffer,
    canUseVip,
    canUsePromo: canUsePromoCode(typeId),
    lockedBetIds,
    reminderMs,
    limits,
    amountCheck: checkAmount(amount, limits),
    needsOddsConfirmation: bets.some((bet) => snap.pendingCoefByBetId[betIdOf(bet)] !== undefined),
  };
}
