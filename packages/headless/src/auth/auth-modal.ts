import { proxy } from 'valtio/vanilla';
import { safeReturnPath } from '../router/safe-return-path.ts';
import { AB_TEST, abTestVariant } from '../settings/ab-test.ts';
import { readSiteCookie } from '../env/site-cookies.ts';
import { readReturnUrl } from '../session/after-auth.ts';

/** The sign-in and registration modals (spec: S1 §4 "Session and shell", S2 §2; AUTH-001). */
export type AuthModalId = 'login' | 'registration';

/** How a sign-in or registration entry point opens: over the page, as its own page, or not at all. */
export type AuthOpening = 'modal' | 'page' | 'none';

/** Which modal is open, and where a sign-in made in it should lead. One per render root. */
export interface AuthModalModel {
  open: AuthModalId | null;
  /** The wanted route the access guard remembered (GUARD-021): a path on this site, reached after signing in. */
  returnTo: string | null;
}

export type AuthModalStore = AuthModalModel;

export function createAuthModalStore(): AuthModalStore {
  return proxy<AuthModalModel>({ open: null, returnTo: null });
}

/** Opens the sign-in modal; `returnTo` (a same-site path, else dropped) is where a sign-in in it continues to. */
export function openLoginModal(store: AuthModalStore, { returnTo }: { returnTo?: string | null } = {}): void {
  store.open = 'login';
  store.returnTo = safeReturnPath(returnTo) ?? null;
}

export function openRegistrationModal(store: AuthModalStore): void {
  store.open = 'registration';
  store.returnTo = null;
}

export function closeAuthModal(store: AuthModalStore): void {
  store.open = null;
  store.returnTo = null;
}

/** The sign-in entry point (spec: S2 §2; AUTH-001, AUTH-002): a modal, except on the sign-in page itself. */
export function loginOpening({ routeId }: { routeId: string | undefined }): AuthOpening {
  return routeId === 'login' ? 'page' : 'modal';
}

/** What decides how the registration form opens (spec: S1 §4). */
export interface RegistrationOpeningInput {
  routeId: string | undefined;
  /** Registration allowed and not a VIP domain (AUTH-004, AUTH-005). */
  isRegistrationAvailable: boolean;
  /** The operator's own registration replaces the built-in form. */
  isCustomRegistration: boolean;
  /** A redirect was requested: the address carries a return URL to go on to after registering. */
  isRedirectRequested: boolean;
  /** The site runs as an embedded widget: no modals over the host page. */
  isWidgetMode: boolean;
  /** The player is in variant B of A/B test 70, registration as a page (AUTH-039); absent: not in the test. */
  isRegistrationPageVariant?: boolean;
}

const REGISTRATION_ROUTES = new Set(['registration', 'registration-type']);

/**
 * How the registration form opens (spec: S1 §4; AUTH-003, AUTH-004): not at all on registration or where it is
 * disallowed; as a page with a custom registration, on the sign-in page, when a redirect was requested or in
 * widget mode; otherwise as a modal.
 */
export function registrationOpening(input: RegistrationOpeningInput): AuthOpening {
  if (!input.isRegistrationAvailable || REGISTRATION_ROUTES.has(input.routeId ?? '')) return 'none';
  if (input.isCustomRegistration || input.routeId === 'login' || input.isRedirectRequested || input.isWidgetMode || input.isRegistrationPageVariant) return 'page';
  return 'modal';
}

/** The player's half of A/B test 70 opens registration as a page (AUTH-039); the device id keeps them in one half. */
export function isRegistrationPageVariant(availability: Readonly<Record<string, boolean>>, deviceId: string): boolean {
  return abTestVariant(AB_TEST.registrationNavigation, { availability, bucketKey: deviceId }) === 'B';
}

/** The site's registration settings the opening rule reads (from the shell in a hook, the site config in a loader). */
export interface RegistrationSettings {
  isRegistrationAvailable: boolean;
  isCustomRegistration: boolean;
  isWidgetMode: boolean;
  abTestsAvailability: Readonly<Record<string, boolean>>;
}

/**
 * How registration opens from where the player is: the settings, the address's query (a return URL asks for a
 * redirect), the after-registration redirect cookie (AUTH-038) and the device id (A/B test 70's half, AUTH-039).
 */
export function registrationOpeningAt({ routeId, settings, search, cookies, deviceId }: { routeId: string | undefined; settings: RegistrationSettings; search: string; cookies: Readonly<Record<string, string>>; deviceId: string }): AuthOpening {
  return registrationOpening({
    routeId,
    isRegistrationAvailable: settings.isRegistrationAvailable,
    isCustomRegistration: settings.isCustomRegistration,
    isRedirectRequested: readReturnUrl(search) !== undefined || readSiteCookie(cookies, 'redirectUrl') !== undefined,
    isWidgetMode: settings.isWidgetMode,
    isRegistrationPageVariant: isRegistrationPageVariant(settings.abTestsAvailability, deviceId),
  });
}

/**
 * The right-column registration widget (spec: S1 §4, S2 §6; AUTH-007, GUARD-006): for visitors, where registration
 * is enabled, while the right column is not hidden (`hide_right`).
 */
export function isRegistrationWidgetVisible({ isRightColumnHidden, isSignedIn, isRegistrationAvailable }: { isRightColumnHidden: boolean; isSignedIn: boolean; isRegistrationAvailable: boolean }): boolean {
  return !isRightColumnHidden && !isSignedIn && isRegistrationAvailable;
}

/** A plain left click with no modifier: the one a link may take over; others (new tab, download) stay the browser's. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
