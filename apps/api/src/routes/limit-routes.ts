import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { authenticate as authenticateSession, type AuthDeps } from '../auth/auth-context.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { createQuestionnaires, needsQuestionnaire } from '../limits/questionnaire.ts';
import { realityCheckSummary, recordRealityCheck } from '../limits/reality-check.ts';
import {
  advanceLimitClock,
  assertChangesAllowed,
  availableLimits,
  blockUser,
  deleteLimit,
  limitAction,
  ping,
  readLimits,
  setExtraLimitsLock,
  setLimits,
  SETTABLE_TYPES,
} from '../limits/limit-service.ts';

/** The limit service's v3 calls (spec §7; CALL-011 to CALL-019). */
export const LIMITS = '/limit-service-api/api/external/web/v3';
/** The v1 base (CALL-003): limit action, delete limit and BlockUser, the calls the spec gives no v3 path for. */
export const LIMITS_V1 = '/limit-service-api/limit/external/web/api/v1';

export interface LimitRoutesOptions {
  db: Db;
  now: () => Date;
  /** The auth routes' tokens and sessions: the ping needs the session, not only the player. */
  authDeps: AuthDeps;
  /** Mounts `POST /web-api/test/limits/advance`. */
  testHooks: boolean;
}

const settableType = z
  .number()
  .int()
  .refine((type) => (SETTABLE_TYPES as readonly number[]).includes(type), `limitType must be one of ${SETTABLE_TYPES.join(', ')}`);
/** A value, null to remove, or -1 (a session limit not set, spec §9: only for type 31). */
const limitValue = z.union([z.literal(-1), z.number().positive().max(999_999_999).multipleOf(0.01)]).nullable();
const limitRequest = z
  .object({ limitType: settableType, limitValue })
  .strict()
  .refine((request) => request.limitValue !== -1 || request.limitType === 31, { message: 'limitValue -1 (not set) is for the session limit (31) only', path: ['limitValue'] })
  // Session limit 1–24 whole hours (or -1), reality check 5, 10, 15, 30, 45 or 60 minutes (spec §9).
  .refine((request) => request.limitType !== 31 || request.limitValue === null || request.limitValue === -1 || (Number.isInteger(request.limitValue) && request.limitValue <= 24), {
    message: 'A session limit is 1 to 24 hours, or -1 (not set)',
    path: ['limitValue'],
  })
  .refine((request) => request.limitType !== 32 || request.limitValue === null || [5, 10, 15, 30, 45, 60].includes(request.limitValue), {
    message: 'A reality check is every 5, 10, 15, 30, 45 or 60 minutes',
    path: ['limitValue'],
  });
const setBody = z.object({ limits: z.array(limitRequest).min(1).max(SETTABLE_TYPES.length) }).strict();
const actionBody = z.object({ limitType: settableType, action: z.enum(['confirm', 'reject']) }).strict();
const typeParam = z.object({ type: z.string().regex(/^\d{1,2}$/, 'Expected a limit type').transform(Number).pipe(z.number().int().min(1).max(37)) });
const blockBody = z.object({ limitType: z.union([z.literal(30), z.literal(33)]), days: z.number().int().min(1).max(3650), reasonId: z.number().int().min(1).max(99).optional() }).strict();
/** `login` names a player who cannot sign in (a running self-exclusion); otherwise the caller's clock moves. */
const advanceBody = z.object({ seconds: z.number().int().min(1).max(10 * 365 * 86_400), login: z.string().min(1).max(100).optional() }).strict();
/** The reality check request (spec §3): body data.attributes (CALL-011); popup_show_at in epoch seconds. */
const realityCheckBody = z
  .object({
    data: z
      .object({
        attributes: z
          .object({ action: z.enum(['continue', 'logout', 'cancel', 'history']), do_not_show_again: z.boolean(), popup_show_at: z.number().int().min(0).max(4_102_444_800) })
          .strict(),
      })
      .strict(),
  })
  .strict();
/** The reality check's path (spec §7). */
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';
const testAnswersBody = z
  .object({ tokenGuid: z.string().min(1).max(64), answers: z.array(z.object({ questionId: z.number().int().min(1), answerId: z.number().int().min(1) }).strict()).max(50) })
  .strict();

/** Reasons a player may give for a self-exclusion (GET v3/reasons/selfexclude). */
const SELF_EXCLUDE_REASONS = [
  { id: 1, selfExcludeReason: 'I spend too much time gambling' },
  { id: 2, selfExcludeReason: 'I spend too much money gambling' },
  { id: 3, selfExcludeReason: 'I want to take a break' },
  { id: 4, selfExcludeReason: 'Another reason' },
];

/**
 * The reference limit service: limits and their regulator rules, self-exclusion and time-out, and the session
 * ping (docs/decisions.md "Responsible gaming"). Every call needs the signed-in player.
 */
