// Drawn alike on both platforms (docs/decisions.md, Shared kit ground).
export { CouponEmpty } from '@bf/ui-core/coupon/coupon-results';
