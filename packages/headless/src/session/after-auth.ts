import { safeReturnPath } from '../router/safe-return-path.ts';
import { RETURN_URL_PARAM } from '../router/safe-return-path.ts';
import type { RouteDefinition } from '../routes/route-types.ts';
import { readSiteCookie } from '../env/site-cookies.ts';

/** Where the player is when signing in or out: the route shown, the query and the route before it. */
export interface AfterAuthInput {
  lng: string;
  /** The route being shown; undefined on the 404 page. */
  route: Pick<RouteDefinition, 'id' | 'section' | 'guards'> | undefined;
  /** The current query string (`?returnUrl=…`). */
  search: string;
  /** The path (with query) of the route shown before this one in this tab, if any. */
  previousPath?: string;
}

// Paths after the language prefix that are part of signing in: never a place to return to (it would loop).
const AUTH_PATH = /^\/[a-z]{2}\/(user\/(login|registration|forgotpassword)|registration)(\/|\?|#|$)/i;

/** True for a sign-in, registration or password-recovery path. */
export function isAuthPath(path: string): boolean {
  return AUTH_PATH.test(path);
}

const isRegistration = (route: AfterAuthInput['route']) => route?.id === 'registration' || route?.id === 'registration-type';
const isOffice = (route: AfterAuthInput['route']) => route?.section === 'office' || Boolean(route?.guards?.signedInOnly);
/** The pages of a banned, blocked or suspended player: signed out, the visitor goes home, not back to "Access restricted". */
const RESTRICTION_PAGES = new Set(['block', 'block-ua', 'block-ie', 'suspension']);

/** The same-origin return URL of the query (spec: S2 §2 "Return URL query parameter"), or undefined. */
export function readReturnUrl(search: string): string | undefined {
  const path = safeReturnPath(new URLSearchParams(search).get(RETURN_URL_PARAM));
  return path && !isAuthPath(path) ? path : undefined;
}

/** The query without the return URL (spec: S2 §2, the return URL "can be cleared"). */
export function clearReturnUrl(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RETURN_URL_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where to go after signing in (spec: S1 §4; AUTH-008): the return URL if it is a path on this site, else
 * the previous route, else home; undefined (stay) on registration pages, whose next step is on the page
 * itself, and on office pages, which only reload their data.
 */
export function afterLoginTarget({ lng, route, search, previousPath }: AfterAuthInput): string | undefined {
  if (isRegistration(route) || isOffice(route)) return undefined;
  const returnUrl = readReturnUrl(search);
  if (returnUrl) return returnUrl;
  const previous = safeReturnPath(previousPath);
  if (previous && !isAuthPath(previous)) return previous;
  return `/${lng}`;
}

/**
 * Where to go after signing out (spec: S1 §4, S2 §4; AUTH-008, SESSION-024): from registration or office
 * pages home (they are not for visitors); else the return URL if it is a path on this site; else undefined,
 * which reloads the page the player is on: the header's sign-out is opened over that page, so it is the
 * "previous route" a player expects to see again, now signed out.
 */
export function afterLogoutTarget({ lng, route, search }: AfterAuthInput): string | undefined {
  if (isRegistration(route) || isOffice(route) || RESTRICTION_PAGES.has(route?.id ?? '')) return `/${lng}`;
  return readReturnUrl(search);
}

/** The registration redirect cookies to write when registration opens (AUTH-038); undefined: write nothing. */
export interface RegistrationReturnCookies {
  /** The query's return URL; undefined keeps one set before (another page may have asked for it). */
  redirectUrl: string | undefined;
  /** The page registration was opened from. */
  fromUrl: string | undefined;
}

/**
 * What registration keeps for after it (spec: S2 §3, "redirect_url and from_url … kept for after-registration
 * redirect"; AUTH-038): the query's return URL and the page the player came from, each only if it is a path on
 * this site and not a sign-in page.
 */
export function registrationReturnCookies({ search, previousPath }: Pick<AfterAuthInput, 'search' | 'previousPath'>): RegistrationReturnCookies {
  const from = safeReturnPath(previousPath);
  return { redirectUrl: readReturnUrl(search), fromUrl: from && !isAuthPath(from) ? from : undefined };
}

/**
 * Where to go when registration is done (AUTH-038): the `redirect_url` cookie, else the query's return URL,
 * else the `from_url` cookie, else the previous route, else home. The cookies are parsed as same-origin paths
 * (SITE_COOKIES), so a probe such as `//other.example` in them is ignored and the player stays on the site.
 */
export function afterRegistrationTarget(input: AfterAuthInput & { cookies: Readonly<Record<string, string>> }): string {
  const { cookies, lng, search, previousPath } = input;
  const onSite = (path: string | undefined) => (path && !isAuthPath(path) ? path : undefined);
  return (
    onSite(readSiteCookie(cookies, 'redirectUrl')) ??
    readReturnUrl(search) ??
    onSite(readSiteCookie(cookies, 'fromUrl')) ??
    afterLoginTarget({ lng, search: '', previousPath, route: undefined }) ??
    `/${lng}`
  );
}
