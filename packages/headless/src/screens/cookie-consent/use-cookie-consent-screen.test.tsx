// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { ConsentProvider } from '@bf/headless/consent';
import { useCookieConsentScreen, useCookieSettingsEntry, type CookieConsentModel } from '@bf/headless/screens/cookie-consent';
import { createAnalytics } from '@bf/headless/analytics';
import { clearSessionCookies } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, memoryStorage, testToken } from '../../session/session-test-kit.tsx';
import { writeUserTokenCookie } from '../../session/token-cookie.ts';

let model: CookieConsentModel;
let settings: ReturnType<typeof useCookieSettingsEntry>;
function Probe() {
  model = useCookieConsentScreen();
  settings = useCookieSettingsEntry();
  return null;
}

const COLLECT = '/web-api/analytics/v1/collect';
const AGREE_TIME = '/web-api/api-v3/v2/user/cookies-agree-time';
const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.split('=')[1];

async function mount({ path = '/en/information/about', routeId = 'information-about', routePath = 'information/about', isSignedIn = false, storage = memoryStorage(), withStoredAnalytics = false, isCollectorAvailable = true } = {}) {
  if (isSignedIn) writeUserTokenCookie(testToken({ sub: '9', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const api = fakeFetch({
    [`POST ${COLLECT}`]: () => ({ body: { result: true } }),
    [`POST ${AGREE_TIME}`]: () => ({ body: { result: true } }),
    'GET /web-api/analytics/v1/counters': () => ({ body: { counters: [{ kind: 'goal_counter', id: '1045' }] } }),
    'GET /web-api/user/v1/config': () => ({ body: { result: { user_name: 'p' }, error: null } }),
    'GET /web-api/session': () => ({ text: 'OK' }),
    'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 9 } }),
  });
  const harness = await createSessionHarness(
    <ConsentProvider routeId={routeId} isCollectorAvailable={isCollectorAvailable}>
      <Probe />
    </ConsentProvider>,
    { path, routeId, routePath, fetch: api.fetch, storage, isSignedIn, ...(withStoredAnalytics ? { analytics: createAnalytics({ storage }) } : {}) },
  );
  await act(async () => void render(harness.element));
  return { api, storage, harness };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
  for (const name of ['cookies_agree_type', 'window_width', 'tzo']) document.cookie = `${name}=; max-age=0; path=/`;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('the cookie-consent modal (CONSENT-004 to CONSENT-010)', () => {
  it('shows the main view to a visitor who has not chosen, with no close action, and nothing is sent or set before a choice', async () => {
    const { api } = await mount();
    expect(model).toMatchObject({ isOpen: true, view: 'main', title: 'We use cookies', acceptAll: { label: 'Accept all' }, customize: { label: 'Customize' }, onlyNecessary: { label: 'Only necessary' } });
    expect(model).not.toHaveProperty('onClose');
    expect(model.policyLink).toEqual({ label: 'Cookie policy', href: '/en/information/cookies' });
    // The page event waits in the queue; the analytics started (delay 0 in the harness) but has no vendor.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('POST', COLLECT)).toEqual([]);
    expect(api.calls.some((call) => call.path.includes('/analytics/'))).toBe(false);
    expect(cookie('window_width')).toBeUndefined();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('accept all stores all, keeps the agree time locally for a visitor, sets the functional cookies and sends the page event to the collector', async () => {
    const { api, storage } = await mount();
    await act(async () => model.acceptAll.onPress());
    expect(model.isOpen).toBe(false);
    expect(cookie('cookies_agree_type')).toBe('all');
    expect(storage.data.get('cookies_agree_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(api.callsTo('POST', AGREE_TIME)).toEqual([]);
    expect(cookie('window_width')).toBeDefined();
    await waitFor(() => expect(api.callsTo('POST', COLLECT).length).toBeGreaterThan(0));
    const records = api.callsTo('POST', COLLECT).flatMap((call) => (call.body as { records: { id: unknown; str: Record<string, string> }[] }).records);
    expect(records).toContainEqual(expect.objectContaining({ id: 'page', str: { route: 'information-about', path: '/en/information/about' } }));
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', functionality_storage: 'granted' }]);
    // The counters request (CALL-030): asked with the domain and project id once consented; its answer reaches the data layer.
    const counters = api.callsTo('GET', '/web-api/analytics/v1/counters');
    expect(counters).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(counters[0]!.search))).toEqual({ domain: 'localhost', projectId: '1' });
    await waitFor(() => expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'bf.counters', counters: [{ kind: 'goal_counter', id: '1045' }] }));
  });

  it('with isFatmanAnalyticsAvailable off in the site config, accept all feeds the data layer and never the internal collector (ANLT-003)', async () => {
    const { api } = await mount({ isCollectorAvailable: false });
    await act(async () => model.acceptAll.onPress());
    await waitFor(() => expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual(expect.objectContaining({ event: 'bf', code: 'page' })));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', COLLECT)).toEqual([]);
  });

  it('only necessary stores disable: no functional cookie, no collector call, no agree time', async () => {
    const { api, storage } = await mount();
    await act(async () => model.onlyNecessary.onPress());
    expect(cookie('cookies_agree_type')).toBe('disable');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', COLLECT)).toEqual([]);
    expect(cookie('window_width')).toBeUndefined();
    expect(storage.data.has('cookies_agree_time')).toBe(false);
  });

  it('customize lists necessary (locked), functionality and marketing; accept selected stores the rule\'s type', async () => {
    const { api } = await mount();
    await act(async () => model.customize.onPress());
    expect(model.view).toBe('customize');
    expect(model.options.map(({ id, name, checked, disabled }) => ({ id, name, checked, disabled }))).toEqual([
      { id: 'necessary', name: 'Necessary', checked: true, disabled: true },
      { id: 'functionality', name: 'Functionality', checked: false, disabled: false },
      { id: 'marketing', name: 'Marketing', checked: false, disabled: false },
    ]);
    await act(async () => model.options[1]!.onToggle());
    await act(async () => model.acceptSelected.onPress());
    expect(cookie('cookies_agree_type')).toBe('only_functionality');
    expect(cookie('window_width')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', COLLECT)).toEqual([]);
  });

  it('a signed-in player\'s agree time goes to the API; a visitor\'s local copy is sent on sign-in, then removed', async () => {
    const storage = memoryStorage();
    storage.setItem('cookies_agree_time', '2026-04-01T09:00:00.000Z');
    document.cookie = 'cookies_agree_type=all; path=/';
    const { api } = await mount({ isSignedIn: true, storage });
    await waitFor(() => expect(api.callsTo('POST', AGREE_TIME).map((call) => call.body)).toEqual([{ cookiesAgreeTime: '2026-04-01T09:00:00.000Z' }]));
    await waitFor(() => expect(storage.data.has('cookies_agree_time')).toBe(false));
    expect(model.isOpen).toBe(false);
  });

  it('"Cookie settings" reopens the customize view with the stored switches; it can be closed keeping the choice', async () => {
    document.cookie = 'cookies_agree_type=only_functionality; path=/';
    await mount();
    expect(model.isOpen).toBe(false);
    await act(async () => settings!.onPress());
    expect(settings!.label).toBe('Cookie settings');
    expect(model).toMatchObject({ isOpen: true, view: 'customize', back: { label: 'Cancel' }, close: { label: 'Close' } });
    expect(model.options.map(({ id, checked }) => [id, checked])).toEqual([
      ['necessary', true],
      ['functionality', true],
      ['marketing', false],
    ]);
    await act(async () => model.options[1]!.onToggle());
    await act(async () => model.close!.onPress());
    expect(model.isOpen).toBe(false);
    expect(cookie('cookies_agree_type')).toBe('only_functionality');
    // Reopened again: the switch shows what is stored, not the abandoned draft.
    await act(async () => settings!.onPress());
    expect(model.options[1]!.checked).toBe(true);
    await act(async () => model.back.onPress());
    expect(model.isOpen).toBe(false);
  });

  it('withdrawing marketing consent stops the collector and removes what analytics and functional cookies kept', async () => {
    const storage = memoryStorage();
    const { api, harness } = await mount({ storage, withStoredAnalytics: true });
    await act(async () => model.acceptAll.onPress());
    await waitFor(() => expect(api.callsTo('POST', COLLECT).length).toBeGreaterThan(0));
    harness.analytics.countRegistrationAttempt();
    expect(storage.data.has('bf_analytics_registration_attempts')).toBe(true);
    expect(cookie('window_width')).toBeDefined();

    await act(async () => settings!.onPress());
    await act(async () => model.options[2]!.onToggle());
    await act(async () => model.options[1]!.onToggle());
    await act(async () => model.acceptSelected.onPress());
    expect(cookie('cookies_agree_type')).toBe('disable');
    expect(model.isOpen).toBe(false);
    expect(cookie('window_width')).toBeUndefined();
    expect(storage.data.has('bf_analytics_registration_attempts')).toBe(false);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'denied' }]);
    // A page event after the withdrawal reaches no collector.
    const sent = api.callsTo('POST', COLLECT).length;
    await act(async () => harness.analytics.track('page', { route: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', COLLECT)).toHaveLength(sent);
  });

  it('stays out of the way on the cookie policy page', async () => {
    await mount({ path: '/en/information/cookies', routeId: 'information-cookies', routePath: 'information/cookies' });
    expect(model.isOpen).toBe(false);
  });
});
