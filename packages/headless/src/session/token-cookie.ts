import { jwtDecode } from 'jwt-decode';
import { COOKIE, readRequestCookies, writeCookie } from '../env/environment.ts';
import { deleteCookie } from '../env/browser-session.ts';

/** The token's expiry claim in epoch ms, or undefined when it has none or is not a JWT. */
export function tokenExpiryMs(token: string): number | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seconds the `user_token` cookie should live: until the token's expiry (spec: S2 §3, §9 "Token cookie
 * expiry from token"; SESSION-016), or 0 (do not store) for a token without a future expiry.
 */
export function tokenCookieMaxAge(token: string, nowMs = Date.now()): number {
  const expiry = tokenExpiryMs(token);
  return expiry === undefined ? 0 : Math.max(0, Math.floor((expiry - nowMs) / 1000));
}

/** The token of the `user_token` cookie, if any (read through the environment module). */
export function readUserToken(): string | undefined {
  return readRequestCookies()[COOKIE.userToken] || undefined;
}

/** Stores the token in the `user_token` cookie with the token's own expiry; a token that has none is not stored. */
export function writeUserTokenCookie(token: string, nowMs = Date.now()): void {
  const maxAgeSeconds = tokenCookieMaxAge(token, nowMs);
  if (maxAgeSeconds > 0) writeCookie(COOKIE.userToken, token, { maxAgeSeconds });
}

/** Cookies of a signed-in session, removed at logout (spec: S2 §4 "Logout"; SESSION-022). */
export const SESSION_COOKIES = [COOKIE.userToken] as const;

/** Removes the session cookies. */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) deleteCookie(name);
}
