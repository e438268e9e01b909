import { COUPON_TYPE, type CouponAccount, type CouponBet, type CouponTypeId } from './coupon-types.ts';
import { isLive } from './bet-conditions.ts';
import { limitsForType } from './stake-rules.ts';
import type { SiteConfig } from '@bf/api-client/bff';

// spec: site-routes §5 min/max amount, VIP bet and promo code rules.

/** The site config flags the coupon reads (spec: site-routes §3 "Site config flags"). */
export type CouponSiteConfig = Pick<
  SiteConfig,
  'couponTypesWithMinAmount' | 'couponTypesWithMaxAmount' | 'showVipBet' | 'isAvailableCouponBonusBet' | 'show_one_click' | 'ref_id'
>;

/** The minimum stake applies only to coupon types the site config lists. */
export function isMinAmountApplied(typeId: CouponTypeId, config: Pick<CouponSiteConfig, 'couponTypesWithMinAmount'>): boolean {
  return config.couponTypesWithMinAmount.includes(typeId);
}

/** The maximum stake applies only to listed coupon types, and never on a bonus account. */
export function isMaxAmountApplied(
  typeId: CouponTypeId,
  config: Pick<CouponSiteConfig, 'couponTypesWithMaxAmount'>,
  account: Pick<CouponAccount, 'isBonus'> | null,
): boolean {
  return config.couponTypesWithMaxAmount.includes(typeId) && !account?.isBonus;
}

export interface AmountLimitsInput {
  typeId: CouponTypeId;
  minBetAmount: number;
  maxBetAmount: number;
  account: Pick<CouponAccount, 'isBonus'> | null;
  config: Pick<CouponSiteConfig, 'couponTypesWithMinAmount' | 'couponTypesWithMaxAmount'>;
}

/** The limits in force: `min` 0 and `max` Infinity where a limit does not apply. */
export interface AmountLimits {
  min: number;
  max: number;
}

/** The stake limits that apply to this coupon type and account. */
export function amountLimits({ typeId, minBetAmount, maxBetAmount, account, config }: AmountLimitsInput): AmountLimits {
  // The reference API refuses by the same rule (stake-rules.ts).
  return limitsForType({
    typeId,
    min: minBetAmount,
    max: maxBetAmount,
    isBonusAccount: Boolean(account?.isBonus),
    minTypes: config.couponTypesWithMinAmount,
    maxTypes: config.couponTypesWithMaxAmount,
  });
}

/** Where a stake stands against the limits. */
export type AmountCheck = 'ok' | 'below-min' | 'above-max';

/** Checks a stake against the limits in force. */
export function checkAmount(amount: number, limits: AmountLimits): AmountCheck {
  if (amount < limits.min) return 'below-min';
  if (amount > limits.max) return 'above-max';
  return 'ok';
}

export interface VipBetInput {
  /** Site config `showVipBet`. */
  isFeatureOn: boolean;
  maxBetAmount: number;
  bets: readonly CouponBet[];
  typeId: CouponTypeId;
}

/** VIP bet: feature on, a finite maximum stake, at least one bet, all of them line (not live), and not singles. */
export function canUseVipBet({ isFeatureOn, maxBetAmount, bets, typeId }: VipBetInput): boolean {
  return (
    isFeatureOn &&
    Number.isFinite(maxBetAmount) &&
    bets.length >= 1 &&
    bets.every((bet) => !isLive(bet)) &&
    typeId !== COUPON_TYPE.SINGLES
  );
}

/** A promo code cannot pay for singles. */
export function canUsePromoCode(typeId: CouponTypeId): boolean {
  return typeId !== COUPON_TYPE.SINGLES;
}
