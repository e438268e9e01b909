import { createContext, useCallback, useContext } from 'react';
import { useSnapshot } from 'valtio';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import type { Analytics } from '../analytics/analytics.ts';
import type { AuthFormStore } from '../auth/auth-form-store.ts';
import type { AuthModalStore } from '../auth/auth-modal.ts';
import type { RemovableStorage } from '../env/browser-session.ts';
import type { BrowserApi } from './browser-api.ts';
import type { CaptchaStore } from './captcha-store.ts';
import type { UserConfigStore } from '../user-config/user-config-store.ts';

// The session as the rest of headless sees it: the services one SessionProvider makes per render root, and the
// player's session state. The provider (session-provider.tsx) fills the context.

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
  /** The limit service ended the session (main_session_limit_ended): the alert shows, closing it signs out (LIMIT-032). */
  sessionLimitEnded?: boolean;
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
  /** The user config load behind state.userConfig, with its installed and loaded flags (UCFG-013 to UCFG-016). */
  userConfigStore: UserConfigStore;
  /** After a successful sign-in or registration: cookie, config reload, then the return URL (AUTH-008, AUTH-009). */
  completeSignIn(options?: CompleteSignInOptions): Promise<void>;
  /** Where a sign-in made on this page would lead (the return URL rules), without going there. */
  signInTarget(): string | undefined;
  /** After registration's last step: the return URL, else the previous route, else home. */
  continueAfterRegistration(): Promise<void>;
  logout(options?: LogoutOptions): Promise<void>;
}

/** Filled by SessionProvider. */
export const SessionContext = createContext<SessionServices | null>(null);

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
