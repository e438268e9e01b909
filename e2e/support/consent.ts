import type { BrowserContext } from '@playwright/test';

/**
 * The cookie-consent answer every test starts with (playwright.config.ts): "only necessary", which sets no functional
 * cookie and starts no analytics, as the site behaved before the consent modal existed. Without it the modal covers
 * the page; the consent spec starts without it.
 */
export const CONSENT_ANSWERED = { name: 'cookies_agree_type', value: 'disable', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };

/** Puts the consent answer back after a test cleared every cookie. */
export async function keepConsentAnswered(context: BrowserContext): Promise<void> {
  await context.addCookies([CONSENT_ANSWERED]);
}
