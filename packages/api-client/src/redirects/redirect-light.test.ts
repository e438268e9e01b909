import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { ApiError } from '@bf/api-client/errors';
import { createRedirectLightApi, REDIRECT_CHECK_RETRY, REDIRECT_LIGHT_PATH, redirectLightKeys } from '@bf/api-client/redirects/redirect-light';
import { fakeFetch, hangingUntilAborted, json, jsonApiError, type RecordedCall } from '../testing/fake-api.ts';

const setup = (handler: (call: RecordedCall) => Response | Promise<Response>) => {
  const fake = fakeFetch(handler);
  const sleeps: number[] = [];
  const api = createRedirectLightApi(createHttpClient({ baseUrl: '', fetch: fake.fetch }), { ...REDIRECT_CHECK_RETRY, sleep: async (ms) => void sleeps.push(ms) });
  return { api, sleeps, ...fake };
};
const answer = { redirect: true, code: 301, url: '/en/promotions/x', reasons: [2], breadcrumbs: ['/en/actions/x', '/en/promotions/x'] };

describe('redirect-light service', () => {
  it('posts { url } and reads redirect, code, url, reasons, breadcrumbs', async () => {
    const { api, calls } = setup(() => json(answer));
    await expect(api.checkRedirect('/en/actions/x')).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ url: REDIRECT_LIGHT_PATH, method: 'POST', body: '{"url":"/en/actions/x"}' });
  });

  it('retries 5 times, 1 s apart, then gives up', async () => {
    expect(REDIRECT_CHECK_RETRY).toEqual({ tries: 5, delayMs: 1000 });
    const { api, calls, sleeps } = setup(() => jsonApiError(503, 'down'));
    await expect(api.checkRedirect('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(5);
    expect(sleeps).toEqual([1000, 1000, 1000, 1000]);
  });

  it('does not retry a cancelled check', async () => {
    const { api, calls } = setup(hangingUntilAborted);
    const controller = new AbortController();
    const check = api.checkRedirect('/x', controller.signal);
    // Called off while the first call hangs (the client's call pipeline loads with its first call).
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    await expect(check).rejects.toMatchObject({ isCancelled: true });
    expect(calls).toHaveLength(1);
  });

  it('rejects malformed replies with a clear ApiError', async () => {
    const onError = vi.fn();
    const fake = fakeFetch(() => json({ redirect: true, code: 301, url: null, reasons: [], breadcrumbs: [] }));
    const api = createRedirectLightApi(createHttpClient({ baseUrl: '', fetch: fake.fetch, hooks: { onError } }), { tries: 1, delayMs: 0 });
    await expect(api.checkRedirect('/x')).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('url: a redirect needs a url') });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 502 }));
    await expect(setup(() => json({ redirect: 'maybe' })).api.checkRedirect('/x')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('builds its SWR key next to the call', () => {
    expect(redirectLightKeys.check('/x')).toEqual(['redirects-api', 'redirect-light', '/x']);
  });
});