export function limitRoutes({ db, now, authDeps, testHooks }: LimitRoutesOptions): Hono {
  const app = new Hono();
  const questionnaires = createQuestionnaires();
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  app.use(`${LIMITS}/*`, noStore);
  app.use(`${LIMITS_V1}/*`, noStore);

  const signedIn = async (c: Context) => {
    const found = await authenticateSession(c, authDeps);
    if (!found) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to use limits' }]);
    return found;
  };

  app.get(`${LIMITS}/limits`, async (c) => {
    const { user } = await signedIn(c);
    return c.json({ limits: await readLimits(db, user.id, now()) });
  });
  app.get(`${LIMITS}/availablelimits`, async (c) => {
    await signedIn(c);
    return c.json({ availableLimits: availableLimits() });
  });
  app.post(`${LIMITS}/limits`, async (c) => {
    const { user } = await signedIn(c);
    const body = await parseJsonBody(c, setBody);
    const current = await readLimits(db, user.id, now());
    // A waiting change locks a further increase (LIMIT-019), before any questionnaire is asked.
    assertChangesAllowed(current, body.limits);
    const active = (type: number) => current.find((limit) => limit.limitType === type && limit.limitState === 'ACTIVE')?.limitValue ?? null;
    // Raising or removing a loss limit asks the questionnaire first: nothing changes until testanswers passes.
    if (body.limits.some((request) => needsQuestionnaire(request.limitType, active(request.limitType), request.limitValue))) {
      const tokenGuid = questionnaires.open(user.id, body.limits, now().getTime());
      return c.json({ status: 'questions', questions: questionnaires.questions(), tokenGuid, limitsData: current });
    }
    const limitsData = await setLimits(db, user.id, body.limits, now());
    return c.json({ status: 'ok', questions: [], tokenGuid: null, limitsData });
  });
  app.post(`${LIMITS}/testanswers`, async (c) => {
    const { user } = await signedIn(c);
    const body = await parseJsonBody(c, testAnswersBody);
    const requests = questionnaires.take(user.id, body.tokenGuid, now().getTime());
    if (!requests) throw new ApiError(404, [{ code: 'questionnaire_not_found', detail: 'No questionnaire is waiting for these answers' }]);
    const { results, passed } = questionnaires.mark(body.answers);
    const limitsData = passed ? await setLimits(db, user.id, requests, now()) : await readLimits(db, user.id, now());
    return c.json({ questionsResult: results, success: passed, limitsData });
  });
  app.post(`${LIMITS_V1}/limitaction`, async (c) => {
    const { user } = await signedIn(c);
    const body = await parseJsonBody(c, actionBody);
    const { title, limits } = await limitAction(db, user.id, body.limitType, body.action, now());
    return c.json({ title, limitsData: limits });
  });
  app.delete(`${LIMITS_V1}/limits/:type`, async (c) => {
    const { user } = await signedIn(c);
    const { type } = parseInput(typeParam, c.req.param(), 'query');
    const { title, limits } = await deleteLimit(db, user.id, type, now());
    return c.json({ title, limitsData: limits });
  });
  app.get(`${LIMITS}/reasons/selfexclude`, async (c) => {
    await signedIn(c);
    return c.json({ reasons: SELF_EXCLUDE_REASONS });
  });
  app.post(`${LIMITS_V1}/BlockUser`, async (c) => {
    const { user } = await signedIn(c);
    const body = await parseJsonBody(c, blockBody);
    await blockUser(db, user.id, body, now());
    return c.json({ success: true });
  });
  app.post(`${LIMITS}/ping`, async (c) => {
    const { user, session } = await signedIn(c);
    const { remainingSeconds } = await ping(db, user.id, session, now());
    return c.json({ ok: true as const, remainingSeconds });
  });

  /** The popup's figures: the session's start, staked and won since, and whether the player silenced it. */
  app.get(REALITY_CHECK_PATH, async (c) => {
    const { user, session } = await signedIn(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { attributes: await realityCheckSummary(db, user.id, session) } });
  });
  app.post(REALITY_CHECK_PATH, async (c) => {
    const { user, session } = await signedIn(c);
    const { data } = await parseJsonBody(c, realityCheckBody);
    await recordRealityCheck(db, user.id, session.id, data.attributes, now());
    c.header('Cache-Control', 'no-store');
    // The spec gives this call a body and no answer (S2 §7): recorded, nothing to say, so 204, "action saved" (ERR-003).
    return c.body(null, 204);
  });

  if (testHooks) {
    /** Moves the caller's limit clock ahead, so a pending change's 24 hours (or an exclusion) pass at once. */
    app.post('/web-api/test/limits/advance', async (c) => {
      const { seconds, login } = await parseJsonBody(c, advanceBody);
      let userId: number | undefined;
      if (login) userId = (await db.query<{ id: number }>('select id from users where login = $1', [login])).rows[0]?.id;
      else userId = (await signedIn(c)).user.id;
      if (userId === undefined) throw new ApiError(404, [{ code: 'not_found', detail: 'No such player' }]);
      await advanceLimitClock(db, userId, seconds);
      c.header('Cache-Control', 'no-store');
      return c.json({ advanced: seconds });
    });
    /** Stands in for the operator's back office: sets the caller's extra-limits lock (type 37, LIMIT-013). */
    app.post('/web-api/test/limits/extra-lock', async (c) => {
      const { user } = await signedIn(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ limits: await setExtraLimitsLock(db, user.id, now()) });
    });
  }
  return app;
}
