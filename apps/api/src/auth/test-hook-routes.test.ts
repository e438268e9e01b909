import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { userConfigSchema } from './auth-schemas.ts';
import { bearer, createAuthTestApi, postJson, tokenFor } from './auth-test-kit.ts';

let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' });
}, 60_000);
afterAll(() => api?.close());

const userConfig = async (token: string) => userConfigSchema.parse(((await (await api.app.request('/web-api/user/v1/config', { headers: bearer(token) })).json()) as { result: unknown }).result);

describe('POST /web-api/test/player', () => {
  it('sets the identification flags of the caller’s user config, and only the caller’s', async () => {
    const demo = await tokenFor(api.app);
    const other = await tokenFor(api.app, 'banned', 'banned123');
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: false, is_identification_bonus: false });
    const res = await postJson(api.app, '/web-api/test/player', { needIdentification: true, identificationBonus: true }, bearer(demo));
    expect(res.status).toBe(200);
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: true, is_identification_bonus: true });
    await postJson(api.app, '/web-api/test/player', { identificationBonus: false }, bearer(demo));
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: true, is_identification_bonus: false });
    expect(await userConfig(other)).toMatchObject({ is_need_identification: false, is_identification_bonus: false });
  });

  it('sets an activation type over the derived one, and null derives it again (UCFG-020, UCFG-021)', async () => {
    const demo = await tokenFor(api.app);
    const derived = (await userConfig(demo)).activation_type;
    expect((await postJson(api.app, '/web-api/test/player', { activationType: 3 }, bearer(demo))).status).toBe(200);
    expect((await userConfig(demo)).activation_type).toBe(3);
    await postJson(api.app, '/web-api/test/player', { activationType: null }, bearer(demo));
    expect((await userConfig(demo)).activation_type).toBe(derived);
    expect((await postJson(api.app, '/web-api/test/player', { activationType: 4 }, bearer(demo))).status).toBe(400);
  });

  it('refuses a visitor and a flag of the wrong type', async () => {
    expect((await postJson(api.app, '/web-api/test/player', { needIdentification: true })).status).toBe(401);
    const demo = await tokenFor(api.app);
    expect((await postJson(api.app, '/web-api/test/player', { needIdentification: 'yes' }, bearer(demo))).status).toBe(400);
  });
});
