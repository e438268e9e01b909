import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { authRoutes } from '../routes/auth-routes.ts';
import { bearer, createAuthTestApi, postJson, tokenFor } from './auth-test-kit.ts';

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

describe('test hooks', () => {
  it('are not mounted without API_TEST_HOOKS=1', async () => {
    await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000001' });
    const res = await api.app.request('/web-api/test/last-sms?phone=%2B70000000001');
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('not_found');
  });
});
