import { limitActionResponseSchema, limitsResponseSchema, setLimitsResponseSchema, type LimitView } from '@bf/api-client/limits';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAuthTestApi, login, testClock, tokenFor } from '../auth/auth-test-kit.ts';
import { hashPassword } from '../auth/password.ts';
import type { Api } from '../create-api.ts';

// The limit service against the API with real sign-in and a clock the test moves (regulator rules: docs/decisions.md).
const LIMITS = '/limit-service-api/api/external/web/v3';
// CALL-003: the spec's v1 base hosts the calls it gives no v3 path for (limit action, delete limit, BlockUser).
const LIMITS_V1 = '/limit-service-api/limit/external/web/api/v1';
const OFFICE = '/web-api/officeapi/v1';
const PASSWORD = 'limits-pass-1';
let api: Api;
const clock = testClock(new Date().toISOString());
let passwordHash = '';

beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' }, { now: clock.now });
  passwordHash = await hashPassword(PASSWORD);
}, 180_000);
afterAll(() => api?.close());

let serial = 0;
/** A fresh player with a RUB main account holding `rub`, signed in. */
async function player(rub = 10_000): Promise<{ token: string; login: string; accountId: number }> {
  const name = `limits${Date.now() % 100_000}${serial++}`;
  const { rows } = await api.db.query<{ id: number; account: number }>(
    `with u as (insert into users (login, password_hash, currency, created_at, terms_accepted_at) values ($1, $2, 'RUB', now(), now()) returning id)
     insert into accounts (user_id, type, iso, money) select id, 0, 'RUB', $3 from u returning user_id as id, id as account`,
    [name, passwordHash, rub],
  );
  return { token: await tokenFor(api.app, name, PASSWORD, true), login: name, accountId: rows[0]!.account };
}

