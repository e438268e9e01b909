// The limit service's answers (spec: auth-limits-accounts-config.md §3 "Limit", §7 limit-service calls).
// zod/mini: these run in the browser, and the session-limit ping loads with every signed-in page.
import * as z from 'zod/mini';

export const limitStateSchema = z.enum(['PENDING', 'ACTIVE', 'INACTIVE']);

/** One limit: times in epoch seconds, money in the account's units. */
export const limitSchema = z.object({
  limitType: z.int(),
  limitState: limitStateSchema,
  limitValue: z.nullable(z.number()),
  limitBalance: z.nullable(z.number()),
  needApprove: z.boolean(),
  startedAt: z.number(),
  endsAt: z.nullable(z.number()),
  selfExcludeReason: z.optional(z.nullable(z.int())),
});
export type LimitView = z.infer<typeof limitSchema>;

export const limitsResponseSchema = z.object({ limits: z.array(limitSchema) });

/** What a limit type may be set to: the listed values, or free text when `custom` (spec §5). */
export const availableLimitSchema = z.object({
  type: z.int(),
  availableValues: z.array(z.number()),
  measure: z.enum(['money', 'hours', 'minutes', 'days']),
  custom: z.boolean(),
});
export type AvailableLimit = z.infer<typeof availableLimitSchema>;
export const availableLimitsResponseSchema = z.object({ availableLimits: z.array(availableLimitSchema) });

export const limitQuestionSchema = z.object({ id: z.int(), question: z.string(), answers: z.array(z.object({ id: z.int(), answer: z.string() })) });

/** POST v3/limits: status, questions (a questionnaire to answer first), tokenGuid, limitsData. */
export const setLimitsResponseSchema = z.object({
  status: z.string(),
  questions: z.array(limitQuestionSchema),
  tokenGuid: z.nullable(z.string()),
  limitsData: z.array(limitSchema),
});
export type SetLimitsResponse = z.infer<typeof setLimitsResponseSchema>;

export type LimitQuestion = z.infer<typeof limitQuestionSchema>;

/** POST v3/testanswers: each question marked, whether the change went through, and the limits now. */
export const testAnswersResponseSchema = z.object({
  questionsResult: z.array(z.object({ id: z.int(), correct: z.boolean() })),
  success: z.boolean(),
  limitsData: z.array(limitSchema),
});
export type TestAnswersResponse = z.infer<typeof testAnswersResponseSchema>;

export const limitActionResponseSchema = z.object({ title: z.string(), limitsData: z.array(limitSchema) });
export type LimitActionResponse = z.infer<typeof limitActionResponseSchema>;

export const selfExcludeReasonSchema = z.object({ id: z.int(), selfExcludeReason: z.string() });
export type SelfExcludeReason = z.infer<typeof selfExcludeReasonSchema>;
export const selfExcludeReasonsResponseSchema = z.object({ reasons: z.array(selfExcludeReasonSchema) });

export const blockUserResponseSchema = z.object({ success: z.boolean() });

/** The ping: how long the session may still last under a session limit (null: no session limit). */
export const pingResponseSchema = z.object({ ok: z.literal(true), remainingSeconds: z.nullable(z.number()) });
export type PingResponse = z.infer<typeof pingResponseSchema>;

/** The reality check's figures since sign-in (GET /web-api/api/web/user/v1/reality-check; docs/decisions.md). */
export const realityCheckSummarySchema = z.object({
  data: z.object({
    attributes: z.object({
      signed_in_at: z.number(),
      do_not_show_again: z.boolean(),
      results: z.array(z.object({ iso: z.string(), staked: z.number(), won: z.number(), net: z.number() })),
    }),
  }),
});
export type RealityCheckSummary = z.infer<typeof realityCheckSummarySchema>['data']['attributes'];
/** The reality-check answer is recorded with 204 and no body (the spec's call has none; ERR-003). */
export const realityCheckAnswerResponseSchema = z.undefined();
