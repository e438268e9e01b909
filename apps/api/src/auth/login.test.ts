import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { authAnswerSchema } from './auth-schemas.ts';
import { bearer, createAuthTestApi, lastSmsCode, login, postJson, testClock, userTokenCookie } from './auth-test-kit.ts';
import { DEMO_TWO_STEP } from './demo-auth.ts';

// One API for the file (starting one is slow); each test begins past every window (15 min) and code
// lifetime (5 min), so counters, SMS codes and tickets of earlier tests cannot reach it.
const clock = testClock();
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' }, { now: clock.now });
}, 60_000);
afterAll(() => api?.close());
beforeEach(() => clock.advance(16 * 60 * 1000));

function start() {
  return { app: api.app, clock };
}

const sessionOk = async (app: Api['app'], token: string) => (await app.request('/web-api/session', { headers: bearer(token) })).status;

async function failure(res: Response, status = 400) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as unknown;
  const parsed = authAnswerSchema.parse(body);
  expect(parsed.success).toBe(false);
  return { ...parsed, code: apiErrorBodySchema.parse(body).errors[0]?.code };
}

describe('login with login or e-mail and password', () => {
  it('signs in every seeded password user and puts sub and ban_level in the token', async () => {
    const { app } = start();
    for (const [name, password, banLevel] of [['demo', 'demo1234', 0], ['banned', 'banned123', 45]] as const) {
      const { res, body } = await login(app, name, password);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ success: true, responseType: 'success' });
      const claims = decodeJwt(body.data?.token ?? '');
      expect(claims).toMatchObject({ ban_level: banLevel });
      expect(typeof claims.sub).toBe('string');
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
      expect(userTokenCookie(res)).toContain(body.data?.token);
    }
  });

  it('takes the e-mail in `login` or in `email`, in any case', async () => {
    const { app } = start();
    expect((await login(app, 'Demo@BetFront.test', 'demo1234')).body.success).toBe(true);
    const byEmailField = await postJson(app, '/web-api/auth/v1/login', { email: 'demo@betfront.test', password: 'demo1234' });
    expect(byEmailField.status).toBe(200);
  });

  it('refuses a wrong password or an unknown login alike, with no cookie', async () => {
    const { app } = start();
    for (const [name, password] of [['demo', 'demo12345'], ['nobody', 'demo1234']] as const) {
      const { res, body } = await login(app, name, password);
      expect(res.status).toBe(400);
      expect(body).toMatchObject({ success: false, responseType: 'login_password' });
      expect(body.errors?.[0]?.code).toBe('invalid_credentials');
      expect(userTokenCookie(res)).toBeUndefined();
    }
  });

  it('refuses a malformed body with 400 invalid_body', async () => {
    const { app } = start();
    for (const body of [{}, { login: 'demo' }, { password: 'x' }, { login: '', password: 'x' }, { login: 'demo', password: 'demo1234', save: 'maybe' }, [], 'demo']) {
      const res = await postJson(app, '/web-api/auth/v1/login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).errors[0]?.code).toBe('invalid_body');
    }
  });
});

