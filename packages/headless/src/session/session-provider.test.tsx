// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_EVENT } from '@bf/headless/analytics';
import { AUTO_LOGOFF_NOTICE_KEY, DEVICE_ID_KEY, clearSessionCookies, readUserToken, useSession, useSessionServices, writeUserTokenCookie, type SessionServices } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, memoryStorage, testToken, type FakeHandler } from './session-test-kit.tsx';

const env = vi.hoisted(() => ({ userAgent: 'Mozilla/5.0 Chrome/136.0', reloadPage: vi.fn(), openDocument: vi.fn() }));
vi.mock('../env/browser-session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../env/browser-session.ts')>()),
  readUserAgent: () => env.userAgent,
  reloadPage: env.reloadPage,
  openDocument: env.openDocument,
}));

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const ok = (body: unknown = {}): ReturnType<FakeHandler> => ({ body });

/** Routes of a healthy signed-in session. */
const SESSION_OK: Record<string, FakeHandler> = {
  'GET /web-api/session': () => ({ text: 'OK' }),
  'GET /web-api/user/v1/session-check': () => ok({ user_id: 42 }),
  'GET /web-api/user/v1/config': () => ok({ result: { user_name: 'demo' }, error: null }),
  'POST /web-api/auth/v1/disconnect': () => ok({ success: true, responseType: 'disconnect', message: 'Signed out' }),
  'GET /web-api/secure-methods/v1/data': () => ok({ ggru: 'RU', grant: '7.1800.mac' }),
};

let services: SessionServices | undefined;
function Probe() {
  const session = useSession();
  services = useSessionServices();
  return (
    <div>
      <p data-testid="state">{JSON.stringify({ isSignedIn: session.isSignedIn, banLevel: session.banLevel, userId: session.userId, notice: session.wasSignedOutForInactivity })}</p>
      <button type="button" onClick={() => void session.logout()}>
        Log out
      </button>
    </div>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { isSignedIn: boolean; banLevel: number; userId?: string; notice: boolean };
const location = () => screen.getByTestId('location').textContent;

async function mount(options: { path?: string; routeId?: string; routePath?: string; routes?: Record<string, FakeHandler>; storage?: ReturnType<typeof memoryStorage>; autoLogoffMinutes?: number; signedIn?: boolean; waitForProbe?: boolean }) {
  const api = fakeFetch({ ...SESSION_OK, ...options.routes });
  const harness = await createSessionHarness(<Probe />, {
    path: options.path ?? '/en/news',
    routeId: options.routeId ?? 'news',
    routePath: options.routePath ?? 'news',
    fetch: api.fetch,
    storage: options.storage ?? memoryStorage(),
    autoLogoffMinutes: options.autoLogoffMinutes,
    isSignedIn: options.signedIn,
  });
  await act(async () => {
    render(harness.element);
  });
  if (options.waitForProbe !== false) await screen.findByTestId('state');
  return { api, harness };
}

beforeEach(() => {
  env.userAgent = 'Mozilla/5.0 Chrome/136.0';
  env.reloadPage.mockReset();
  env.openDocument.mockReset();
  services = undefined;
});
afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('logout (SESSION-021 to SESSION-025)', () => {
  it('calls disconnect, removes the cookie, resets the ban level, then reloads the page', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour(), ban_level: 45 }));
    const { api } = await mount({});
    await waitFor(() => expect(state()).toMatchObject({ isSignedIn: true, banLevel: 45 }));
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    await waitFor(() => expect(env.reloadPage).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/web-api/auth/v1/disconnect')).toHaveLength(1);
    expect(readUserToken()).toBeUndefined();
    expect(state().banLevel).toBe(0);
    expect(env.openDocument).not.toHaveBeenCalled();
  });

  it('goes home from an office page', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    await mount({ path: '/en/office/history', routeId: 'office-history', routePath: 'office/history' });
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    await waitFor(() => expect(env.openDocument).toHaveBeenCalledWith('/en'));
    expect(env.reloadPage).not.toHaveBeenCalled();
  });

  it('reloads when the disconnect call fails, and still forgets the session here', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount({ routes: { 'POST /web-api/auth/v1/disconnect': () => ({ status: 500, body: { errors: [{ code: 'internal_error', detail: 'boom' }] } }) } });
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    await waitFor(() => expect(env.reloadPage).toHaveBeenCalledTimes(1));
    expect(readUserToken()).toBeUndefined();
  });
});

