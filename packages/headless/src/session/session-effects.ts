import { useEffect } from 'react';
import { ApiError } from '@bf/api-client/errors';
import { openDocument, readUserAgent, subscribeUserActivity } from '../env/browser-session.ts';
import { isPageHidden, subscribePageVisibility } from '../env/visibility.ts';
import { browserGoogleAccountsId, loadBrowserScript } from '../env/browser-script.ts';
import { DEFAULT_PHONE_COUNTRY } from '../auth/phone-codes.ts';
import { confirmTermsHref } from '../auth/confirm-terms-href.ts';
import type { RouteDefinition } from '../routes/route-table.ts';
import { TERMS_EXEMPT_ROUTES, TERMS_POLL_MS, isSearchEngineBot } from './session-rules.ts';
import { checkUserAtStart, startAutoLogoff, startSessionRefresh } from './session-timers.ts';
import { startSessionLimitPing } from '../limits/session-limit-ping.ts';
import { startGoogleOneTap, type GoogleOneTapOptions } from './google-one-tap.ts';
import type { BrowserApi } from './browser-api.ts';
import type { SessionCore, SessionPage } from './session-core.ts';
import type { LogoutOptions } from './use-session.ts';

// What a session runs in the background in the browser, each concern one hook: the signed-in session's checks and
// timers, the terms poll, Google One Tap for visitors and the secure data (session-background.tsx puts them together,
// loaded after hydration). Nothing runs on the server or for search-engine bots.

const isCancelled = (error: unknown) => error instanceof ApiError && error.isCancelled;

export interface SignedInSessionOptions {
  core: SessionCore;
  isSignedIn: boolean;
  autoLogoffMinutes: number;
  logout(options?: LogoutOptions): Promise<void>;
  /** The server no longer knows the session: forget it here and let the guards re-check the page. */
  disconnectLocally(): Promise<void>;
}

/** The signed-in session: start-up check, refresh every 60 s while visible, auto-logoff. Never for bots. */
export function useSignedInSession({ core, isSignedIn, autoLogoffMinutes, logout, disconnectLocally }: SignedInSessionOptions): void {
  useEffect(() => {
    const { state, api } = core;
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

    // spec: S2 §4 "User config load": through the user config store, once per signed-in page load (fetched only when
    // not installed, an earlier load aborted, flags set or reset, failures logged); a 451 sends the player to confirm-terms.
    void core.userConfig.ensureLoaded();

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
    // spec: S2 §4 "Session limit", a ping every 30 s while a session limit runs; reached: signed out (LIMIT-034).
    // The alert (limit overlays) signs the player out when closed (LIMIT-032, LIMIT-033).
    const stopPing = api.limits ? startSessionLimitPing({ ping: () => api.limits.ping(), onEnded: () => void (state.sessionLimitEnded = true) }) : () => undefined;
    return () => {
      controller.abort();
      core.userConfig.reset();
      stopRefresh();
      stopLogoff();
      stopPing();
    };
  }, [core, isSignedIn, autoLogoffMinutes, logout, disconnectLocally]);
}

/**
 * spec: S2 §4, with the config flag on, the terms status every 60 s while visible: changed terms lead to
 * confirm-terms unless the page is exempt (TERMS-002, TERMS-003, TERMS-005).
 */
export function useTermsPoll({ api, isSignedIn, isTermsPolling, readPage }: { api: BrowserApi; isSignedIn: boolean; isTermsPolling: boolean; readPage(): SessionPage & { route: RouteDefinition | undefined } }): void {
  useEffect(() => {
    if (!isSignedIn || !isTermsPolling || isSearchEngineBot(readUserAgent())) return;
    const controller = new AbortController();
    const check = () => {
      api.terms.getStatus(controller.signal).then(
        ({ result }) => {
          const { route: current, lng: language, pathname, search, navigate: go } = readPage();
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
    }, [api, isSignedIn, isTermsPolling, readPage]);
}

export interface VisitorOneTapOptions {
  api: BrowserApi;
  isSignedIn: boolean;
  lng: string;
  scriptUrl: string | undefined;
  defaultCurrency: string;
  oneTapEnv?: Pick<GoogleOneTapOptions, 'loadScript' | 'accountsId'>;
}

/** spec: S2 §6, One Tap is for visitors only, and only when the site config switches it on; never for bots. */
export function useVisitorOneTap({ api, isSignedIn, lng, scriptUrl: oneTapScript, defaultCurrency, oneTapEnv }: VisitorOneTapOptions): void {
  useEffect(() => {
    if (isSignedIn || !oneTapScript || isSearchEngineBot(readUserAgent())) return;
    return startGoogleOneTap({
      scriptUrl: oneTapScript,
      api: api.googleOneTap,
      form: { language: lng, currency: defaultCurrency, countryId: DEFAULT_PHONE_COUNTRY.id },
      loadScript: oneTapEnv?.loadScript ?? loadBrowserScript,
      accountsId: oneTapEnv?.accountsId ?? browserGoogleAccountsId,
      navigate: openDocument,
      onError: (message, error) => console.warn(message, error ?? ''),
    });
  }, [api, isSignedIn, oneTapScript, lng, defaultCurrency, oneTapEnv]);
}