function call(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return Promise.resolve(
    api.app.request(path, { method, headers: { ...bearer(token), 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
}
async function ok<T>(res: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}
async function refused(res: Response, status: number): Promise<{ code: string; detail: string; body: Record<string, unknown> }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as Record<string, unknown>;
  const error = apiErrorBodySchema.parse(body).errors[0]!;
  return { code: String(error.code), detail: String(error.detail), body };
}
const limitsOf = async (token: string) => (await ok(await call('GET', `${LIMITS}/limits`, token), limitsResponseSchema)).limits;
const setLimit = (token: string, limitType: number, limitValue: number | null) => call('POST', `${LIMITS}/limits`, token, { limits: [{ limitType, limitValue }] });
const find = (limits: LimitView[], type: number, state: string) => limits.find((limit) => limit.limitType === type && limit.limitState === state);
const startDeposit = (token: string, accountId: number, amountMinor: number) => call('POST', `${OFFICE}/payments/deposit`, token, { accountId, amountMinor, method: 'card', lang: 'en' });

async function lineOutcome(): Promise<{ id: number; coef: number }> {
  const { rows } = await api.db.query<{ id: number; coef: number }>(
    `select o.id, o.coef::float8 as coef from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
     where g.status = 'line' and g.start_at > $1::timestamptz + interval '1 hour' and not m.is_blocked and not o.is_blocked and m.type in ('1x2', 'winner')
     order by g.id, o.position limit 1`,
    [clock.now().toISOString()],
  );
  return rows[0]!;
}
let betKey = 0;
async function bet(token: string, amount: number): Promise<Response> {
  const pick = await lineOutcome();
  return Promise.resolve(
    api.app.request('/web-api/api/web/coupon/v1/place?lang=en', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': `limits-bet-${betKey++}` },
      body: JSON.stringify({ typeId: 1, amount, bets: [{ market: { id: pick.id, coef: pick.coef, isLive: false } }] }),
    }),
  );
}

describe('deposit limits', () => {
  it('applies a first limit and a decrease at once, and keeps an increase pending for 24 hours until confirmed', async () => {
    const { token } = await player();
    const first = await ok(await setLimit(token, 20, 1000), setLimitsResponseSchema);
    expect(first).toMatchObject({ status: 'ok', questions: [], tokenGuid: null });
    expect(find(first.limitsData, 20, 'ACTIVE')).toMatchObject({ limitValue: 1000, limitBalance: 1000, needApprove: false });

    const decreased = await ok(await setLimit(token, 20, 500), setLimitsResponseSchema);
    expect(find(decreased.limitsData, 20, 'ACTIVE')?.limitValue).toBe(500);
    expect(find(decreased.limitsData, 20, 'PENDING')).toBeUndefined();

    const increased = await ok(await setLimit(token, 20, 2000), setLimitsResponseSchema);
    expect(find(increased.limitsData, 20, 'ACTIVE')?.limitValue).toBe(500);
    const pending = find(increased.limitsData, 20, 'PENDING')!;
    expect(pending).toMatchObject({ limitValue: 2000, needApprove: false });
    expect(pending.endsAt! - pending.startedAt).toBe(86_400);

    // 23 h later the increase still cannot be confirmed: 1 h left.
    clock.advance(23 * 3_600_000);
    const early = await refused(await call('POST', `${LIMITS_V1}/limitaction`, token, { limitType: 20, action: 'confirm' }), 409);
    expect(early.code).toBe('limit_cooling_off');
    // The action lives under the v1 base only (CALL-003): the v3 base has no limitaction.
    expect((await call('POST', '/limit-service-api/api/external/web/v3/limitaction', token, { limitType: 20, action: 'confirm' })).status).toBe(404);
    expect(early.detail).toContain('24-hour deposit limit');
    expect(early.body).toMatchObject({ limitType: 20, hoursLeft: 1 });

    clock.advance(3_600_000);
    expect(find(await limitsOf(token), 20, 'PENDING')?.needApprove).toBe(true);
    const confirmed = await ok(await call('POST', `${LIMITS_V1}/limitaction`, token, { limitType: 20, action: 'confirm' }), limitActionResponseSchema);
    expect(find(confirmed.limitsData, 20, 'ACTIVE')?.limitValue).toBe(2000);
    expect(find(confirmed.limitsData, 20, 'PENDING')).toBeUndefined();
  });

  it('refuses a deposit over the lowest remaining deposit limit, naming it', async () => {
    const { token, accountId } = await player();
    await ok(await setLimit(token, 20, 3000), setLimitsResponseSchema);
    await ok(await setLimit(token, 21, 1000), setLimitsResponseSchema);
    // 600 of the 7-day 1000 used: 400 left, below the 24-hour limit's 2400.
    expect((await startDeposit(token, accountId, 60_000)).status).toBe(201);
    const limits = await limitsOf(token);
    expect(find(limits, 20, 'ACTIVE')?.limitBalance).toBe(2400);
    expect(find(limits, 21, 'ACTIVE')?.limitBalance).toBe(400);
    const over = await refused(await startDeposit(token, accountId, 40_100), 403);
    expect(over.code).toBe('deposit_limit_exceeded');
    expect(over.detail).toBe('Your 7-day deposit limit leaves 400.00');
    expect(over.body).toMatchObject({ limitType: 21, limitBalance: 400 });
    expect((await startDeposit(token, accountId, 40_000)).status).toBe(201);
  });

  it('asks 24 hours for a removal and rejects a pending change on request', async () => {
    const { token } = await player();
    await ok(await setLimit(token, 22, 5000), setLimitsResponseSchema);
    const removal = await ok(await call('DELETE', `${LIMITS_V1}/limits/22`, token), limitActionResponseSchema);
    expect(find(removal.limitsData, 22, 'PENDING')).toMatchObject({ limitValue: null });
    expect(find(removal.limitsData, 22, 'ACTIVE')?.limitValue).toBe(5000);
    const rejected = await ok(await call('POST', `${LIMITS_V1}/limitaction`, token, { limitType: 22, action: 'reject' }), limitActionResponseSchema);
    expect(find(rejected.limitsData, 22, 'PENDING')).toBeUndefined();
    expect(find(rejected.limitsData, 22, 'ACTIVE')?.limitValue).toBe(5000);
  });

  it('locks a further increase while a change waits; a decrease and a cancel still go through (LIMIT-019)', async () => {
    const { token } = await player();
    await ok(await setLimit(token, 21, 500), setLimitsResponseSchema);
    await ok(await setLimit(token, 21, 2000), setLimitsResponseSchema);
    const locked = await refused(await setLimit(token, 21, 3000), 409);
    expect(locked.code).toBe('limit_change_pending');
    expect(locked.detail).toContain('7-day deposit limit');
    expect(locked.body).toMatchObject({ limitType: 21 });
    expect((await refused(await setLimit(token, 21, null), 409)).code).toBe('limit_change_pending');
    expect(find(await limitsOf(token), 21, 'PENDING')?.limitValue).toBe(2000);
    // Another type is free; a decrease applies at once and drops the waiting change.
    expect((await setLimit(token, 20, 3000)).status).toBe(200);
    const lower = await ok(await setLimit(token, 21, 400), setLimitsResponseSchema);
    expect(find(lower.limitsData, 21, 'ACTIVE')?.limitValue).toBe(400);
    expect(find(lower.limitsData, 21, 'PENDING')).toBeUndefined();
    expect((await setLimit(token, 21, 3000)).status).toBe(200);
  });

  it('refuses values out of shape without a 500', async () => {
    const { token } = await player();
    for (const body of [{ limits: [{ limitType: 20, limitValue: -5 }] }, { limits: [{ limitType: 30, limitValue: 7 }] }, { limits: [] }, { limits: [{ limitType: 20, limitValue: 1.001 }] }, 'x']) {
      expect((await call('POST', `${LIMITS}/limits`, token, body)).status).toBe(400);
    }
    expect((await api.app.request(`${LIMITS}/limits`)).status).toBe(401);
  });
});

describe('wager and loss limits', () => {
  it('refuses a bet over the remaining wager limit, naming it', async () => {
    const { token } = await player();
    await ok(await setLimit(token, 1, 100), setLimitsResponseSchema);
    expect((await bet(token, 70)).status).toBe(200);
    const over = await refused(await bet(token, 31), 403);
    expect(over.code).toBe('wager_limit_exceeded');
    expect(over.detail).toBe('Your 24-hour wager limit leaves 30.00');
    expect((await bet(token, 30)).status).toBe(200);
  });

  it('refuses a bet over the remaining loss limit, naming it', async () => {
    const { token } = await player();
    await ok(await setLimit(token, 11, 50), setLimitsResponseSchema);
    const over = await refused(await bet(token, 51), 403);
    expect(over).toMatchObject({ code: 'loss_limit_exceeded', detail: 'Your 7-day loss limit leaves 50.00' });
    expect((await bet(token, 50)).status).toBe(200);
  });
});

describe('questionnaire', () => {
  it('asks before a loss limit is raised; passing answers apply the change (pending 24 h), failing ones change nothing', async () => {
    const { token } = await player();
    await ok(await setLimit(token, 10, 100), setLimitsResponseSchema);
    const asked = await ok(await setLimit(token, 10, 300), setLimitsResponseSchema);
    expect(asked.status).toBe('questions');
    expect(asked.questions.map((question) => question.id)).toEqual([1, 2, 3]);
    expect(asked.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(find(asked.limitsData, 10, 'PENDING')).toBeUndefined();
    // One "Yes": failed, nothing changes, and the token is spent.
    const failing = [{ questionId: 1, answerId: 1 }, { questionId: 2, answerId: 2 }, { questionId: 3, answerId: 1 }];
    const failed = (await (await call('POST', `${LIMITS}/testanswers`, token, { tokenGuid: asked.tokenGuid, answers: failing })).json()) as { success: boolean; questionsResult: { id: number; correct: boolean }[]; limitsData: LimitView[] };
    expect(failed.success).toBe(false);
    expect(failed.questionsResult).toEqual([{ id: 1, correct: true }, { id: 2, correct: false }, { id: 3, correct: true }]);
    expect(find(failed.limitsData, 10, 'ACTIVE')?.limitValue).toBe(100);
    expect(find(failed.limitsData, 10, 'PENDING')).toBeUndefined();
    expect((await refused(await call('POST', `${LIMITS}/testanswers`, token, { tokenGuid: asked.tokenGuid, answers: failing }), 404)).code).toBe('questionnaire_not_found');
    // Asked again, all "No": the increase becomes the pending change.
    const again = await ok(await setLimit(token, 10, 300), setLimitsResponseSchema);
    const passing = [1, 2, 3].map((questionId) => ({ questionId, answerId: 1 }));
    const passed = (await (await call('POST', `${LIMITS}/testanswers`, token, { tokenGuid: again.tokenGuid, answers: passing })).json()) as { success: boolean; limitsData: LimitView[] };
    expect(passed.success).toBe(true);
    expect(find(passed.limitsData, 10, 'PENDING')?.limitValue).toBe(300);
    // A decrease asks nothing.
    expect((await ok(await setLimit(token, 10, 50), setLimitsResponseSchema)).status).toBe('ok');
    // Another player cannot use the token.
    const other = await player();
    const third = await ok(await setLimit(token, 10, 400), setLimitsResponseSchema);
    expect((await refused(await call('POST', `${LIMITS}/testanswers`, other.token, { tokenGuid: third.tokenGuid, answers: passing }), 404)).code).toBe('questionnaire_not_found');
  });
});

describe('reality check', () => {
  const REALITY = '/web-api/api/web/user/v1/reality-check';
  type Summary = { data: { attributes: { signed_in_at: number; do_not_show_again: boolean; results: { iso: string; staked: number; won: number; net: number }[] } } };
  const summary = async (token: string) => (await ok(await call('GET', REALITY, token), { parse: (value: unknown) => value as Summary })).data.attributes;

  it('counts the session from sign-in: time and what was staked since, as a net result', async () => {
    const { token } = await player();
    const start = Math.floor(clock.now().getTime() / 1000);
    const before = await summary(token);
    expect(before.signed_in_at).toBe(start);
    expect(before.results).toEqual([]);
    expect((await bet(token, 150)).status).toBe(200);
    expect((await bet(token, 25.5)).status).toBe(200);
    // Two open bets, 150 + 25.50 staked, nothing won yet: net -175.50.
    expect((await summary(token)).results).toEqual([{ iso: 'RUB', staked: 175.5, won: 0, net: -175.5 }]);
  });

  it('records each answer, and do_not_show_again silences the session', async () => {
    const { token } = await player();
    const shownAt = Math.floor(clock.now().getTime() / 1000);
    const answer = (action: string, doNotShowAgain: boolean) => call('POST', REALITY, token, { data: { attributes: { action, do_not_show_again: doNotShowAgain, popup_show_at: shownAt } } });
    // 204 No Content: the spec's call has no answer, and the site shows "Action saved" for it (ERR-003).
    const first = await answer('continue', false);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    expect((await summary(token)).do_not_show_again).toBe(false);
    expect((await answer('continue', true)).status).toBe(204);
    expect((await summary(token)).do_not_show_again).toBe(true);
    const { rows } = await api.db.query<{ action: string }>('select action from reality_check_answers where popup_show_at = to_timestamp($1) order by id', [shownAt]);
    expect(rows.map((row) => row.action)).toEqual(['continue', 'continue']);
    expect((await refused(await answer('snooze', false), 400)).code).toBeTruthy();
    expect((await refused(await call('POST', REALITY, token, { action: 'continue' }), 400)).code).toBeTruthy();
    expect((await Promise.resolve(api.app.request(REALITY))).status).toBe(401);
  });
});

describe('self-exclusion and time-out', () => {
  it('refuses bets and deposits of a player whose token predates the time-out, and lifting early', async () => {
    const { token, accountId } = await player();
    await api.db.query(
      `insert into player_limits (user_id, limit_type, limit_state, limit_value, started_at, ends_at)
       select user_id, 33, 'ACTIVE', 1, $2, $3 from accounts where id = $1`,
      [accountId, clock.now().toISOString(), new Date(clock.now().getTime() + 86_400_000).toISOString()],
    );
    expect((await refused(await bet(token, 10), 403)).code).toBe('time_out');
    expect((await refused(await startDeposit(token, accountId, 50_000), 403)).code).toBe('time_out');
    expect((await refused(await call('DELETE', `${LIMITS_V1}/limits/33`, token), 403)).code).toBe('limit_not_cancellable');
    expect((await call('POST', `${LIMITS_V1}/BlockUser`, token, { limitType: 33, days: 2 })).status).toBe(400);
  });

  it('ends the sessions and refuses sign-in, bets and deposits until the end, then lets the player back', async () => {
    const { token, login: name, accountId } = await player();
    const other = await tokenFor(api.app, name, PASSWORD, true);
    expect(await ok(await call('POST', `${LIMITS_V1}/BlockUser`, token, { limitType: 30, days: 7, reasonId: 3 }), { parse: (value: unknown) => value })).toEqual({ success: true });
    // Both sessions ended.
    expect((await call('GET', `${LIMITS}/limits`, token)).status).toBe(401);
    expect((await call('GET', `${LIMITS}/limits`, other)).status).toBe(401);

    const signIn = await login(api.app, name, PASSWORD);
    expect(signIn.res.status).toBe(403);
    expect(signIn.body.errors?.[0]).toMatchObject({ code: 'self_excluded' });
    // Named in days: (endsAt − startedAt) / 86400 = 7 (LIMIT-024).
    expect(signIn.body.errors?.[0]?.detail).toMatch(/^Your 7-day self-exclusion runs until \d{4}-/);

    // 6 days 23 hours later still refused; at 7 days the player signs in again.
    clock.advance((7 * 24 - 1) * 3_600_000);
    expect((await login(api.app, name, PASSWORD)).res.status).toBe(403);
    clock.advance(3_600_000);
    const back = await tokenFor(api.app, name, PASSWORD, true);
    expect((await startDeposit(back, accountId, 50_000)).status).toBe(201);
    // The ended self-exclusion is answered INACTIVE (LIMIT-004), its 7 days still readable.
    const ended = find(await limitsOf(back), 30, 'INACTIVE')!;
    expect(ended).toMatchObject({ limitValue: 7, selfExcludeReason: 3 });
    expect(ended.endsAt! - ended.startedAt).toBe(7 * 86_400);
    expect(find(await limitsOf(back), 30, 'ACTIVE')).toBeUndefined();
  });
});

describe('session limit ping', () => {
  it('answers the time left and ends the session with main_session_limit_ended', async () => {
    const { token } = await player();
    expect(await ok(await call('POST', `${LIMITS}/ping`, token), { parse: (value: unknown) => value })).toEqual({ ok: true, remainingSeconds: null });
    await ok(await setLimit(token, 31, 2), setLimitsResponseSchema);
    clock.advance(90 * 60_000);
    expect(await ok(await call('POST', `${LIMITS}/ping`, token), { parse: (value: unknown) => value })).toEqual({ ok: true, remainingSeconds: 1800 });
    clock.advance(30 * 60_000);
    expect((await refused(await call('POST', `${LIMITS}/ping`, token), 403)).code).toBe('main_session_limit_ended');
    expect((await call('GET', `${LIMITS}/limits`, token)).status).toBe(401);
  });

  it('reads -1 as a session limit not set: accepted only for type 31, and nothing counts (LIMIT-035)', async () => {
    const { token, accountId } = await player();
    expect((await setLimit(token, 20, -1)).status).toBe(400);
    expect((await setLimit(token, 31, 0)).status).toBe(400);
    expect((await setLimit(token, 31, 25)).status).toBe(400);
    expect((await setLimit(token, 31, 1.5)).status).toBe(400);
    expect((await setLimit(token, 32, 20)).status).toBe(400);
    // -1 from no limit: nothing to change, nothing waits.
    const unset = await ok(await setLimit(token, 31, -1), setLimitsResponseSchema);
    expect(unset.limitsData.filter((limit) => limit.limitType === 31)).toEqual([]);
    await ok(await setLimit(token, 31, 3), setLimitsResponseSchema);
    // From 3 hours to -1 is a removal: it waits 24 hours like any loosening.
    const removal = await ok(await setLimit(token, 31, -1), setLimitsResponseSchema);
    expect(find(removal.limitsData, 31, 'PENDING')).toMatchObject({ limitValue: null });
    // A row that holds -1 (as another limit service may keep it) means no session limit: the ping counts nothing.
    await api.db.query(`update player_limits set limit_value = -1 where limit_type = 31 and limit_state = 'ACTIVE' and user_id = (select user_id from accounts where id = $1)`, [accountId]);
    clock.advance(4 * 3_600_000);
    expect(await ok(await call('POST', `${LIMITS}/ping`, token), { parse: (value: unknown) => value })).toEqual({ ok: true, remainingSeconds: null });
  });

  it('refuses sign-in after the session limit is reached until 24 hours after that session began', async () => {
    const { token, login: name } = await player();
    await ok(await setLimit(token, 31, 1), setLimitsResponseSchema);
    clock.advance(60 * 60_000);
    expect((await refused(await call('POST', `${LIMITS}/ping`, token), 403)).code).toBe('main_session_limit_ended');
    // 1 h played: sign-in stays shut for the 23 h left of the day, with the error naming the session limit.
    clock.advance(22 * 3_600_000);
    const refusedLogin = await login(api.app, name, PASSWORD);
    expect(refusedLogin.res.status).toBe(403);
    expect(JSON.stringify(refusedLogin.body)).toContain('main_session_limit_ended');
    expect(JSON.stringify(refusedLogin.body)).toContain('session limit');
    clock.advance(3_600_000);
    expect((await login(api.app, name, PASSWORD)).res.status).toBe(200);
  });
});

describe('extra-limits lock (type 37)', () => {
  it('is set by the operator hook and answered ACTIVE with no value and no end', async () => {
    const { token } = await player();
    const res = await call('POST', '/web-api/test/limits/extra-lock', token);
    expect(res.status).toBe(200);
    expect(find(await limitsOf(token), 37, 'ACTIVE')).toMatchObject({ limitValue: null, endsAt: null, needApprove: false });
    // Twice is the same lock.
    expect((await call('POST', '/web-api/test/limits/extra-lock', token)).status).toBe(200);
    expect((await limitsOf(token)).filter((limit) => limit.limitType === 37)).toHaveLength(1);
  });
});

describe('reference data', () => {
  it('lists available limits and self-exclusion reasons', async () => {
    const { token } = await player();
    const available = (await (await call('GET', `${LIMITS}/availablelimits`, token)).json()) as { availableLimits: { type: number; availableValues: number[]; measure: string; custom: boolean }[] };
    expect(available.availableLimits.find((item) => item.type === 32)).toEqual({ type: 32, availableValues: [5, 10, 15, 30, 45, 60], measure: 'minutes', custom: false });
    expect(available.availableLimits.find((item) => item.type === 33)?.availableValues).toEqual([1, 7, 30, 90]);
    expect(available.availableLimits.find((item) => item.type === 20)).toMatchObject({ measure: 'money', custom: true });
    const reasons = (await (await call('GET', `${LIMITS}/reasons/selfexclude`, token)).json()) as { reasons: { id: number }[] };
    expect(reasons.reasons.length).toBe(4);
  });
});
