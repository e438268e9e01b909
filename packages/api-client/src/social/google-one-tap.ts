import type { HttpClient } from '../http/http-client.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./google-one-tap.schema.ts');
export type { GoogleClientId, GoogleOneTapResult } from './google-one-tap.schema.ts';

/** Base path of the Google One Tap calls (spec: S2 §7; CALL-005, CALL-006). */
export const GOOGLE_ONE_TAP_PATH = '/social-api/oauth/google-one-tap';

/** The one-tap script failed to load (spec: S2 §8; ERR-011). */
export const GOOGLE_ONE_TAP_SCRIPT_ERROR = 'Failed to load the Google One Tap script';

/** `GET …/clientId` → `{ clientId }`. */

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
      return (await http.request({ path: `${GOOGLE_ONE_TAP_PATH}/clientId`, schema: () => schemas().then((m) => m.googleClientIdSchema), signal })).clientId;
    },
    /** `POST /social-api/oauth/google-one-tap` as multipart; resolves with the URL the browser goes to next. */
    async signIn({ credential, language, currency, countryId }: GoogleOneTapForm, signal?: AbortSignal): Promise<string> {
      const form = new FormData();
      form.set('credential', credential);
      form.set('language', language);
      form.set('currency', currency);
      form.set('countryId', String(countryId));
      return (await http.request({ method: 'POST', path: GOOGLE_ONE_TAP_PATH, body: form, schema: () => schemas().then((m) => m.googleOneTapResultSchema), signal })).redirectUrl;
    },
  };
}
export type GoogleOneTapApi = ReturnType<typeof createGoogleOneTapApi>;
