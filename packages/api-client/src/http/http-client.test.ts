import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, CANCELLED_STATUS, NETWORK_ERROR_STATUS } from '@bf/api-client/http';
import { ApiError, joinErrorDetails } from '@bf/api-client/errors';
import { withRetry } from '@bf/api-client/retry';
import { CONFIG_RETRY, createBffApi } from '@bf/api-client/bff';

const anything = { safeParse: (input: unknown) => ({ success: true as const, data: input }) };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('http client', () => {
  it('errors carry a message and a status code, 500 by default', () => {
    expect(new ApiError('x').statusCode).toBe(500);
  });

  it('joins JSON-API error details for display', async () => {
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: async () => json({ errors: [{ code: 1, detail: 'Bad lang' }, { code: 2, detail: 'Bad group' }] }, 400) });
    await expect(http.getJson('/x', anything)).rejects.toMatchObject({ statusCode: 400, message: 'Bad lang; Bad group' });
    expect(joinErrorDetails({ nope: true })).toBeUndefined();
  });

  it("turns 'Failed to fetch' into the network-error status and a cancelled request into 499", async () => {
    const failing = createHttpClient({ baseUrl: 'http://api.test', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failing.getJson('/x', anything)).rejects.toMatchObject({ statusCode: NETWORK_ERROR_STATUS });
    const controller = new AbortController();
    controller.abort();
    const aborting = createHttpClient({ baseUrl: 'http://api.test', fetch: async (_url, init) => Promise.reject(init?.signal?.reason) });
    await expect(aborting.getJson('/x', anything, {}, { signal: controller.signal })).rejects.toMatchObject({ statusCode: CANCELLED_STATUS });
  });

  it('logout before the first call (the call pipeline not loaded yet) still calls off every signed-in call after it', async () => {
    const fetch = vi.fn(async () => json({ ok: true }));
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch, hooks: { getToken: () => 'a.b.c' } });
    http.cancelSignedInCalls();
    await expect(http.request({ path: '/web-api/user/balance', schema: anything, auth: true })).rejects.toMatchObject({ statusCode: CANCELLED_STATUS });
    // A visitor's call is not signed in: it still goes out.
    await expect(http.getJson('/bff-api/config/all.json', anything)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a signed-in call made after its signal aborted answers cancelled, and the token refresh it started fails quietly', async () => {
    const fetch = vi.fn(async () => json({ errors: [{ code: 'not_found', detail: 'none' }] }, 404));
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch, hooks: { getToken: () => undefined, onTokenRefreshFailed: () => undefined } });
    const controller = new AbortController();
    controller.abort();
    await expect(http.request({ path: '/web-api/user/balance', schema: anything, auth: true, signal: controller.signal })).rejects.toMatchObject({ statusCode: CANCELLED_STATUS });
    // The refresh's own rejection (no token to be had) would surface as an unhandled rejection and fail this file.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('refuses a reply that breaks the schema instead of passing it on', async () => {
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: async () => json({ odd: 1 }) });
    const schema = { safeParse: () => ({ success: false as const }) };
    await expect(http.getJson('/x', schema)).rejects.toMatchObject({ statusCode: 502 });
  });

  it('calls same-origin paths in the browser and absolute URLs on the server', async () => {
    const fetch = vi.fn(async () => json({}));
    await createHttpClient({ baseUrl: '', fetch }).getJson('/bff-api/config/all.json', anything, { lang: 'en' });
    await createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch }).getJson('/bff-api/config/all.json', anything, { lang: 'de' });
    expect(fetch.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/bff-api/config/all.json?lang=en', 'http://127.0.0.1:3000/bff-api/config/all.json?lang=de']);
  });
});

describe('retries', () => {
  it('retries the BFF config 5 times, 1 s apart, then gives up', async () => {
    expect(CONFIG_RETRY).toEqual({ tries: 5, delayMs: 1000 });
    const sleeps: number[] = [];
    const fetch = vi.fn(async () => json({ errors: [{ code: 'down', detail: 'down' }] }, 503));
    const bff = createBffApi(createHttpClient({ baseUrl: 'http://api.test', fetch }), { ...CONFIG_RETRY, sleep: async (ms) => void sleeps.push(ms) });
    await expect(bff.getSiteConfig('en')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([1000, 1000, 1000, 1000]);
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('http://api.test/bff-api/config/all.json?lang=en');
  });

  it('stops retrying at the first success', async () => {
    let calls = 0;
    const value = await withRetry(async () => (++calls < 3 ? Promise.reject(new Error('no')) : 'ok'), { tries: 5, delayMs: 0, sleep: async () => undefined });
    expect([value, calls]).toEqual(['ok', 3]);
  });
});
