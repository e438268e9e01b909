// The schemas of terms.ts; loaded with its calls, so zod is not in the first-load JS.
import * as z from 'zod/mini';

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
