import { describe, expect, it, vi } from 'vitest';
import { consentUpdate, createAnalytics, createCollectorVendor, createDataLayerVendor, KNOWN_EVENT_CODES, reportWebVitals, toCollectorRecord } from '@bf/headless/analytics';

describe('the internal collector record (ANLT-002)', () => {
  it('puts strings, integers and floats in their own slots; booleans as 0/1; string lists joined; the rest left out', () => {
    const record = toCollectorRecord({ code: 10000, at: 1_700_000_000_123, payload: { iso: 'RUB', couponId: 77, coef: 3.25, isLive: true, fields: ['login', 'pass'], nested: { a: 1 }, 'bad key': 'x', nan: Number.NaN } }, '/en/live');
    expect(record).toEqual({ id: 10000, at: 1_700_000_000_123, page: '/en/live', str: { iso: 'RUB', fields: 'login,pass' }, int: { couponId: 77, isLive: 1 }, float: { coef: 3.25 } });
  });

  it('gathers events for 500 ms into one call of at most 50 records; a failed call is logged only', async () => {
    const timers: (() => void)[] = [];
    const delays: number[] = [];
    const send = vi.fn(async (_batch: unknown) => {});
    const collector = createCollectorVendor({ send, page: () => '/en', logError: vi.fn(), setTimer: (run, ms) => (timers.push(run), delays.push(ms)) });
    for (let i = 0; i < 51; i++) collector({ code: 'page', at: i, payload: {} });
    expect(send).not.toHaveBeenCalled();
    expect(delays).toEqual([500]);
    timers[0]!();
    expect(send.mock.calls.map(([batch]) => (batch as { records: unknown[] }).records.length)).toEqual([50, 1]);

    const logError = vi.fn();
    const failing = createCollectorVendor({ send: () => Promise.reject(new Error('down')), page: () => '/', logError, setTimer: (run) => run() });
    failing({ code: 'page', at: 1, payload: {} });
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith('analytics collector failed', expect.any(Error)));
  });
});

describe('the data layer and the consent update (ANLT-001, CONSENT-010)', () => {
  it('pushes each event with its code, and the analytics and ads consent of the stored type', () => {
    const layer: unknown[] = [];
    createDataLayerVendor(layer)({ code: 10002, at: 1, payload: { direction: 'deposit' } });
    expect(layer).toEqual([{ event: 'bf', code: 10002, direction: 'deposit' }]);
    expect(consentUpdate('all')).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', functionality_storage: 'granted' }]);
    expect(consentUpdate('only_functionality')).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'granted' }]);
    expect(consentUpdate('disable')).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'denied' }]);
  });
});

describe('event codes (ANLT-009, ANLT-011, ANLT-012, ANLT-022, ANLT-025)', () => {
  it('knows the bet, payment status and payments page codes and the flow steps; an unknown type is logged, never delivered', () => {
    for (const code of [10000, 10001, 10002, 1000, 1247, 1252, 1253, 1255, 'page', 'password_recovery.approve', 'password_recovery.wrong_code', 'password_recovery.saved', 'registration.email_sent']) expect(KNOWN_EVENT_CODES.has(code)).toBe(true);
    const logError = vi.fn();
    const vendor = vi.fn();
    const analytics = createAnalytics({ knownCodes: KNOWN_EVENT_CODES, logError });
    analytics.addVendor(vendor);
    analytics.start();
    analytics.track(4242, { x: 1 });
    analytics.track(10000, { couponId: 1 });
    expect(logError).toHaveBeenCalledWith('bad analytics type', 4242);
    expect(vendor.mock.calls.map(([event]) => (event as { code: unknown }).code)).toEqual([10000]);
  });
});

describe('web vitals (ANLT-016)', () => {
  it('are reported once, 10 s after load at the latest, with what was measured so far', async () => {
    const track = vi.fn();
    const timers: { run: () => void; ms: number }[] = [];
    const callbacks: ((metric: { name: string; value: number }) => void)[] = [];
    const on = (report: (metric: { name: string; value: number }) => void) => void callbacks.push(report);
    reportWebVitals({ track, sinceLoadMs: () => 2_500, load: async () => ({ onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on }), setTimer: (run, ms) => timers.push({ run, ms }) });
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    // Loaded 2.5 s after the page: the report waits the remaining 7.5 s.
    expect(timers[0]!.ms).toBe(7_500);
    callbacks[0]!({ name: 'LCP', value: 1234.4 });
    callbacks[1]!({ name: 'CLS', value: 0.042 });
    timers[0]!.run();
    timers[0]!.run();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('web_vitals', { LCP: 1234, CLS: 0.042 });
  });

  it('asked later than 10 s after load, reports at once', async () => {
    const timers: number[] = [];
    const on = () => {};
    reportWebVitals({ track: vi.fn(), sinceLoadMs: () => 12_000, load: async () => ({ onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on }), setTimer: (_run, ms) => timers.push(ms) });
    await vi.waitFor(() => expect(timers).toEqual([0]));
  });
});
