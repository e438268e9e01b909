// zod/mini: the same checks at a fraction of the bundle size, since this runs in the browser.
import * as z from 'zod/mini';
import type { HttpClient } from '@bf/api-client/http';
import { AUTH_BASE_PATH, type AuthCallOptions } from '@bf/api-client/web-api/auth';
import { CAPTCHA_HEADER } from '@bf/api-client/http';

/**
 * `POST /web-api/auth/v1/register` (the reference API's registration call, next to CALL-009's auth posts).
 * The API client has no registration module yet, so the call and its schema live here, typed in and out
 * like the client's own modules; it moves to `@bf/api-client/web-api/auth` when that module grows one.
 */
export const REGISTER_PATH = `${AUTH_BASE_PATH}/register`;

interface RegistrationCommon {
  currency: string;
  /** 0 decline, 1 sports, 2 casino (spec: S2 §3). */
  bonus: 0 | 1 | 2;
  promo_code?: string;
}

/** The body of each registration type (spec: S2 §3 "Registration types"). */
export type RegistrationBody =
  | (RegistrationCommon & { type: 'fast_reg' })
  | (RegistrationCommon & { type: 'phone_reg'; phone_number: string; country_code: string; code: string; password?: string })
  | (RegistrationCommon & { type: 'full_reg'; email: string; password: string; birth_date: string; login?: string; name?: string; surname?: string })
  | (RegistrationCommon & { type: 'soc_reg'; provider: string; token: string });

/** The answer: `{ success, responseType, message, data }` with the new login, and the password when the server made it. */
export const registrationResponseSchema = z.object({
  success: z.boolean(),
  responseType: z._default(z.nullable(z.union([z.string(), z.int()])), null),
  message: z._default(z.nullable(z.string()), null),
  data: z.optional(
    z.object({
      token: z.optional(z.string()),
      user_id: z.optional(z.union([z.int(), z.string()])),
      login: z.optional(z.string()),
      /** Shown once, for the player to save; never stored. */
      password: z.optional(z.string()),
      currency: z.optional(z.string()),
      bonus: z.optional(z.int()),
    }),
  ),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** The registration service over the app's HTTP client. */
export function createRegistrationApi(http: HttpClient) {
  return {
    /** Registers a player; success signs them in (the answer carries the token). */
    register(body: RegistrationBody, { captcha, signal }: AuthCallOptions = {}): Promise<RegistrationResponse> {
      return http.request({ method: 'POST', path: REGISTER_PATH, body, schema: registrationResponseSchema, headers: captcha ? { [CAPTCHA_HEADER]: captcha } : {}, signal });
    },
  };
}
export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
