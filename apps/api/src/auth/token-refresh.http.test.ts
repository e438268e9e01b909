import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import { CANCELLED_STATUS, MAX_INTERCEPTOR_RETRIES, createHttpClient, type HttpClient } from '@bf/api-client/http';
import { createAuthApi } from '@bf/api-client/web-api/auth';
import { TOKEN_PATH } from '@bf/api-client/web-api/session';
import { USER_CONFIG_PATH, createUserConfigApi } from '@bf/api-client/web-api/user-config';
import type { Api } from '../create-api.ts';
import { serveOnLoopback, type LoopbackServer } from '../test/serve-on-loopback.ts';
import { createAuthTestApi } from './auth-test-kit.ts';

// The reference API over real HTTP on loopback and the real api-client: the 401 → shared refresh → retry path
// end to end. The stale-token test hook makes the server refuse a token it issued while the session stays open,
// so only the forced token refresh (counted here on the server) can recover.

let api: Api;
let server: LoopbackServer;

beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' });
  server = await serveOnLoopback(api);
}, 30_000);

afterAll(async () => {
  await server.close();
  await api.close();
});

beforeEach(() => {
  server.hits.length = 0;
  server.delays.clear();
});

const refreshes = () => server.count(TOKEN_PATH, { force_refresh: 'true' });

/** A player signed in through the api-client, with the client the browser would hold (token from the cookie). */
async function signedInPlayer(onError?: (error: ApiError) => void) {
  const anonymous = createHttpClient({ baseUrl: server.baseUrl });
  const answer = await createAuthApi(anonymous).login({ login: 'demo', password: 'demo1234' });
  const signedInToken = answer.data?.token;
  if (typeof signedInToken !== 'string') throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  let token = signedInToken;
  const refreshed: string[] = [];
  const http: HttpClient = createHttpClient({
    baseUrl: server.baseUrl,
    // The browser sends the user_token cookie on every same-origin call; the token call rides on it.
    headers: { cookie: `user_token=${signedInToken}` },
    hooks: {
      getToken: () => token,
      getDeviceId: () => 'device-e2e',
      ...(onError ? { onError } : {}),
      onTokenRefreshed: (next) => {
        token = next;
        refreshed.push(next);
      },
    },
  });
  return { http, firstToken: signedInToken, refreshed, currentToken: () => token };
}

async function makeStale(token: string, scope: 'token' | 'session') {
  const res = await fetch(`${server.baseUrl}/web-api/test/stale-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scope }),
  });
  expect(res.status).toBe(200);
}

const fifty = (http: HttpClient) => Array.from({ length: 50 }, () => createUserConfigApi(http).getUserConfig());

describe('token refresh against the running reference API', () => {
  it('50 concurrent calls that get 401 cause exactly one token refresh on the server, and all 50 succeed', async () => {
    const player = await signedInPlayer();
    await makeStale(player.firstToken, 'token');
    server.hits.length = 0;

    const results = await Promise.all(fifty(player.http));

    expect(results).toHaveLength(50);
    expect(results.every((config) => config.user_name === results[0]?.user_name && typeof config.user_name === 'string')).toBe(true);
    expect(refreshes()).toBe(1);
    expect(player.refreshed).toHaveLength(1);
    expect(player.currentToken()).not.toBe(player.firstToken);
    // Each call went out twice: once refused with the stale token, once accepted with the refreshed one.
    expect(server.count(USER_CONFIG_PATH)).toBe(100);
  });

  it('a refresh that fails (session ended) rejects all 50 with 401 and makes no second refresh', async () => {
    const player = await signedInPlayer();
    // Sign out on the server: the session is revoked, so its tokens and the token call answer 401.
    await createAuthApi(player.http).disconnect();
    server.hits.length = 0;

    const results = await Promise.allSettled(fifty(player.http));

    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.statusCode === 401)).toBe(true);
    expect(refreshes()).toBe(1);
    expect(server.count(USER_CONFIG_PATH)).toBe(50);
  });

  it(`retries are bounded: a server that refuses every token of the session sees at most 1 + ${MAX_INTERCEPTOR_RETRIES} attempts per call`, async () => {
    const player = await signedInPlayer();
    await makeStale(player.firstToken, 'session');
    server.hits.length = 0;

    const results = await Promise.allSettled(fifty(player.http));

    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.statusCode === 401)).toBe(true);
    expect(server.count(USER_CONFIG_PATH)).toBe(50 * (1 + MAX_INTERCEPTOR_RETRIES));
    // Refreshes stay shared: one per round of retries, never one per call.
    expect(refreshes()).toBeGreaterThanOrEqual(1);
    expect(refreshes()).toBeLessThanOrEqual(MAX_INTERCEPTOR_RETRIES);
  });

  it(`a cancelled call reports ${CANCELLED_STATUS} and never reaches the error notifier, in flight or while it waits on the refresh`, async () => {
    const onError = vi.fn();
    const player = await signedInPlayer(onError);
    const config = createUserConfigApi(player.http);

    // In flight: aborted while the (slow) server is still answering.
    server.delays.set(USER_CONFIG_PATH, 300);
    const inFlight = new AbortController();
    const pending = config.getUserConfig(inFlight.signal);
    await expect.poll(() => server.count(USER_CONFIG_PATH)).toBe(1);
    inFlight.abort();
    await expect(pending).rejects.toMatchObject({ statusCode: CANCELLED_STATUS, isCancelled: true });
    server.delays.clear();

    // Waiting on the shared refresh: the stale token got its 401, then the caller gives up.
    await makeStale(player.firstToken, 'token');
    server.hits.length = 0;
    server.delays.set(TOKEN_PATH, 300);
    const waiting = new AbortController();
    const refreshing = config.getUserConfig(waiting.signal);
    await expect.poll(() => refreshes()).toBe(1);
    waiting.abort();
    await expect(refreshing).rejects.toMatchObject({ statusCode: CANCELLED_STATUS });
    expect(onError).not.toHaveBeenCalled();

    // The refresh itself went on: the next call uses its token without another refresh.
    await expect(config.getUserConfig()).resolves.toMatchObject({ user_name: expect.any(String) });
    expect(refreshes()).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
