import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { bearer, createAuthTestApi, postJson, testClock, tokenFor } from './auth-test-kit.ts';

const clock = testClock('2026-03-01T10:00:00.000Z');
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({}, { now: clock.now });
}, 180_000);
afterAll(() => api?.close());

interface LinkAnswer {
  token: string;
  link: string;
  expiresAt: string;
  lifetimeSeconds: number;
}

async function askLink(session: string): Promise<LinkAnswer> {
  const res = await postJson(api.app, '/web-api/auth/v1/qr/link', { lng: 'de' }, bearer(session));
  expect(res.status).toBe(200);
  return (await res.json()) as LinkAnswer;
}
const useLink = (token: string) => postJson(api.app, '/web-api/auth/v1/qr/login', { token });
const errorCode = async (res: Response) => ((await res.json()) as { errors: { code: string }[] }).errors[0]?.code;
async function whoIs(token: string): Promise<number | null> {
  const res = await api.app.request('/web-api/user/v1/session-check', { headers: bearer(token) });
  return ((await res.json()) as { user_id: number | null }).user_id;
}

describe('QR sign-in (ACCT-024 auth_qr)', () => {
  it('gives a signed-in player a 120 s single-use link that signs another device in as the player', async () => {
    const session = await tokenFor(api.app);
    const player = await whoIs(session);
    const answer = await askLink(session);
    expect(answer.lifetimeSeconds).toBe(120);
    expect(new Date(answer.expiresAt).getTime() - clock.now().getTime()).toBe(120_000);
    // 32 random bytes (256 bits), base64url, in the player's language.
    expect(answer.link).toBe(`/de/user/qr?token=${answer.token}`);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash is stored.
    const { rows } = await api.db.query<{ token_hash: string }>('select token_hash from qr_signin_tokens');
    expect(rows.map((row) => row.token_hash)).not.toContain(answer.token);

    const res = await useLink(answer.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { token: string } };
    expect(body.success).toBe(true);
    expect(res.headers.get('set-cookie')).toMatch(/user_token=/);
    expect(await whoIs(body.data.token)).toBe(player);

    const again = await useLink(answer.token);
    expect(again.status).toBe(410);
    expect(await errorCode(again)).toBe('token_used');
  });

  it('refuses a link after 120 s, an unknown link and a malformed one, never with a 500', async () => {
    const session = await tokenFor(api.app);
    const answer = await askLink(session);
    clock.advance(120_000);
    const late = await useLink(answer.token);
    expect(late.status).toBe(410);
    expect(await errorCode(late)).toBe('token_expired');

    const unknown = await useLink('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(await errorCode(unknown)).toBe('invalid_token');
    const malformed = await useLink('short');
    expect(malformed.status).toBe(400);
    const empty = await postJson(api.app, '/web-api/auth/v1/qr/login', {});
    expect(empty.status).toBe(400);
  });

  it('works 119 s after it was issued', async () => {
    const answer = await askLink(await tokenFor(api.app));
    clock.advance(119_000);
    expect((await useLink(answer.token)).status).toBe(200);
  });

  it('keeps only the newest link of a player valid', async () => {
    const session = await tokenFor(api.app);
    const first = await askLink(session);
    const second = await askLink(session);
    const old = await useLink(first.token);
    expect(old.status).toBe(400);
    expect(await errorCode(old)).toBe('invalid_token');
    expect((await useLink(second.token)).status).toBe(200);
  });

  it('gives no link to a visitor', async () => {
    const res = await postJson(api.app, '/web-api/auth/v1/qr/link', { lng: 'en' });
    expect(res.status).toBe(401);
  });
});
