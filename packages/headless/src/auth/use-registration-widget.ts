import { useCallback, useState } from 'react';
import { COOKIE, isBrowser, readRequestCookies, writeCookie } from '../env/environment.ts';
import { useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { isRegistrationWidgetVisible } from './auth-modal.ts';
import { useAuthModal, type AuthLink } from './use-auth-modal.ts';

export interface RightColumnState {
  /** The player hid the right column (`hide_right`). */
  isHidden: boolean;
  /** Hides or shows it again; kept in the `hide_right` cookie so the server renders it the same way. */
  toggle(): void;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/** The hidden-column toggle of the right column (spec: S2 §3 cookie `hide_right`; AUTH-007). */
export function useRightColumn(): RightColumnState {
  const shell = useShell();
  // The cookie is the truth: a layout mounted after a toggle reads it again (the shell data is from the first load).
  const [isHidden, setHidden] = useState(() => (isBrowser() ? readRequestCookies()[COOKIE.hideRight] === '1' : shell.isRightColumnHidden));
  const toggle = useCallback(() => {
    setHidden((hidden) => {
      writeCookie(COOKIE.hideRight, hidden ? '0' : '1', { maxAgeSeconds: YEAR_SECONDS });
      return !hidden;
    });
  }, []);
  return { isHidden, toggle };
}

export interface RegistrationWidgetState {
  isVisible: boolean;
  registrationLink: AuthLink | undefined;
  loginLink: AuthLink;
}

/** The right-column registration widget (spec: S1 §4, S2 §6; AUTH-007, GUARD-006): visitors, registration on, column shown. */
export function useRegistrationWidget({ isRightColumnHidden }: { isRightColumnHidden: boolean }): RegistrationWidgetState {
  const { isSignedIn } = useSessionServices();
  const shell = useShell();
  const auth = useAuthModal();
  return {
    isVisible: isRegistrationWidgetVisible({ isRightColumnHidden, isSignedIn, isRegistrationAvailable: shell.isRegistrationAvailable }),
    registrationLink: auth.registrationLink,
    loginLink: auth.loginLink,
  };
}
