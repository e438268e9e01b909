import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  CANCELLED_STATUS,
  CAPTCHA_CODES,
  FINGERPRINT_ERROR_CODE,
  MAX_INTERCEPTOR_RETRIES,
  NETWORK_ERROR_STATUS,
  createHttpClient,
  type HttpClientOptions,
  type HttpHooks,
} from '@bf/api-client/http';
import { ApiError } from '@bf/api-client/errors';
import { freshToken, fakeFetch, hangingUntilAborted, json, jsonApiError, jwt, tokenReply, type RecordedCall } from '../testing/fake-api.ts';

const TOKEN_PATH = '/web-api/user/gettoken';
const okSchema = z.object({ ok: z.literal(true) });
const privateCall = { path: '/web-api/private', schema: okSchema, auth: true } as const;

/** A client over a fake fetch: the token call is answered by `issue`, everything else by `handler`. */
function setup(handler: (call: RecordedCall) => Response | Promise<Response>, hooks: HttpHooks = {}, options: Partial<HttpClientOptions> = {}) {
  let issued = 0;
  const fake = fakeFetch((call) => (call.path === TOKEN_PATH ? tokenReply(freshToken(`refreshed-${++issued}`)) : handler(call)));
  const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks, ...options });
  return { http, ...fake, refreshes: () => fake.callsTo(TOKEN_PATH).length };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth headers', () => {
  it('sends the bearer token and the device id on calls that need auth, and neither on the others', async () => {
    const token = freshToken('stored');
    const { http, calls } = setup(() => json({ ok: true }), { getToken: () => token, getDeviceId: () => 'device-1' });
    await http.request(privateCall);
    await http.request({ path: '/web-api/public', schema: okSchema });
    expect(calls[0]?.headers).toMatchObject({ authorization: `Bearer ${token}`, 'x-device-id': 'device-1' });
    expect(calls[1]?.headers).not.toHaveProperty('authorization');
    expect(calls[1]?.headers).not.toHaveProperty('x-device-id');
  });

  it('refreshes a token that is expired or has no exp claim before sending it', async () => {
    for (const stale of [jwt({ sub: 'player', exp: Math.floor(Date.now() / 1000) - 1 }), jwt({ sub: 'player' }), 'not-a-jwt', undefined]) {
      const onTokenRefreshed = vi.fn();
      const { http, calls } = setup(() => json({ ok: true }), { getToken: () => stale, onTokenRefreshed });
      await http.request(privateCall);
      expect(calls.map((c) => c.path)).toEqual([TOKEN_PATH, '/web-api/private']);
      expect(calls[0]?.url).toBe(`http://api.test${TOKEN_PATH}?force_refresh=true`);
      expect(onTokenRefreshed).toHaveBeenCalledTimes(1);
      expect(calls[1]?.headers.authorization).toBe(`Bearer ${onTokenRefreshed.mock.calls[0]?.[0]}`);
    }
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    const { http, calls } = setup(() => json({ ok: true }));
    await http.request({ method: 'POST', path: '/x', body: { a: 1 }, schema: okSchema });
    const form = new FormData();
    form.set('a', '1');
    await http.request({ method: 'POST', path: '/y', body: form, schema: okSchema });
    expect([calls[0]?.body, calls[0]?.headers['content-type']]).toEqual(['{"a":1}', 'application/json']);
    expect(calls[1]?.body).toBe(form);
    expect(calls[1]?.headers).not.toHaveProperty('content-type');
  });
});

