// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createCouponStore, LINE_REMINDER_MS, LIVE_REMINDER_MS } from '@bf/headless/coupon';
import { reminderDueAt, useCouponReminder, useOddsMovement } from '@bf/headless/coupon-placement';
import { fakeCouponApi, feedBet, placementWrapper } from './placement-test-kit.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_750_000_000_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the coupon reminder (COUPON-059)', () => {
  it('falls due the delay after the last selection was added', () => {
    expect(reminderDueAt({ a: 1000, b: 5000 }, 30_000)).toBe(35_000);
    expect(reminderDueAt({}, 30_000)).toBeNull();
    expect(reminderDueAt({ a: 1 }, null)).toBeNull();
  });

  it('reminds of a line coupon after 5 minutes and of a coupon with a live bet after 30 s', async () => {
    const store = createCouponStore();
    store.addBet(feedBet(1, 2));
    const { result } = renderHook(() => useCouponReminder(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api }) });
    expect(result.current.isDue).toBe(false);
    await act(async () => void vi.advanceTimersByTime(LINE_REMINDER_MS - 1000));
    expect(result.current.isDue).toBe(false);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(result.current.isDue).toBe(true);

    await act(async () => void store.addBet(feedBet(2, 1.8, { market: { isLive: true } })));
    expect(result.current.isDue).toBe(false);
    await act(async () => void vi.advanceTimersByTime(LIVE_REMINDER_MS));
    expect(result.current.isDue).toBe(true);
    await act(async () => result.current.dismiss());
    expect(result.current.isDue).toBe(false);
  });

  it('never reminds of an empty coupon', async () => {
    const store = createCouponStore();
    const { result } = renderHook(() => useCouponReminder(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api }) });
    await act(async () => void vi.advanceTimersByTime(LINE_REMINDER_MS * 2));
    expect(result.current.isDue).toBe(false);
  });
});

describe('odds movement', () => {
  it('shows which way a price moved for 3 s', async () => {
    const store = createCouponStore();
    store.addBet(feedBet(1, 2));
    const { result, rerender } = renderHook(({ bets }) => useOddsMovement(bets), { initialProps: { bets: [feedBet(1, 2)] } });
    expect(result.current).toEqual({ '1': 'none' });
    rerender({ bets: [feedBet(1, 2.2)] });
    expect(result.current).toEqual({ '1': 'up' });
    await act(async () => void vi.advanceTimersByTime(3001));
    expect(result.current).toEqual({ '1': 'none' });
    rerender({ bets: [feedBet(1, 2.0)] });
    expect(result.current).toEqual({ '1': 'down' });
  });
});