describe('session start (SESSION-001 to SESSION-005)', () => {
  it('makes the session request once and checks the user id', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const { api } = await mount({});
    await waitFor(() => expect(api.callsTo('GET', '/web-api/user/v1/session-check')).toHaveLength(1));
    // The session call's code loads with it, so it may leave after the check: wait for it, then see it made once.
    await waitFor(() => expect(api.callsTo('GET', '/web-api/session')).toHaveLength(1));
    await waitFor(() => expect(state().userId).toBe('42'));
    expect(api.callsTo('GET', '/web-api/session')).toHaveLength(1);
    expect(api.callsTo('GET', '/web-api/user/v1/session-check')).toHaveLength(1);
  });

  it('disconnects when the server names no user twice, 1500 ms apart', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const { api } = await mount({ routes: { 'GET /web-api/user/v1/session-check': () => ok({ user_id: null }) } });
    await waitFor(() => expect(readUserToken()).toBeUndefined(), { timeout: 4000 });
    const checks = api.callsTo('GET', '/web-api/user/v1/session-check');
    expect(checks).toHaveLength(2);
    await waitFor(() => expect(state().isSignedIn).toBe(false));
  });

  it('starts nothing for a search-engine bot', async () => {
    env.userAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const { api } = await mount({ autoLogoffMinutes: 0.001 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.calls).toEqual([]);
  });

  it('starts nothing for a visitor', async () => {
    const { api } = await mount({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(state().isSignedIn).toBe(false);
  });
});

describe('auto-logoff (SESSION-007, SESSION-008)', () => {
  it('signs out after the inactivity time and shows the notice on the next load, once', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const storage = memoryStorage();
    const { api } = await mount({ storage, autoLogoffMinutes: 0.001 }); // 60 ms
    await waitFor(() => expect(env.reloadPage).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/web-api/auth/v1/disconnect')).toHaveLength(1);
    expect(storage.getItem(AUTO_LOGOFF_NOTICE_KEY)).toBe('1');
    cleanup();

    // The next load: the notice shows and the flag is spent.
    await mount({ storage });
    await waitFor(() => expect(state().notice).toBe(true));
    expect(storage.getItem(AUTO_LOGOFF_NOTICE_KEY)).toBeNull();
    await act(async () => services!.state.wasSignedOutForInactivity === true && (services!.state.wasSignedOutForInactivity = false));
  });
});

describe('after sign-in (AUTH-008, AUTH-009)', () => {
  it('stores the token, goes to the return URL and reloads the shell', async () => {
    const { harness } = await mount({ path: '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory', routeId: 'login', routePath: 'user/login' });
    const loadsBefore = harness.shellLoads();
    const token = testToken({ sub: '9', exp: inAnHour() });
    await act(async () => services!.completeSignIn({ token }));
    expect(readUserToken()).toBe(token);
    expect(location()).toBe('/en/office/history');
    expect(harness.shellLoads()).toBeGreaterThan(loadsBefore);
  });

  it('goes to the previous route when there is no return URL', async () => {
    const { harness } = await mount({ path: '/en/user/login', routeId: 'login', routePath: 'user/login' });
    await act(async () => harness.router.navigate('/en/promotions'));
    await act(async () => harness.router.navigate('/en/user/login'));
    await act(async () => services!.completeSignIn({ token: testToken({ sub: '9', exp: inAnHour() }) }));
    expect(location()).toBe('/en/promotions');
  });
});

describe('request hooks', () => {
  it('send the cookie token as a bearer token and a device id kept in storage', async () => {
    const token = testToken({ sub: '7', exp: inAnHour() });
    writeUserTokenCookie(token);
    const storage = memoryStorage();
    const { api } = await mount({ storage, routes: { 'GET /web-api/user/v1/config': () => ok({ result: { user_name: 'x' }, error: null }) } });
    await act(async () => void (await services!.api.userConfig.getUserConfig()));
    const call = api.callsTo('GET', '/web-api/user/v1/config')[0]!;
    expect(call.headers.authorization).toBe(`Bearer ${token}`);
    expect(call.headers['x-device-id']).toBe(storage.getItem(DEVICE_ID_KEY));
    expect(storage.getItem(DEVICE_ID_KEY)).toMatch(/.{8,}/);
  });

  it('write a refreshed token to the cookie', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const fresh = testToken({ sub: '7', exp: inAnHour() + 100 });
    let configCalls = 0;
    await mount({
      routes: {
        'GET /web-api/user/gettoken': () => ok({ data: { token: fresh } }),
        'GET /web-api/user/v1/config': () => (++configCalls === 1 ? { status: 401, body: { errors: [{ code: 'unauthorized', detail: 'no' }] } } : ok({ result: { user_name: 'x' }, error: null })),
      },
    });
    await act(async () => void (await services!.api.userConfig.getUserConfig()));
    // The refresh may be the one the page's own config load started (its token schema loads with the call).
    await vi.waitFor(() => expect(readUserToken()).toBe(fresh));
  });

  it('send the player to confirm-terms on 451 with exception_code 1', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    // The signed-in page load asks the user config; its 451 leads away before anything else happens.
    const { api } = await mount({ routes: { 'GET /web-api/user/v1/config': () => ({ status: 451, body: { exception_code: 1 } }) }, waitForProbe: false });
    // The page that met the 451 rides along as the return URL, so accepting leads back there.
    await waitFor(() => expect(location()).toBe('/en/confirm?returnUrl=%2Fen%2Fnews'));
    expect(api.callsTo('GET', '/web-api/user/v1/config')).toHaveLength(1);
  });

  it('load the user config once per signed-in page and keep it in the session', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const { api } = await mount({});
    await waitFor(() => expect(services!.state.userConfig?.user_name).toBe('demo'));
    expect(api.callsTo('GET', '/web-api/user/v1/config')).toHaveLength(1);
    expect(location()).toBe('/en/news');
  });

  it('load the user config through the user config store: installed and loaded on success (UCFG-014, UCFG-016)', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    const { api } = await mount({});
    await waitFor(() => expect(services!.state.userConfig?.user_name).toBe('demo'));
    expect(services!.userConfigStore.state).toMatchObject({ isInstalled: true, isLoaded: true });
    // Installed: asking again fetches nothing (UCFG-016).
    await act(async () => void (await services!.userConfigStore.ensureLoaded()));
    expect(api.callsTo('GET', '/web-api/user/v1/config')).toHaveLength(1);
  });

  it('a failed user config load resets both flags and is logged, with nothing shown (UCFG-013, UCFG-015)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    await mount({ routes: { 'GET /web-api/user/v1/config': () => ({ status: 500, body: { errors: [{ code: 'down', detail: 'Config down' }] } }) } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('user config load failed', expect.objectContaining({ statusCode: 500 })));
    expect(services!.userConfigStore.state).toMatchObject({ isInstalled: false, isLoaded: false, config: undefined });
    expect(services!.state.userConfig).toBeUndefined();
    expect(state()).toMatchObject({ isSignedIn: true });
    warn.mockRestore();
  });

  it('logout forgets the loaded user config', async () => {
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    await mount({});
    await waitFor(() => expect(services!.userConfigStore.state.isInstalled).toBe(true));
    await act(async () => screen.getByRole('button', { name: 'Log out' }).click());
    await waitFor(() => expect(services!.userConfigStore.state).toMatchObject({ isInstalled: false, isLoaded: false, config: undefined }));
    expect(services!.state.userConfig).toBeUndefined();
  });

  it('open the captcha challenge on a captcha error and retry with the answer', async () => {
    let loginCalls = 0;
    const { api, harness } = await mount({
      routes: {
        'POST /web-api/auth/v1/login': (call) =>
          ++loginCalls === 1 || !call.headers['x-captcha']
            ? { status: 400, body: { success: false, responseType: 'captcha', message: 'Solve it', errors: [{ code: 111, detail: 'Solve the captcha' }] } }
            : ok({ success: true, responseType: 'success', message: 'Signed in', data: { token: 't' } }),
        'GET /captcha-api/update': () => ok({ challengeId: 'cid', question: 'What is 2 + 3?', expiresAt: 1 }),
        'POST /captcha-api/validate': () => ok({ success: true, type: 0, time: 1, error_message: null }),
      },
    });
    let result: Promise<unknown> | undefined;
    act(() => {
      result = services!.api.auth.login({ login: 'demo', password: 'x' });
    });
    await waitFor(() => expect(services!.captcha.state.question).toBe('What is 2 + 3?'));
    act(() => services!.captcha.setAnswer('5'));
    await act(async () => services!.captcha.submit());
    await expect(result).resolves.toMatchObject({ success: true });
    expect(api.callsTo('POST', '/web-api/auth/v1/login').at(-1)!.headers['x-captcha']).toBe('cid:5');
    expect(harness.analytics.history().map((e) => e.code)).toContain(ANALYTICS_EVENT.captchaSuccess);
  });
});

