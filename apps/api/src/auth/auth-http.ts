import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/api-error.ts';

/** spec §3: the session token lives in this cookie, with the token's expiry. */
export const USER_TOKEN_COOKIE = 'user_token';

/**
 * A refused auth call. It answers in the error shape and, for the auth forms, with the form fields
 * `{ success: false, responseType, message }` as well, so either kind of client reads it.
 */
export class AuthFailure extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string | number,
    detail: string,
    readonly responseType = 'error',
    readonly headers: Record<string, string> = {},
  ) {
    super(status, [{ code, detail }]);
  }

  static override badRequest(code: string | number, detail: string, responseType?: string): AuthFailure {
    return new AuthFailure(400, code, detail, responseType);
  }

  static unauthorized(): AuthFailure {
    return new AuthFailure(401, 'unauthorized', 'Sign in first: no valid session', 'unauthorized');
  }

  static tooManyAttempts(retryAfterSeconds: number): AuthFailure {
    return new AuthFailure(
      429,
      'too_many_attempts',
      `Too many failed attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} min`,
      'too_many_attempts',
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** Renders an AuthFailure; anything else goes on to the API's error handler. */
export function authFailureResponse(error: AuthFailure, c: Context): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    { success: false, responseType: error.responseType, message: error.message, errors: error.errors },
    error.status,
  );
}

/** The request came over HTTPS, directly or through a proxy that says so. */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return c.req.url.startsWith('https:');
}

/**
 * Sets `user_token` for `exp` (epoch seconds): `Max-Age` and `Expires` from the token (spec §9 "Token cookie
 * expiry from token"), `Path=/`, `SameSite=Lax`, and `Secure` over HTTPS. Not HttpOnly: the front end reads
 * the token from this cookie to send it as a bearer header and to read its expiry (spec §4 "Token").
 */
export function setUserTokenCookie(c: Context, token: string, exp: number, now: Date): void {
  setCookie(c, USER_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c),
    httpOnly: false,
    maxAge: Math.max(0, exp - Math.floor(now.getTime() / 1000)),
    expires: new Date(exp * 1000),
  });
}

/** Removes `user_token` (logout, spec §4: cookies are removed). */
export function clearUserTokenCookie(c: Context): void {
  setCookie(c, USER_TOKEN_COOKIE, '', {
    path: '/',
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The token the request carries: `Authorization: Bearer …` first, else the `user_token` cookie. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  try {
    const cookie = getCookie(c, USER_TOKEN_COOKIE);
    return cookie || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client's address for rate limits: the socket's peer, or the first `X-Forwarded-For` entry when the
 * API sits behind a proxy that overwrites that header (env `API_TRUST_PROXY=1`).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
