import { vi } from 'vitest';
import type { Api, ApiOptions } from '../create-api.ts';
import { createTestApi, type TestEnv } from '../test/create-test-api.ts';

/** A fixed token key, so tests can forge tokens with it (or with another key) and see what the API accepts. */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface AuthTestEnv extends TestEnv {
  API_TOKEN_SECRET?: string;
  GOOGLE_ONE_TAP_CLIENT_ID?: string;
  API_TRUST_PROXY?: '0' | '1';
}

/** A fresh API (in-memory PGlite) with the auth variables set as given and all others blank. */
export async function createAuthTestApi(env: AuthTestEnv = {}, options: ApiOptions = {}): Promise<Api> {
  const { API_TOKEN_SECRET, GOOGLE_ONE_TAP_CLIENT_ID, API_TRUST_PROXY, ...rest } = env;
  // createTestApi unstubs every variable once the API is made; the auth routes read theirs during creation.
  vi.stubEnv('API_TOKEN_SECRET', API_TOKEN_SECRET ?? TEST_TOKEN_SECRET);
  vi.stubEnv('GOOGLE_ONE_TAP_CLIENT_ID', GOOGLE_ONE_TAP_CLIENT_ID ?? '');
  vi.stubEnv('API_TRUST_PROXY', API_TRUST_PROXY ?? '');
  return createTestApi(rest, options);
}

/** A clock tests move by hand. */
export function testClock(start = '2026-03-01T10:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

type App = Api['app'];

export function postJson(app: App, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The `user_token` Set-Cookie header of a response, if any. */
export function userTokenCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith('user_token='));
}

/** Signs in with login (or e-mail) and password; answers the response and its JSON. */
export async function login(app: App, loginName: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await postJson(app, '/web-api/auth/v1/login', { login: loginName, password, ...extra }, headers);
  return { res, body: (await res.json()) as { success: boolean; responseType: string; message: string; data?: { token?: string; twoStepToken?: string }; errors?: { code: string | number; detail: string }[] } };
}

/** Signs in and answers the session token, failing the test if that does not work. */
export async function tokenFor(app: App, loginName = 'demo', password = 'demo1234', remember = false): Promise<string> {
  const { body } = await login(app, loginName, password, { save: remember });
  const token = body.data?.token;
  if (!token) throw new Error(`sign-in as ${loginName} failed: ${JSON.stringify(body)}`);
  return token;
}

/** Fetches a captcha challenge and answers it the way a person would: an `X-Captcha` header value. */
export async function solvedCaptcha(app: App): Promise<string> {
  const { challengeId, question } = (await (await app.request('/captcha-api/update')).json()) as { challengeId: string; question: string };
  return `${challengeId}:${answerOf(question)}`;
}

/** Solves `What is a + b?`, `a - b` or `a × b`. */
export function answerOf(question: string): number {
  const match = /What is (\d+) ([+\-×]) (\d+)\?/.exec(question);
  if (!match) throw new Error(`unexpected question ${question}`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  return match[2] === '+' ? a + b : match[2] === '-' ? a - b : a * b;
}

/** The last SMS code the API "sent" to `phone`, through the test hook. */
export async function lastSmsCode(app: App, phone: string): Promise<string> {
  const res = await app.request(`/web-api/test/last-sms?phone=${encodeURIComponent(phone)}`);
  if (res.status !== 200) throw new Error(`no SMS for ${phone}: ${res.status}`);
  return ((await res.json()) as { code: string }).code;
}
