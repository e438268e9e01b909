import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { bearer, createAuthTestApi, postJson, tokenFor } from '../auth/auth-test-kit.ts';

let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' });
}, 180_000);
afterAll(() => api?.close());

const SETTINGS = '/web-api/officeapi/v1/settings';
const patchSettings = (token: string) =>
  api.app.request(SETTINGS, { method: 'PATCH', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ enable_sms_news: true }) });

describe('POST /web-api/test/next-status', () => {
  it('makes the next calls of one method and path answer the asked refusal, then lets them through', async () => {
    const demo = await tokenFor(api.app);
    const other = await tokenFor(api.app, 'banned', 'banned123');
    expect((await postJson(api.app, '/web-api/test/next-status', { method: 'PATCH', path: SETTINGS, status: 403, times: 2 }, bearer(demo))).status).toBe(200);
    // Another player's saves are not touched.
    expect((await patchSettings(other)).status).toBe(200);
    const first = await patchSettings(demo);
    expect(first.status).toBe(403);
    expect(await first.json()).toMatchObject({ errors: [{ code: 'forbidden' }] });
    // Another method of the same path is not touched.
    expect((await api.app.request(SETTINGS, { headers: bearer(demo) })).status).toBe(200);
    expect((await patchSettings(demo)).status).toBe(403);
    expect((await patchSettings(demo)).status).toBe(200);
  });

  it('clears a pending refusal with times 0 and refuses a visitor, a status or a path it does not offer', async () => {
    const demo = await tokenFor(api.app);
    await postJson(api.app, '/web-api/test/next-status', { method: 'PATCH', path: SETTINGS, status: 400 }, bearer(demo));
    await postJson(api.app, '/web-api/test/next-status', { method: 'PATCH', path: SETTINGS, status: 400, times: 0 }, bearer(demo));
    expect((await patchSettings(demo)).status).toBe(200);
    expect((await postJson(api.app, '/web-api/test/next-status', { method: 'PATCH', path: SETTINGS, status: 500 }, bearer(demo))).status).toBe(400);
    expect((await postJson(api.app, '/web-api/test/next-status', { method: 'PATCH', path: '/', status: 400 }, bearer(demo))).status).toBe(400);
    // A visitor cannot ask.
    expect((await postJson(api.app, '/web-api/test/next-status', { method: 'PATCH', path: SETTINGS, status: 400 })).status).toBe(401);
  });
});
