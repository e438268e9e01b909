import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { proxy, ref, useSnapshot } from 'valtio';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { ApiError } from '@bf/api-client/errors';
import { readRequestCookies } from '../env/environment.ts';
import { browserLocalStorage, openDocument, readUserAgent, reloadPage, subscribeUserActivity, type RemovableStorage } from '../env/browser-session.ts';
import { isPageHidden, subscribePageVisibility } from '../env/visibility.ts';
import { routeHref } from '../routes/route-table.ts';
import { useCurrentRoute } from '../shell/use-shell.ts';
import { useAnalytics } from '../analytics/analytics-provider.tsx';
import { ANALYTICS_EVENT } from '../analytics/analytics-events.ts';
import type { Analytics } from '../analytics/analytics.ts';
import { createAuthFormStore, type AuthFormStore } from '../auth/auth-form-store.ts';
import { createAuthModalStore, type AuthModalStore } from '../auth/auth-modal.ts';
import { confirmTermsHref } from '../auth/confirm-terms-href.ts';
import { readSession } from './read-session.ts';
import { AUTO_LOGOFF_NOTICE_KEY, DEVICE_ID_KEY, TERMS_EXEMPT_ROUTES, TERMS_POLL_MS, isSearchEngineBot } from './session-rules.ts';
import { checkUserAtStart, startAutoLogoff, startSessionRefresh } from './session-timers.ts';
import { afterLoginTarget, afterLogoutTarget, afterRegistrationTarget, registrationReturnCookies, type AfterAuthInput } from './after-auth.ts';
import { clearSiteCookie, writeSiteCookie } from '../env/site-cookies.ts';
import { useSecureData } from './secure-data.ts';
import { createFingerprint } from './fingerprint.ts';
import { browserFingerprintEnv } from '../env/browser-fingerprint-env.ts';
import { clearSessionCookies, readUserToken, writeUserTokenCookie } from './token-cookie.ts';
import { createCaptchaStore, type CaptchaStore } from './captcha-store.ts';
import { createBrowserApi, type BrowserApi } from './browser-api.ts';
import { startGoogleOneTap, type GoogleOneTapOptions } from './google-one-tap.ts';
import { browserGoogleAccountsId, loadBrowserScript } from '../env/browser-script.ts';
import { DEFAULT_PHONE_COUNTRY } from '../auth/phone-codes.ts';
import { useNavigationBlock } from '../router/navigation-guard.tsx';

/** What the session store holds besides the sign-in flag the server rendered. */
export interface SessionModel {
  /** From the token's claims, once read in the browser. */
  userId: string | undefined;
  /** Banned if above 0 (spec: S2 §4); reset to 0 at logout (SESSION-023). */
  banLevel: number;
  isLoggingOut: boolean;
  /** The last page load followed an auto-logoff: show the notice (spec: S1 §4; SESSION-008). */
  wasSignedOutForInactivity: boolean;
  /** The signed-in player's user config, once loaded in the browser (spec: S2 §3, §4). */
  userConfig: UserConfig | undefined;
}

export interface LogoutOptions {
  /** Auto-logoff: the next load shows the inactivity notice. */
  reason?: 'inactivity' | 'captcha';
}

export interface CompleteSignInOptions {
  /** The token of the sign-in answer; stored in the cookie with its own expiry. */
  token?: string;
  /** false: stay on the page (registration shows the new credentials first). */
  navigate?: boolean;
}

/** Everything the session hooks and the sign-in forms share; one per render root. */
export interface SessionServices {
  lng: string;
  isSignedIn: boolean;
  state: SessionModel;
  api: BrowserApi;
  captcha: CaptchaStore;
  authForm: AuthFormStore;
  /** The sign-in and registration modals (AUTH-001); the router's loaders open it too (GUARD-021). */
  authModal: AuthModalStore;
  analytics: Analytics;
  storage: RemovableStorage | null;
  /** After a successful sign-in or registration: cookie, config reload, then the return URL (AUTH-008, AUTH-009). */
  completeSignIn(options?: CompleteSignInOptions): Promise<void>;
  /** Where a sign-in made on this page would lead (the return URL rules), without going there. */
  signInTarget(): string | undefined;
  /** After registration's last step: the return URL, else the previous route, else home. */
  continueAfterRegistration(): Promise<void>;
  logout(options?: LogoutOptions): Promise<void>;
}

