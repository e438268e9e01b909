import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createTermsApi, TERMS_STATUS_PATH } from '@bf/api-client/web-api/user-config';
import { fakeFetch, freshToken, json, type RecordedCall } from '../testing/fake-api.ts';

const token = freshToken('terms');
const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  return { api: createTermsApi(createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { getToken: () => token } })), ...fake };
};

describe('terms status call (CALL-020)', () => {
  it('asks GET /web-api/api-v3/v2/user/agreement-rules/status with the bearer token, no cache, and reads result and updatedAt', async () => {
    const { api, calls } = setup(() => json({ result: true, updatedAt: '2026-03-01T00:00:00Z' }));
    await expect(api.getStatus()).resolves.toMatchObject({ result: true, updatedAt: '2026-03-01T00:00:00Z', rules: [] });
    expect(TERMS_STATUS_PATH).toBe('/web-api/api-v3/v2/user/agreement-rules/status');
    expect(calls[0]).toMatchObject({ url: TERMS_STATUS_PATH, method: 'GET', cache: 'no-store' });
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('rejects an answer without a boolean result instead of guessing', async () => {
    await expect(setup(() => json({ result: 'yes' })).api.getStatus()).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({})).api.getStatus()).rejects.toMatchObject({ statusCode: 502 });
  });
});
