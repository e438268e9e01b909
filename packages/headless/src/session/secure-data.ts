import useSWR from 'swr';
import { secureDataKeys, type SecureData, type SecureDataApi } from '@bf/api-client/web-api/secure-data';
import { ApiError } from '@bf/api-client/errors';
import { readRequestCookies, writeCookie } from '../env/environment.ts';
import { readSiteCookie } from '../env/site-cookies.ts';

/** The grant cookie lives 1800 s (spec: S2 §9; SESSION-019). */
export const SECURE_GRANT_SECONDS = 1800;
/** Fetched again a minute before the grant cookie would expire, so the office and payments never meet a gap. */
export const SECURE_DATA_REFRESH_MS = (SECURE_GRANT_SECONDS - 60) * 1000;

/**
 * The per-user grant cookie's name (spec: S2 §3; SESSION-018): built from the language-host cookie value,
 * which we read as the `lng` cookie (the language this host serves the player in; the host itself is the
 * cookie's scope), and the player's id: `secure_grant_{lng}_{userId}`. Only name-safe characters survive.
 * @example secureGrantCookieName('42', 'en') // 'secure_grant_en_42'
 */
export function secureGrantCookieName(userId: string, languageHost: string): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64);
  return `secure_grant_${safe(languageHost)}_${safe(userId)}`;
}

/** Where the grant goes: the cookie's name, value and lifetime. */
export interface SecureGrantCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** The grant cookie to write for `data` (SESSION-018, SESSION-019); the `lng` cookie wins over the page language. */
export function secureGrantCookie(data: SecureData, userId: string, cookies: Readonly<Record<string, string>>, pageLanguage: string): SecureGrantCookie {
  const languageHost = readSiteCookie(cookies, 'language') ?? pageLanguage;
  return { name: secureGrantCookieName(userId, languageHost), value: data.grant, maxAgeSeconds: SECURE_GRANT_SECONDS };
}

/** Logs a failed secure data load; an empty answer is the spec's 'data is empty' (SESSION-020). Never thrown. */
export function logSecureDataError(error: unknown): void {
  if (error instanceof ApiError && error.isCancelled) return;
  console.error('secure data:', error instanceof Error ? error.message : error);
}

export interface SecureDataOptions {
  api: SecureDataApi;
  /** The signed-in player's id; undefined for a visitor, who never asks. */
  userId: string | undefined;
  lng: string;
}

/** What the secure data hook knows. */
export interface SecureDataState {
  /** ggru and the grant once loaded; undefined before, for a visitor, or after a failure. */
  data: SecureData | undefined;
}

/**
 * Secure data for the signed-in player (spec: S2 §3, §7; CALL-004): fetched once signed in, its grant stored
 * in the per-user grant cookie for 1800 s, and fetched again before that runs out. Failures are logged only:
 * the site works on, and the office and payment pages that read the grant ask for it again on their own.
 */
export function useSecureData({ api, userId, lng }: SecureDataOptions): SecureDataState {
  const { data } = useSWR(userId ? secureDataKeys.data(userId) : null, () => api.getSecureData(), {
    refreshInterval: SECURE_DATA_REFRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onSuccess: (loaded) => {
      if (!userId) return;
      const { name, value, maxAgeSeconds } = secureGrantCookie(loaded, userId, readRequestCookies(), lng);
      writeCookie(name, value, { maxAgeSeconds });
    },
    onError: logSecureDataError,
  });
  return { data };
}
