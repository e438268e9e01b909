// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '@bf/api-client/errors';
import type { Limit } from './limit-rules.ts';
import { useLimits, type LimitsServicesApi } from './use-limits.ts';

// 2026-03-01 12:00:00 UTC.
const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);
const nowS = NOW / 1000;
const active: Limit = { limitType: 20, limitState: 'ACTIVE', limitValue: 500, limitBalance: 500, needApprove: false, startedAt: nowS - 86_400 * 3, endsAt: null };
// An increase asked 23 h 59 min 50 s ago: its approval time is 10 s away.
const pending: Limit = { limitType: 20, limitState: 'PENDING', limitValue: 2000, limitBalance: null, needApprove: false, startedAt: nowS - 86_390, endsAt: nowS + 10 };

function fakeApi(getLimits: () => Promise<Limit[]>, limitAction: LimitsServicesApi['limitAction'] = vi.fn()): LimitsServicesApi {
  return {
    getLimits: vi.fn(getLimits),
    limitAction,
    setLimits: vi.fn(),
    deleteLimit: vi.fn(),
    blockUser: vi.fn(),
    getSelfExcludeReasons: vi.fn(),
    testAnswers: vi.fn(),
  } as unknown as LimitsServicesApi;
}

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLimits: the refresh at the approval time (LIMIT-028)', () => {
  it('fetches the limits again when a pending change reaches its approval time, not before', async () => {
    const api = fakeApi(async () => [active, pending]);
    renderHook(() => useLimits(api, { isSignedIn: true }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.getLimits).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(api.getLimits).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.getLimits).toHaveBeenCalledTimes(2);
  });

  it('sets no timer when nothing waits', async () => {
    const api = fakeApi(async () => [active]);
    renderHook(() => useLimits(api, { isSignedIn: true }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(api.getLimits).toHaveBeenCalledTimes(1);
  });
});

describe('useLimits: reject (LIMIT-020, LIMIT-030)', () => {
  async function rejectWith(error: ApiError) {
    const api = fakeApi(async () => [active, { ...pending, needApprove: true, endsAt: nowS - 1 }], vi.fn(async () => Promise.reject(error)));
    const { result } = renderHook(() => useLimits(api, { isSignedIn: true }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.limits).toHaveLength(2);
    let outcome: Awaited<ReturnType<typeof result.current.reject>> | undefined;
    await act(async () => {
      outcome = await result.current.reject(20);
    });
    return { limits: result.current.limits, outcome: outcome! };
  }

  it('removes the change from the local list when the reject fails for another reason', async () => {
    const { limits, outcome } = await rejectWith(new ApiError('The 24-hour deposit limit has no change waiting', 404, [{ code: 'limit_not_pending', detail: '' }]));
    expect(limits.map((limit) => limit.limitState)).toEqual(['ACTIVE']);
    expect(outcome).toMatchObject({ ok: false, title: 'The 24-hour deposit limit has no change waiting', statusCode: 404 });
  });

  it('keeps it when the service answers unauthorized or forbidden', async () => {
    for (const status of [401, 403]) {
      const { limits, outcome } = await rejectWith(new ApiError('Forbidden', status));
      expect(limits.map((limit) => limit.limitState)).toEqual(['ACTIVE', 'PENDING']);
      expect(outcome.statusCode).toBe(status);
      cleanup();
    }
  });
});
