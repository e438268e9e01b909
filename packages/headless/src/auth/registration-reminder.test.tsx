// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { canShowReminder, reminderNextAllowedAt, readReminderNextAt, REMINDER_NEXT_AT_KEY, useRegistrationReminder, type RegistrationReminderConfig, type RegistrationReminderState } from '@bf/headless/auth';
import { clearSessionCookies } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, memoryStorage, testToken } from '../session/session-test-kit.tsx';
import { writeUserTokenCookie } from '../session/token-cookie.ts';

let reminder: RegistrationReminderState;
let clock = 1_000_000;
/** How old the page was when the reminder's code arrived (it loads after hydration). */
let pageAge = 0;
const CONFIG: RegistrationReminderConfig = { delaySeconds: 30, intervalMinutes: 10 };

function Probe({ config = CONFIG }: { config?: RegistrationReminderConfig }) {
  reminder = useRegistrationReminder(config, () => clock, () => pageAge);
  return null;
}

const api = () => fakeFetch({ 'GET /web-api/user/v1/config': () => ({ body: { result: {}, error: null } }), 'GET /web-api/session': () => ({ text: 'OK' }), 'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 1 } }) });

async function mount({ storage = memoryStorage(), routeId = 'news', routePath = 'news', isSignedIn = false, config = CONFIG } = {}) {
  const harness = await createSessionHarness(<Probe config={config} />, { path: `/en/${routePath}`, routeId, routePath, fetch: api().fetch, storage, isSignedIn });
  await act(async () => void render(harness.element));
  return storage;
}

async function wait(ms: number) {
  clock += ms;
  await act(async () => void vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  clock = 1_000_000;
  pageAge = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearSessionCookies();
});

describe('registration reminder rules (AUTH-035 to AUTH-037)', () => {
  it('moves the next-allowed time by the interval, or not at all without one', () => {
    expect(reminderNextAllowedAt(1000, 10)).toBe(1000 + 600_000);
    expect(reminderNextAllowedAt(1000, 0)).toBe(1000);
  });

  it('shows only to visitors, with nothing else open, once the next-allowed time has come', () => {
    const base = { isSignedIn: false, isAuthUiOpen: false, nowMs: 5000, nextAllowedAtMs: 5000 };
    expect(canShowReminder(base)).toBe(true);
    expect(canShowReminder({ ...base, isSignedIn: true })).toBe(false);
    expect(canShowReminder({ ...base, isAuthUiOpen: true })).toBe(false);
    expect(canShowReminder({ ...base, nextAllowedAtMs: 5001 })).toBe(false);
  });

  it('reads a missing or broken stored time as "any time"', () => {
    const storage = memoryStorage();
    expect(readReminderNextAt(storage)).toBe(0);
    storage.setItem(REMINDER_NEXT_AT_KEY, 'soon');
    expect(readReminderNextAt(storage)).toBe(0);
    expect(readReminderNextAt(null)).toBe(0);
  });
});

describe('useRegistrationReminder', () => {
  it('opens for a visitor after the delay, and not again until the interval has passed', async () => {
    const storage = await mount();
    await wait(29_000);
    expect(reminder.isOpen).toBe(false);
    await wait(1_000);
    expect(reminder.isOpen).toBe(true);
    expect(reminder.registrationHref).toBe('/en/registration');
    expect(Number(storage.getItem(REMINDER_NEXT_AT_KEY))).toBe(clock + 10 * 60_000);

    act(() => reminder.dismiss());
    expect(reminder.isOpen).toBe(false);
    cleanup();

    // The next page, five minutes later: too soon.
    clock += 5 * 60_000;
    await mount({ storage });
    await wait(30_000);
    expect(reminder.isOpen).toBe(false);
    cleanup();

    // Ten minutes after it showed: again.
    clock += 5 * 60_000;
    await mount({ storage });
    await wait(30_000);
    expect(reminder.isOpen).toBe(true);
  });

  it('counts the delay from the page opening, not from when its code arrived', async () => {
    pageAge = 12_000;
    await mount();
    await wait(17_999);
    expect(reminder.isOpen).toBe(false);
    await wait(1);
    expect(reminder.isOpen).toBe(true);
    cleanup();

    // Code that arrives after the delay shows it at once.
    clock += 10 * 60_000;
    pageAge = 45_000;
    await mount({ storage: memoryStorage() });
    await wait(0);
    expect(reminder.isOpen).toBe(true);
  });

  it('waits while a sign-in form is open', async () => {
    const storage = await mount({ routeId: 'login', routePath: 'user/login' });
    await wait(120_000);
    expect(reminder.isOpen).toBe(false);
    expect(storage.getItem(REMINDER_NEXT_AT_KEY)).toBeNull();
  });

  it('never shows to a signed-in player, nor when the site sets no delay', async () => {
    writeUserTokenCookie(testToken({ sub: '9', exp: Math.floor(Date.now() / 1000) + 3600 }));
    await mount({ isSignedIn: true });
    await wait(60_000);
    expect(reminder.isOpen).toBe(false);
    cleanup();
    clearSessionCookies();

    await mount({ config: { delaySeconds: 0, intervalMinutes: 10 } });
    await wait(600_000);
    expect(reminder.isOpen).toBe(false);
  });
});
