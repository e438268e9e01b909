import { describe, expect, it } from 'vitest';
import { LINE_REMINDER_MS, LIVE_REMINDER_MS, couponReminderMs } from '@bf/headless/coupon';
import { makeBet } from './coupon-test-bets.ts';

describe('coupon reminder', () => {
  it('reminds after 30 s when any bet is live', () => {
    expect(LIVE_REMINDER_MS).toBe(30_000);
    expect(couponReminderMs([makeBet('1', 2), makeBet('2', 2, { gameStatusId: 2 })])).toBe(30_000);
  });

  it('reminds after 5 minutes when every bet is line', () => {
    expect(LINE_REMINDER_MS).toBe(300_000);
    expect(couponReminderMs([makeBet('1', 2), makeBet('2', 2)])).toBe(300_000);
  });

  it('does not remind about an empty coupon', () => {
    expect(couponReminderMs([])).toBeNull();
  });
});
