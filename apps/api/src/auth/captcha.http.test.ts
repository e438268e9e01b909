import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaApi } from '@bf/api-client/captcha';
import { ApiError } from '@bf/api-client/errors';
import { MAX_INTERCEPTOR_RETRIES, createHttpClient, type CaptchaCode } from '@bf/api-client/http';
import { AUTH_BASE_PATH, createAuthApi } from '@bf/api-client/web-api/auth';
import type { Api } from '../create-api.ts';
import { serveOnLoopback, type LoopbackServer } from '../test/serve-on-loopback.ts';
import { answerOf, createAuthTestApi } from './auth-test-kit.ts';

// The captcha flow end to end: the reference API over loopback HTTP asks for a captcha (400 with code 100, 111,
// 112 or 113); the real api-client hands the code to its solveCaptcha hook, which fetches a challenge from the
// captcha module and answers it; the client retries with the X-Captcha header.

let api: Api;
let server: LoopbackServer;
let address = 0;

beforeAll(async () => {
  // Each test signs in from its own forwarded address, so the per-address failure limit never mixes tests.
  api = await createAuthTestApi({ API_TRUST_PROXY: '1' });
  server = await serveOnLoopback(api);
}, 30_000);

afterAll(async () => {
  await server.close();
  await api.close();
});

const LOGIN_PATH = `${AUTH_BASE_PATH}/login`;

/** A fresh player (one-click registration) whose account already needs a captcha: three wrong passwords. */
async function playerNeedingCaptcha(answer: (code: CaptchaCode, solve: () => Promise<string>) => Promise<string>) {
  const headers = { 'x-forwarded-for': `198.51.100.${++address}` };
  const registered = await fetch(`${server.baseUrl}${AUTH_BASE_PATH}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ type: 'fast_reg', currency: 'RUB' }),
  });
  const { data } = (await registered.json()) as { data: { login: string; password: string } };
  const codes: CaptchaCode[] = [];
  const plain = createHttpClient({ baseUrl: server.baseUrl, headers });
  const captcha = createCaptchaApi(plain);
  const solve = async () => {
    const { challengeId, question } = (await captcha.update()) as { challengeId: string; question: string };
    return `${challengeId}:${answerOf(question)}`;
  };
  const http = createHttpClient({
    baseUrl: server.baseUrl,
    headers,
    hooks: {
      solveCaptcha: (code) => {
        codes.push(code);
        return answer(code, solve);
      },
    },
  });
  const auth = createAuthApi(http);
  for (let i = 0; i < 3; i++) await expect(auth.login({ login: data.login, password: 'not-the-password' })).rejects.toMatchObject({ statusCode: 400 });
  server.hits.length = 0;
  return { auth, codes, solve, login: data.login, password: data.password };
}

const captchaHeaders = () => server.hits.filter((hit) => hit.path === LOGIN_PATH).map((hit) => hit.headers.get('x-captcha'));

describe('captcha against the running reference API', () => {
  it('111: the challenge is shown, answered, and the sign-in retried with the X-Captcha header', async () => {
    const player = await playerNeedingCaptcha((_code, solve) => solve());
    const answer = await player.auth.login({ login: player.login, password: player.password });
    expect(answer).toMatchObject({ success: true });
    expect(typeof answer.data?.token).toBe('string');
    expect(player.codes).toEqual([111]);
    const sent = captchaHeaders();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeNull();
    expect(sent[1]).toMatch(/^[^:]+:-?\d+$/);
  });

  it('100 (malformed) and 112 (wrong answer) ask again, each with its code, until the answer is right', async () => {
    const player = await playerNeedingCaptcha(async (code, solve) => {
      if (code === 111) return 'not-a-captcha-answer';
      if (code === 100) {
        const right = await solve();
        const [id, value] = right.split(':');
        return `${id}:${Number(value) + 1}`;
      }
      return solve();
    });
    await expect(player.auth.login({ login: player.login, password: player.password })).resolves.toMatchObject({ success: true });
    expect(player.codes).toEqual([111, 100, 112]);
    expect(captchaHeaders()).toHaveLength(4);
  });

  it('113: a challenge already spent is refused, and a fresh one gets through', async () => {
    let spent = '';
    const player = await playerNeedingCaptcha(async (code, solve) => (code === 111 ? spent : solve()));
    spent = await player.solve();
    // One sign-in attempt carrying the answer spends the challenge, whatever the password.
    const spending = await fetch(`${server.baseUrl}${LOGIN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha': spent, 'x-forwarded-for': `198.51.100.${address}` },
      body: JSON.stringify({ login: player.login, password: 'not-the-password' }),
    });
    expect(((await spending.json()) as { errors: { code: unknown }[] }).errors[0]?.code).toBe('invalid_credentials');

    await expect(player.auth.login({ login: player.login, password: player.password })).resolves.toMatchObject({ success: true });
    expect(player.codes).toEqual([111, 113]);
  });

  it(`retries are bounded: wrong answers stop after ${MAX_INTERCEPTOR_RETRIES} retries with the server's own 400`, async () => {
    const player = await playerNeedingCaptcha(async (_code, solve) => {
      const [id, value] = (await solve()).split(':');
      return `${id}:${Number(value) + 1}`;
    });
    const failure = await player.auth.login({ login: player.login, password: player.password }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 400 });
    expect((failure as ApiError).details[0]?.code).toBe(112);
    expect(captchaHeaders()).toHaveLength(1 + MAX_INTERCEPTOR_RETRIES);
    expect(player.codes).toEqual([111, 112, 112]);
  });
});
