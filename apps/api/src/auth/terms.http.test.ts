import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import { createHttpClient } from '@bf/api-client/http';
import { createAuthApi } from '@bf/api-client/web-api/auth';
import { USER_CONFIG_PATH, createTermsApi, createUserConfigApi } from '@bf/api-client/web-api/user-config';
import type { Api } from '../create-api.ts';
import { serveOnLoopback, type LoopbackServer } from '../test/serve-on-loopback.ts';
import { createAuthTestApi } from './auth-test-kit.ts';
import { TERMS_UPDATED_AT } from './terms.ts';

// The 451 terms flow end to end: the reference API over loopback HTTP and the real api-client with its hooks.

let api: Api;
let server: LoopbackServer;

beforeAll(async () => {
  api = await createAuthTestApi();
  server = await serveOnLoopback(api);
}, 30_000);

afterAll(async () => {
  await server.close();
  await api.close();
});

beforeEach(() => {
  server.hits.length = 0;
});

async function signIn(login: string, password: string) {
  const answer = await createAuthApi(createHttpClient({ baseUrl: server.baseUrl })).login({ login, password });
  const token = answer.data?.token;
  if (typeof token !== 'string') throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  const onTermsNotAccepted = vi.fn();
  const onError = vi.fn();
  const http = createHttpClient({ baseUrl: server.baseUrl, hooks: { getToken: () => token, onTermsNotAccepted, onError } });
  return { http, token, onTermsNotAccepted, onError, userConfig: createUserConfigApi(http), terms: createTermsApi(http) };
}

describe('terms confirmation against the running reference API', () => {
  it('a player with old terms gets 451 exception_code 1 on signed-in calls, the hook fires once, nothing is retried', async () => {
    const player = await signIn('terms', 'terms1234');

    const raw = await fetch(`${server.baseUrl}${USER_CONFIG_PATH}`, { headers: { authorization: `Bearer ${player.token}` } });
    expect(raw.status).toBe(451);
    expect(await raw.json()).toMatchObject({ exception_code: 1, errors: [{ code: 'terms_not_accepted' }] });
    server.hits.length = 0;

    await expect(player.userConfig.getUserConfig()).rejects.toMatchObject({ statusCode: 451 });
    expect(player.onTermsNotAccepted).toHaveBeenCalledTimes(1);
    expect(server.count(USER_CONFIG_PATH)).toBe(1);
    // The handled 451 never reaches the error notifier: the app redirects instead of showing an error.
    expect(player.onError).not.toHaveBeenCalled();
    // The coupon calls of the sports routes share the rule.
    const history = await fetch(`${server.baseUrl}/web-api/api/web/coupon/v1/history?lang=en`, { headers: { authorization: `Bearer ${player.token}` } });
    expect(history.status).toBe(451);
    expect(await history.json()).toMatchObject({ exception_code: 1 });
  });

  it('the status call says the terms changed; accepting them lets the same session through', async () => {
    const player = await signIn('terms', 'terms1234');

    const status = await player.terms.getStatus();
    expect(status).toMatchObject({ result: true, updatedAt: TERMS_UPDATED_AT });
    expect(status.rules.length).toBeGreaterThan(0);
    expect(status.rules[0]).toMatchObject({ position: 1, link: expect.stringMatching(/^\/rules\//), tags: expect.any(Array), subRules: expect.any(Array) });

    // Accepting terms older than the current ones is refused.
    await expect(player.terms.confirm('2020-01-01T00:00:00.000Z')).rejects.toMatchObject({ statusCode: 409 });
    await player.terms.confirm(status.updatedAt ?? undefined);

    expect((await player.terms.getStatus()).result).toBe(false);
    const config = await player.userConfig.getUserConfig();
    expect(config.user_name).toBe('terms');
    expect(player.onTermsNotAccepted).not.toHaveBeenCalled();
  });

  it('players who accepted the current terms never see 451', async () => {
    const player = await signIn('demo', 'demo1234');
    expect((await player.terms.getStatus()).result).toBe(false);
    await expect(player.userConfig.getUserConfig()).resolves.toMatchObject({ user_name: 'demo' });
    expect(player.onTermsNotAccepted).not.toHaveBeenCalled();
  });

  it('the terms calls need a session', async () => {
    const visitor = createTermsApi(createHttpClient({ baseUrl: server.baseUrl }));
    await expect(visitor.getStatus()).rejects.toBeInstanceOf(ApiError);
    const res = await fetch(`${server.baseUrl}/web-api/api-v3/v2/user/agreement-rules/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
  });
});
