import type { CouponMessage } from './coupon-messages.ts';

// The notice of a one-click bet, apart from the hook, so the placing (loaded on the first click) need not import the hook.

/** What a one-click bet ended with, as the notice shows it. */
export interface OneClickNotice {
  status: 'placing' | 'placed' | 'failed' | 'sign-in';
  /** The notice's text; a failure adds `reason`, to be put into its `{{reason}}`. */
  message: CouponMessage;
  reason: CouponMessage | null;
}
