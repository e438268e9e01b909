// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';

/** Base path of the captcha module (spec: S2 §7 "Captcha module"). */
export const CAPTCHA_BASE_PATH = '/captcha-api';

/** Validation `type` that means the user must be logged out (spec: S2 §4 "Captcha"; HOOK-018). */
export const CAPTCHA_LOGOUT_TYPE = 2;

/** What `POST /validate` sends: the challenge from `GET /update` and the user's answer (as the local API reads it). */
export const captchaValidateRequestSchema = z.object({ challengeId: z.string().check(z.minLength(1)), answer: z.string().check(z.minLength(1)) });
export type CaptchaValidateRequest = z.infer<typeof captchaValidateRequestSchema>;

/** The validation result as sent (spec: S2 §3 "Captcha validation result"; HOOK-017). */
export const captchaValidationWireSchema = z.object({
  success: z.boolean(),
  type: z.int(),
  time: z.nullable(z.number()),
  error_message: z._default(z.nullable(z.string()), null),
});

/** The validation result with `isLogoutUser` derived from `type` (HOOK-018). */
export const captchaValidationSchema = z.pipe(
  captchaValidationWireSchema,
  z.transform((result) => ({ ...result, isLogoutUser: result.type === CAPTCHA_LOGOUT_TYPE })),
);
export type CaptchaValidation = z.infer<typeof captchaValidationSchema>;

/**
 * A new challenge from `GET /update`. The spec gives no fields; we need its `challengeId` (sent back to
 * `/validate` and in the captcha header as `<challengeId>:<answer>`); anything else passes through for the widget.
 */
export const captchaChallengeSchema = z.looseObject({
  challengeId: z.string().check(z.minLength(1)),
  question: z.optional(z.string()),
  expiresAt: z.optional(z.number()),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** `GET /gettime`: the captcha service's time. */
export const captchaTimeSchema = z.object({ time: z.number() });
export type CaptchaTime = z.infer<typeof captchaTimeSchema>;

/** SWR keys of the captcha calls, built next to the calls. */
export const captchaKeys = {
  challenge: () => ['captcha', 'update'] as const,
  time: () => ['captcha', 'gettime'] as const,
};

/**
 * The captcha service (spec: S2 §7). Its calls skip the request interceptors: a captcha call that asked for a
 * captcha would otherwise open the captcha it is part of.
 */
export function createCaptchaApi(http: HttpClient, basePath = CAPTCHA_BASE_PATH) {
  return {
    /** `POST {base}/validate` with the answer; `isLogoutUser` is true when `type` is 2. */
    validate(body: CaptchaValidateRequest, signal?: AbortSignal): Promise<CaptchaValidation> {
      return http.request({ method: 'POST', path: `${basePath}/validate`, body, schema: captchaValidationSchema, intercept: false, signal });
    },
    /** `GET {base}/update`: a new challenge. */
    update(signal?: AbortSignal): Promise<CaptchaChallenge> {
      return http.request({ path: `${basePath}/update`, schema: captchaChallengeSchema, cache: 'no-store', intercept: false, signal });
    },
    /** `GET {base}/gettime`. */
    getTime(signal?: AbortSignal): Promise<CaptchaTime> {
      return http.request({ path: `${basePath}/gettime`, schema: captchaTimeSchema, cache: 'no-store', intercept: false, signal });
    },
  };
}
export type CaptchaApi = ReturnType<typeof createCaptchaApi>;
