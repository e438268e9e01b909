import { useCallback, useEffect, useState } from 'react';
import { useCoupon } from '../coupon/use-coupon-view.ts';

// spec: site-routes §9 "Coupon reminder: 30 s for a live bet, 5 min otherwise" (COUPON-059): a coupon left
// unplaced that long reminds the player of it.

/** When the reminder falls due: the last selection's time plus the delay; null for an empty coupon. */
export function reminderDueAt(addedAtByBetId: Readonly<Record<string, number>>, reminderMs: number | null): number | null {
  const times = Object.values(addedAtByBetId).filter(Number.isFinite);
  if (reminderMs === null || times.length === 0) return null;
  return Math.max(...times) + reminderMs;
}

export interface CouponReminderState {
  /** The coupon has waited unplaced for its reminder delay. */
  isDue: boolean;
  /** Hides the reminder until the coupon changes. */
  dismiss(): void;
}

/**
 * The coupon reminder: due 30 s after the last selection when a live bet is in the coupon, 5 min otherwise. Any
 * change to the selections starts it again; placing empties the coupon and ends it. Runs only in the browser.
 */
export function useCouponReminder(now: () => number = Date.now): CouponReminderState {
  const { addedAtByBetId, reminderMs } = useCoupon();
  const dueAt = reminderDueAt(addedAtByBetId, reminderMs);
  const [dueFor, setDueFor] = useState<number | null>(null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);

  useEffect(() => {
    if (dueAt === null) return;
    const wait = dueAt - now();
    if (wait <= 0) {
      setDueFor(dueAt);
      return;
    }
    const timer = setTimeout(() => setDueFor(dueAt), wait);
    return () => clearTimeout(timer);
  }, [dueAt, now]);

  const dismiss = useCallback(() => setDismissedFor(dueAt), [dueAt]);
  return { isDue: dueAt !== null && dueFor === dueAt && dismissedFor !== dueAt, dismiss };
}