describe('401: token refresh', () => {
  it('refreshes the token exactly once for any number (1-100) of concurrent 401s, and every request succeeds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.scheduler(), async (count, scheduler) => {
        const stale = freshToken('revoked');
        let refreshed: string | undefined;
        let refreshes = 0;
        // The scheduler answers the calls in every possible order, refresh included.
        const fetch = scheduler.scheduleFunction(async function fakeServer(input: RequestInfo | URL, init?: RequestInit) {
          const url = new URL(String(input));
          if (url.pathname === TOKEN_PATH) return tokenReply((refreshed = freshToken(`refreshed-${++refreshes}`)));
          const auth = new Headers(init?.headers).get('authorization');
          return auth === `Bearer ${refreshed}` ? json({ ok: true }) : jsonApiError(401, 'unauthorized');
        });
        const onTokenRefreshed = vi.fn();
        const http = createHttpClient({ baseUrl: 'http://api.test', fetch, hooks: { getToken: () => stale, onTokenRefreshed } });
        const results = await scheduler.waitFor(Promise.all(Array.from({ length: count }, () => http.request(privateCall))));
        expect(refreshes).toBe(1);
        expect(onTokenRefreshed).toHaveBeenCalledTimes(1);
        expect(results).toHaveLength(count);
      }),
      { numRuns: 60 },
    );
  });

  it('for any number (1-100) of concurrent 401s and any order of answers, a failing refresh rejects them all after one refresh', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.scheduler(), async (count, scheduler) => {
        let refreshes = 0;
        const fetch = scheduler.scheduleFunction(async function fakeServer(input: RequestInfo | URL) {
          if (new URL(String(input)).pathname === TOKEN_PATH) return (refreshes++, jsonApiError(503, 'down'));
          return jsonApiError(401, 'unauthorized');
        });
        const http = createHttpClient({ baseUrl: 'http://api.test', fetch, hooks: { getToken: () => freshToken('revoked') } });
        const results = await scheduler.waitFor(Promise.allSettled(Array.from({ length: count }, () => http.request(privateCall))));
        expect(refreshes).toBe(1);
        expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).statusCode === 401)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('rejects every waiting request when the refresh fails, without a second refresh', async () => {
    const onError = vi.fn();
    const fake = fakeFetch((call) => (call.path === TOKEN_PATH ? jsonApiError(500, 'down') : jsonApiError(401, 'unauthorized', 'Please sign in')));
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks: { getToken: () => freshToken('revoked'), onError } });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => http.request(privateCall)));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.statusCode === 401)).toBe(true);
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(1);
    expect(fake.callsTo('/web-api/private')).toHaveLength(20);
    expect(onError).toHaveBeenCalledTimes(20);
  });

  it('asks for no token when the player signed out while the request was out: the 401 goes to the caller unreported', async () => {
    let token: string | undefined = freshToken('player');
    const onError = vi.fn();
    const onTokenRefreshFailed = vi.fn();
    const fake = fakeFetch((call) => {
      // The logout lands while this call is on its way: the token is gone when the 401 comes back.
      token = undefined;
      return call.path === TOKEN_PATH ? jsonApiError(401, 'unauthorized', 'Sign in first') : jsonApiError(401, 'unauthorized');
    });
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks: { getToken: () => token, onError, onTokenRefreshFailed } });
    await expect(http.request(privateCall)).rejects.toMatchObject({ statusCode: 401 });
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(0);
    expect(onTokenRefreshFailed).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('treats a refreshed token without an exp claim as a failed refresh', async () => {
    const fake = fakeFetch((call) => (call.path === TOKEN_PATH ? tokenReply(jwt({ sub: 'player' })) : jsonApiError(401, 'unauthorized')));
    const onTokenRefreshed = vi.fn();
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks: { getToken: () => freshToken('revoked'), onTokenRefreshed } });
    await expect(http.request(privateCall)).rejects.toMatchObject({ statusCode: 401 });
    expect(onTokenRefreshed).not.toHaveBeenCalled();
    expect(fake.callsTo('/web-api/private')).toHaveLength(1);
  });

  it('never refreshes the refresh call itself', async () => {
    const fake = fakeFetch(() => jsonApiError(401, 'unauthorized'));
    const onError = vi.fn();
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks: { getToken: () => freshToken('revoked'), onError } });
    await expect(http.request(privateCall)).rejects.toMatchObject({ statusCode: 401 });
    expect(fake.calls.map((c) => c.path)).toEqual(['/web-api/private', TOKEN_PATH]);
    await expect(http.refreshToken()).rejects.toMatchObject({ statusCode: 401 });
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(2);
  });

  it('does not refresh on a 401 from a call that sends no token', async () => {
    const { http, refreshes } = setup(() => jsonApiError(401, 'unauthorized'));
    await expect(http.request({ method: 'POST', path: '/web-api/auth/v1/login', body: {}, schema: okSchema })).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshes()).toBe(0);
  });

  it('shares the refresh result for 60 s, then drops it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const stale = freshToken('revoked');
    let current = '';
    let issued = 0;
    const fake = fakeFetch((call) => {
      if (call.path === TOKEN_PATH) return tokenReply((current = freshToken(`refreshed-${++issued}`)));
      return call.headers.authorization === `Bearer ${current}` ? json({ ok: true }) : jsonApiError(401, 'unauthorized');
    });
    // The app never stores the new token, so every request starts with the revoked one and meets a 401.
    const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, hooks: { getToken: () => stale } });
    await http.request(privateCall);
    vi.advanceTimersByTime(59_000);
    await http.request(privateCall);
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(1);
    vi.advanceTimersByTime(1_001);
    await http.request(privateCall);
    expect(fake.callsTo(TOKEN_PATH)).toHaveLength(2);
  });
});

