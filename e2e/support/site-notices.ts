import { CONSENT_ANSWERED } from './consent.ts';

/**
 * The age confirmation and the new-site modal are on in the demo config. Every test but theirs starts past them:
 * the default storage state (playwright.config.ts) and any context a test opens itself carry these markers.
 */
export function pastSiteNotices(now = Date.now()): { name: string; value: string }[] {
  return [
    { name: 'age_confirmed_at', value: String(now) },
    { name: 'new_site_modal_shown_at', value: String(now) },
  ];
}

/** A storage state for a fresh visitor who has answered the cookie consent and the site notices, nothing else. */
export function pastSiteNoticesState(baseURL: string) {
  return { cookies: [CONSENT_ANSWERED], origins: [{ origin: baseURL, localStorage: pastSiteNotices() }] };
}
