import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENT,
  ANALYTICS_START_DELAY_MS,
  REGISTRATION_ATTEMPTS_KEY,
  analyticsStartDelayMs,
  classifyLoginFieldError,
  createAnalytics,
} from '@bf/headless/analytics';

function storage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('event codes (ANLT-004 to ANLT-014)', () => {
  it('are the spec numbers', () => {
    expect(ANALYTICS_EVENT).toEqual({
      registrationClick: 1000,
      smsSent: 1247,
      smsFailed: 1253,
      smsCorrectCode: 1252,
      smsNotReceived: 1004,
      successfulBet: 10000,
      successfulRegistration: 1255,
      paymentStatus: 10001,
      paymentsPage: 10002,
      captchaSuccess: 10190,
      captchaFailed: 10191,
    });
  });
});

describe('the queue', () => {
  it('keeps events until analytics has started and a vendor is wired, then delivers them in order', () => {
    const analytics = createAnalytics({ now: () => 5 });
    analytics.track(ANALYTICS_EVENT.registrationClick, { type: 'fast_reg' });
    analytics.track('login.page');
    const vendor = vi.fn();
    analytics.addVendor(vendor);
    expect(vendor).not.toHaveBeenCalled();
    expect(analytics.pending()).toHaveLength(2);
    analytics.start();
    expect(vendor.mock.calls.map(([event]) => event)).toEqual([
      { code: 1000, payload: { type: 'fast_reg' }, at: 5 },
      { code: 'login.page', payload: {}, at: 5 },
    ]);
    expect(analytics.pending()).toEqual([]);
    analytics.track(ANALYTICS_EVENT.smsSent);
    expect(vendor).toHaveBeenCalledTimes(3);
  });

  it('a vendor wired later still gets the queue; a failing vendor does not stop the others', () => {
    const logError = vi.fn();
    const analytics = createAnalytics({ logError });
    analytics.start();
    analytics.track(ANALYTICS_EVENT.captchaFailed);
    const good = vi.fn();
    analytics.addVendor(() => {
      throw new Error('pixel down');
    });
    analytics.addVendor(good);
    analytics.track(ANALYTICS_EVENT.captchaSuccess);
    expect(good).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith('analytics vendor failed', expect.any(Error));
  });

  it('drops the oldest events past its limit', () => {
    const analytics = createAnalytics();
    for (let i = 0; i < 250; i++) analytics.track(i);
    expect(analytics.pending()).toHaveLength(200);
    expect(analytics.pending()[0]!.code).toBe(50);
  });
});

describe('registration attempts (ANLT-023, ANLT-024)', () => {
  it('counts clicks with the last-call time in storage', () => {
    const store = storage();
    let now = 1_000;
    const analytics = createAnalytics({ storage: store, now: () => now });
    expect(analytics.countRegistrationAttempt()).toEqual({ count: 1, lastCallAt: 1_000 });
    now = 2_000;
    expect(analytics.countRegistrationAttempt()).toEqual({ count: 2, lastCallAt: 2_000 });
    expect(JSON.parse(store.data.get(REGISTRATION_ATTEMPTS_KEY)!)).toEqual({ count: 2, lastCallAt: 2_000 });
    // A new page (a new instance) reads the same counter.
    expect(createAnalytics({ storage: store, now: () => now }).registrationAttempts()).toEqual({ count: 2, lastCallAt: 2_000 });
  });

  it('forgets the counter 24 hours after the last call', () => {
    const store = storage();
    let now = 0;
    const analytics = createAnalytics({ storage: store, now: () => now });
    analytics.countRegistrationAttempt();
    now = 86_399_999;
    expect(analytics.registrationAttempts().count).toBe(1);
    now = 86_400_000;
    expect(analytics.registrationAttempts().count).toBe(0);
    expect(analytics.countRegistrationAttempt()).toEqual({ count: 1, lastCallAt: 86_400_000 });
  });

  it('registration done resets the counter and its time', () => {
    const store = storage();
    const analytics = createAnalytics({ storage: store, now: () => 10 });
    analytics.countRegistrationAttempt();
    analytics.resetRegistrationAttempts();
    expect(store.data.has(REGISTRATION_ATTEMPTS_KEY)).toBe(false);
    expect(analytics.registrationAttempts()).toEqual({ count: 0, lastCallAt: 0 });
  });

  it('ignores a damaged stored counter', () => {
    const store = storage();
    store.setItem(REGISTRATION_ATTEMPTS_KEY, '{"count":"x"}');
    expect(createAnalytics({ storage: store }).registrationAttempts().count).toBe(0);
    store.setItem(REGISTRATION_ATTEMPTS_KEY, 'not json');
    expect(createAnalytics({ storage: store }).registrationAttempts().count).toBe(0);
  });
});

describe('login and recovery counters (ANLT-018, ANLT-019, ANLT-026)', () => {
  it('count per click and reset on success', () => {
    const analytics = createAnalytics();
    expect(analytics.countLoginAttempt()).toBe(1);
    expect(analytics.countLoginAttempt()).toBe(2);
    analytics.resetLoginAttempts();
    expect(analytics.countLoginAttempt()).toBe(1);
    expect(analytics.countRecoveryAttempt()).toBe(1);
    analytics.resetRecoveryAttempts();
    expect(analytics.countRecoveryAttempt()).toBe(1);
  });
});

describe('checks (ANLT-021, ANLT-027, ANLT-015)', () => {
  it('classes login field errors as login, pass, both or unknown', () => {
    expect(classifyLoginFieldError(['login'])).toBe('login');
    expect(classifyLoginFieldError(['passwordLogin'])).toBe('pass');
    expect(classifyLoginFieldError(['phone', 'passwordPhone'])).toBe('both');
    expect(classifyLoginFieldError(['smsCode'])).toBe('unknown');
  });

  it('logs an unknown registration type, social id or bonus id instead of tracking it', () => {
    const logError = vi.fn();
    const analytics = createAnalytics({ logError });
    expect(analytics.checkValue('bonus id', 3, [0, 1, 2])).toBe(false);
    expect(logError).toHaveBeenCalledWith('bad analytics bonus id', 3);
    expect(analytics.checkValue('registration type', 'fast_reg', ['fast_reg'])).toBe(true);
  });

  it('starts 10 s after load, at once on registration pages', () => {
    expect(ANALYTICS_START_DELAY_MS).toBe(10_000);
    expect(analyticsStartDelayMs('home')).toBe(10_000);
    expect(analyticsStartDelayMs('registration')).toBe(0);
    expect(analyticsStartDelayMs('registration-type')).toBe(0);
  });
});
