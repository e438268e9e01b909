import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createSessionApi, SESSION_PATH, sessionKeys, TOKEN_PATH } from '@bf/api-client/web-api/session';
import { fakeFetch, freshToken, json, jsonApiError, jwt, tokenReply, type RecordedCall } from '../testing/fake-api.ts';

const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  return { api: createSessionApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};

describe('session service', () => {
  it('calls GET /web-api/session without cache and does not parse the answer as JSON', async () => {
    const { api, calls } = setup(() => new Response('OK, not JSON', { status: 200 }));
    await expect(api.getSession()).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: SESSION_PATH, method: 'GET', cache: 'no-store' });
  });

  it('rejects a lost session with 401 and leaves the token alone', async () => {
    const { api, calls } = setup(() => jsonApiError(401, 'unauthorized'));
    await expect(api.getSession()).rejects.toMatchObject({ statusCode: 401 });
    expect(calls.map((c) => c.path)).toEqual([SESSION_PATH]);
  });

  it('fetches the token with force refresh and reads data.token', async () => {
    const token = freshToken('new');
    const { api, calls } = setup(() => tokenReply(token));
    await expect(api.getToken()).resolves.toBe(token);
    expect(calls[0]).toMatchObject({ url: `${TOKEN_PATH}?force_refresh=true`, cache: 'no-store' });
  });

  it('rejects a malformed token answer with a clear ApiError', async () => {
    await expect(setup(() => json({ token: 'flat' })).api.getToken()).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining(`Unexpected response from ${TOKEN_PATH}`) });
    await expect(setup(() => tokenReply(jwt({ sub: 'no-exp' }))).api.getToken()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('builds its SWR keys next to the calls', () => {
    expect(sessionKeys.session()).toEqual(['web-api', 'session']);
    expect(sessionKeys.token()).toEqual(['web-api', 'user', 'gettoken']);
  });
});
