import type { HttpClient, Schema } from '../http/http-client.ts';
import {
  availableLimitsResponseSchema,
  blockUserResponseSchema,
  limitActionResponseSchema,
  limitsResponseSchema,
  pingResponseSchema,
  realityCheckAnswerResponseSchema,
  realityCheckSummarySchema,
  selfExcludeReasonsResponseSchema,
  setLimitsResponseSchema,
  testAnswersResponseSchema,
  type AvailableLimit,
  type LimitActionResponse,
  type LimitView,
  type PingResponse,
  type RealityCheckSummary,
  type SelfExcludeReason,
  type SetLimitsResponse,
  type TestAnswersResponse,
} from './limits-schemas.ts';

/** The limit service's v3 calls (spec §7, CALL-011 to CALL-019). */
export const LIMITS_BASE_PATH = '/limit-service-api/api/external/web/v3';

/**
 * The limit service's v1 base (spec §7, CALL-003): it hosts the calls the spec gives no v3 path for, limit action,
 * delete limit and BlockUser (docs/decisions.md, CALL-003).
 */
export const LIMITS_V1_BASE_PATH = '/limit-service-api/limit/external/web/api/v1';

/** The reality check's path (spec §7, CALL-011). */
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

/** The reality check request (spec §3): what the player chose, and when the popup showed (epoch seconds). */
export interface RealityCheckAnswer {
  action: 'continue' | 'logout' | 'cancel' | 'history';
  do_not_show_again: boolean;
  popup_show_at: number;
}

/** SWR keys of the limit calls. */
export const limitsKeys = {
  limits: () => ['limit-service', 'limits'] as const,
  available: (lang: string) => ['limit-service', 'availablelimits', lang] as const,
  reasons: (lang: string) => ['limit-service', 'reasons', 'selfexclude', lang] as const,
};

/** One requested change: a value, or null (or 999999999 for a deposit limit) to remove the limit. */
export interface LimitRequest {
  limitType: number;
  limitValue: number | null;
}

/** A self-exclusion (30) or time-out (33) for `days`, with a reason when the reasons flag is on. */
export interface BlockUserRequest {
  limitType: 30 | 33;
  days: number;
  reasonId?: number;
}

/** The limit service; every call needs the signed-in player and is never cached. */
export function createLimitsApi(http: HttpClient) {
  const call = <T>(method: 'GET' | 'POST' | 'DELETE', rest: `/${string}`, schema: Schema<T>, body?: unknown, lang?: string, base = LIMITS_BASE_PATH) =>
    http.request({ method, path: `${base}${rest}`, schema, body, auth: true, cache: 'no-store', headers: lang ? { 'Accept-Language': lang } : undefined });
  return {
    /** GET v3/limits: the player's limits. */
    getLimits: async (): Promise<LimitView[]> => (await call('GET', '/limits', limitsResponseSchema)).limits,
    /** GET v3/availablelimits: the types the player may set, with their values and measure. */
    getAvailableLimits: async (lang?: string): Promise<AvailableLimit[]> => (await call('GET', '/availablelimits', availableLimitsResponseSchema, undefined, lang)).availableLimits,
    /** POST v3/limits: a stricter value applies at once, a looser one waits 24 hours as PENDING. */
    setLimits: (limits: readonly LimitRequest[]): Promise<SetLimitsResponse> => call('POST', '/limits', setLimitsResponseSchema, { limits }),
    /** POST v3/testanswers: the questionnaire's answers for `tokenGuid`; the change applies only when they pass. */
    testAnswers: (tokenGuid: string, answers: readonly { questionId: number; answerId: number }[]): Promise<TestAnswersResponse> =>
      call('POST', '/testanswers', testAnswersResponseSchema, { tokenGuid, answers }),
    /** POST v1/limitaction: confirm (after its 24 hours) or reject a pending change. */
    limitAction: (limitType: number, action: 'confirm' | 'reject'): Promise<LimitActionResponse> =>
      call('POST', '/limitaction', limitActionResponseSchema, { limitType, action }, undefined, LIMITS_V1_BASE_PATH),
    /** DELETE v1/limits/{type}: cancels a pending change, or asks to remove an active limit (pending 24 hours). */
    deleteLimit: (limitType: number): Promise<LimitActionResponse> => call('DELETE', `/limits/${limitType}`, limitActionResponseSchema, undefined, undefined, LIMITS_V1_BASE_PATH),
    /** GET v3/reasons/selfexclude (only when the feature flag is on). */
    getSelfExcludeReasons: async (lang?: string): Promise<SelfExcludeReason[]> => (await call('GET', '/reasons/selfexclude', selfExcludeReasonsResponseSchema, undefined, lang)).reasons,
    /** POST v1/BlockUser (the spec's self-exclusion base): self-exclusion or time-out; the player's sessions end. */
    blockUser: async (request: BlockUserRequest): Promise<boolean> => (await call('POST', '/BlockUser', blockUserResponseSchema, request, undefined, LIMITS_V1_BASE_PATH)).success,
    /** POST v3/ping, every 30 s while a session limit runs; 403 `main_session_limit_ended` when it is reached. */
    ping: (): Promise<PingResponse> => call('POST', '/ping', pingResponseSchema),
    /** GET reality-check: the session's start, staked and won since, and whether the player silenced the reminder. */
    getRealityCheck: async (): Promise<RealityCheckSummary> =>
      (await http.request({ method: 'GET', path: REALITY_CHECK_PATH, schema: realityCheckSummarySchema, auth: true, cache: 'no-store' })).data.attributes,
    /**
     * POST reality-check: body data.attributes (action, do_not_show_again, popup_show_at). Recorded with no body, so
     * the answer's status is 204 (any other success would carry a body and break the schema).
     */
    answerRealityCheck: async (answer: RealityCheckAnswer): Promise<204> => {
      await http.request({ method: 'POST', path: REALITY_CHECK_PATH, schema: realityCheckAnswerResponseSchema, body: { data: { attributes: answer } }, auth: true, cache: 'no-store' });
      return 204;
    },
  };
}
export type LimitsApi = ReturnType<typeof createLimitsApi>;
