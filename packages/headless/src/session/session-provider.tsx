import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { readRequestCookies } from '../env/environment.ts';
import { openDocument, reloadPage, type RemovableStorage } from '../env/browser-session.ts';
import { AfterHydration } from '../env/after-hydration.tsx';
import { useCurrentRoute } from '../shell/use-shell.ts';
import { useAnalytics } from '../analytics/analytics-provider.tsx';
import type { AuthModalStore } from '../auth/auth-modal.ts';
import { readSession } from './read-session.ts';
import { AUTO_LOGOFF_NOTICE_KEY } from './session-rules.ts';
import { afterLoginTarget, afterLogoutTarget, afterRegistrationTarget, type AfterAuthInput } from './after-auth.ts';
import { clearSiteCookie } from '../env/site-cookies.ts';
import { clearSessionCookies, writeUserTokenCookie } from './token-cookie.ts';
import type { BrowserApi } from './browser-api.ts';
import type { GoogleOneTapOptions } from './google-one-tap.ts';
import { useNavigationBlock } from '../router/navigation-guard.tsx';
import { createSessionCore } from './session-core.ts';
import { useInactivityNotice, useSessionClaims } from './session-start.ts';
import { useRegistrationReturn, useRouteHistory } from './route-history.ts';
import { SessionContext, type CompleteSignInOptions, type LogoutOptions, type SessionServices } from './use-session.ts';

// The session's checks, timers, terms poll, One Tap and secure data: after hydration, their code in a chunk of its own.
const SessionBackground = lazy(() => import('./session-background.tsx').then((m) => ({ default: m.SessionBackground })));

// The session's pieces, one concept a file: use-session.ts (the services and state the rest of headless reads),
// session-core.ts (stores and the API client with its request hooks), session-start.ts (what runs in the browser at
// once), session-effects.ts and session-background.tsx (what runs after hydration), route-history.ts (the previous
// route and registration's return cookies). This file puts them together.
export { useSession, useSessionServices } from './use-session.ts';
export type { CompleteSignInOptions, LogoutOptions, SessionModel, SessionServices, SessionState } from './use-session.ts';

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

  const paths = useRouteHistory(location.pathname, location.search);

  // Hooks and timers read the latest render through this ref.
  const latest = useRef({ lng, isSignedIn, route, pathname: location.pathname, search: location.search, navigate, revalidator, reloadConfig });
  latest.current = { lng, isSignedIn, route, pathname: location.pathname, search: location.search, navigate, revalidator, reloadConfig };

  const readPage = useCallback(() => latest.current, []);
  const [core] = useState(() =>
    createSessionCore({
      analytics,
      readPage,
      api: givenApi,
      fetch: givenFetch,
      storage: givenStorage,
      authModal,
    }),
  );

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
    core.userConfig.reset();
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
      // The signed-in calls still on their way would come back 401 once the session ends: call them off, and any the
      // page makes before the fresh document (logout always ends in one).
      api.http.cancelSignedInCalls();
      try {
        // spec: S2 §4 "Logout": the disconnect call, cookies removed, ban level 0, then home or a reload.
        await api.auth.disconnect({ lng: latest.current.lng });
        clearSessionCookies();
        state.banLevel = 0;
        state.userId = undefined;
        state.userConfig = undefined;
        core.userConfig.reset();
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

  useRegistrationReturn(route?.id, location.search, paths);

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

  useInactivityNotice(core);
  useSessionClaims(core, isSignedIn);

  const value = useMemo<SessionServices>(
    () => ({ lng, isSignedIn, state: core.state, api: core.api, captcha: core.captcha, authForm: core.authForm, authModal: core.authModal, analytics, storage: core.storage, userConfigStore: core.userConfig, completeSignIn, signInTarget, continueAfterRegistration, logout }),
    [lng, isSignedIn, core, analytics, completeSignIn, signInTarget, continueAfterRegistration, logout],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      <AfterHydration>
        <Suspense fallback={null}>
          <SessionBackground core={core} isSignedIn={isSignedIn} autoLogoffMinutes={autoLogoffMinutes} logout={logout} disconnectLocally={disconnectLocally} isTermsPolling={isTermsPolling} readPage={readPage} lng={lng} oneTapScriptUrl={googleOneTap?.scriptUrl} defaultCurrency={defaultCurrency} oneTapEnv={oneTapEnv} />
        </Suspense>
      </AfterHydration>
    </SessionContext.Provider>
  );
}
