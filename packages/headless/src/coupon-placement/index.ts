// Calls and their hooks (see ../coupon/README.md): placing (docs/decisions.md CALL-001): the placement store with its
// stable Idempotency-Key, loading a shared coupon, the print page's coupon, the reminder and the slip's view.

export { CouponRoot } from './coupon-root.tsx';
export { CouponPlacementRoot } from './placement-root.tsx';
export type { CouponPlacementInputs } from './placement-inputs.ts';
export { signInHrefFor } from './sign-in-href.ts';
export type { CouponRootProps } from './coupon-root.tsx';
export { CouponPlacementProvider, useCouponPlacementContext } from './placement-context.tsx';
export type { CouponPlacementValue, CouponPlacementProviderProps } from './placement-context.tsx';
export { createPlacementStore } from './placement-store.ts';
export type {
  PlacementStatus,
  LockReason,
  PlacementProblem,
  PlacementSuccess,
  PlacementModel,
  PlacementContext,
  PlacementOutcome,
  PlacementStoreOptions,
  PlacementStore,
} from './placement-store.ts';
export { toPlaceBody, couponIdempotencyKey, couponBetFromPlaced } from './placement-wire.ts';
export type { PlaceBodyExtras } from './placement-wire.ts';
export { usePlaceCoupon } from './use-place-coupon.ts';
export type { PlaceCouponOptions, PlaceCouponState } from './use-place-coupon.ts';
export { useLoadCoupon, applyLoadedCoupon, isCouponCode, useCouponFromLink, couponLinkHref, couponLinkUrl, COUPON_LINK_PARAM } from './use-load-coupon.ts';
export type { LoadCouponResult, LoadCouponState } from './use-load-coupon.ts';
export { useCouponPrint, printView } from './use-coupon-print.ts';
export type { CouponPrintState, CouponPrintProblem, CouponPrintView } from './use-coupon-print.ts';
export { useCouponReminder, reminderDueAt } from './coupon-reminder-timer.ts';
export type { CouponReminderState } from './coupon-reminder-timer.ts';
export { useOddsMovement } from './use-odds-movement.ts';
export { useCouponOddsRefresh, applyOddsQuotes, couponOddsRefreshMs, outcomeIdsOf } from './use-coupon-odds-refresh.ts';
export { useCouponConfig, couponConfigFrom, COUPON_CONFIG_GROUP } from './use-coupon-config.ts';
export { quickAmounts, formatMoney, parseStake, currencySymbol } from '../coupon/coupon-amounts.ts';
export { useCouponSlip, createBonusBet, lockReasonOf, couponTypeKeyOf } from './use-coupon-slip.ts';
export type { CouponSlipView, CouponSelectionView, CouponTypeKey, SelectionLockReason, CouponSlipOptions } from './use-coupon-slip.ts';
export { problemMessage, placementAnnouncement, placeBlockerMessage, lockMessage, selectionName, selectionLineText } from './coupon-messages.ts';
export type { CouponTranslate, SelectionLineText } from './coupon-messages.ts';
export type { CouponMessage, ProblemFormatters } from './coupon-messages.ts';
export { copyText } from './clipboard.ts';
// The one-click placing itself (`one-click-placement.ts`) is not re-exported: `useOneClickBet` loads it on the first click.
export { useOneClickBet, ONE_CLICK_NOTICE_MS } from './one-click.ts';
export type { OneClickBetState, OneClickNotice } from './one-click.ts';
export { useSaveCoupon } from './use-save-coupon.ts';
export type { SaveCouponResult, SaveCouponState } from './use-save-coupon.ts';
