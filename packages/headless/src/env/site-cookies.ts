import { safeReturnPath } from '../router/safe-return-path.ts';
import { isBrowser, readRequestCookies, writeCookie } from './environment.ts';

const DAY_SECONDS = 24 * 3600;
const YEAR_SECONDS = 365 * DAY_SECONDS;

// Cookie values are checked with small parsers, not a schema: the first render reads them synchronously, and a
// validator would put zod in the first-load JS (docs/decisions.md "No validator in the first load").

/** `'0'`/`'1'` (and `'true'`/`'false'`, which older writers used) as a boolean. */
const flag = (value: string): boolean | undefined => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : undefined);

/** A whole number of up to five digits, optionally negative, from `min` to `max`. */
const integer =
  (min: number, max: number) =>
  (value: string): number | undefined => {
    if (!/^-?\d{1,5}$/.test(value)) return undefined;
    const number = Number(value);
    return number >= min && number <= max ? number : undefined;
  };

/** The value when it matches `pattern`. */
const matching =
  (pattern: RegExp) =>
  (value: string): string | undefined =>
    pattern.test(value) ? value : undefined;

/** One of `values`. */
const member =
  <T extends string>(values: readonly T[]) =>
  (value: string): T | undefined =>
    values.find((item) => item === value);

/** A same-origin path only: anything else (another site, a scheme, a protocol-relative trick) is ignored (AUTH-038). */
const sitePath = (value: string): string | undefined => safeReturnPath(value);

/** What a cookie of the site is: its name, lifetime and the parser of its value. */
export interface SiteCookie<T> {
  name: string;
  /** Lifetime in seconds; every cookie is written with path /, SameSite=Lax, Secure on HTTPS, never HttpOnly. */
  maxAgeSeconds: number;
  /** The value, or undefined for one that breaks the cookie's rule: it is treated as if the cookie were absent. */
  parse: (raw: string) => T | undefined;
  /** How a value is written back; `String(value)` unless given. */
  format?: (value: T) => string;
}

const cookie = <T>(name: string, maxAgeSeconds: number, parse: (raw: string) => T | undefined, format?: (value: T) => string): SiteCookie<T> => ({ name, maxAgeSeconds, parse, ...(format ? { format } : {}) });
const flagFormat = (value: boolean) => (value ? '1' : '0');

/**
 * The site's own cookies besides the session token (spec: S2 §3 "Other cookies"; SESSION-017), each with its
 * lifetime and the parser of its value. Lifetimes the spec does not give are ours (docs/decisions.md
 * "Site cookies"): a year for preferences, an hour for the registration redirect, a day for switches.
 */
