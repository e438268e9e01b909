// Site notices shown over the page (spec: S1 §5 age restriction, §9 constants; S2 §2 modals, §4 new-site modal).

/** Where the age confirmation is kept: the time it was given, in localStorage (sessionStorage when that is blocked). */
export const AGE_CONFIRMED_KEY = 'age_confirmed_at';
/** How long an age confirmation lasts: 259200000 ms, 3 days (SHELL-013, decided in docs/decisions.md). */
export const AGE_CONFIRMATION_MS = 259_200_000;
/** The new-site modal's marker: the time it was shown (SHELL-015). */
export const NEW_SITE_SHOWN_KEY = 'new_site_modal_shown_at';
/** The marker prevents repeats for about 5 years: 15768e7 ms (SHELL-015). */
export const NEW_SITE_MARKER_MS = 157_680_000_000;
/** The privacy update the player has seen: its `updatedAt` (SHELL-016). */
export const PRIVACY_SEEN_KEY = 'privacy_update_seen';
/** Scroll-to-top appears after this many screens of scrolling: 1 on desktop, 4 on a phone (SHELL-002). */
export const SCROLL_TOP_SCREENS = { desktop: 1, mobile: 4 } as const;

export type SiteNoticeKind = 'age' | 'new-site' | 'privacy' | 'payment-bills';

/** What decides the site notices: the site config's part and what the browser keeps. */
export interface SiteNoticeInputs {
  /** The site config's age (isAgeConfirmation); null when the site asks none. */
  minimumAge: number | null;
  isNewSiteModal: boolean;
  /** The current privacy terms' date; null when there is no update to announce. */
  privacyUpdatedAt: string | null;
  isSignedIn: boolean;
  /** The cookie consent is still unanswered: its modal is over the page, and one modal at a time is enough. */
  isConsentPending?: boolean;
  /** The deposit page found the bills method out of service and the player has not closed its modal (SHELL-017). */
  isPaymentBillsOutOfService?: boolean;
  stored: { ageConfirmedAt: number | null; newSiteShownAt: number | null; privacySeen: string | null };
  now: number;
}

/** A marker (a time in ms) still counts when it is in the past and younger than `lifetime`. */
export function isMarkerValid(markedAt: number | null, lifetime: number, now: number): boolean {
  return markedAt !== null && Number.isFinite(markedAt) && markedAt <= now && now - markedAt < lifetime;
}

/** The age notice shows when the config has an age and no confirmation is kept (SHELL-010). */
export function isAgeConfirmationDue(minimumAge: number | null, confirmedAt: number | null, now: number): boolean {
  return minimumAge !== null && minimumAge > 0 && !isMarkerValid(confirmedAt, AGE_CONFIRMATION_MS, now);
}

/** The new-site modal shows once to visitors when enabled; its marker prevents repeats for 5 years (SHELL-014, SHELL-015). */
export function isNewSiteModalDue(isEnabled: boolean, isSignedIn: boolean, shownAt: number | null, now: number): boolean {
  return isEnabled && !isSignedIn && !isMarkerValid(shownAt, NEW_SITE_MARKER_MS, now);
}

/**
 * The one notice to show now, after the cookie consent, in order: age first (it blocks the site), then the new-site
 * modal, then privacy, then the payment-bills out-of-service modal (raised by the deposit page).
 */
export function nextSiteNotice(inputs: SiteNoticeInputs): SiteNoticeKind | null {
  const { stored, now } = inputs;
  // The consent comes first (nothing non-necessary before it), then the site's own notices.
  if (inputs.isConsentPending) return null;
  if (isAgeConfirmationDue(inputs.minimumAge, stored.ageConfirmedAt, now)) return 'age';
  if (isNewSiteModalDue(inputs.isNewSiteModal, inputs.isSignedIn, stored.newSiteShownAt, now)) return 'new-site';
  if (inputs.privacyUpdatedAt && stored.privacySeen !== inputs.privacyUpdatedAt) return 'privacy';
  if (inputs.isPaymentBillsOutOfService) return 'payment-bills';
  return null;
}

/** Scroll-to-top shows once the page is scrolled further than `screens` viewport heights (SHELL-002). */
export function isScrollTopVisible(scrollY: number, viewportHeight: number, screens: number): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight * screens;
}

/** A stored time in ms, or null when absent or not a number. */
export function readMarker(value: string | null): number | null {
  if (value === null || value === '') return null;
  const time = Number(value);
  return Number.isFinite(time) ? time : null;
}
