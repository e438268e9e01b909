/** Constants and pure rules of the player's session in the browser (spec: S1 §4 "Session and shell", S2 §4, §9). */

/** The user id is fetched at start in 2 tries (spec: S2 §4 "Session start", §9). */
export const SESSION_CHECK_TRIES = 2;
/** …1500 ms apart (spec: S2 §9). */
export const SESSION_CHECK_DELAY_MS = 1500;
/** The session is refreshed every 60 s while the page is visible (spec: S1 §4, §9). */
export const SESSION_REFRESH_MS = 60_000;

/** Terms poll while signed in, when the site config switches it on (spec: S2 §4, §9 "Terms poll 60 s"). */
export const TERMS_POLL_MS = 60_000;

/**
 * Routes the terms check never leaves (TERMS-003 "not exempt"): the confirm page itself, the rules the player
 * may want to read first, and the block, maintenance and error pages (docs/decisions.md "Terms confirmation").
 */
export const TERMS_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['confirm-terms', 'rules', 'block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'maintenance', 'server-error', 'old-browser']);
/** Activity events that reset the auto-logoff timer are throttled at 100 ms (spec: S1 §9). */
export const ACTIVITY_THROTTLE_MS = 100;
/** Storage key of the "signed out for inactivity" flag read on the next load (spec: S1 §4). */
export const AUTO_LOGOFF_NOTICE_KEY = 'bf_auto_logoff_notice';
/** Storage key of the device id sent in the device-id header (spec: S2 §7 "Global request hooks"). */
export const DEVICE_ID_KEY = 'bf_device_id';

/** The device id the API client keeps; empty before its first call or with storage blocked. */
export function readDeviceId(storage: { getItem(key: string): string | null } | null): string {
  try {
    return storage?.getItem(DEVICE_ID_KEY) ?? '';
  } catch {
    return '';
  }
}

// Crawlers of the big search engines and link previewers: they get the page, never the session timers.
const BOT_PATTERN =
  /bot\b|crawler|spider|crawling|slurp|googlebot|bingbot|yandex(bot|images|mobilebot)|baiduspider|duckduckbot|sogou|exabot|facebookexternalhit|facebot|ia_archiver|applebot|petalbot|semrush|ahrefs|mj12bot|seznambot|lighthouse|headlesschrome\/.*\bgoogle/i;

/** True for a search-engine bot's user agent: timers do not start for it (spec: S2 §4; SESSION-005). */
export function isSearchEngineBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

/** Minutes of inactivity before auto-logoff, or 0 when the site has it off (site config `isAutoLogoffEnable`). */
export function autoLogoffMinutes(config: { isAutoLogoffEnable: boolean; autoLogoffInactiveMinutes: number }): number {
  return config.isAutoLogoffEnable && config.autoLogoffInactiveMinutes > 0 ? config.autoLogoffInactiveMinutes : 0;
}