const SessionContext = createContext<SessionServices | null>(null);

export interface SessionProviderProps {
  children?: ReactNode;
  lng: string;
  /** As the server rendered it: the `user_token` cookie held a valid token. */
  isSignedIn: boolean;
  /** Minutes of inactivity before auto-logoff; 0 = off. */
  autoLogoffMinutes: number;
  /** Forgets the cached site config, so the shell's revalidation loads it again (AUTH-009). */
  reloadConfig?: () => void;
  /** The API services (tests); otherwise made here with the request hooks wired. */
  api?: BrowserApi;
  /** The fetch the API client made here uses (tests); the browser's by default. */
  fetch?: typeof fetch;
  /** Storage for the device id and the inactivity flag; the browser's localStorage by default. */
  storage?: RemovableStorage | null;
  /** Google One Tap for visitors, when the site config switches it on (GUARD-006); null or absent: never loaded. */
  googleOneTap?: { scriptUrl: string } | null;
  /** Poll the terms status every 60 s while signed in (TERMS-002); off by default. */
  isTermsPolling?: boolean;
  /** The currency a One Tap sign-up opens its account in (AUTH-014). */
  defaultCurrency?: string;
  /** Test seams of One Tap: the script loader and `google.accounts.id`. */
  oneTapEnv?: Pick<GoogleOneTapOptions, 'loadScript' | 'accountsId'>;
  /** The browser router's modal store, shared with its loaders; otherwise one is made here. */
  authModal?: AuthModalStore;
}

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

const isCancelled = (error: unknown) => error instanceof ApiError && error.isCancelled;

/**
 * The player's session in the browser (spec: S1 §4 "Session and shell", S2 §4): the API client with the
 * request hooks wired, the start-up check, the 60 s refresh while visible, auto-logoff, logout, and where
 * to go after signing in or out. Nothing runs on the server or for search-engine bots but the render.
 */
