import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkUserAtStart, startAutoLogoff, startSessionRefresh } from '@bf/headless/session';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('checkUserAtStart (SESSION-001, SESSION-002, SESSION-004)', () => {
  it('asks twice, 1500 ms apart, when the first answer names no user', async () => {
    const fetchUserId = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce('42');
    const result = checkUserAtStart(fetchUserId);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUserId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetchUserId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUserId).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ kind: 'user', userId: '42' });
  });

  it('stops at the first user id', async () => {
    const fetchUserId = vi.fn().mockResolvedValue('7');
    await expect(checkUserAtStart(fetchUserId)).resolves.toEqual({ kind: 'user', userId: '7' });
    expect(fetchUserId).toHaveBeenCalledTimes(1);
  });

  it('reports no user after two answers without one: the caller disconnects', async () => {
    const fetchUserId = vi.fn().mockResolvedValue(null);
    const result = checkUserAtStart(fetchUserId);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toEqual({ kind: 'absent' });
    expect(fetchUserId).toHaveBeenCalledTimes(2);
  });

  it('reports "unknown" (logged only) when no try got an answer', async () => {
    const error = new Error('Failed to fetch');
    const fetchUserId = vi.fn().mockRejectedValue(error);
    const result = checkUserAtStart(fetchUserId);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toEqual({ kind: 'unknown', error });
  });

  it('counts a failed try then an empty answer as no user', async () => {
    const fetchUserId = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(null);
    const result = checkUserAtStart(fetchUserId);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toEqual({ kind: 'absent' });
  });
});

function visibility(initiallyHidden = false) {
  let hidden = initiallyHidden;
  let listener: ((hidden: boolean) => void) | undefined;
  return {
    isHidden: () => hidden,
    subscribeVisibility: (l: (hidden: boolean) => void) => {
      listener = l;
      return () => (listener = undefined);
    },
    set(value: boolean) {
      hidden = value;
      listener?.(value);
    },
    hasListener: () => listener !== undefined,
  };
}

describe('startSessionRefresh (SESSION-006)', () => {
  it('refreshes every 60 s while the page is visible', () => {
    const refresh = vi.fn();
    const page = visibility();
    const stop = startSessionRefresh({ refresh, ...page });
    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(300_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(page.hasListener()).toBe(false);
  });

  it('makes no call while the page is hidden', () => {
    const refresh = vi.fn();
    const page = visibility();
    startSessionRefresh({ refresh, ...page });
    vi.advanceTimersByTime(30_000);
    page.set(true);
    vi.advanceTimersByTime(600_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes at once when the page shows again after a full interval, then every 60 s', () => {
    const refresh = vi.fn();
    const page = visibility();
    startSessionRefresh({ refresh, ...page });
    page.set(true);
    vi.advanceTimersByTime(65_000);
    page.set(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not refresh on showing again within the interval', () => {
    const refresh = vi.fn();
    const page = visibility();
    startSessionRefresh({ refresh, ...page });
    vi.advanceTimersByTime(10_000);
    page.set(true);
    vi.advanceTimersByTime(5_000);
    page.set(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('starts paused on a hidden page', () => {
    const refresh = vi.fn();
    startSessionRefresh({ refresh, ...visibility(true) });
    vi.advanceTimersByTime(180_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

function activity() {
  let listener: (() => void) | undefined;
  return {
    subscribeActivity: (l: () => void) => {
      listener = l;
      return () => (listener = undefined);
    },
    fire: () => listener?.(),
    hasListener: () => listener !== undefined,
  };
}

describe('startAutoLogoff (SESSION-007, SESSION-009)', () => {
  it('signs out after the configured minutes without activity', () => {
    const onIdle = vi.fn();
    startAutoLogoff({ minutes: 30, onIdle, ...activity() });
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait on activity', () => {
    const onIdle = vi.fn();
    const events = activity();
    startAutoLogoff({ minutes: 1, onIdle, ...events });
    vi.advanceTimersByTime(50_000);
    events.fire();
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('throttles activity at 100 ms: events inside the window do not move the deadline', () => {
    const onIdle = vi.fn();
    const events = activity();
    startAutoLogoff({ minutes: 1, onIdle, ...events });
    vi.advanceTimersByTime(1_000);
    events.fire(); // deadline 61 000
    vi.advanceTimersByTime(99);
    events.fire(); // ignored: 99 ms after the last one
    vi.advanceTimersByTime(60_000 - 99);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(Date.now()).toBe(61_000);
  });

  it('an event 100 ms after the last one counts again', () => {
    const onIdle = vi.fn();
    const events = activity();
    startAutoLogoff({ minutes: 1, onIdle, ...events });
    events.fire(); // t = 0
    vi.advanceTimersByTime(100);
    events.fire(); // t = 100 counts: deadline 60 100
    vi.advanceTimersByTime(60_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when auto-logoff is off (0 minutes), and stops cleanly', () => {
    const onIdle = vi.fn();
    const events = activity();
    startAutoLogoff({ minutes: 0, onIdle, ...events })();
    expect(events.hasListener()).toBe(false);
    const stop = startAutoLogoff({ minutes: 1, onIdle, ...events });
    stop();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(events.hasListener()).toBe(false);
  });
});
