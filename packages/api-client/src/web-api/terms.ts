// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';

/** The terms status call (spec: S2 §7; CALL-020). */
export const TERMS_STATUS_PATH = webApiPath('/api-v3/v2/user/agreement-rules/status');
/** The accept call; the spec names none (docs/decisions.md "Terms confirmation"). */
export const TERMS_CONFIRM_PATH = webApiPath('/api-v3/v2/user/agreement-rules/confirm');

const ruleLink = { position: z.int(), link: z.optional(z.string()), tags: z._default(z.array(z.string()), []) };

/** A changed rule: link, tags and sub-rules by position (spec: S2 §3 "Terms confirm"; TERMS-001). */
export const termsRuleSchema = z.lazy(() => z.looseObject({ ...ruleLink, subRules: z._default(z.array(z.looseObject(ruleLink)), []) }));
export type TermsRule = z.infer<typeof termsRuleSchema>;

/** `result`: the terms changed and the player must accept them; `updatedAt`: which terms (TERMS-001). */
export const termsStatusSchema = z.lazy(() => z.looseObject({
  result: z.boolean(),
  updatedAt: z.nullish(z.string()),
  rules: z._default(z.array(termsRuleSchema), []),
}));
export type TermsStatus = z.infer<typeof termsStatusSchema>;

export const termsConfirmSchema = z.lazy(() => z.looseObject({ result: z.boolean(), updatedAt: z.nullish(z.string()) }));

/** SWR keys of the terms calls, built next to the calls. */
export const termsKeys = {
  status: () => ['web-api', 'agreement-rules', 'status'] as const,
};

/** The terms service: whether the player must accept changed terms, and accepting them. */
export function createTermsApi(http: HttpClient) {
  return {
    /** `GET …/agreement-rules/status` with the bearer token, no cache. */
    getStatus(signal?: AbortSignal): Promise<TermsStatus> {
      return http.request({ path: TERMS_STATUS_PATH, schema: termsStatusSchema, auth: true, cache: 'no-store', signal });
    },
    /** Accepts the terms of `updatedAt` (the status call's); resolves once the server recorded it. */
    async confirm(updatedAt: string | undefined, signal?: AbortSignal): Promise<void> {
      const { result } = await http.request({ method: 'POST', path: TERMS_CONFIRM_PATH, body: updatedAt ? { updatedAt } : {}, schema: termsConfirmSchema, auth: true, signal });
      if (!result) throw new Error('The terms were not accepted');
    },
  };
}
export type TermsApi = ReturnType<typeof createTermsApi>;
