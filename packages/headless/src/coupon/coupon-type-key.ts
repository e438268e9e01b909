import { COUPON_TYPE } from './coupon-types.ts';

/** The coupon types the slip offers (spec: site-routes §4 "Coupon types"; chain and blocks: docs/decisions.md COUPON-026). */
export type CouponTypeKey = 'express' | 'system' | 'chain' | 'blocks' | 'singles';

/** Each slip type's coupon type id, in the order the slip offers them. */
export const COUPON_TYPE_KEYS: Readonly<Record<CouponTypeKey, number>> = {
  express: COUPON_TYPE.EXPRESS,
  system: COUPON_TYPE.SYSTEM,
  chain: COUPON_TYPE.CHAIN,
  blocks: COUPON_TYPE.BLOCKS,
  singles: COUPON_TYPE.SINGLES,
};

/** The slip's key of a coupon type id (express for an id it does not know). */
export const couponTypeKeyOf = (typeId: number): CouponTypeKey =>
  (Object.keys(COUPON_TYPE_KEYS) as CouponTypeKey[]).find((key) => COUPON_TYPE_KEYS[key] === typeId) ?? 'express';
