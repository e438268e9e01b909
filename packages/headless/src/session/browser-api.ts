import { createHttpClient, webApiPath, type HttpClient, type HttpHooks } from '@bf/api-client/http';
import type { AuthApi } from '@bf/api-client/web-api/auth';
import type { SessionApi } from '@bf/api-client/web-api/session';
import type { TermsApi, UserConfigApi } from '@bf/api-client/web-api/user-config';
import type { SecureDataApi } from '@bf/api-client/web-api/secure-data';
import type { CaptchaApi } from '@bf/api-client/captcha';
import type { GoogleOneTapApi } from '@bf/api-client/social/google-one-tap';
import type { OfficeApi } from '@bf/api-client/office';
import type { LimitsApi } from '@bf/api-client/limits';
import type { RegistrationApi } from '../auth/registration-call.ts';
import { lazyApi } from './lazy-api.ts';

/** The user-session check (spec: S2 §7 "user-session check … returns user_id"): `GET /web-api/user/v1/session-check`. */
export const SESSION_CHECK_PATH = webApiPath('/user/v1/session-check');
/** `{ user_id }`, checked by a schema that loads with the call (LazySchema), so zod is not in the first-load JS. */
export const sessionCheckSchema = () => import('./browser-api.schema.ts').then((m) => m.sessionCheckSchema);

export interface BrowserApiOptions {
  hooks: HttpHooks;
  /** '' in the browser: the API shares the site's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The services the session and the sign-in forms call, over one HTTP client with the request hooks wired. */
export function createBrowserApi({ hooks, baseUrl = '', fetch }: BrowserApiOptions) {
  const http: HttpClient = createHttpClient({ baseUrl, hooks, ...(fetch ? { fetch } : {}) });
  return {
    http,
    // Sign-in and the session refresh load their code on first use: a visitor makes neither before a press, a
    // signed-in player's first session call comes after hydration.
    auth: lazyApi<AuthApi>(() => import('@bf/api-client/web-api/auth').then((m) => m.createAuthApi(http))),
    session: lazyApi<SessionApi>(() => import('@bf/api-client/web-api/session').then((m) => m.createSessionApi(http))),
    // The signed-in player's calls and One Tap: made after hydration (the session's background work) or on a press.
    userConfig: lazyApi<UserConfigApi>(() => import('@bf/api-client/web-api/user-config').then((m) => m.createUserConfigApi(http))),
    terms: lazyApi<TermsApi>(() => import('@bf/api-client/web-api/user-config').then((m) => m.createTermsApi(http))),
    secureData: lazyApi<SecureDataApi>(() => import('@bf/api-client/web-api/secure-data').then((m) => m.createSecureDataApi(http))),
    googleOneTap: lazyApi<GoogleOneTapApi>(() => import('@bf/api-client/social/google-one-tap').then((m) => m.createGoogleOneTapApi(http))),
    // The calls below load their code on first use: a visitor browsing the line makes none of them.
    captcha: lazyApi<CaptchaApi>(() => import('@bf/api-client/captcha').then((m) => m.createCaptchaApi(http))),
    registration: lazyApi<RegistrationApi>(() => import('../auth/registration-call.ts').then((m) => m.createRegistrationApi(http))),
    /** The office: accounts, payments, history, settings, security (useAccounts takes it). */
    office: lazyApi<OfficeApi>(() => import('@bf/api-client/office').then((m) => m.createOfficeApi(http))),
    /** The limit service: responsible-gaming limits, self-exclusion, the session ping (useLimits takes it). */
    limits: lazyApi<LimitsApi>(() => import('@bf/api-client/limits').then((m) => m.createLimitsApi(http))),
    /** The signed-in user's id, or null; the session rides on the cookie, so no token refresh is involved. */
    async checkUser(signal?: AbortSignal): Promise<string | null> {
      const { user_id } = await http.request({ path: SESSION_CHECK_PATH, schema: sessionCheckSchema, cache: 'no-store', intercept: false, signal });
      return user_id === null ? null : String(user_id);
    },
  };
}
export type BrowserApi = ReturnType<typeof createBrowserApi>;
