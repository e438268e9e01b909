import { ApiError } from '@bf/api-client/errors';
import { CaptchaCancelled } from '../session/captcha-store.ts';
import type { AuthFormMessage } from './auth-form-store.ts';

/** Server error codes the forms translate; any other code shows the server's own text (docs/decisions.md ERR-016). */
export const KNOWN_AUTH_ERRORS = [
  'invalid_credentials',
  'invalid_sms_code',
  'sms_code_expired',
  'invalid_two_step_code',
  'two_step_expired',
  'too_many_attempts',
  'invalid_phone',
  'phone_taken',
  'email_taken',
  'login_taken',
  'social_account_not_found',
  'social_account_taken',
  'invalid_social_token',
  'too_young',
  'unknown_currency',
  'captcha',
  'network',
  'pictureUnavailable',
  'unknown',
] as const;

/** Captcha error codes of the request hooks (spec: S2 §7) all read as "solve the captcha". */
const CAPTCHA_CODES = new Set(['100', '111', '112', '113']);

/** The form message for a failed auth call: the server's error code, 'captcha', 'network' or 'unknown'. */
export function authErrorMessage(error: unknown): AuthFormMessage {
  if (error instanceof CaptchaCancelled || (error instanceof ApiError && error.cause instanceof CaptchaCancelled)) return { code: 'captcha' };
  if (!(error instanceof ApiError)) return { code: 'unknown' };
  if (error.isNetworkError) return { code: 'network' };
  const first = error.details[0];
  if (!first) return { code: 'unknown', detail: error.message };
  const code = String(first.code);
  if (CAPTCHA_CODES.has(code)) return { code: 'captcha', detail: first.detail };
  return { code, detail: first.detail };
}

/** The i18n key of a form message, or undefined when the server's text should be shown as it is. */
export function authErrorKey(message: AuthFormMessage): string | undefined {
  return (KNOWN_AUTH_ERRORS as readonly string[]).includes(message.code) ? `errors.${message.code}` : undefined;
}