describe('login by phone and password', () => {
  it('reads the phone as E.164, or as digits with an ISO country or calling code', async () => {
    const { app } = start();
    for (const body of [
      { phone_number: '+70000000001' },
      { phone_number: '0000000001', country_code: '+7' },
      { phone_number: '000 000-00-01', country_code: '7' },
    ]) {
      const res = await postJson(app, '/web-api/auth/v1/login-phone', { ...body, password: 'demo1234' });
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    const wrong = await postJson(app, '/web-api/auth/v1/login-phone', { phone_number: '+70000000001', password: 'nope1234' });
    expect((await failure(wrong)).code).toBe('invalid_credentials');
    const bad = await postJson(app, '/web-api/auth/v1/login-phone', { phone_number: 'call me', country_code: 'ru', password: 'x' });
    expect((await failure(bad)).code).toBe('invalid_phone');
  });
});

describe('login by SMS code', () => {
  it('sends a 6-digit code and signs in with it once', async () => {
    const { app } = start();
    const sent = await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    expect(sent.status).toBe(200);
    expect(authAnswerSchema.parse(await sent.json())).toMatchObject({ success: true, responseType: 'sms' });
    const code = await lastSmsCode(app, '+70000000001');
    expect(code).toMatch(/^\d{6}$/);

    const res = await postJson(app, '/web-api/auth/v1/sms-code', { phone_number: '+70000000001', 'sms-code': code });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { token: string } }).data.token).toBeTruthy();
    const again = await postJson(app, '/web-api/auth/v1/sms-code', { phone_number: '+70000000001', code });
    expect((await failure(again)).code).toBe('sms_code_expired');
  });

  it('refuses a wrong code, and spends the code after 3 wrong entries', async () => {
    const { app } = start();
    await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    const code = await lastSmsCode(app, '+70000000001');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 3; i += 1) {
      const res = await postJson(app, '/web-api/auth/v1/sms-code', { phone_number: '+70000000001', code: wrong });
      expect((await failure(res)).code).toBe('invalid_sms_code');
    }
    const right = await postJson(app, '/web-api/auth/v1/sms-code', { phone_number: '+70000000001', code });
    expect((await failure(right)).code).toBe('sms_code_expired');
  });

  it('expires codes after 5 minutes', async () => {
    const { app, clock } = start();
    await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    const code = await lastSmsCode(app, '+70000000001');
    clock.advance(5 * 60 * 1000);
    const res = await postJson(app, '/web-api/auth/v1/sms-code', { phone_number: '+70000000001', code });
    expect((await failure(res)).code).toBe('sms_code_expired');
  });

  it('answers the same for an unknown number but sends nothing', async () => {
    const { app } = start();
    const res = await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+79169999999' });
    expect(res.status).toBe(200);
    expect((await app.request('/web-api/test/last-sms?phone=%2B79169999999')).status).toBe(404);
  });

  it('limits codes sent to one number: 5 per 15 minutes', async () => {
    const { app } = start();
    for (let i = 0; i < 5; i += 1) expect((await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' })).status).toBe(200);
    const res = await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    expect((await failure(res, 429)).code).toBe('too_many_attempts');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('two-step sign-in', () => {
  it('answers two_step for vip, then signs in with the demo code', async () => {
    const { app } = start();
    const { res, body } = await login(app, 'vip', 'vip12345', { save: true });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: false, responseType: 'two_step' });
    expect(userTokenCookie(res)).toBeUndefined();
    const ticket = body.data?.twoStepToken ?? '';

    const wrong = await postJson(app, '/web-api/auth/v1/two-step', { token: ticket, code: '000000' });
    expect(await failure(wrong)).toMatchObject({ code: 'invalid_two_step_code', responseType: 'login_password_two_step_code' });

    const right = await postJson(app, '/web-api/auth/v1/two-step', { token: ticket, code: DEMO_TWO_STEP.code });
    expect(right.status).toBe(200);
    const token = ((await right.json()) as { data: { token: string } }).data.token;
    // "save" carried over from the password step: a 30-day token.
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 24 * 3600);
    expect(await sessionOk(app, token)).toBe(200);

    const replay = await postJson(app, '/web-api/auth/v1/two-step', { token: ticket, code: DEMO_TWO_STEP.code });
    expect((await failure(replay)).code).toBe('two_step_expired');
  });

  it('refuses a ticket older than 5 minutes or one that is not a ticket', async () => {
    const { app, clock } = start();
    const ticket = (await login(app, 'vip', 'vip12345')).body.data?.twoStepToken ?? '';
    const demoToken = (await login(app, 'demo', 'demo1234')).body.data?.token ?? '';
    const asTicket = await postJson(app, '/web-api/auth/v1/two-step', { token: demoToken, code: DEMO_TWO_STEP.code });
    expect((await failure(asTicket)).code).toBe('two_step_expired');
    // The ticket is no session token either.
    expect(await sessionOk(app, ticket)).toBe(401);
    clock.advance(5 * 60 * 1000 + 1000);
    const late = await postJson(app, '/web-api/auth/v1/two-step', { token: ticket, code: DEMO_TWO_STEP.code });
    expect((await failure(late)).code).toBe('two_step_expired');
  });
});

describe('disconnect', () => {
  it('ends the session, so its unexpired token stops working, and removes the cookie', async () => {
    const { app } = start();
    const token = (await login(app, 'demo', 'demo1234')).body.data?.token ?? '';
    expect(await sessionOk(app, token)).toBe(200);
    const res = await postJson(app, '/web-api/auth/v1/disconnect', {}, bearer(token));
    expect(res.status).toBe(200);
    expect(authAnswerSchema.parse(await res.json())).toMatchObject({ success: true, responseType: 'disconnect' });
    expect(userTokenCookie(res)).toMatch(/^user_token=;.*Max-Age=0/);
    expect(await sessionOk(app, token)).toBe(401);
    expect((await app.request('/web-api/user/gettoken?force_refresh=true', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers success without a session too', async () => {
    const { app } = start();
    expect((await postJson(app, '/web-api/auth/v1/disconnect', {})).status).toBe(200);
  });
});

describe('test hooks', () => {
  it('reads the phone with the + left unencoded', async () => {
    const { app } = start();
    await postJson(app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    const res = await app.request('/web-api/test/last-sms?phone=+70000000001');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ phone: '+70000000001', purpose: 'login' });
  });
});
