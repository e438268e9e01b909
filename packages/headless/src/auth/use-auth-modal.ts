import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { readRequestCookies } from '../env/environment.ts';
import { openDocument } from '../env/browser-session.ts';
import { routeHref } from '../routes/route-links.ts';
import { useCurrentRoute, useShell } from '../shell/use-shell.ts';
import { useSessionServices } from '../session/session-provider.tsx';
import { readDeviceId } from '../session/session-rules.ts';
import { closeAuthModal, isPlainClick, loginOpening, openLoginModal, openRegistrationModal, registrationOpeningAt, type AuthModalId } from './auth-modal.ts';

/** The fields of a click a link hands over (a React mouse event fits). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** A real link to the page (works without JavaScript) whose plain click may open the modal instead. */
export interface AuthLink {
  href: string;
  onClick(event: LinkClick): void;
}

export interface AuthModalState {
  /** The modal that is open, if any. */
  open: AuthModalId | null;
  /** Sign-in: a modal, except on the sign-in page (AUTH-001, AUTH-002). */
  loginLink: AuthLink;
  /** Registration: a modal or the page as AUTH-003 says; undefined where registration is off (AUTH-004, AUTH-005). */
  registrationLink: AuthLink | undefined;
  openLogin(options?: { returnTo?: string | null }): void;
  /** Opens the registration form where AUTH-003 allows a modal; otherwise goes to its page. */
  openRegistration(): void;
  close(): void;
  /** After a sign-in in the modal: closes it and goes on to the remembered route, if any (GUARD-021); else stays. */
  afterSignIn(): Promise<void>;
  /** The modal's form failed (its code did not load, or it threw): its page instead, loaded afresh (AUTH-006). */
  fallBackToPage(): void;
}

/**
 * The sign-in and registration modals (spec: S1 §4, S2 §2; AUTH-001 to AUTH-006).
 * @example
 * const auth = useAuthModal();
 * <a href={auth.loginLink.href} onClick={auth.loginLink.onClick}>Log in</a>
 */
export function useAuthModal(): AuthModalState {
  const { authModal, storage } = useSessionServices();
  const snap = useSnapshot(authModal);
  const shell = useShell();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { lng } = shell;
  const loginHref = routeHref('login', lng);
  const registrationHref = routeHref('registration', lng);

  const openRegistration = useCallback(() => {
    const opening = registrationOpeningAt({
      routeId: route?.id,
      settings: { isRegistrationAvailable: shell.isRegistrationAvailable, ...shell.auth },
      search,
      cookies: readRequestCookies(),
      deviceId: readDeviceId(storage),
    });
    if (opening === 'modal') openRegistrationModal(authModal);
    else if (opening === 'page') void navigate(registrationHref);
  }, [route?.id, shell.isRegistrationAvailable, shell.auth, storage, search, authModal, navigate, registrationHref]);

  const loginLink: AuthLink = {
    href: loginHref,
    onClick: (event) => {
      if (!isPlainClick(event) || loginOpening({ routeId: route?.id }) !== 'modal') return;
      event.preventDefault();
      openLoginModal(authModal);
    },
  };
  const registrationLink: AuthLink | undefined = shell.isRegistrationAvailable
    ? {
        href: registrationHref,
        onClick: (event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openRegistration();
        },
      }
    : undefined;

  return {
    open: snap.open,
    loginLink,
    registrationLink,
    openLogin: useCallback((options) => openLoginModal(authModal, options), [authModal]),
    openRegistration,
    close: useCallback(() => closeAuthModal(authModal), [authModal]),
    afterSignIn: useCallback(async () => {
      const wanted = authModal.returnTo;
      closeAuthModal(authModal);
      if (wanted) await navigate(wanted);
    }, [authModal, navigate]),
    fallBackToPage: useCallback(() => {
      const failed = authModal.open;
      const wanted = authModal.returnTo;
      closeAuthModal(authModal);
      // A full page load, not a client navigation: the failure is most often a chunk that did not load, and the
      // chunk-error reload of the page (ERR-007) must not win over the form's page.
      if (failed === 'registration') openDocument(registrationHref);
      else if (failed === 'login') openDocument(wanted ? `${loginHref}?returnUrl=${encodeURIComponent(wanted)}` : loginHref);
    }, [authModal, registrationHref, loginHref]),
  };
}

/**
 * Keeps the modals honest for the component that shows them: a sign-in modal closes once the player is signed in
 * (another tab, One Tap), and any modal closes when the page changes under it (a link inside it was followed).
 */
export function useAuthModalHost(): AuthModalId | null {
  const { authModal, authForm, isSignedIn } = useSessionServices();
  const { open } = useSnapshot(authModal);
  const { loading } = useSnapshot(authForm.state);
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current !== place && authModal.open) closeAuthModal(authModal);
    shown.current = place;
  }, [place, authModal]);
  // Not while a sign-in of the modal itself finishes: that one closes it and goes on to the remembered route.
  useEffect(() => {
    if (isSignedIn && !loading && authModal.open === 'login') closeAuthModal(authModal);
  }, [isSignedIn, loading, open, authModal]);
  return open;
}
