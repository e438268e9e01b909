// The coupon service (CALL-001): placement with an Idempotency-Key, loading by code, the stored coupon, history.
export {
  COUPON_BASE_PATH,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  couponKeys,
  createCouponApi,
  couponErrorsOf,
  toCouponError,
} from './coupon-api.ts';
export type { CouponApi, PlaceCouponOptions } from './coupon-api.ts';
export {
  placedBetMarketSchema,
  placedBetSchema,
  placedCouponSchema,
  couponResponseSchema,
  loadedCouponSchema,
  savedCouponSchema,
  couponHistorySchema,
  couponPlaceBetSchema,
  couponPlaceBodySchema,
  couponErrorMetaSchemas,
  COUPON_PLAIN_ERROR_CODES,
} from './coupon-schemas.ts';
export type {
  PlacedBetMarket,
  PlacedBet,
  PlacedCouponView,
  CouponResponse,
  LoadedCouponView,
  SavedCouponView,
  CouponHistory,
  CouponPlaceBet,
  CouponPlaceBody,
  CouponError,
  CouponErrorCode,
  CouponPlainErrorCode,
} from './coupon-schemas.ts';
