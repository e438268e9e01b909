import { COUPON_TYPE, type CouponBet, type CouponTypeId } from './coupon-types.ts';
import { couponCoef } from './possible-win.ts';

// spec: site-routes §5 "Bonus bet is offered only if all hold…" and "Bonus coefficient…"; §4 coupon behaviour.

/** Every selection needs at least these odds for the bonus. */
export const BONUS_BET_MIN_COEF = 1.1;
/** Selections needed for the bonus. */
export const BONUS_BET_MIN_BETS = 3;
/** The coupon's coefficient needs at least this for the bonus. */
export const BONUS_BET_MIN_COUPON_COEF = 1.01;
/** A selection of this market kind rules the bonus out. */
export const BONUS_BET_EXCLUDED_KIND = 7;

export interface BonusBetOfferInput {
  /** Site config `isAvailableCouponBonusBet`. */
  isFeatureOn: boolean;
  typeId: CouponTypeId;
  /** The coupon's bets; a bonus bet already in them is not counted. */
  bets: readonly CouponBet[];
  /** The coupon coefficient; by default the product of the (non-bonus) selections' odds. */
  couponCoef?: number;
  manuallyDeletedBonusBet: boolean;
}

/** The coupon's selections other than the bonus bet. */
export const withoutBonusBet = (bets: readonly CouponBet[]): CouponBet[] => bets.filter((bet) => !bet.isBonusBet);

/** Whether the express bonus bet is offered: feature on, express, ≥ 3 bets all at odds ≥ 1.1 and none of kind 7, coupon coefficient ≥ 1.01, not removed by the player. */
export function isBonusBetOffered(input: BonusBetOfferInput): boolean {
  const bets = withoutBonusBet(input.bets);
  const coef = input.couponCoef ?? couponCoef(bets);
  return (
    input.isFeatureOn &&
    input.typeId === COUPON_TYPE.EXPRESS &&
    !input.manuallyDeletedBonusBet &&
    bets.length >= BONUS_BET_MIN_BETS &&
    bets.every((bet) => bet.market.coef >= BONUS_BET_MIN_COEF && bet.market.kind !== BONUS_BET_EXCLUDED_KIND) &&
    coef >= BONUS_BET_MIN_COUPON_COEF
  );
}

/** The bonus multiplier for `count` selections: 1 + count/100 for 1 to 9, otherwise 1.1. */
export function bonusBetFactor(count: number): number {
  const whole = Math.floor(count);
  return whole >= 1 && whole <= 9 ? 1 + whole / 100 : 1.1;
}

/** A coefficient with the bonus applied: coef × (1 + count/100) for 1 to 9 selections, otherwise × 1.1. */
export function bonusCoefficient(coef: number, count: number): number {
  return coef * bonusBetFactor(count);
}
