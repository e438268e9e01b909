import type { CouponBet } from './coupon-types.ts';
import { isLive } from './bet-conditions.ts';

// spec: site-routes §9 "Coupon reminder: 30 s for a live bet, 5 min otherwise".

/** Reminder delay when a live bet is in the coupon. */
export const LIVE_REMINDER_MS = 30_000;
/** Reminder delay for a coupon of line bets only. */
export const LINE_REMINDER_MS = 5 * 60_000;

/** How long an unplaced coupon waits before the reminder: 30 s with a live bet, 5 min otherwise; null for an empty coupon. */
export function couponReminderMs(bets: readonly CouponBet[]): number | null {
  if (bets.length === 0) return null;
  return bets.some(isLive) ? LIVE_REMINDER_MS : LINE_REMINDER_MS;
}
