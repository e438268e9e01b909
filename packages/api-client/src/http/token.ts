import { ApiError } from './api-error.ts';
import type { TokenResponse } from './token.schema.ts';
import type { LazySchema } from './http-client.ts';
import { webApiPath } from './api-paths.ts';

/** The token call: `GET /web-api/user/gettoken?force_refresh=true` (spec: S2 §7; SESSION-010). */
export const TOKEN_PATH = webApiPath('/user/gettoken');
export const TOKEN_QUERY = { force_refresh: 'true' } as const;

/** How long one token refresh is shared before a new one may start (spec: S2 §9 "Token share window 60 s"). */
export const TOKEN_SHARE_WINDOW_MS = 60_000;

/** The token call's answer, `{ data: { token } }` (spec: S2 §7), checked by a schema that loads with the call. */
export const tokenResponseSchema: LazySchema<TokenResponse> = () => import('./token.schema.ts').then((m) => m.tokenResponseSchema);
export type { TokenResponse } from './token.schema.ts';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Decodes a JWT's payload (base64url JSON) without verifying it; undefined when it is not a JWT with an object payload. */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (part === undefined || !BASE64URL.test(part)) return undefined;
  try {
    const base64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The token's `exp` claim in epoch milliseconds, or undefined when it has none (also used for the user_token cookie expiry). */
export function getTokenExpiry(token: string): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/** A token is valid only if it has an expiry claim and now is before it (spec: S2 §4 "Token"; SESSION-013). */
export function isTokenValid(token: string | undefined, now: number = Date.now()): token is string {
  if (!token) return false;
  const expiry = getTokenExpiry(token);
  return expiry !== undefined && now < expiry;
}

export interface TokenRefresherOptions {
  /** Fetches a new token; it is never itself intercepted. */
  fetchToken: () => Promise<string>;
  now?: () => number;
  shareWindowMs?: number;
  /** Lets the caller store the new token (the user_token cookie, SESSION-016). */
  onTokenRefreshed?: (token: string) => void;
  /** Told once per failed token fetch; the default logs it and shows the player nothing (spec: S2 §8, SESSION-015). */
  onTokenRefreshFailed?: (error: unknown) => void;
}

/** A failed token fetch is logged, and only logged: the requests that waited for it carry the error to their callers. */
export const logTokenRefreshFailure = (error: unknown): void => console.error('token fetch failed', error);

export interface TokenRefresher {
  /** Moves on each time a refresh settles; a request notes it when it is sent. */
  generation(): number;
  /**
   * A fresh token, shared: joins the refresh in flight; reuses a valid result younger than the share window
   * unless it is the very token the server just refused; rejects without a new refresh when a refresh failed
   * after the request was sent (`sentAt`, a {@link TokenRefresher.generation}); only otherwise starts a refresh.
   */
  refresh(refused?: string, sentAt?: number): Promise<string>;
}

interface SharedRefresh {
  promise: Promise<string>;
  startedAt: number;
  /** Set once the refresh succeeded. */
  token?: string;
}

/**
 * Single-flight token refresh (spec: S2 §4 "Token"): one pending request is shared and its result dropped after
 * the share window. When a refresh fails, every request that was already in flight when it failed rejects with
 * that failure, so a burst of 401s makes one refresh, never a storm; a request sent after the failure may try
 * again. Validity is checked after every fetch: a token without an unexpired `exp` is a failure.
 */
export function createTokenRefresher({ fetchToken, now = Date.now, shareWindowMs = TOKEN_SHARE_WINDOW_MS, onTokenRefreshed, onTokenRefreshFailed = logTokenRefreshFailure }: TokenRefresherOptions): TokenRefresher {
  let shared: SharedRefresh | undefined;
  let generation = 0;
  let lastFailure: { generation: number; error: unknown } | undefined;

  function start(): SharedRefresh {
    const entry: SharedRefresh = { startedAt: now(), promise: Promise.resolve('') };
    entry.promise = fetchToken().then(
      (token) => {
        generation++;
        if (!isTokenValid(token, now())) throw new ApiError('The refreshed token has no expiry or has expired', 401);
        entry.token = token;
        lastFailure = undefined;
        try {
          onTokenRefreshed?.(token);
        } catch {
          // Storing the token is the caller's business; a failing store must not fail every waiting request.
        }
        return token;
      },
      (error: unknown) => {
        generation++;
        throw error;
      },
    );
    entry.promise.catch((error: unknown) => {
      lastFailure = { generation, error };
      try {
        onTokenRefreshFailed(error);
      } catch {
        // a failing logger changes nothing
      }
      if (shared === entry) shared = undefined;
    });
    return entry;
  }

  return {
    generation: () => generation,
    refresh(refused, sentAt = generation) {
      const current = shared;
      if (current && now() - current.startedAt < shareWindowMs) {
        if (current.token === undefined) return current.promise;
        if (current.token !== refused && isTokenValid(current.token, now())) return current.promise;
      }
      if (lastFailure && lastFailure.generation > sentAt) return Promise.reject(lastFailure.error);
      shared = start();
      return shared.promise;
    },
  };
}
