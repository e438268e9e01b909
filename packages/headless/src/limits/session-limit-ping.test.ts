import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import { startSessionLimitPing } from './session-limit-ping.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startSessionLimitPing', () => {
  it('pings every 30 s while a session limit runs and signs out when it is reached', async () => {
    const answers = [{ ok: true as const, remainingSeconds: 90 }, { ok: true as const, remainingSeconds: 60 }];
    const ping = vi.fn(async () => {
      const next = answers.shift();
      if (next) return next;
      throw new ApiError('ended', 403, [{ code: 'main_session_limit_ended', detail: 'visit tomorrow' }]);
    });
    const onEnded = vi.fn();
    startSessionLimitPing({ ping, onEnded });
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(onEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('stops after one ping when no session limit is set, and keeps trying after a network failure', async () => {
    const none = vi.fn(async () => ({ ok: true as const, remainingSeconds: null }));
    startSessionLimitPing({ ping: none, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(none).toHaveBeenCalledTimes(1);

    const flaky = vi.fn().mockRejectedValueOnce(new ApiError('offline', 0)).mockResolvedValue({ ok: true, remainingSeconds: null });
    startSessionLimitPing({ ping: flaky, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('shows the end when the time left runs out on the client timer, even when no ping gets through (LIMIT-032)', async () => {
    // 2 hours left at sign-in; every later ping fails (offline).
    const ping = vi.fn().mockResolvedValueOnce({ ok: true, remainingSeconds: 7200 }).mockRejectedValue(new ApiError('offline', 0));
    const onEnded = vi.fn();
    startSessionLimitPing({ ping, onEnded });
    await vi.advanceTimersByTimeAsync(7_199_999);
    expect(onEnded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
    // Ended: no more pings, no second alert.
    const calls = ping.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ping).toHaveBeenCalledTimes(calls);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('sets the timer again from each answer (the server knows best)', async () => {
    // 3600 s left, then the next answer (30 s later) says 60 s: the end comes 90 s after the start, not 3600 s.
    const ping = vi.fn().mockResolvedValueOnce({ ok: true, remainingSeconds: 3600 }).mockResolvedValueOnce({ ok: true, remainingSeconds: 60 }).mockRejectedValue(new ApiError('offline', 0));
    const onEnded = vi.fn();
    startSessionLimitPing({ ping, onEnded });
    await vi.advanceTimersByTimeAsync(89_999);
    expect(onEnded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('stops pinging once stopped', async () => {
    const ping = vi.fn(async () => ({ ok: true as const, remainingSeconds: 600 }));
    const stop = startSessionLimitPing({ ping, onEnded: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