export function SessionProvider({ children, lng, isSignedIn, autoLogoffMinutes, reloadConfig, api: givenApi, fetch: givenFetch, storage: givenStorage, googleOneTap, isTermsPolling = false, defaultCurrency = 'RUB', oneTapEnv, authModal }: SessionProviderProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const location = useLocation();
  const route = useCurrentRoute();
  const analytics = useAnalytics();
  const { blockNavigation } = useNavigationBlock();

  // The route before the current one in this tab (AUTH-008 "previous route"); query changes on one page do not count.
  const paths = useRef<{ current?: string; pathname?: string; previous?: string }>({});
  useEffect(() => {
    const seen = paths.current;
    if (seen.pathname !== undefined && seen.pathname !== location.pathname) seen.previous = seen.current;
    seen.current = `${location.pathname}${location.search}`;
    seen.pathname = location.pathname;
  }, [location.pathname, location.search]);

  // Hooks and timers read the latest render through this ref.
  const latest = useRef({ lng, isSignedIn, route, pathname: location.pathname, search: location.search, navigate, revalidator, reloadConfig });
  latest.current = { lng, isSignedIn, route, pathname: location.pathname, search: location.search, navigate, revalidator, reloadConfig };

  const [core] = useState(() => {
    const storage = givenStorage === undefined ? browserLocalStorage() : givenStorage;
    const memory: { id?: string } = {};
    const state = proxy<SessionModel>({ userId: undefined, banLevel: 0, isLoggingOut: false, wasSignedOutForInactivity: false, userConfig: undefined });
    const holder: { captcha?: CaptchaStore; logout?: (options?: LogoutOptions) => Promise<void> } = {};
    const fingerprintEnv = browserFingerprintEnv();
    const fingerprint = fingerprintEnv ? createFingerprint({ env: fingerprintEnv }) : null;
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
            const { lng: language, pathname, search, navigate: go } = latest.current;
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
    return { storage, state, api, captcha, holder, fingerprint, authForm: createAuthFormStore(), authModal: authModal ?? createAuthModalStore() };
  });

  const afterAuthInput = useCallback((): AfterAuthInput => {
    const { lng: language, route: current, search } = latest.current;
    return { lng: language, route: current, search, previousPath: paths.current.previous };
  }, []);

  /** The server no longer knows the session: forget it here and let the guards re-check the page. */
  const disconnectLocally = useCallback(async () => {
    clearSessionCookies();
    core.state.banLevel = 0;
    core.state.userId = undefined;
    core.state.userConfig = undefined;
    await latest.current.revalidator.revalidate();
  }, [core]);

  const logout = useCallback(
    async ({ reason }: LogoutOptions = {}) => {
      const { state, api, storage } = core;
      if (state.isLoggingOut) return;
      state.isLoggingOut = true;
      // Signing out ends in a fresh document (home or a reload): a client navigation meanwhile would render a page
      // for a session that is going away, so navigation is blocked from here on (GUARD-030). The new page starts unblocked.
      blockNavigation();
      const target = afterLogoutTarget(afterAuthInput());
      if (reason === 'inactivity') {
        try {
          storage?.setItem(AUTO_LOGOFF_NOTICE_KEY, '1');
        } catch {
          // no storage: no notice on the next load
        }
      }
      try {
        // spec: S2 §4 "Logout": the disconnect call, cookies removed, ban level 0, then home or a reload.
        await api.auth.disconnect({ lng: latest.current.lng });
        clearSessionCookies();
        state.banLevel = 0;
        state.userId = undefined;
        state.userConfig = undefined;
        if (target) openDocument(target);
        else reloadPage();
      } catch (error) {
        // spec: S2 §4, on error the page reloads. The cookie goes too: the player asked to be signed out here.
        console.error('logout failed', error);
        clearSessionCookies();
        state.banLevel = 0;
        reloadPage();
      }
    },
    [core, afterAuthInput, blockNavigation],
  );
  useEffect(() => {
    core.holder.logout = logout;
  }, [core, logout]);

  const signInTarget = useCallback(() => afterLoginTarget(afterAuthInput()), [afterAuthInput]);
  const continueAfterRegistration = useCallback(async () => {
    // The registration page stays for its last step; leaving it goes where the registration cookies say (AUTH-038).
    const target = afterRegistrationTarget({ ...afterAuthInput(), cookies: readRequestCookies() });
    clearSiteCookie('redirectUrl');
    clearSiteCookie('fromUrl');
    await latest.current.navigate(target);
  }, [afterAuthInput]);

  // spec: S2 §3, redirect_url and from_url are kept while registration is open, for the redirect after it (AUTH-038).
  const routeId = route?.id;
  useEffect(() => {
    if (routeId !== 'registration' && routeId !== 'registration-type') return;
    const { redirectUrl, fromUrl } = registrationReturnCookies({ search: latest.current.search, previousPath: paths.current.previous });
    if (redirectUrl) writeSiteCookie('redirectUrl', redirectUrl);
    if (fromUrl) writeSiteCookie('fromUrl', fromUrl);
  }, [routeId, location.search]);

  const completeSignIn = useCallback(
    async ({ token, navigate: shouldNavigate = true }: CompleteSignInOptions = {}) => {
      if (token) writeUserTokenCookie(token);
      const claims = readSession(readRequestCookies());
      core.state.userId = claims.userId;
      core.state.banLevel = claims.banLevel;
      const target = shouldNavigate ? afterLoginTarget(afterAuthInput()) : undefined;
      if (target) await latest.current.navigate(target, { replace: true });
      // spec: S1 §4, on login the config is reloaded: the cached config goes and the shell loads again.
      latest.current.reloadConfig?.();
      await latest.current.revalidator.revalidate();
    },
    [core, afterAuthInput],
  );

  // Once per page, after hydration: the inactivity notice of an auto-logoff on the previous load.
  useEffect(() => {
    const { storage, state } = core;
    try {
      if (storage?.getItem(AUTO_LOGOFF_NOTICE_KEY)) {
        storage.removeItem(AUTO_LOGOFF_NOTICE_KEY);
        state.wasSignedOutForInactivity = true;
      }
    } catch {
      // blocked storage: nothing to show
    }
  }, [core]);

  // The signed-in session: start-up check, refresh every 60 s while visible, auto-logoff. Never for bots.
  useEffect(() => {
    const { state, api } = core;
    const claims = readSession(readRequestCookies());
    state.userId = claims.userId;
    state.banLevel = claims.banLevel;
    if (!isSignedIn || isSearchEngineBot(readUserAgent())) return;
    const controller = new AbortController();
    const { signal } = controller;

    // spec: S2 §9, the fingerprint after the service-worker check and an idle wait; failures are logged inside (HOOK-009, HOOK-010).
    core.fingerprint?.get().catch(() => undefined);

    // spec: S2 §4, a session request once at start; a failure is only logged (SESSION-003, SESSION-004).
    api.session.getSession(signal).catch((error: unknown) => {
      if (!isCancelled(error) && !signal.aborted) console.warn('session load failed', error);
    });
    // spec: S2 §4, the user id in 2 tries 1500 ms apart; no user: disconnected (SESSION-001, SESSION-002).
    void checkUserAtStart(() => api.checkUser(signal)).then((result) => {
      if (signal.aborted) return;
      if (result.kind === 'user') state.userId = result.userId;
      else if (result.kind === 'absent') void disconnectLocally();
      else if (!isCancelled(result.error)) console.warn('user session check failed', result.error);
    });

    // spec: S2 §4 "User config load": once per signed-in page load; a 451 here sends the player to confirm-terms.
    api.userConfig.getUserConfig(signal).then(
      (config) => void (state.userConfig = ref(config)),
      (error: unknown) => {
        if (!isCancelled(error) && !signal.aborted && !(error instanceof ApiError && error.statusCode === 451)) console.warn('user config load failed', error);
      },
    );

    // spec: S1 §4, refreshed every 60 s while the page is visible; a 401 asks the user check (CALL-002).
    const stopRefresh = startSessionRefresh({
      isHidden: isPageHidden,
      subscribeVisibility: subscribePageVisibility,
      refresh: () => {
        api.session.getSession(signal).catch(async (error: unknown) => {
          if (signal.aborted || isCancelled(error)) return;
          if (error instanceof ApiError && error.statusCode === 401) {
            const userId = await api.checkUser(signal).catch(() => undefined);
            if (userId === null && !signal.aborted) void disconnectLocally();
          } else console.warn('session refresh failed', error);
        });
      },
    });
    // spec: S1 §4, auto-logoff after the configured inactivity, activity throttled at 100 ms.
    const stopLogoff = startAutoLogoff({ minutes: autoLogoffMinutes, subscribeActivity: subscribeUserActivity, onIdle: () => void logout({ reason: 'inactivity' }) });
    return () => {
      controller.abort();
      stopRefresh();
      stopLogoff();
    };
  }, [core, isSignedIn, autoLogoffMinutes, logout, disconnectLocally]);

  // spec: S2 §4, with the config flag on, the terms status every 60 s while visible: changed terms lead to
  // confirm-terms unless the page is exempt (TERMS-002, TERMS-003, TERMS-005).
  useEffect(() => {
    if (!isSignedIn || !isTermsPolling || isSearchEngineBot(readUserAgent())) return;
    const controller = new AbortController();
    const check = () => {
      core.api.terms.getStatus(controller.signal).then(
        ({ result }) => {
          const { route: current, lng: language, pathname, search, navigate: go } = latest.current;
          if (!result || controller.signal.aborted || (current && TERMS_EXEMPT_ROUTES.has(current.id))) return;
          void go(confirmTermsHref(language, `${pathname}${search}`));
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isCancelled(error)) console.warn('terms check failed', error);
        },
      );
    };
    check();
    const stop = startSessionRefresh({ refresh: check, isHidden: isPageHidden, subscribeVisibility: subscribePageVisibility, intervalMs: TERMS_POLL_MS });
    return () => {
      controller.abort();
      stop();
    };
  }, [core, isSignedIn, isTermsPolling]);

  // spec: S2 §6, One Tap is for visitors only, and only when the site config switches it on; never for bots.
  const oneTapScript = googleOneTap?.scriptUrl;
  useEffect(() => {
    if (isSignedIn || !oneTapScript || isSearchEngineBot(readUserAgent())) return;
    return startGoogleOneTap({
      scriptUrl: oneTapScript,
      api: core.api.googleOneTap,
      form: { language: lng, currency: defaultCurrency, countryId: DEFAULT_PHONE_COUNTRY.id },
      loadScript: oneTapEnv?.loadScript ?? loadBrowserScript,
      accountsId: oneTapEnv?.accountsId ?? browserGoogleAccountsId,
      navigate: openDocument,
      onError: (message, error) => console.warn(message, error ?? ''),
    });
  }, [core, isSignedIn, oneTapScript, lng, defaultCurrency, oneTapEnv]);

  // spec: S2 §3, §7, secure data for the signed-in player; its grant cookie is read by the office and payments (CALL-004).
  const { userId: signedInUserId } = useSnapshot(core.state);
  useSecureData({ api: core.api.secureData, userId: isSignedIn && !isSearchEngineBot(readUserAgent()) ? signedInUserId : undefined, lng });

  const value = useMemo<SessionServices>(
    () => ({ lng, isSignedIn, state: core.state, api: core.api, captcha: core.captcha, authForm: core.authForm, authModal: core.authModal, analytics, storage: core.storage, completeSignIn, signInTarget, continueAfterRegistration, logout }),
    [lng, isSignedIn, core, analytics, completeSignIn, signInTarget, continueAfterRegistration, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session's shared services, for the sign-in hooks of headless. */
export function useSessionServices(): SessionServices {
  const services = useContext(SessionContext);
  if (!services) throw new Error('useSession must be used inside a SessionProvider');
  return services;
}

/** The player's session as the UI sees it (spec: S1 §4, S2 §4). */
export interface SessionState {
  isSignedIn: boolean;
  userId: string | undefined;
  banLevel: number;
  isLoggingOut: boolean;
  /** Show "you were signed out for inactivity" (SESSION-008). */
  wasSignedOutForInactivity: boolean;
  dismissInactivityNotice(): void;
  /** Signs out: disconnect call, cookies removed, ban level 0, then home or a reload (SESSION-021 to SESSION-025). */
  logout(): Promise<void>;
}

/**
 * The player's session: whether signed in, the sign-out action and the inactivity notice.
 * @example
 * const session = useSession();
 * if (session.isSignedIn) return <button onClick={() => void session.logout()}>Log out</button>;
 */
export function useSession(): SessionState {
  const services = useSessionServices();
  const snap = useSnapshot(services.state);
  const { logout, state } = services;
  const dismissInactivityNotice = useCallback(() => void (state.wasSignedOutForInactivity = false), [state]);
  const signOut = useCallback(() => logout(), [logout]);
  return {
    isSignedIn: services.isSignedIn,
    userId: snap.userId,
    banLevel: snap.banLevel,
    isLoggingOut: snap.isLoggingOut,
    wasSignedOutForInactivity: snap.wasSignedOutForInactivity,
    dismissInactivityNotice,
    logout: signOut,
  };
}
