import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { ApiError } from '@bf/api-client/errors';
import { BLOCK_CHECK_RETRY, BLOCK_PATH, blockKeys, createBlockApi } from '@bf/api-client/blocks/block';
import { fakeFetch, json, jsonApiError, type RecordedCall } from '../testing/fake-api.ts';

const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  const sleeps: number[] = [];
  const api = createBlockApi(createHttpClient({ baseUrl: '', fetch: fake.fetch }), { ...BLOCK_CHECK_RETRY, sleep: async (ms) => void sleeps.push(ms) });
  return { api, sleeps, ...fake };
};

describe('block service', () => {
  it('posts { auth, url } and reads displayTypeId and templateTypeId', async () => {
    const { api, calls } = setup(() => json({ displayTypeId: 1, templateTypeId: 13 }));
    await expect(api.checkBlock({ auth: true, url: '/en/' })).resolves.toEqual({ displayTypeId: 1, templateTypeId: 13 });
    expect(calls[0]).toMatchObject({ url: BLOCK_PATH, method: 'POST', body: '{"auth":true,"url":"/en/"}' });
  });

  it('retries twice at 100 ms, then gives up', async () => {
    expect(BLOCK_CHECK_RETRY).toEqual({ tries: 2, delayMs: 100 });
    const { api, calls, sleeps } = setup(() => jsonApiError(500, 'down'));
    await expect(api.checkBlock({ auth: false, url: '/' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([100]);
  });

  it('rejects malformed replies with a clear ApiError', async () => {
    await expect(setup(() => json({ displayTypeId: '1' })).api.checkBlock({ auth: false, url: '/' })).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining(`${BLOCK_PATH} (displayTypeId:`) });
    await expect(setup(() => json({ displayTypeId: 2 })).api.checkBlock({ auth: false, url: '/' })).resolves.toEqual({ displayTypeId: 2, templateTypeId: null });
  });

  it('builds its SWR key next to the call', () => {
    expect(blockKeys.check(true, '/en/')).toEqual(['blocks-api', 'block', 'auth', '/en/']);
  });
});