export const SITE_COOKIES = {
  /** Window width in CSS px, for the server's layout; written only with functional cookies accepted (spec: S2 §9). */
  windowWidth: cookie('window_width', YEAR_SECONDS, integer(200, 10_000)),
  /** Timezone offset: minutes east of UTC, as the browser reports it (UTC+3 is 180). */
  tzo: cookie('tzo', YEAR_SECONDS, integer(-720, 840)),
  /** Version of the CDN icon set, e.g. 1.0.637 (spec: S2 §9). */
  iconsVersion: cookie('icons_version', 30 * DAY_SECONDS, matching(/^\d{1,4}\.\d{1,4}\.\d{1,6}$/)),
  /** '1': the domain redirect check is off for this browser. */
  forceRedirectOff: cookie('force_redirect_off', DAY_SECONDS, flag, flagFormat),
  /** Any short token: its presence shows the hidden languages (LANG-005). */
  ua: cookie('ua', YEAR_SECONDS, matching(/^[\w.-]{1,64}$/)),
  /** Where to go after registration (AUTH-038). */
  redirectUrl: cookie('redirect_url', 3600, sitePath),
  /** The page the player opened registration from (AUTH-038). */
  fromUrl: cookie('from_url', 3600, sitePath),
  /** The chosen language, a two-letter path prefix. */
  language: cookie('lng', YEAR_SECONDS, matching(/^[a-z]{2}$/)),
  /** The cookie-consent choice (spec: S2 §3 "agree types"). */
  cookiesAgreeType: cookie('cookies_agree_type', YEAR_SECONDS, member(['all', 'only_functionality', 'only_marketing', 'disable'] as const)),
  /** 12-hour clock. */
  is12h: cookie('is12h', YEAR_SECONDS, flag, flagFormat),
  /** Font size step the player chose: 0 base, 1 large, 2 largest (global settings appFontSize). */
  appFontSize: cookie('app_font_size', YEAR_SECONDS, integer(0, 2)),
  /** Compact view (global settings isAppCompactView). */
  isAppCompactView: cookie('app_compact_view', YEAR_SECONDS, flag, flagFormat),
  /** Mode for the visually impaired (global settings visuallyImpairedMode). */
  visuallyImpairedMode: cookie('visually_impaired', YEAR_SECONDS, flag, flagFormat),
  /** 0 European, 1 Asian (spec: S2 §3). */
  appViewType: cookie('app_view_type', YEAR_SECONDS, (value): 0 | 1 | undefined => (value === '1' ? 1 : value === '0' ? 0 : undefined)),
  /** The left column is hidden. */
  hideLeft: cookie('hide_left', YEAR_SECONDS, flag, flagFormat),
  /** The right column is hidden. */
  hideRight: cookie('hide_right', YEAR_SECONDS, flag, flagFormat),
  /** Championships grouped by country (global settings isGroupByCountry). */
  isChampsGroupedByCountry: cookie('isChampsGroupedByCountry', YEAR_SECONDS, flag, flagFormat),
} as const;

export type SiteCookieKey = keyof typeof SITE_COOKIES;
/** The parsed value of a site cookie. */
export type SiteCookieValue<K extends SiteCookieKey> = (typeof SITE_COOKIES)[K] extends SiteCookie<infer T> ? T : never;

/**
 * The parsed value of one site cookie from a cookie map (`readRequestCookies()`), or undefined when the cookie is
 * absent or malformed: a bad value is ignored, never thrown.
 * @example
 * const width = readSiteCookie(readRequestCookies(request), 'windowWidth'); // number | undefined
 */
export function readSiteCookie<K extends SiteCookieKey>(cookies: Readonly<Record<string, string>>, key: K): SiteCookieValue<K> | undefined {
  const raw = cookies[SITE_COOKIES[key].name];
  if (raw === undefined) return undefined;
  return (SITE_COOKIES[key] as unknown as SiteCookie<SiteCookieValue<K>>).parse(raw);
}

/** Writes one site cookie with its own lifetime (browser only; a no-op on the server). */
export function writeSiteCookie<K extends SiteCookieKey>(key: K, value: SiteCookieValue<K>): void {
  const def = SITE_COOKIES[key] as unknown as SiteCookie<SiteCookieValue<K>>;
  writeCookie(def.name, def.format ? def.format(value) : String(value), { maxAgeSeconds: def.maxAgeSeconds });
}

/** Removes one site cookie (browser only). */
export function clearSiteCookie(key: SiteCookieKey): void {
  writeCookie(SITE_COOKIES[key].name, '', { maxAgeSeconds: 0 });
}

/** Minutes east of UTC for a `Date#getTimezoneOffset()` value (which counts the other way). */
export const timezoneOffsetMinutes = (getTimezoneOffset: number): number => (getTimezoneOffset === 0 ? 0 : -getTimezoneOffset);

/** Stores the browser's timezone offset in `tzo` when it changed, so the server renders times in it (SESSION-017). */
export function syncTimezoneCookie(now: Date = new Date()): void {
  if (!isBrowser()) return;
  const offset = timezoneOffsetMinutes(now.getTimezoneOffset());
  if (readSiteCookie(readRequestCookies(), 'tzo') !== offset) writeSiteCookie('tzo', offset);
}
