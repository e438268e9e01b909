// The limit service (spec: auth-limits-accounts-config.md §3, §7; docs/decisions.md "Responsible gaming").
export { createLimitsApi, limitsKeys, LIMITS_BASE_PATH, LIMITS_V1_BASE_PATH, REALITY_CHECK_PATH } from './limits-api.ts';
export type { LimitsApi, LimitRequest, BlockUserRequest, RealityCheckAnswer } from './limits-api.ts';
export {
  limitSchema,
  limitsResponseSchema,
  availableLimitSchema,
  availableLimitsResponseSchema,
  setLimitsResponseSchema,
  limitActionResponseSchema,
  selfExcludeReasonsResponseSchema,
  blockUserResponseSchema,
  pingResponseSchema,
  realityCheckSummarySchema,
  testAnswersResponseSchema,
} from './limits-schemas.ts';
export type { LimitView, AvailableLimit, SetLimitsResponse, LimitActionResponse, SelfExcludeReason, PingResponse, RealityCheckSummary, LimitQuestion, TestAnswersResponse } from './limits-schemas.ts';