describe('60 s session refresh (CALL-002)', () => {
  afterEach(() => vi.useRealTimers());

  it('calls GET /web-api/session every 60 s; a 401 runs the user check and disconnects a session the server forgot', async () => {
    // Only the interval is faked: the rest of the page (fetches, React) runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    let lost = false;
    const { api } = await mount({
      routes: {
        'GET /web-api/session': () => (lost ? { status: 401, body: { errors: [{ code: 'unauthorized', detail: 'Unauthorized' }] } } : { text: 'OK' }),
        'GET /web-api/user/v1/session-check': () => ok({ user_id: lost ? null : 7 }),
      },
    });
    await waitFor(() => expect(api.callsTo('GET', '/web-api/session')).toHaveLength(1));
    await act(async () => void vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(api.callsTo('GET', '/web-api/session')).toHaveLength(2));
    expect(readUserToken()).toBeDefined();

    lost = true;
    const checksBefore = api.callsTo('GET', '/web-api/user/v1/session-check').length;
    await act(async () => void vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(api.callsTo('GET', '/web-api/session')).toHaveLength(3));
    await waitFor(() => expect(api.callsTo('GET', '/web-api/user/v1/session-check').length).toBeGreaterThan(checksBefore));
    await waitFor(() => expect(readUserToken()).toBeUndefined());
  });
});

