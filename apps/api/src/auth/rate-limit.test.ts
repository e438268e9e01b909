import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createAuthTestApi, login, postJson, solvedCaptcha, testClock } from './auth-test-kit.ts';
import { SlidingWindowLimiter } from './rate-limiter.ts';

describe('SlidingWindowLimiter', () => {
  it('blocks at the limit and frees the key as failures age out of the window', () => {
    const clock = testClock();
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: clock.now });
    limiter.fail('a');
    clock.advance(10_000);
    limiter.fail('a');
    expect(limiter.state('a')).toEqual({ failures: 2, blocked: false, retryAfterSeconds: 0 });
    expect(limiter.fail('a')).toEqual({ failures: 3, blocked: true, retryAfterSeconds: 50 });
    expect(limiter.state('b').blocked).toBe(false);
    clock.advance(50_000);
    expect(limiter.state('a')).toMatchObject({ failures: 2, blocked: false });
    limiter.reset('a');
    expect(limiter.state('a').failures).toBe(0);
  });

  it('forgets the stalest keys past maxKeys', () => {
    const clock = testClock();
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000, now: clock.now, maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) limiter.fail(key);
    expect(limiter.state('a').blocked).toBe(false);
    expect(limiter.state('c').blocked).toBe(true);
  });
});

// One API (slow to start); the clock jumps past every window before each test.
const clock = testClock();
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TRUST_PROXY: '1' }, { now: clock.now });
}, 60_000);
afterAll(() => api?.close());
beforeEach(() => clock.advance(16 * 60 * 1000));

let nextAddress = 0;
/** A fresh client address (X-Forwarded-For is trusted in this API), so address counters stay out of the way. */
const freshAddress = () => ({ 'x-forwarded-for': `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` });

async function attempt(name: string, password: string, headers: Record<string, string> = freshAddress()) {
  const { res, body } = await login(api.app, name, password, {}, headers);
  return { status: res.status, code: body.errors?.[0]?.code, retryAfter: res.headers.get('retry-after'), success: body.success };
}

/** A failed attempt, solving the captcha when the account asks for one. */
async function failOnce(name: string, headers: Record<string, string> = freshAddress()) {
  const first = await attempt(name, 'wrong-password', headers);
  if (first.code !== 111) return first;
  return attempt(name, 'wrong-password', { ...headers, 'x-captcha': await solvedCaptcha(api.app) });
}

describe('login rate limits', () => {
  it('locks an account after 5 failures for 15 minutes from any address, with too_many_attempts and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await failOnce('demo')).code).toBe('invalid_credentials');
    const locked = await attempt('demo', 'demo1234', { ...freshAddress(), 'x-captcha': await solvedCaptcha(api.app) });
    expect(locked).toMatchObject({ status: 429, code: 'too_many_attempts', success: false });
    expect(Number(locked.retryAfter)).toBe(15 * 60);

    clock.advance(14 * 60 * 1000);
    expect((await attempt('demo', 'demo1234')).status).toBe(429);
    clock.advance(60 * 1000);
    expect((await attempt('demo', 'demo1234')).status).toBe(200);
  });

  it('resets the account counter on a successful login', async () => {
    for (let i = 0; i < 2; i += 1) expect((await attempt('demo', 'nope')).code).toBe('invalid_credentials');
    expect((await attempt('demo', 'demo1234')).status).toBe(200);
    // Counting starts again: three plain failures before a captcha is asked, five before the lock.
    for (let i = 0; i < 3; i += 1) expect((await attempt('demo', 'nope')).code).toBe('invalid_credentials');
    expect((await attempt('demo', 'nope')).code).toBe(111);
  });

  it('counts failures of unknown logins too', async () => {
    for (let i = 0; i < 5; i += 1) await failOnce('ghost');
    expect((await attempt('ghost', 'x')).status).toBe(429);
  });

  it('locks a client address after 20 failures across accounts, leaving other addresses alone', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await attempt(`stranger${i}`, 'x', address)).code).toBe('invalid_credentials');
    const locked = await attempt('demo', 'demo1234', address);
    expect(locked).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect((await attempt('demo', 'demo1234')).status).toBe(200);
  });

  it('shares the account counter between the login, phone and two-step forms', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('demo', 'nope');
    const phone = await postJson(api.app, '/web-api/auth/v1/login-phone', { phone_number: '+70000000001', password: 'demo1234' }, freshAddress());
    expect(phone.status).toBe(400);
    expect(apiErrorBodySchema.parse(await phone.json()).errors[0]?.code).toBe(111);

    const ticket = (await login(api.app, 'vip', 'vip12345')).body.data?.twoStepToken;
    for (let i = 0; i < 5; i += 1) {
      const res = await postJson(api.app, '/web-api/auth/v1/two-step', { token: ticket, code: '000000' }, freshAddress());
      expect(res.status).toBe(400);
    }
    const locked = await postJson(api.app, '/web-api/auth/v1/two-step', { token: ticket, code: '424242' }, freshAddress());
    expect(locked.status).toBe(429);
  });
});
