import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { authRoutes } from '../routes/auth-routes.ts';
import { createHttpClient } from '@bf/api-client/http';
import { createGoogleOneTapApi } from '@bf/api-client/social/google-one-tap';
import { bearer, createAuthTestApi, postJson, tokenFor, userTokenCookie } from './auth-test-kit.ts';

let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ GOOGLE_ONE_TAP_CLIENT_ID: 'demo-client.apps.googleusercontent.com' });
}, 60_000);
afterAll(() => api?.close());

async function errorCode(res: Response) {
  return apiErrorBodySchema.parse(await res.json()).errors[0]?.code;
}

describe('POST /blocks-api/api/v2/block', () => {
  it('answers display 1 with the blocked player\'s template (16, suspension), nothing to others, a ban included', async () => {
    const check = async (headers: Record<string, string>) =>
      (await postJson(api.app, '/blocks-api/api/v2/block', { auth: true, url: '/ru/' }, headers)).json();
    expect(await check(bearer(await tokenFor(api.app, 'blocked', 'blocked123')))).toEqual({ displayTypeId: 1, templateTypeId: 16 });
    // A ban is not a block: the ban level travels in the token and the front end guards on it.
    expect(await check(bearer(await tokenFor(api.app, 'banned', 'banned123')))).toEqual({ displayTypeId: 0, templateTypeId: 0 });
    expect(await check(bearer(await tokenFor(api.app)))).toEqual({ displayTypeId: 0, templateTypeId: 0 });
    expect(await check({})).toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });

  it('refuses a body without url', async () => {
    const res = await postJson(api.app, '/blocks-api/api/v2/block', { auth: 'yes' });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid_body');
  });
});

describe('POST /redirects-api/api/v1/redirect-light', () => {
  const check = (url: unknown, headers: Record<string, string> = {}) => postJson(api.app, '/redirects-api/api/v1/redirect-light', { url }, headers);

  it('answers no redirect for an address of this site', async () => {
    for (const url of ['/ru/home', 'http://localhost/en/live?x=1', 'ru/line']) {
      const res = await check(url);
      expect(res.status, url).toBe(200);
      expect(await res.json()).toEqual({ redirect: false, code: 200, url, reasons: [], breadcrumbs: [] });
    }
    const proxied = await check('https://bet.example/ru', { 'x-forwarded-host': 'bet.example', 'x-forwarded-proto': 'https' });
    expect(proxied.status).toBe(200);
  });

  it('refuses other origins', async () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'http://localhost:8080/', 'https://localhost/']) {
      const res = await check(url);
      expect(res.status, url).toBe(400);
      expect(await errorCode(res)).toBe('foreign_url');
    }
    expect(await errorCode(await check(''))).toBe('invalid_body');
    expect(await errorCode(await check(42))).toBe('invalid_body');
  });
});

describe('GET /social-api/oauth/google-one-tap/clientId', () => {
  it('answers the configured client id', async () => {
    const res = await api.app.request('/social-api/oauth/google-one-tap/clientId');
    expect(await res.json()).toEqual({ clientId: 'demo-client.apps.googleusercontent.com' });
  });

  it('answers 404 when GOOGLE_ONE_TAP_CLIENT_ID is not set', async () => {
    const routes = authRoutes({ db: api.db, now: () => new Date(), testHooks: false, env: {} });
    const res = await routes.request('/social-api/oauth/google-one-tap/clientId');
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('not_found');
  });
});

describe('POST /social-api/oauth/google-one-tap', () => {
  // The real api-client over the API's own fetch: multipart as the browser sends it.
  const oneTap = createGoogleOneTapApi(createHttpClient({ baseUrl: 'http://api.test', fetch: (input, init) => Promise.resolve(api.app.request(String(input), init)) }));
  const sessionUser = async (cookie: string) =>
    ((await (await api.app.request('/web-api/user/v1/session-check', { headers: { cookie } })).json()) as { user_id: number | null }).user_id;

  it('registers a player new to the credential, signs it in, and answers the language home as redirectUrl', async () => {
    const form = new FormData();
    Object.entries({ credential: 'demo:google:one-tap-1', language: 'de', currency: 'usd', countryId: 'ru' }).forEach(([k, v]) => form.set(k, v));
    const res = await api.app.request('/social-api/oauth/google-one-tap', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirectUrl: '/de' });
    const cookie = userTokenCookie(res)!.split(';')[0]!;
    const first = await sessionUser(cookie);
    expect(first).toEqual(expect.any(Number));
    const { rows } = await api.db.query<{ reg_type: string; currency: string }>('select reg_type, currency from users where id = $1', [first]);
    expect(rows[0]).toEqual({ reg_type: 'soc_reg', currency: 'USD' });

    // The same Google account signs the same player in again, through the api-client's multipart call.
    await expect(oneTap.signIn({ credential: 'demo:google:one-tap-1', language: 'en', currency: 'RUB', countryId: 'ru' })).resolves.toBe('/en');
    const again = await api.app.request('/social-api/oauth/google-one-tap', { method: 'POST', body: form });
    expect(await sessionUser(userTokenCookie(again)!.split(';')[0]!)).toBe(first);
  });

  it('refuses a credential it cannot confirm, and a form with fields missing', async () => {
    await expect(oneTap.signIn({ credential: 'a.real.google.jwt', language: 'en', currency: 'RUB', countryId: 'ru' })).rejects.toMatchObject({ statusCode: 400 });
    const partial = new FormData();
    partial.set('credential', 'demo:google:x');
    const res = await api.app.request('/social-api/oauth/google-one-tap', { method: 'POST', body: partial });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid_body');
  });

  it('answers 404 when One Tap is not configured', async () => {
    const routes = authRoutes({ db: api.db, now: () => new Date(), testHooks: false, env: {} });
    const res = await routes.request('/social-api/oauth/google-one-tap', { method: 'POST', body: new FormData() });
    expect(res.status).toBe(404);
  });
});

describe('test hooks', () => {
  it('are not mounted without API_TEST_HOOKS=1', async () => {
    await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    const res = await api.app.request('/web-api/test/last-sms?phone=%2B70000000001');
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('not_found');
  });
});
