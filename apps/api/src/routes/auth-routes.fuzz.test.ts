import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAuthTestApi, login, postJson } from '../auth/auth-test-kit.ts';
import type { Api } from '../create-api.ts';

let api: Api;
/** A player of the fuzz's own, whose credentials random input cannot guess, so its sign-in never gets locked. */
let player: { login: string; password: string };
let token = '';
/** An address of its own for signing the player in again, out of reach of the random ones. */
const PLAYER_ADDRESS = { 'x-forwarded-for': '203.0.113.250' };

beforeAll(async () => {
  // Forwarded addresses are trusted, so random ones spread the attempts and keep the address limit from answering everything.
  api = await createAuthTestApi({ API_TEST_HOOKS: '1', API_TRUST_PROXY: '1' });
  const registered = await postJson(api.app, '/web-api/auth/v1/register', { type: 'fast_reg', currency: 'RUB' });
  player = ((await registered.json()) as { data: { login: string; password: string } }).data;
}, 60_000);

/** A valid token for `VALID` in random headers; random input may have signed it out (disconnect, captcha type 2). */
async function validToken(): Promise<string> {
  if (token && (await api.app.request('/web-api/session', { headers: bearer(token) })).status === 200) return token;
  const { body } = await login(api.app, player.login, player.password, {}, PLAYER_ADDRESS);
  token = body.data?.token ?? '';
  if (!token) throw new Error(`the fuzz player cannot sign in: ${JSON.stringify(body)}`);
  return token;
}
afterAll(() => api?.close());

const AUTH_POSTS = [
  '/web-api/auth/v1/login',
  '/web-api/auth/v1/login-phone',
  '/web-api/auth/v1/send-sms',
  '/web-api/auth/v1/sms-code',
  '/web-api/auth/v1/two-step',
  '/web-api/auth/v1/social',
  '/web-api/auth/v1/disconnect',
  '/web-api/auth/v1/register',
  '/captcha-api/validate',
  '/blocks-api/api/v2/block',
  '/redirects-api/api/v1/redirect-light',
] as const;

const AUTH_GETS = [
  '/web-api/user/gettoken',
  '/web-api/session',
  '/web-api/user/v1/session-check',
  '/web-api/user/v1/config',
  '/web-api/test/last-sms',
  '/captcha-api/update',
  '/captcha-api/gettime',
  '/social-api/oauth/google-one-tap/clientId',
] as const;

/** Sends a request and checks the promise every answer keeps: no 5xx, and JSON errors in the spec's shape. */
async function expectNoServerError(path: string, init: RequestInit): Promise<void> {
  const res = await api.app.request(path, init);
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(500);
  if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
    expect(apiErrorBodySchema.safeParse(await res.json()).success, `${path} error shape`).toBe(true);
  }
}

const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.stringMatching(/^[%&=,;:?#+.\-_a-z0-9"'\\@]{0,60}$/),
  fc.constantFrom('', '__proto__', 'constructor', 'demo', '+70000000001', '424242', 'demo:vk:1', '1990-02-30', 'x'.repeat(5000)),
);

/** A value for any field: wrong types, near-misses and plausible values alike. */
const anyValue = fc.oneof(fc.anything({ maxDepth: 2 }), nastyText, fc.integer(), fc.boolean(), fc.constant(null));

/** Bodies with the auth forms' field names, so the fuzz gets past "not an object" into each field's rules. */
const formBody = fc.record(
  {
    type: fc.oneof(fc.constantFrom('fast_reg', 'phone_reg', 'full_reg', 'soc_reg'), anyValue),
    login: anyValue,
    email: fc.oneof(fc.emailAddress(), anyValue),
    password: fc.oneof(fc.constantFrom('demo1234', 'secret123'), anyValue),
    save: anyValue,
    phone_number: fc.oneof(fc.constantFrom('+70000000001', '+79161234567', '9161234567'), anyValue),
    country_code: fc.oneof(fc.constantFrom('ru', 'RU', '+7', 'zz'), anyValue),
    'sms-code': anyValue,
    code: fc.oneof(fc.stringMatching(/^\d{6}$/), anyValue),
    purpose: fc.oneof(fc.constantFrom('login', 'register'), anyValue),
    token: fc.oneof(fc.constantFrom('demo:vk:1', 'demo:google:x'), anyValue),
    provider: fc.oneof(fc.constantFrom('vk', 'google', 'telegram'), anyValue),
    currency: fc.oneof(fc.constantFrom('RUB', 'usd', 'XXX'), anyValue),
    bonus: anyValue,
    birth_date: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), anyValue),
    name: anyValue,
    surname: anyValue,
    challengeId: anyValue,
    answer: anyValue,
    auth: anyValue,
    url: fc.oneof(fc.webUrl(), fc.webPath(), anyValue),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  formBody.map((value) => JSON.stringify(value)),
  fc.json(),
  nastyText,
);

const headers = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
    authorization: fc.oneof(fc.constant('VALID'), nastyText.map((t) => `Bearer ${t}`), nastyText),
    cookie: fc.oneof(fc.constant('user_token=VALID'), nastyText.map((t) => `user_token=${t}`), nastyText),
    'x-captcha': nastyText,
    'x-forwarded-proto': nastyText,
    'x-forwarded-host': nastyText,
    'x-forwarded-for': nastyText,
  },
  { requiredKeys: [] },
);

/** Header values fetch would refuse to send (control characters, non-Latin-1) are dropped, as a real client cannot send them. */
async function sendable(raw: Record<string, string>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const resolved = value.includes('VALID') ? value.replace('VALID', await validToken()) : value;
    if (/^[\t\x20-\x7e\x80-\xff]*$/.test(resolved)) out[name] = resolved;
  }
  return out;
}

describe('the auth routes under random input', () => {
  it('never answer 5xx to random bodies and headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AUTH_POSTS), body, headers, async (path, text, rawHeaders) => {
        await expectNoServerError(path, { method: 'POST', body: text, headers: await sendable(rawHeaders) });
      }),
      { numRuns: 400 },
    );
  });

  it('never answer 5xx to random queries, methods and headers on the GET calls', async () => {
    const query = fc.array(fc.tuple(fc.constantFrom('force_refresh', 'phone', 'lang', ''), nastyText), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...AUTH_GETS, ...AUTH_POSTS),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
        query,
        headers,
        async (path, method, pairs, rawHeaders) => {
          const search = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
          await expectNoServerError(`${path}?${search}`, { method, headers: await sendable(rawHeaders) });
        },
      ),
      { numRuns: 300 },
    );
  });
});