describe('logged only (ERR-015) and secure data (SESSION-018 to SESSION-020)', () => {
  const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
  beforeEach(() => {
    // The grant cookie is named from the lng cookie: start with none, so the page language (en) names it.
    document.cookie = 'lng=; max-age=0; path=/';
  });
  afterEach(() => {
    for (const id of [8, 9]) document.cookie = `secure_grant_en_${id}=; max-age=0; path=/`;
    vi.restoreAllMocks();
  });

  it('logs a failed session load and keeps the player signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeUserTokenCookie(testToken({ sub: '7', exp: inAnHour() }));
    await mount({ routes: { 'GET /web-api/session': () => ({ status: 500, body: { errors: [{ code: 'down', detail: 'Session service down' }] } }) } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('session load failed', expect.objectContaining({ statusCode: 500 })));
    expect(state()).toMatchObject({ isSignedIn: true });
    expect(env.reloadPage).not.toHaveBeenCalled();
  });

  it('stores the secure grant of the signed-in player in its per-user cookie', async () => {
    writeUserTokenCookie(testToken({ sub: '8', exp: inAnHour() }));
    const { api } = await mount({ routes: { 'GET /web-api/user/v1/session-check': () => ok({ user_id: 8 }), 'GET /web-api/secure-methods/v1/data': () => ok({ ggru: 'RU', grant: '8.1800.mac' }) } });
    await waitFor(() => expect(cookie('secure_grant_en_8')).toBe('8.1800.mac'));
    expect(api.callsTo('GET', '/web-api/secure-methods/v1/data')).toHaveLength(1);
  });

  it("logs empty secure data as 'data is empty' and stores no grant", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeUserTokenCookie(testToken({ sub: '9', exp: inAnHour() }));
    await mount({ routes: { 'GET /web-api/secure-methods/v1/data': () => ok({}), 'GET /web-api/user/v1/session-check': () => ok({ user_id: 9 }) } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('secure data:', 'data is empty'));
    expect(cookie('secure_grant_en_9')).toBeUndefined();
    expect(state()).toMatchObject({ isSignedIn: true });
  });

  it('asks no secure data for a visitor', async () => {
    const { api } = await mount({ signedIn: false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo('GET', '/web-api/secure-methods/v1/data')).toHaveLength(0);
  });
});
