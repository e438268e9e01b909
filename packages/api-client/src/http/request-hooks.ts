import type { ApiError, ApiErrorDetail } from './api-error.ts';

/** The two auth headers (spec: S2 §7 "Global request hooks"; HOOK-002): the bearer token and the device id. */
export const AUTH_HEADER = 'Authorization';
export const DEVICE_ID_HEADER = 'X-Device-Id';
/** The device fingerprint (HOOK-009, HOOK-010) rides beside the device id once it is known. */
export const FINGERPRINT_HEADER = 'X-Fingerprint';
/** The captcha answer travels in this header on the retried request (HOOK-006) and on the auth posts (AUTH-011). */
export const CAPTCHA_HEADER = 'X-Captcha';

/**
 * Retries per request, shared by every interceptor (401, captcha, fingerprint), so they cannot hand a request
 * back and forth forever; after the last one the original error goes to the caller (docs/decisions.md HOOK-005).
 */
export const MAX_INTERCEPTOR_RETRIES = 3;

/** After this many failed fingerprint refreshes in a row the client stops refreshing it (docs/decisions.md HOOK-011). */
export const FINGERPRINT_RETRY_THRESHOLD = 3;

/** JSON-API error codes of a 400 that asks for a captcha (spec: S2 §7, §8). */
export const CAPTCHA_CODES = [100, 111, 112, 113] as const;
export type CaptchaCode = (typeof CAPTCHA_CODES)[number];

/** JSON-API error code of a 400 that asks for a fresh device fingerprint (spec: S2 §8; the code is our choice). */
export const FINGERPRINT_ERROR_CODE = 'fingerprint_error';

/** 451 with `exception_code: 1`: the user has not accepted the changed terms (spec: S2 §7, §8). */
export const TERMS_STATUS = 451;
export const TERMS_EXCEPTION_CODE = 1;

/**
 * What the app lends the client; every hook is optional. The client never imports UI or app state: it only
 * calls these (STYLE.md "Requests in one place").
 */
export interface HttpHooks {
  /** The current bearer token, if any; checked for an unexpired `exp` before it is sent. */
  getToken?(): string | undefined;
  /** The device id sent with every call that needs auth. */
  getDeviceId?(): string;
  /** The device fingerprint, once computed; sent with the calls that need auth. */
  getFingerprint?(): string | undefined;
  /** A token refresh succeeded: store it (the user_token cookie). Called once per refresh, not per request. */
  onTokenRefreshed?(token: string): void;
  /** A token fetch failed; by default it is logged only (SESSION-015). */
  onTokenRefreshFailed?(error: unknown): void;
  /** Show the captcha for `code`; resolve with the answer, reject when the user gives up. */
  solveCaptcha?(code: CaptchaCode): Promise<string>;
  /** Make a new device fingerprint; reject when it cannot be made. */
  refreshFingerprint?(): Promise<void>;
  /** 451 with exception_code 1: the app redirects to confirm-terms when that feature is on. */
  onTermsNotAccepted?(): void;
  /** The REST error notifier: every failed request except cancelled ones and the handled 451. */
  onError?(error: ApiError): void;
}

/** The captcha code of a 400, if it is one of {@link CAPTCHA_CODES}. */
export function captchaCodeOf(status: number, details: readonly ApiErrorDetail[]): CaptchaCode | undefined {
  if (status !== 400) return undefined;
  for (const { code } of details) {
    const numeric = typeof code === 'number' ? code : /^\d+$/.test(code) ? Number(code) : NaN;
    const match = CAPTCHA_CODES.find((known) => known === numeric);
    if (match !== undefined) return match;
  }
  return undefined;
}

/** A 400 whose JSON-API errors carry {@link FINGERPRINT_ERROR_CODE}. */
export function isFingerprintError(status: number, details: readonly ApiErrorDetail[]): boolean {
  return status === 400 && details.some((d) => d.code === FINGERPRINT_ERROR_CODE);
}

/** A 451 whose body carries `exception_code: 1`. */
export function isTermsNotAccepted(status: number, body: unknown): boolean {
  if (status !== TERMS_STATUS || typeof body !== 'object' || body === null) return false;
  const code = (body as { exception_code?: unknown }).exception_code;
  return code === TERMS_EXCEPTION_CODE || code === String(TERMS_EXCEPTION_CODE);
}
