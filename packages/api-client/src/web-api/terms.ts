import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';
import type { TermsStatus } from './terms.schema.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./terms.schema.ts');
export type { TermsRule, TermsStatus } from './terms.schema.ts';

/** The terms status call (spec: S2 §7; CALL-020). */
export const TERMS_STATUS_PATH = webApiPath('/api-v3/v2/user/agreement-rules/status');
/** The accept call; the spec names none (docs/decisions.md "Terms confirmation"). */
export const TERMS_CONFIRM_PATH = webApiPath('/api-v3/v2/user/agreement-rules/confirm');

/** SWR keys of the terms calls, built next to the calls. */
export const termsKeys = {
  status: () => ['web-api', 'agreement-rules', 'status'] as const,
};

/** The terms service: whether the player must accept changed terms, and accepting them. */
export function createTermsApi(http: HttpClient) {
  return {
    /** `GET …/agreement-rules/status` with the bearer token, no cache. */
    getStatus(signal?: AbortSignal): Promise<TermsStatus> {
      return http.request({ path: TERMS_STATUS_PATH, schema: () => schemas().then((m) => m.termsStatusSchema), auth: true, cache: 'no-store', signal });
    },
    /** Accepts the terms of `updatedAt` (the status call's); resolves once the server recorded it. */
    async confirm(updatedAt: string | undefined, signal?: AbortSignal): Promise<void> {
      const { result } = await http.request({ method: 'POST', path: TERMS_CONFIRM_PATH, body: updatedAt ? { updatedAt } : {}, schema: () => schemas().then((m) => m.termsConfirmSchema), auth: true, signal });
      if (!result) throw new Error('The terms were not accepted');
    },
  };
}
export type TermsApi = ReturnType<typeof createTermsApi>;
