// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { RealityCheckAnswer } from '@bf/api-client/limits';
import type { Limit } from './limit-rules.ts';
import { useRealityCheck, type RealityCheckApi } from './use-reality-check.ts';

// Signed in at 2026-03-01 10:00:00 UTC; the 15-minute reality check was set a day before.
const SIGN_IN = Date.UTC(2026, 2, 1, 10, 0, 0);
const MIN = 60_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

function fakeApi(minutes: number, over: Partial<{ off: boolean }> = {}) {
  const limit: Limit = { limitType: 32, limitState: 'ACTIVE', limitValue: minutes, limitBalance: null, needApprove: false, startedAt: SIGN_IN / 1000 - 86_400, endsAt: null };
  const answers: RealityCheckAnswer[] = [];
  const api: RealityCheckApi & { answers: RealityCheckAnswer[] } = {
    answers,
    getLimits: vi.fn(async () => [limit]),
    getRealityCheck: vi.fn(async () => ({ signed_in_at: SIGN_IN / 1000, do_not_show_again: over.off ?? false, results: [] })),
    answerRealityCheck: vi.fn(async (answer: RealityCheckAnswer) => (answers.push(answer), 204 as const)),
  };
  return api;
}

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount(api: RealityCheckApi, storage = memoryStorage(), logout = vi.fn(async () => undefined)) {
  const recorded = vi.fn();
  return { ...renderHook(() => useRealityCheck({ api, isSignedIn: true, storage, logout, onRecorded: recorded }), { wrapper }), storage, logout, recorded };
}

describe('useRealityCheck', () => {
  it('opens 15 minutes after sign-in, not a second sooner', async () => {
    vi.setSystemTime(SIGN_IN + 10 * MIN);
    const { result } = mount(fakeApi(15));
    await advance(0);
    await advance(5 * MIN - 1000);
    expect(result.current.isOpen).toBe(false);
    await advance(1000);
    expect(result.current.isOpen).toBe(true);
    expect(result.current.shownAtMs).toBe(SIGN_IN + 15 * MIN);
  });

  it('looks at the timer at most every 300 000 ms, refreshing the limits each time', async () => {
    vi.setSystemTime(SIGN_IN);
    const api = fakeApi(60);
    const { result } = mount(api);
    await advance(0);
    expect(api.getLimits).toHaveBeenCalledTimes(1);
    // 60 minutes = 12 steps of 5 minutes; after 11 steps (55 min) the limits were read 1 + 11 times and nothing showed.
    for (let step = 1; step <= 11; step += 1) await advance(5 * MIN);
    expect(api.getLimits).toHaveBeenCalledTimes(12);
    expect(result.current.isOpen).toBe(false);
    await advance(5 * MIN);
    expect(result.current.isOpen).toBe(true);
  });

  it('continue sends the answer and restarts the count in every tab; it shows again one interval later', async () => {
    vi.setSystemTime(SIGN_IN + 15 * MIN);
    const api = fakeApi(15);
    const { result, storage } = mount(api);
    await advance(0);
    await advance(0);
    expect(result.current.isOpen).toBe(true);
    await act(() => result.current.answer('continue'));
    expect(api.answers).toEqual([{ action: 'continue', do_not_show_again: false, popup_show_at: SIGN_IN / 1000 + 900 }]);
    expect(result.current.isOpen).toBe(false);
    // The next due time is kept under realityCheckTimestamp: 10:15 + 15 min = 10:30.
    expect(JSON.parse(storage.items.get('realityCheckTimestamp')!)).toMatchObject({ session: SIGN_IN, dueAt: SIGN_IN + 30 * MIN, off: false });
    await advance(15 * MIN - 1000);
    expect(result.current.isOpen).toBe(false);
    await advance(1000);
    expect(result.current.isOpen).toBe(true);
  });

  it('do-not-show-again silences the rest of the session', async () => {
    vi.setSystemTime(SIGN_IN + 5 * MIN);
    const api = fakeApi(5);
    const { result } = mount(api);
    await advance(0);
    await advance(0);
    act(() => result.current.setDoNotShowAgain(true));
    await act(() => result.current.answer('continue'));
    expect(api.answers[0]).toMatchObject({ action: 'continue', do_not_show_again: true });
    await advance(60 * MIN);
    expect(result.current.isOpen).toBe(false);
  });

  it('counts from an answer another tab stored, and never opens when the service says the session is silenced', async () => {
    vi.setSystemTime(SIGN_IN + 20 * MIN);
    // Another tab answered at 10:12: due 10:27, so at 10:20 nothing shows.
    const storage = memoryStorage({ realityCheckTimestamp: JSON.stringify({ session: SIGN_IN, from: SIGN_IN + 12 * MIN, dueAt: SIGN_IN + 27 * MIN, off: false }) });
    const { result } = mount(fakeApi(15), storage);
    await advance(0);
    await advance(7 * MIN - 1000);
    expect(result.current.isOpen).toBe(false);
    await advance(1000);
    expect(result.current.isOpen).toBe(true);
    cleanup();
    const silenced = mount(fakeApi(15, { off: true }));
    await advance(60 * MIN);
    expect(silenced.result.current.isOpen).toBe(false);
  });

  it('log out clears the timer and signs out', async () => {
    vi.setSystemTime(SIGN_IN + 30 * MIN);
    const api = fakeApi(30);
    const { result, storage, logout } = mount(api);
    await advance(0);
    await advance(0);
    await act(() => result.current.answer('logout'));
    expect(api.answers[0]).toMatchObject({ action: 'logout', do_not_show_again: false });
    expect(storage.items.get('realityCheckTimestamp')).toBe('');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('reports the recorded answer as 204 "action saved" (ERR-003), except a log out, and nothing when it failed', async () => {
    vi.setSystemTime(SIGN_IN + 15 * MIN);
    const api = fakeApi(15);
    const first = mount(api);
    await advance(0);
    await advance(0);
    await act(() => first.result.current.answer('continue'));
    expect(first.recorded.mock.calls).toEqual([[204]]);
    cleanup();

    vi.setSystemTime(SIGN_IN + 30 * MIN);
    const out = mount(fakeApi(15));
    await advance(0);
    await advance(0);
    await act(() => out.result.current.answer('logout'));
    expect(out.recorded).not.toHaveBeenCalled();
    cleanup();

    const failing = fakeApi(15);
    failing.answerRealityCheck = vi.fn(async () => Promise.reject(new Error('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = mount(failing);
    await advance(0);
    await advance(0);
    await act(() => refused.result.current.answer('continue'));
    expect(refused.recorded).not.toHaveBeenCalled();
    expect(refused.result.current.isOpen).toBe(false);
    warn.mockRestore();
  });
});
