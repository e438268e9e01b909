// The mobile bet slip: a bottom sheet opened from a floating button, its parts, and the printable coupon. Markup
// only: the app hands in the bet slip's screen model (`@bf/headless/screens/coupon-slip`) or parts of it.
export { CouponSheet, CouponSheetFooter, BetSlipButton, CouponSection, CouponLiveRegion, CouponNotice, CouponToast, SavedCouponNotice } from './coupon-sheet.tsx';
export type { CouponSheetProps } from './coupon-sheet.tsx';
export { CouponSelection, CouponSelectionList } from './coupon-selection.tsx';
export type { CouponSelectionProps } from './coupon-selection.tsx';
export { StakeField, QuickAmounts } from './stake-field.tsx';
export type { StakeFieldProps } from './stake-field.tsx';
export { CouponSelect, CouponSwitch, CouponTextField, CouponSummary } from './coupon-controls.tsx';
export { PlaceBetButton, CouponProblems, CouponSuccess, CouponEmpty, ConfirmDialog } from './coupon-results.tsx';
export type { CouponSuccessProps, ConfirmDialogProps } from './coupon-results.tsx';
export { SegmentedCouponTypes } from './coupon-type-switch.tsx';
export type { SegmentedCouponTypesProps } from './coupon-type-switch.tsx';
export { CouponPrintSheet } from './coupon-print.tsx';
export type { CouponPrintSheetProps } from './coupon-print.tsx';
