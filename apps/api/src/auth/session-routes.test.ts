import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { tokenAnswerSchema, userConfigSchema } from './auth-schemas.ts';
import { grantKey, issueGrant, SECURE_DATA_PATH, verifyGrant } from './secure-data.ts';
import { bearer, createAuthTestApi, login, postJson, TEST_TOKEN_SECRET, testClock, tokenFor, userTokenCookie } from './auth-test-kit.ts';

const clock = testClock();
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({}, { now: clock.now });
}, 60_000);
afterAll(() => api?.close());
// Past every rate-limit window, so each test starts clean.
beforeEach(() => clock.advance(16 * 60 * 1000));

const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(api.app.request(path, { headers }));
const sessionStatus = async (token: string) => (await get('/web-api/session', bearer(token))).status;
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

describe('GET /web-api/user/gettoken', () => {
  it('answers data.token for a valid session and 401 without one', async () => {
    const token = await tokenFor(api.app);
    const res = await get('/web-api/user/gettoken', bearer(token));
    expect(res.status).toBe(200);
    expect(tokenAnswerSchema.parse(await res.json()).data.token).toBe(token);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const none = await get('/web-api/user/gettoken?force_refresh=true');
    expect(none.status).toBe(401);
    expect(apiErrorBodySchema.parse(await none.json()).errors[0]?.code).toBe('unauthorized');
  });

  it('with force_refresh makes a new token with a fresh lifetime and sets the cookie', async () => {
    const token = await tokenFor(api.app);
    clock.advance(50 * 60 * 1000);
    const res = await get('/web-api/user/gettoken?force_refresh=true', bearer(token));
    const fresh = tokenAnswerSchema.parse(await res.json()).data.token;
    expect(fresh).not.toBe(token);
    expect(decodeJwt(fresh).exp).toBe(nowSeconds() + 3600);
    expect(decodeJwt(fresh).sid).toBe(decodeJwt(token).sid);
    expect(userTokenCookie(res)).toContain(fresh);
    // The session lives on with the new token after the first one expired.
    clock.advance(50 * 60 * 1000);
    expect(await sessionStatus(token)).toBe(401);
    expect(await sessionStatus(fresh)).toBe(200);
  });

  it('accepts the user_token cookie as well as the bearer header; a bad bearer is not rescued by the cookie', async () => {
    const token = await tokenFor(api.app);
    expect((await get('/web-api/user/gettoken', { cookie: `user_token=${token}` })).status).toBe(200);
    expect((await get('/web-api/user/gettoken', { cookie: `user_token=${token}`, authorization: 'Bearer nope' })).status).toBe(401);
    expect((await get('/web-api/user/gettoken', { authorization: `Basic ${token}` })).status).toBe(401);
  });

  it('refuses a bad force_refresh with 400', async () => {
    const res = await get('/web-api/user/gettoken?force_refresh=yes');
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(await res.json()).errors[0]?.code).toBe('invalid_query');
  });
});

