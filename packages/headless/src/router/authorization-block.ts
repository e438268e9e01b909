import { openLoginModal, type AuthModalStore } from '../auth/auth-modal.ts';
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