describe('retry limit shared by all interceptors', () => {
  it(`gives up after ${MAX_INTERCEPTOR_RETRIES} retries: a server that always answers 401 sees at most 1 + 3 attempts per request`, async () => {
    const { http, callsTo } = setup(() => jsonApiError(401, 'unauthorized', 'Nope'), { getToken: () => freshToken('revoked') });
    await Promise.allSettled(Array.from({ length: 10 }, () => http.request(privateCall)));
    expect(MAX_INTERCEPTOR_RETRIES).toBe(3);
    expect(callsTo('/web-api/private').length).toBeLessThanOrEqual(10 * 4);
    const single = setup(() => jsonApiError(401, 'unauthorized', 'Nope'), { getToken: () => freshToken('revoked') });
    await expect(single.http.request(privateCall)).rejects.toMatchObject({ statusCode: 401, message: 'Nope' });
    expect(single.callsTo('/web-api/private')).toHaveLength(4);
  });

  it('bounds any mix of 401, captcha and fingerprint answers to 1 + 3 attempts, and succeeds within them', async () => {
    const failure = fc.constantFrom('401', 'captcha', 'fingerprint');
    await fc.assert(
      fc.asyncProperty(fc.array(failure, { maxLength: 8 }), async (script) => {
        let attempt = 0;
        const { http, callsTo } = setup(
          () => {
            const kind = script[attempt++];
            if (kind === '401') return jsonApiError(401, 'unauthorized');
            if (kind === 'captcha') return jsonApiError(400, 111);
            if (kind === 'fingerprint') return jsonApiError(400, FINGERPRINT_ERROR_CODE);
            return json({ ok: true });
          },
          { getToken: () => freshToken('stored'), solveCaptcha: async () => 'answer', refreshFingerprint: async () => undefined },
        );
        const outcome = await http.request(privateCall).then(
          () => 'ok',
          () => 'failed',
        );
        expect(callsTo('/web-api/private')).toHaveLength(Math.min(script.length, 3) + 1);
        expect(outcome).toBe(script.length <= 3 ? 'ok' : 'failed');
      }),
    );
  });
});

describe('400 captcha', () => {
  it.each(CAPTCHA_CODES)('captcha code %i: solves the captcha and retries with the captcha header', async (code) => {
    let attempt = 0;
    const solveCaptcha = vi.fn(async () => 'captcha-answer');
    const { http, calls } = setup(() => (attempt++ === 0 ? jsonApiError(400, code, 'Captcha needed') : json({ ok: true })), { solveCaptcha });
    await expect(http.request({ method: 'POST', path: '/web-api/auth/v1/login', body: {}, schema: okSchema })).resolves.toEqual({ ok: true });
    expect(solveCaptcha).toHaveBeenCalledWith(code);
    expect(calls[0]?.headers).not.toHaveProperty('x-captcha');
    expect(calls[1]?.headers['x-captcha']).toBe('captcha-answer');
  });

  it('rejects with the server error when the user gives up the captcha', async () => {
    const onError = vi.fn();
    const { http, calls } = setup(() => jsonApiError(400, '111', 'Captcha needed'), { solveCaptcha: () => Promise.reject(new Error('closed')), onError });
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 400, message: 'Captcha needed' });
    expect(calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('passes other 400s straight to the caller', async () => {
    const solveCaptcha = vi.fn(async () => 'x');
    const { http, calls } = setup(() => jsonApiError(400, 110, 'Wrong password'), { solveCaptcha });
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 400, message: 'Wrong password' });
    expect([solveCaptcha.mock.calls.length, calls.length]).toEqual([0, 1]);
  });
});

describe('400 fingerprint', () => {
  it('sends the fingerprint beside the device id, and the refreshed one with the retry', async () => {
    let fingerprint = 'old-print';
    let answered = 0;
    const { http, calls } = setup(() => (answered++ === 0 ? jsonApiError(400, FINGERPRINT_ERROR_CODE) : json({ ok: true })), {
      getToken: () => freshToken('stored'),
      getFingerprint: () => fingerprint,
      refreshFingerprint: async () => void (fingerprint = 'new-print'),
    });
    await http.request(privateCall);
    expect(calls.map((c) => c.headers['x-fingerprint'])).toEqual(['old-print', 'new-print']);
    await http.request({ path: '/web-api/public', schema: okSchema });
    expect(calls.at(-1)?.headers).not.toHaveProperty('x-fingerprint');
  });

  it('refreshes the fingerprint and retries, at most 3 times', async () => {
    const refreshFingerprint = vi.fn(async () => undefined);
    const { http, calls } = setup(() => jsonApiError(400, FINGERPRINT_ERROR_CODE, 'Bad fingerprint'), { refreshFingerprint });
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 400, message: 'Bad fingerprint' });
    expect(refreshFingerprint).toHaveBeenCalledTimes(3);
    expect(calls).toHaveLength(4);
  });

  it('succeeds once a fresh fingerprint is accepted', async () => {
    let attempt = 0;
    const refreshFingerprint = vi.fn(async () => undefined);
    const { http } = setup(() => (attempt++ < 2 ? jsonApiError(400, FINGERPRINT_ERROR_CODE) : json({ ok: true })), { refreshFingerprint });
    await expect(http.request({ path: '/x', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(refreshFingerprint).toHaveBeenCalledTimes(2);
  });

  it('stops refreshing the fingerprint after 3 failed refreshes, and requests still go out', async () => {
    const refreshFingerprint = vi.fn(() => Promise.reject(new Error('exec undefined')));
    const { http, calls } = setup(() => jsonApiError(400, FINGERPRINT_ERROR_CODE), { refreshFingerprint });
    for (let i = 0; i < 5; i++) await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 400 });
    expect(refreshFingerprint).toHaveBeenCalledTimes(3);
    expect(calls).toHaveLength(5);
  });
});

