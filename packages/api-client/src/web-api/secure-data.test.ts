import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createSecureDataApi, isEmptySecureData, SECURE_DATA_EMPTY, SECURE_DATA_PATH, secureDataKeys } from '@bf/api-client/web-api/secure-data';
import { fakeFetch, freshToken, json, type RecordedCall } from '../testing/fake-api.ts';

const token = freshToken('secure');
const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  return { api: createSecureDataApi(createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken: () => token, getDeviceId: () => 'device-1' } })), ...fake };
};

describe('secure data service (CALL-004)', () => {
  it('asks GET /web-api/secure-methods/v1/data with the bearer token, no cache, and reads ggru and grant', async () => {
    const { api, calls } = setup(() => json({ ggru: 'RU', grant: '7.1800.abc-_' }));
    await expect(api.getSecureData()).resolves.toEqual({ ggru: 'RU', grant: '7.1800.abc-_' });
    expect(calls[0]).toMatchObject({ url: SECURE_DATA_PATH, method: 'GET', cache: 'no-store' });
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it.each([
    ['no body', () => new Response('', { status: 200 })],
    ['null', () => json(null)],
    ['an empty object', () => json({})],
    ['empty fields', () => json({ ggru: '', grant: null })],
  ])("rejects %s as 'data is empty' (SESSION-020)", async (_, reply) => {
    await expect(setup(reply).api.getSecureData()).rejects.toMatchObject({ message: SECURE_DATA_EMPTY, statusCode: 502 });
  });

  it('rejects a filled answer that breaks the schema as an unexpected reply, not as empty', async () => {
    await expect(setup(() => json({ ggru: 'RU', grant: '<script>' })).api.getSecureData()).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('Unexpected response') });
    expect(isEmptySecureData({ ggru: 'RU' })).toBe(false);
  });

  it('keys the cache per player', () => {
    expect(secureDataKeys.data('7')).toEqual(['web-api', 'secure-methods', 'data', '7']);
    expect(secureDataKeys.data('7')).not.toEqual(secureDataKeys.data('8'));
  });
});
