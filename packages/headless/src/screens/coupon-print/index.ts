export { couponPrintModel, useCouponPrintScreen } from './use-coupon-print-screen.ts';
export type {
  CouponPrintBetRow,
  CouponPrintFact,
  CouponPrintModel,
  CouponPrintNoticeModel,
  CouponPrintSheetModel,
} from './use-coupon-print-screen.ts';
