// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { GOOGLE_ONE_TAP_SCRIPT_ERROR } from '@bf/api-client/social/google-one-tap';
import { createSessionHarness, fakeFetch, TEST_SHELL_AUTH, type FakeHandler } from './session-test-kit.tsx';
import { clearSessionCookies, writeUserTokenCookie } from './token-cookie.ts';
import type { GoogleAccountsId } from './google-one-tap.ts';
import { loadBrowserScript } from '../env/browser-script.ts';
import { testToken } from './session-test-kit.tsx';

const env = vi.hoisted(() => ({ openDocument: vi.fn() }));
vi.mock('../env/browser-session.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), openDocument: env.openDocument }));

const SCRIPT_URL = 'https://accounts.example.test/gsi/client';
const CLIENT_ID = 'demo-client.apps.googleusercontent.com';

function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const id = {
    initialize: vi.fn<GoogleAccountsId['initialize']>((options) => void (callback = options.callback)),
    prompt: vi.fn<() => void>(),
    cancel: vi.fn<() => void>(),
  } satisfies GoogleAccountsId;
  return { id, hand: (credential: string) => callback?.({ credential }) };
}

async function mount({ oneTap, signedIn = false, routes = {}, loadScript = vi.fn(async () => undefined), google = fakeGoogle() }: { oneTap: boolean; signedIn?: boolean; routes?: Record<string, FakeHandler>; loadScript?: (src: string) => Promise<void>; google?: ReturnType<typeof fakeGoogle> }) {
  if (signedIn) writeUserTokenCookie(testToken({ sub: '3', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const api = fakeFetch({
    'GET /web-api/session': () => ({ text: 'OK' }),
    'GET /web-api/user/v1/session-check': () => ({ body: { user_id: signedIn ? 3 : null } }),
    'GET /web-api/user/v1/config': () => ({ body: { result: { user_name: 'p' }, error: null } }),
    'GET /social-api/oauth/google-one-tap/clientId': () => ({ body: { clientId: CLIENT_ID } }),
    ...routes,
  });
  const harness = await createSessionHarness(<p data-testid="page">page</p>, {
    path: '/en/news',
    routeId: 'news',
    routePath: 'news',
    fetch: api.fetch,
    isSignedIn: signedIn,
    shell: { auth: { ...TEST_SHELL_AUTH, defaultCurrency: 'USD', googleOneTap: oneTap ? { scriptUrl: SCRIPT_URL } : null } },
    oneTapEnv: { loadScript, accountsId: () => google.id },
  });
  await act(async () => void render(harness.element));
  await screen.findByTestId('page');
  return { api, loadScript, google };
}

beforeEach(() => env.openDocument.mockReset());
afterEach(() => {
  cleanup();
  clearSessionCookies();
  vi.restoreAllMocks();
});

describe('Google One Tap (GUARD-006, AUTH-014, AUTH-015, CALL-005, CALL-006, ERR-011)', () => {
  it('is never loaded when the site config leaves it off', async () => {
    const { api, loadScript } = await mount({ oneTap: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadScript).not.toHaveBeenCalled();
    expect(api.callsTo('GET', '/social-api/oauth/google-one-tap/clientId')).toHaveLength(0);
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('is never loaded for a signed-in player', async () => {
    const { api, loadScript } = await mount({ oneTap: true, signedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadScript).not.toHaveBeenCalled();
    expect(api.callsTo('GET', '/social-api/oauth/google-one-tap/clientId')).toHaveLength(0);
  });

  it('when on: asks the client id, loads the script from the config URL, prompts, and posts the credential; the answer is where the browser goes', async () => {
    const { api, loadScript, google } = await mount({ oneTap: true, routes: { 'POST /social-api/oauth/google-one-tap': () => ({ body: { redirectUrl: '/en/office/account' } }) } });
    await waitFor(() => expect(google.id.prompt).toHaveBeenCalledTimes(1));
    expect(loadScript).toHaveBeenCalledWith(SCRIPT_URL);
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));

    await act(async () => google.hand('google-credential-jwt'));
    await waitFor(() => expect(env.openDocument).toHaveBeenCalledWith('/en/office/account'));
    const [post] = api.callsTo('POST', '/social-api/oauth/google-one-tap');
    expect(post!.body).toBeInstanceOf(FormData);
    const form = post!.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ credential: 'google-credential-jwt', language: 'en', currency: 'USD', countryId: 'ru' });
  });

  it('a script that does not load is logged with the spec message, and nothing else happens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { google } = await mount({ oneTap: true, loadScript: () => Promise.reject(new Error(GOOGLE_ONE_TAP_SCRIPT_ERROR)) });
    await waitFor(() => expect(warn).toHaveBeenCalledWith(GOOGLE_ONE_TAP_SCRIPT_ERROR, expect.any(Error)));
    expect(google.id.initialize).not.toHaveBeenCalled();
  });
});

describe('loadBrowserScript', () => {
  it('adds one async script with the page nonce, and rejects with the spec message when it fails', async () => {
    const rendered = document.createElement('script');
    rendered.nonce = 'n0nce';
    document.head.append(rendered);
    const failing = loadBrowserScript('https://accounts.example.test/broken.js');
    const script = document.querySelector<HTMLScriptElement>('script[src="https://accounts.example.test/broken.js"]')!;
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('n0nce');
    script.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(GOOGLE_ONE_TAP_SCRIPT_ERROR);
    expect(document.querySelector('script[src="https://accounts.example.test/broken.js"]')).toBeNull();

    const ok = loadBrowserScript('https://accounts.example.test/ok.js');
    expect(loadBrowserScript('https://accounts.example.test/ok.js')).toBe(ok);
    document.querySelector('script[src="https://accounts.example.test/ok.js"]')!.dispatchEvent(new Event('load'));
    await expect(ok).resolves.toBeUndefined();
    rendered.remove();
  });
});
