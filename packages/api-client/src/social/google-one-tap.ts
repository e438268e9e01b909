// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';

/** Base path of the Google One Tap calls (spec: S2 §7; CALL-005, CALL-006). */
export const GOOGLE_ONE_TAP_PATH = '/social-api/oauth/google-one-tap';

/** The one-tap script failed to load (spec: S2 §8; ERR-011). */
export const GOOGLE_ONE_TAP_SCRIPT_ERROR = 'Failed to load the Google One Tap script';

/** `GET …/clientId` → `{ clientId }`. */
export const googleClientIdSchema = z.lazy(() => z.object({ clientId: z.string().check(z.minLength(1)) }));
export type GoogleClientId = z.infer<typeof googleClientIdSchema>;

/**
 * Where the browser may be sent: a same-site path (`/…`, not `//…`) or an absolute http(s) URL. Anything else
 * (`javascript:`, `data:`) is refused, because the browser navigates to it unseen.
 */
export const redirectUrlSchema = z.lazy(() => z.string().check(
  z.refine((url) => (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || /^https?:\/\/[^/\s]/i.test(url), 'must be a same-site path or an http(s) URL'),
));

/** `POST …` → `{ redirectUrl }`. */
export const googleOneTapResultSchema = z.lazy(() => z.object({ redirectUrl: redirectUrlSchema }));
export type GoogleOneTapResult = z.infer<typeof googleOneTapResultSchema>;

/** The multipart form of the sign-in: the provider credential plus language, currency and country (spec: S2 §3). */
export interface GoogleOneTapForm {
  credential: string;
  language: string;
  currency: string;
  countryId: number | string;
}

/** SWR keys of the one-tap calls, built next to the calls. */
export const googleOneTapKeys = {
  clientId: () => ['social-api', 'google-one-tap', 'clientId'] as const,
};

/** The Google One Tap service (spec: S2 §7). */
export function createGoogleOneTapApi(http: HttpClient) {
  return {
    /** `GET /social-api/oauth/google-one-tap/clientId`. */
    async getClientId(signal?: AbortSignal): Promise<string> {
      return (await http.request({ path: `${GOOGLE_ONE_TAP_PATH}/clientId`, schema: googleClientIdSchema, signal })).clientId;
    },
    /** `POST /social-api/oauth/google-one-tap` as multipart; resolves with the URL the browser goes to next. */
    async signIn({ credential, language, currency, countryId }: GoogleOneTapForm, signal?: AbortSignal): Promise<string> {
      const form = new FormData();
      form.set('credential', credential);
      form.set('language', language);
      form.set('currency', currency);
      form.set('countryId', String(countryId));
      return (await http.request({ method: 'POST', path: GOOGLE_ONE_TAP_PATH, body: form, schema: googleOneTapResultSchema, signal })).redirectUrl;
    },
  };
}
export type GoogleOneTapApi = ReturnType<typeof createGoogleOneTapApi>;
