import { openLoginModal, openRegistrationModal, type AuthModalStore } from '../auth/auth-modal.ts';
import { isAuthPath, readReturnUrl } from '../session/after-auth.ts';
import type { GuardDecision } from './guard-route.ts';

export interface AuthorizationBlockInput {
  /** The browser router's modal store; absent on the server, where only the redirect can happen. */
  store: AuthModalStore | undefined;
  /** The address being navigated to. */
  requestUrl: URL;
  /** The page shown while the navigation runs; absent on the server. */
  currentUrl: URL | undefined;
}

/**
 * GUARD-021 in the browser (spec: S2 §2): a visitor's client-side navigation to a signed-in-only route remembers the
 * wanted route and opens the authorization block (the sign-in modal) over the page shown, which stays. Answers the
 * address to stay on, or undefined where the guard's redirect to sign-in (or home) must happen: on the server (a
 * direct load cannot show a modal), and when the page shown is the one being checked again (the session ended on it).
 */
export function openAuthorizationBlock(decision: GuardDecision, { store, requestUrl, currentUrl }: AuthorizationBlockInput): string | undefined {
  if (decision.kind !== 'redirect' || !decision.authorization || !store || !currentUrl) return undefined;
  if (currentUrl.pathname === requestUrl.pathname) return undefined;
  openLoginModal(store, { returnTo: decision.authorization.returnTo });
  return `${currentUrl.pathname}${currentUrl.search}${currentUrl.hash}`;
}

/** The sign-in and registration routes and the modal each one maps to (GUARD-043). */
const AUTH_ROUTE_MODALS: Readonly<Record<string, 'login' | 'registration'>> = { login: 'login', registration: 'registration' };

export interface AuthRouteInPlaceInput extends AuthorizationBlockInput {
  /** The registration rules say modal here (AUTH-003: no custom registration, widget mode, redirect or A/B page variant); asked only for registration. */
  registrationOpensAsModal(): boolean;
}

/**
 * GUARD-043 in the browser (spec: S2 §2, "the login/registration redirect sends the user back to the stored previous
 * route if a rule maps the source route to a target"): a client-side navigation to the sign-in or registration page
 * from another page keeps that page (the previous route) and opens the form as its modal over it (AUTH-001), whatever
 * link led there. Answers the address to stay on, or undefined to render the page: on the server (a direct load),
 * between sign-in pages (their links are page flows), when registration opens as a page (AUTH-003), and when the
 * return URL is the page shown (a guard sent it there because its session ended, or it asked to come back to itself).
 */
export function openAuthRouteInPlace(routeId: string | undefined, { store, requestUrl, currentUrl, registrationOpensAsModal }: AuthRouteInPlaceInput): string | undefined {
  const modal = AUTH_ROUTE_MODALS[routeId ?? ''];
  if (!modal || !store || !currentUrl || currentUrl.pathname === requestUrl.pathname || isAuthPath(currentUrl.pathname)) return undefined;
  const shown = `${currentUrl.pathname}${currentUrl.search}`;
  const returnUrl = readReturnUrl(requestUrl.search);
  if (returnUrl === shown) return undefined;
  if (modal === 'login') openLoginModal(store, { returnTo: returnUrl ?? null });
  else if (registrationOpensAsModal()) openRegistrationModal(store);
  else return undefined;
  return `${shown}${currentUrl.hash}`;
}