describe('451 terms', () => {
  it('calls onTermsNotAccepted and rejects on 451 with exception_code 1, without retrying or notifying', async () => {
    const onTermsNotAccepted = vi.fn();
    const onError = vi.fn();
    const { http, calls } = setup(() => json({ exception_code: 1 }, 451), { onTermsNotAccepted, onError });
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 451 });
    expect([onTermsNotAccepted.mock.calls.length, onError.mock.calls.length, calls.length]).toEqual([1, 0, 1]);
  });

  it('leaves other 451s alone', async () => {
    const onTermsNotAccepted = vi.fn();
    const { http } = setup(() => json({ exception_code: 2 }, 451), { onTermsNotAccepted });
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 451 });
    expect(onTermsNotAccepted).not.toHaveBeenCalled();
  });
});

describe('cancelled and failed requests', () => {
  it('reports a cancelled request as 499 with isCancelled, and never to the error notifier', async () => {
    const onError = vi.fn();
    const { http } = setup(hangingUntilAborted, { onError });
    const controller = new AbortController();
    const pending = http.request({ path: '/x', schema: okSchema, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: CANCELLED_STATUS, isCancelled: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls off the signed-in calls on their way at logout, and any made after, without touching public calls', async () => {
    const onError = vi.fn();
    const { http, calls } = setup((call) => (call.path === '/web-api/private' ? hangingUntilAborted(call) : json({ ok: true })), { getToken: () => freshToken('player'), onError });
    const pending = http.request(privateCall);
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/web-api/private')).toHaveLength(1));
    http.cancelSignedInCalls();
    await expect(pending).rejects.toMatchObject({ statusCode: CANCELLED_STATUS, isCancelled: true });
    // Made after: cancelled before it leaves.
    await expect(http.request(privateCall)).rejects.toMatchObject({ isCancelled: true });
    expect(calls.filter((call) => call.path === '/web-api/private')).toHaveLength(1);
    // The disconnect call and other public calls still go out.
    await expect(http.request({ path: '/web-api/public', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it('cancels a request waiting on a captcha the user has not answered yet', async () => {
    const onError = vi.fn();
    const { http } = setup(() => jsonApiError(400, 100), { solveCaptcha: () => new Promise<string>(() => undefined), onError });
    const controller = new AbortController();
    const pending = http.request({ path: '/x', schema: okSchema, signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ statusCode: CANCELLED_STATUS, isCancelled: true });
    expect(onError).not.toHaveBeenCalled();
  });

  it("turns a network failure ('Failed to fetch') into the network-error status and notifies it", async () => {
    const onError = vi.fn();
    const http = createHttpClient({ baseUrl: '', fetch: () => Promise.reject(new TypeError('Failed to fetch')), hooks: { onError } });
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: NETWORK_ERROR_STATUS, isNetworkError: true, message: 'Failed to fetch' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: NETWORK_ERROR_STATUS }));
  });

  it('joins JSON-API error details for display', async () => {
    const { http } = setup(() => json({ errors: [{ code: 'a', detail: 'First' }, { code: 'b', detail: 'Second' }] }, 403));
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({ statusCode: 403, message: 'First; Second', details: [{ code: 'a', detail: 'First' }, { code: 'b', detail: 'Second' }] });
  });

  it('names the path and the broken field when a reply breaks the schema', async () => {
    const { http } = setup(() => json({ ok: 'yes' }));
    await expect(http.request({ path: '/web-api/thing', schema: okSchema })).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/^Unexpected response from \/web-api\/thing \(ok: /) });
  });
});
