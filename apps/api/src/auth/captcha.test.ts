import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { captchaResultSchema } from './auth-schemas.ts';
import { answerOf, bearer, createAuthTestApi, login, postJson, solvedCaptcha, testClock, tokenFor, userTokenCookie } from './auth-test-kit.ts';
import { CAPTCHA_CODE, CaptchaService } from './captcha.ts';

describe('CaptchaService', () => {
  const clock = testClock();
  const captcha = new CaptchaService(new TextEncoder().encode('k'.repeat(32)), clock.now);

  it('asks an arithmetic question and accepts its answer, once as a header', () => {
    const { challengeId, question, expiresAt } = captcha.create();
    expect(question).toMatch(/^What is \d+ [+\-×] \d+\?$/);
    expect(challengeId).not.toContain(':');
    expect(expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 300);
    const answer = String(answerOf(question));
    expect(captcha.check(challengeId, answer, false)).toEqual({ ok: true });
    expect(captcha.check(challengeId, ` ${answer} `, false)).toEqual({ ok: true });
    expect(captcha.checkHeader(`${challengeId}:${answer}`)).toEqual({ ok: true });
    expect(captcha.checkHeader(`${challengeId}:${answer}`)).toMatchObject({ ok: false, code: CAPTCHA_CODE.expired });
  });

  it('spends a challenge on a wrong answer, so guessing needs a new one each time', () => {
    const { challengeId, question } = captcha.create();
    expect(captcha.check(challengeId, String(answerOf(question) + 1), false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.wrong });
    expect(captcha.check(challengeId, String(answerOf(question)), false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.expired });
  });

  it('refuses expired, forged and malformed challenges', () => {
    const { challengeId, question } = captcha.create();
    const answer = String(answerOf(question));
    const [nonce, expiry] = challengeId.split('.');
    expect(captcha.check(`${nonce}.${Number(expiry) + 3600}.${'A'.repeat(43)}`, answer, false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.wrong });
    expect(captcha.check('nonsense', answer, false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.expired });
    expect(captcha.checkHeader(undefined)).toMatchObject({ ok: false, code: CAPTCHA_CODE.required });
    expect(captcha.checkHeader('no-separator')).toMatchObject({ ok: false, code: CAPTCHA_CODE.malformed });
    // The forged id above named this challenge's nonce, so the challenge is spent; a fresh one takes only numbers.
    expect(captcha.check(challengeId, answer, false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.expired });
    expect(captcha.check(captcha.create().challengeId, 'seven', false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.wrong });
    const late = captcha.create();
    clock.advance(300_000);
    expect(captcha.check(late.challengeId, String(answerOf(late.question)), false)).toMatchObject({ ok: false, code: CAPTCHA_CODE.expired });
  });
});

const clock = testClock();
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TRUST_PROXY: '1' }, { now: clock.now });
}, 60_000);
afterAll(() => api?.close());
beforeEach(() => clock.advance(16 * 60 * 1000));

const validate = (body: unknown, headers: Record<string, string> = {}) => postJson(api.app, '/captcha-api/validate', body, headers);

describe('captcha module routes', () => {
  it('update gives a text question and a signed challenge; gettime the server time', async () => {
    const update = await api.app.request('/captcha-api/update');
    expect(update.headers.get('cache-control')).toBe('no-store');
    expect(await update.json()).toMatchObject({ challengeId: expect.any(String), question: expect.stringMatching(/^What is/) });
    expect(await (await api.app.request('/captcha-api/gettime')).json()).toEqual({ time: Math.floor(clock.now().getTime() / 1000) });
  });

  it('validate answers success, type, time and error_message', async () => {
    const [challengeId = '', answer = ''] = (await solvedCaptcha(api.app)).split(':');
    const right = captchaResultSchema.parse(await (await validate({ challengeId, answer: Number(answer) })).json());
    expect(right).toMatchObject({ success: true, type: 0, error_message: null });
    const [otherId = '', otherAnswer = ''] = (await solvedCaptcha(api.app)).split(':');
    const wrong = captchaResultSchema.parse(await (await validate({ challengeId: otherId, answer: String(Number(otherAnswer) + 1) })).json());
    expect(wrong).toMatchObject({ success: false, type: 1 });
    expect(wrong.error_message).toBeTruthy();
    const bad = await validate({ challengeId: 5 });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(await bad.json()).errors[0]?.code).toBe('invalid_body');
  });

  it('signs a signed-in player out (type 2) after 3 wrong answers', async () => {
    const token = await tokenFor(api.app);
    for (let i = 0; i < 2; i += 1) {
      const wrong = captchaResultSchema.parse(await (await validate({ challengeId: 'x', answer: '1' }, bearer(token))).json());
      expect(wrong.type).toBe(1);
    }
    const res = await validate({ challengeId: 'x', answer: '1' }, bearer(token));
    expect(captchaResultSchema.parse(await res.json())).toMatchObject({ success: false, type: 2 });
    expect(userTokenCookie(res)).toMatch(/Max-Age=0/);
    expect((await api.app.request('/web-api/session', { headers: bearer(token) })).status).toBe(401);
  });
});

describe('captcha on login', () => {
  const address = { 'x-forwarded-for': '192.0.2.10' };

  async function failThrice() {
    for (let i = 0; i < 3; i += 1) expect((await login(api.app, 'demo', 'wrong', {}, address)).res.status).toBe(400);
  }

  it('answers 400 with code 111 after 3 failures, even for the right password, then signs in with a solved challenge', async () => {
    await failThrice();
    const blocked = await login(api.app, 'demo', 'demo1234', {}, address);
    expect(blocked.res.status).toBe(400);
    expect(blocked.body).toMatchObject({ success: false, responseType: 'captcha' });
    expect(blocked.body.errors?.[0]?.code).toBe(111);
    expect(userTokenCookie(blocked.res)).toBeUndefined();

    const header = await solvedCaptcha(api.app);
    const wrongAnswer = `${header.split(':')[0]}:${Number(header.split(':')[1]) + 1}`;
    expect((await login(api.app, 'demo', 'demo1234', {}, { ...address, 'x-captcha': wrongAnswer })).body.errors?.[0]?.code).toBe(112);
    expect((await login(api.app, 'demo', 'demo1234', {}, { ...address, 'x-captcha': 'garbage' })).body.errors?.[0]?.code).toBe(100);

    const solved = await solvedCaptcha(api.app);
    const ok = await login(api.app, 'demo', 'demo1234', {}, { ...address, 'x-captcha': solved });
    expect(ok.res.status).toBe(200);
    expect(ok.body.success).toBe(true);
    // Success cleared the account's failures: no captcha needed now.
    expect((await login(api.app, 'demo', 'demo1234', {}, address)).res.status).toBe(200);
  });

  it('takes a challenge validated first, but only once', async () => {
    await failThrice();
    const header = await solvedCaptcha(api.app);
    const [challengeId, answer] = header.split(':');
    expect(captchaResultSchema.parse(await (await validate({ challengeId, answer })).json()).success).toBe(true);
    // Still wrong password: the captcha is spent by this attempt.
    expect((await login(api.app, 'demo', 'wrong', {}, { ...address, 'x-captcha': header })).body.errors?.[0]?.code).toBe('invalid_credentials');
    expect((await login(api.app, 'demo', 'demo1234', {}, { ...address, 'x-captcha': header })).body.errors?.[0]?.code).toBe(113);
  });
});
