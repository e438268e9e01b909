import { proxy, subscribe } from 'valtio';
import { routeHref } from '../routes/route-links.ts';
import { ANALYTICS_EVENT } from '../analytics/analytics-events.ts';
import type { Analytics } from '../analytics/analytics.ts';
import { createAuthFormStore, type AuthFormStore } from '../auth/auth-form-store.ts';
import { createAuthModalStore, type AuthModalStore } from '../auth/auth-modal.ts';
import { confirmTermsHref } from '../auth/confirm-terms-href.ts';
import { lazyBrowserLocalStorage, type RemovableStorage } from '../env/browser-session.ts';
import { isBrowser } from '../env/environment.ts';
import { DEVICE_ID_KEY } from './session-rules.ts';
import type { Fingerprint } from './fingerprint.ts';
import { lazyFingerprint } from './lazy-fingerprint.ts';
import { readUserToken, writeUserTokenCookie } from './token-cookie.ts';
import { createCaptchaStore, type CaptchaStore } from './captcha-store.ts';
import { createBrowserApi, type BrowserApi } from './browser-api.ts';
import { ApiError } from '@bf/api-client/errors';
import { createUserConfigStore, type UserConfigStore } from '../user-config/user-config-store.ts';
import type { LogoutOptions, SessionModel } from './use-session.ts';

// What a session is made of, once per render root: the session store, the API client with its request hooks wired
// (token, device id, fingerprint, captcha, terms), the captcha store and the auth form and modal stores.

function deviceId(storage: RemovableStorage | null, memory: { id?: string }): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
  } catch {
    // blocked storage: a device id for this page only
  }
  memory.id ??= globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  try {
    storage?.setItem(DEVICE_ID_KEY, memory.id);
  } catch {
    // as above
  }
  return memory.id;
}

/** The page the session is on now, read when an API hook fires (the latest render's). */
export interface SessionPage {
  lng: string;
  pathname: string;
  search: string;
  navigate(to: string): unknown;
}

export interface SessionCoreOptions {
  analytics: Analytics;
  readPage(): SessionPage;
  /** The API services (tests); otherwise made here with the request hooks wired. */
  api?: BrowserApi;
  fetch?: typeof fetch;
  /** undefined: the browser's localStorage. */
  storage?: RemovableStorage | null;
  authModal?: AuthModalStore;
}

export interface SessionCore {
  storage: RemovableStorage | null;
  state: SessionModel;
  api: BrowserApi;
  captcha: CaptchaStore;
  /** Filled once the provider's logout exists: the captcha store signs out through it. */
  holder: { captcha?: CaptchaStore; logout?: (options?: LogoutOptions) => Promise<void> };
  fingerprint: Fingerprint | null;
  authForm: AuthFormStore;
  authModal: AuthModalStore;
  /** The user config load (UCFG-013 to UCFG-016): the session loads through it and mirrors its config into state. */
  userConfig: UserConfigStore;
}

/** Makes a session's stores and API client (spec: S2 §3, §7, §8, §9: the request hooks). */
export function createSessionCore({ analytics, readPage, api: givenApi, fetch: givenFetch, storage: givenStorage, authModal }: SessionCoreOptions): SessionCore {
  const storage = givenStorage === undefined ? lazyBrowserLocalStorage() : givenStorage;
  const memory: { id?: string } = {};
  const state = proxy<SessionModel>({ userId: undefined, banLevel: 0, isLoggingOut: false, wasSignedOutForInactivity: false, userConfig: undefined });
  const holder: { captcha?: CaptchaStore; logout?: (options?: LogoutOptions) => Promise<void> } = {};
  // The fingerprint's code loads with its first use (the signed-in start-up or an auth call's hook).
  const fingerprint = isBrowser() ? lazyFingerprint(() => import('./browser-fingerprint.ts').then((m) => m.createBrowserFingerprint())) : null;
  const api =
    givenApi ??
    createBrowserApi({
      fetch: givenFetch,
      hooks: {
        getToken: () => readUserToken(),
        getDeviceId: () => deviceId(storage, memory),
        // spec: S2 §7, §8, the device fingerprint rides with auth calls once made; a fingerprint error remakes it.
        getFingerprint: () => fingerprint?.current(),
        refreshFingerprint: async () => {
          if (!fingerprint) throw new Error('fingerprint: no browser');
          await fingerprint.refresh();
        },
        // spec: S2 §3, §9, the refreshed token goes to the user_token cookie with its own expiry.
        onTokenRefreshed: (token) => writeUserTokenCookie(token),
        solveCaptcha: (code) => holder.captcha!.request(code),
        // spec: S2 §7, 451 with exception_code 1: the confirm-terms page (the route is always on: no flag exists).
        // The page that met the 451 rides along, so accepting leads back to it.
        onTermsNotAccepted: () => {
          const { lng: language, pathname, search, navigate: go } = readPage();
          if (pathname === routeHref('confirm-terms', language)) return;
          void go(confirmTermsHref(language, `${pathname}${search}`));
        },
      },
    });
  const captcha = createCaptchaStore({
    api: api.captcha,
    onSolved: () => analytics.track(ANALYTICS_EVENT.captchaSuccess),
    onFailed: () => analytics.track(ANALYTICS_EVENT.captchaFailed),
    onLogoutUser: () => void holder.logout?.({ reason: 'captcha' }),
  });
  holder.captcha = captcha;
  // spec: S2 §4 "User config load", §8: failures are logged, never shown; a 451 is the terms hook's (confirm-terms).
  const userConfig = createUserConfigStore({
    load: (signal) => api.userConfig.getUserConfig(signal),
    log: (message, error) => {
      if (!(error instanceof ApiError && error.statusCode === 451)) console.warn(message, error);
    },
  });
  // The session's userConfig follows the store: loads, a phone binding (UCFG-017 to UCFG-019), a block, a reset.
  subscribe(userConfig.state, () => void (state.userConfig = userConfig.state.config));
  return { storage, state, api, captcha, holder, fingerprint, authForm: createAuthFormStore(), authModal: authModal ?? createAuthModalStore(), userConfig };
}