describe('GET /web-api/session', () => {
  it('answers 200 text while the session is valid and 401 text otherwise, never JSON, never cached', async () => {
    const token = await tokenFor(api.app);
    const ok = await get('/web-api/session', bearer(token));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.text()).toBe('OK');
    const no = await get('/web-api/session');
    expect(no.status).toBe(401);
    expect(no.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(no.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /web-api/user/v1/session-check', () => {
  it('answers the signed-in user id, or null for a visitor', async () => {
    const token = await tokenFor(api.app);
    const res = await get('/web-api/user/v1/session-check', bearer(token));
    expect(await res.json()).toEqual({ user_id: Number(decodeJwt(token).sub) });
    expect(await (await get('/web-api/user/v1/session-check')).json()).toEqual({ user_id: null });
  });
});

describe('token lifetime and verification', () => {
  it('expires a token after 1 hour, or 30 days with "remember me"', async () => {
    const short = await tokenFor(api.app);
    const long = await tokenFor(api.app, 'demo', 'demo1234', true);
    expect(decodeJwt(long).exp).toBe(nowSeconds() + 30 * 24 * 3600);
    clock.advance(3600 * 1000 - 1000);
    expect(await sessionStatus(short)).toBe(200);
    clock.advance(1000);
    expect(await sessionStatus(short)).toBe(401);
    expect((await get('/web-api/user/gettoken?force_refresh=true', bearer(short))).status).toBe(401);
    clock.advance(29 * 24 * 3600 * 1000);
    expect(await sessionStatus(long)).toBe(200);
    clock.advance(24 * 3600 * 1000);
    expect(await sessionStatus(long)).toBe(401);
  });

  it('refuses tokens signed with alg none, another algorithm, another key, or without exp', async () => {
    const real = await tokenFor(api.app);
    const { sid, sub, ban_level } = decodeJwt(real);
    const claims = { sid, ban_level };
    const secret = new TextEncoder().encode(TEST_TOKEN_SECRET);
    const base = (alg: string) =>
      new SignJWT(claims).setProtectedHeader({ alg }).setSubject(String(sub)).setIssuer('bf-api').setAudience('web-api').setIssuedAt(nowSeconds());

    // The harness itself: a token made like ours with our key passes.
    expect(await sessionStatus(await base('HS256').setExpirationTime(nowSeconds() + 60).sign(secret))).toBe(200);

    const forged = [
      new UnsecuredJWT(claims).setSubject(String(sub)).setIssuer('bf-api').setAudience('web-api').setExpirationTime(nowSeconds() + 60).encode(),
      await base('HS512').setExpirationTime(nowSeconds() + 60).sign(secret),
      await base('HS256').setExpirationTime(nowSeconds() + 60).sign(new TextEncoder().encode('another-secret-another-secret-another')),
      await base('HS256').sign(secret),
      await base('HS256').setExpirationTime(nowSeconds() - 1).sign(secret),
      await base('HS256').setExpirationTime(nowSeconds() + 60).setAudience('two-step').sign(secret),
      `${real.split('.').slice(0, 2).join('.')}.`,
    ];
    for (const token of forged) {
      expect(await sessionStatus(token), token).toBe(401);
      expect((await get('/web-api/user/gettoken', bearer(token))).status).toBe(401);
    }
  });
});

describe('the user_token cookie', () => {
  it('is SameSite=Lax, Path=/, readable by the page, and lasts as long as the token', async () => {
    const { res, body } = await login(api.app, 'demo', 'demo1234');
    const cookie = userTokenCookie(res) ?? '';
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain(`Expires=${new Date((decodeJwt(body.data?.token ?? '').exp ?? 0) * 1000).toUTCString()}`);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
    const remembered = await login(api.app, 'demo', 'demo1234', { save: 1 });
    expect(userTokenCookie(remembered.res)).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('is Secure only when the request came over HTTPS', async () => {
    const viaProxy = await login(api.app, 'demo', 'demo1234', {}, { 'x-forwarded-proto': 'https' });
    expect(userTokenCookie(viaProxy.res)).toMatch(/; Secure/);
    const direct = await api.app.request('https://bet.example/web-api/auth/v1/login', {
      method: 'POST',
      body: JSON.stringify({ login: 'demo', password: 'demo1234' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(userTokenCookie(direct)).toMatch(/; Secure/);
    const plain = await login(api.app, 'demo', 'demo1234', {}, { 'x-forwarded-proto': 'http' });
    expect(userTokenCookie(plain.res)).not.toMatch(/Secure/);
  });
});

describe('GET /web-api/user/v1/config', () => {
  it('answers every user config field for the signed-in user, never cached', async () => {
    const res = await get('/web-api/user/v1/config', bearer(await tokenFor(api.app)));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { result: unknown; error: unknown };
    expect(body.error).toBeNull();
    const config = userConfigSchema.strict().parse(body.result);
    expect(config).toMatchObject({
      user_email: 'demo@betfront.test',
      phone_code: '+7',
      phone_number: '0000000001',
      activation_type: 2,
      ban_level: 0,
      has_deposit: true,
      user_hide_balance: true,
      isDataAfterRegistration: false,
      protection_methods: { enable_two_factor_auth: false, enable_phone_binding: true, enable_email_auth: true },
      currency: 'RUB',
    });
  });

  it('reflects the user: two-step for vip, ban level for banned, a fresh one-click player', async () => {
    const ticket = (await login(api.app, 'vip', 'vip12345')).body.data?.twoStepToken;
    const two = await postJson(api.app, '/web-api/auth/v1/two-step', { token: ticket, code: '424242' });
    const vipToken = tokenAnswerSchema.parse(await two.json()).data.token;
    const vip = userConfigSchema.parse(((await (await get('/web-api/user/v1/config', bearer(vipToken))).json()) as { result: unknown }).result);
    expect(vip.protection_methods.enable_two_factor_auth).toBe(true);

    const banned = await tokenFor(api.app, 'banned', 'banned123');
    const bannedConfig = ((await (await get('/web-api/user/v1/config', bearer(banned))).json()) as { result: { ban_level: number } }).result;
    expect(bannedConfig.ban_level).toBe(45);

    const fast = await postJson(api.app, '/web-api/auth/v1/register', { type: 'fast_reg', currency: 'EUR', bonus: 2 });
    const fastToken = tokenAnswerSchema.parse(await fast.json()).data.token;
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const config = userConfigSchema.parse(
      ((await (await get('/web-api/user/v1/config', { ...bearer(fastToken), 'user-agent': iphone })).json()) as { result: unknown }).result,
    );
    expect(config).toMatchObject({ activation_type: 0, has_deposit: false, isDataAfterRegistration: true, bonus_type: 2, currency: 'EUR', user_email: '' });
    expect(config.device).toMatchObject({ mobile: true, ios: true, desktop: false, mac: false });
  });

  it('answers 401 in the error shape without a session', async () => {
    const res = await get('/web-api/user/v1/config');
    expect(res.status).toBe(401);
    expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
  });
});

describe('GET /web-api/secure-methods/v1/data (CALL-004)', () => {
  it('answers ggru and a signed grant for 1800 s to a signed-in player, 401 to a visitor', async () => {
    const token = await tokenFor(api.app);
    const res = await get(SECURE_DATA_PATH, bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { ggru: string; grant: string };
    expect(body.ggru).toBe('RU');
    const key = grantKey(new TextEncoder().encode(TEST_TOKEN_SECRET));
    const userId = verifyGrant(key, body.grant, clock.now());
    expect(userId).toBeGreaterThan(0);
    expect(body.grant.startsWith(`${userId}.${nowSeconds() + 1800}.`)).toBe(true);
    expect((await get(SECURE_DATA_PATH)).status).toBe(401);
  });

  it('refuses a grant once it expired, or when any part of it was changed', async () => {
    const key = grantKey(new TextEncoder().encode(TEST_TOKEN_SECRET));
    const grant = issueGrant(key, 7, clock.now());
    expect(verifyGrant(key, grant, clock.now())).toBe(7);
    expect(verifyGrant(key, grant, new Date(clock.now().getTime() + 1_800_000))).toBeNull();
    expect(verifyGrant(key, grant.replace(/^7\./, '8.'), clock.now())).toBeNull();
    expect(verifyGrant(grantKey(new TextEncoder().encode('another-secret-of-at-least-32-characters')), grant, clock.now())).toBeNull();
    expect(verifyGrant(key, 'not-a-grant', clock.now())).toBeNull();
  });
});
