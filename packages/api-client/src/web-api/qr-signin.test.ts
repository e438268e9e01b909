import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createQrSignInApi, QR_LINK_PATH, QR_LOGIN_PATH, qrRefusalOf } from '@bf/api-client/web-api/qr-signin';
import { fakeFetch, freshToken, json, type RecordedCall } from '../testing/fake-api.ts';

const token = freshToken('qr');
const code = 'a'.repeat(43);
const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  return { api: createQrSignInApi(createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken: () => token } })), ...fake };
};

describe('QR sign-in calls (ACCT-024 auth_qr)', () => {
  it('asks for a link with the bearer token and reads its 120 s lifetime', async () => {
    const { api, calls } = setup(() => json({ token: code, link: `/en/user/qr?token=${code}`, expiresAt: '2026-03-01T10:02:00.000Z', lifetimeSeconds: 120 }));
    await expect(api.requestLink('en')).resolves.toMatchObject({ token: code, lifetimeSeconds: 120 });
    expect(calls[0]).toMatchObject({ url: QR_LINK_PATH, method: 'POST' });
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('rejects a link answer with a malformed code or an absolute link', async () => {
    await expect(setup(() => json({ token: 'short', link: '/en/user/qr', expiresAt: 'x', lifetimeSeconds: 120 })).api.requestLink('en')).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({ token: code, link: 'https://evil.example/', expiresAt: 'x', lifetimeSeconds: 120 })).api.requestLink('en')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('signs in with a code and reads the session token', async () => {
    const { api, calls } = setup(() => json({ success: true, data: { token: 'jwt' } }));
    await expect(api.signIn(code)).resolves.toMatchObject({ data: { token: 'jwt' } });
    expect(calls[0]).toMatchObject({ url: QR_LOGIN_PATH, method: 'POST' });
  });

  it('names refusals from the API codes', () => {
    expect(qrRefusalOf('token_used')).toBe('used');
    expect(qrRefusalOf('token_expired')).toBe('expired');
    expect(qrRefusalOf('invalid_token')).toBe('invalid');
  });
});
