import { identificationProvidersResponseSchema, identificationResponseSchema } from '@bf/api-client/office-care';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConfigSchema } from '../auth/auth-schemas.ts';
import { bearer, createAuthTestApi, postJson, tokenFor } from '../auth/auth-test-kit.ts';
import type { Api } from '../create-api.ts';

const OFFICE = '/web-api/officeapi/v1';
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' });
}, 60_000);
afterAll(() => api?.close());

const userConfig = async (token: string) => userConfigSchema.parse(((await (await api.app.request('/web-api/user/v1/config', { headers: bearer(token) })).json()) as { result: unknown }).result);

describe('identification modal calls (UCFG-036)', () => {
  it('offers face-id and an alternative provider to a signed-in player only', async () => {
    expect((await api.app.request(`${OFFICE}/identification/providers`)).status).toBe(401);
    const demo = await tokenFor(api.app);
    const res = await api.app.request(`${OFFICE}/identification/providers`, { headers: bearer(demo) });
    expect(res.status).toBe(200);
    expect(identificationProvidersResponseSchema.parse(await res.json()).providers).toEqual(['face_id', 'alternative']);
  });

  it('identifies a player who needs it through the chosen provider, once', async () => {
    const demo = await tokenFor(api.app);
    await postJson(api.app, '/web-api/test/player', { needIdentification: true, identificationBonus: true }, bearer(demo));
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: true, is_identification_bonus: true });

    const res = await postJson(api.app, `${OFFICE}/identification`, { provider: 'alternative' }, bearer(demo));
    expect(res.status).toBe(200);
    expect(identificationResponseSchema.parse(await res.json()).identification).toEqual({ provider: 'alternative', status: 'identified' });
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: false });
    // Identified already: nothing to do.
    expect((await postJson(api.app, `${OFFICE}/identification`, { provider: 'face_id' }, bearer(demo))).status).toBe(409);
  });

  it('refuses a visitor, an unknown provider and extra fields', async () => {
    expect((await postJson(api.app, `${OFFICE}/identification`, { provider: 'face_id' })).status).toBe(401);
    const demo = await tokenFor(api.app);
    await postJson(api.app, '/web-api/test/player', { needIdentification: true }, bearer(demo));
    expect((await postJson(api.app, `${OFFICE}/identification`, { provider: 'passport_scan' }, bearer(demo))).status).toBe(400);
    expect((await postJson(api.app, `${OFFICE}/identification`, { provider: 'face_id', userId: 1 }, bearer(demo))).status).toBe(400);
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: true });
  });

  it('an approved verification document identifies the player too, and the user config follows the document step (GUARD-044, UCFG-027, UCFG-028, UCFG-031)', async () => {
    // A fresh player: no document sent yet.
    const registered = await postJson(api.app, '/web-api/auth/v1/register', { type: 'fast_reg', currency: 'RUB', bonus: 0 });
    const demo = ((await registered.json()) as { data: { token: string } }).data.token;
    await postJson(api.app, '/web-api/test/player', { needIdentification: true, identificationBonus: true }, bearer(demo));
    // The user config follows the document step (UCFG-027, UCFG-028, UCFG-031): types on offer, not verified, not pending.
    expect(await userConfig(demo)).toMatchObject({ verification_types: ['passport', 'id_card', 'driving_licence'], verification_status: 1, user_status_id: 0 });
    const sent = await postJson(api.app, `${OFFICE}/verification/documents`, { documentType: 'passport', fileName: 'passport.png', mimeType: 'image/png', sizeBytes: 2048 }, bearer(demo));
    expect(sent.status).toBe(201);
    // Pending: still to identify.
    expect((await (await api.app.request(`${OFFICE}/verification`, { headers: bearer(demo) })).json()) as unknown).toMatchObject({ verification: { status: 'pending' } });
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: true, user_status_id: 1, verification_status: 1 });
    // The simulated reviewer's time has come: read approved, the player is identified.
    await api.db.query(`update verification_documents set review_at = now() - interval '1 second' where status = 'pending'`);
    expect((await (await api.app.request(`${OFFICE}/verification`, { headers: bearer(demo) })).json()) as unknown).toMatchObject({ verification: { status: 'approved' } });
    expect(await userConfig(demo)).toMatchObject({ is_need_identification: false, user_status_id: 0, verification_status: 0 });
  });
});
