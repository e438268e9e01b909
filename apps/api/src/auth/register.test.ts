import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { authAnswerSchema } from './auth-schemas.ts';
import { createAuthTestApi, lastSmsCode, login, postJson, testClock, userTokenCookie } from './auth-test-kit.ts';
import { isOldEnough } from './register-routes.ts';

const clock = testClock('2026-03-01T10:00:00.000Z');
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi({ API_TEST_HOOKS: '1' }, { now: clock.now });
}, 60_000);
afterAll(() => api?.close());

const register = (body: Record<string, unknown>) => postJson(api.app, '/web-api/auth/v1/register', body);

interface Registered {
  success: boolean;
  responseType: string;
  data: { token: string; user_id: number; login: string; password?: string; currency: string; bonus: number };
}

async function registered(res: Response): Promise<Registered['data']> {
  const body = (await res.json()) as Registered;
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(authAnswerSchema.parse(body)).toMatchObject({ success: true, responseType: 'registered' });
  expect(userTokenCookie(res)).toContain(body.data.token);
  return body.data;
}

async function errorCode(res: Response, status = 400): Promise<string | number | undefined> {
  expect(res.status).toBe(status);
  return apiErrorBodySchema.parse(await res.json()).errors[0]?.code;
}

async function storedBonus(userId: number): Promise<number | undefined> {
  const { rows } = await api.db.query<{ bonus: number; reg_type: string }>('select bonus, reg_type from users where id = $1', [userId]);
  return rows[0]?.bonus;
}

describe('registration', () => {
  it('fast_reg makes a login and password, returns them once with the currency, and signs the player in', async () => {
    const data = await registered(await register({ type: 'fast_reg', currency: 'usd', bonus: 1 }));
    expect(data.login).toMatch(/^[1-9]\d{8}$/);
    expect(data.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    expect(data).toMatchObject({ currency: 'USD', bonus: 1 });
    expect(await storedBonus(data.user_id)).toBe(1);
    // The generated credentials work, and the password is not kept in clear.
    expect((await login(api.app, data.login, data.password ?? '')).body.success).toBe(true);
    const { rows } = await api.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [data.user_id]);
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    // The main account exists in the chosen currency.
    const accounts = await api.db.query('select type, iso from accounts where user_id = $1', [data.user_id]);
    expect(accounts.rows).toEqual([{ type: 0, iso: 'USD' }]);
  });

  it('phone_reg needs the SMS code sent to a valid number, then signs in by phone', async () => {
    const phone = '+79161230001';
    const sent = await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: '916 123-00-01', country_code: 'RU', purpose: 'register' });
    expect(sent.status).toBe(200);
    const code = await lastSmsCode(api.app, phone);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorCode(await register({ type: 'phone_reg', phone_number: phone, code: wrong, currency: 'RUB' }))).toBe('invalid_sms_code');

    const data = await registered(
      await register({ type: 'phone_reg', phone_number: phone, code, currency: 'RUB', password: 'phone1234', bonus: 2 }),
    );
    expect(data.password).toBeUndefined();
    expect(await storedBonus(data.user_id)).toBe(2);
    const signIn = await postJson(api.app, '/web-api/auth/v1/login-phone', { phone_number: '9161230001', country_code: 'ru', password: 'phone1234' });
    expect(signIn.status).toBe(200);
    // The number is now registered.
    expect(await errorCode(await register({ type: 'phone_reg', phone_number: phone, code, currency: 'RUB' }))).toBe('phone_taken');
  });

  it('phone_reg without a password generates one; a code for another number does not count', async () => {
    await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: '+79161230002', purpose: 'register' });
    const code = await lastSmsCode(api.app, '+79161230002');
    expect(await errorCode(await register({ type: 'phone_reg', phone_number: '+79161230003', code, currency: 'RUB' }))).toBe('sms_code_expired');
    const data = await registered(await register({ type: 'phone_reg', phone_number: '+79161230002', code, currency: 'RUB' }));
    expect(data.password).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('phone_reg refuses numbers libphonenumber-js does not accept as valid', async () => {
    for (const phone_number of ['+70000000009', '12', '+7916123000100000', 'phone']) {
      const res = await register({ type: 'phone_reg', phone_number, code: '123456', currency: 'RUB' });
      expect(res.status, phone_number).toBe(400);
      expect(['invalid_phone', 'invalid_body']).toContain(apiErrorBodySchema.parse(await res.json()).errors[0]?.code);
    }
    const sms = await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: '+70000000009', purpose: 'register' });
    expect(await errorCode(sms)).toBe('invalid_phone');
  });

  it('full_reg takes e-mail, password, currency and a birth date of 18 or more years ago', async () => {
    const data = await registered(
      await register({ type: 'full_reg', email: 'New.Player@Example.com', password: 'secret123', currency: 'EUR', birth_date: '2008-03-01', name: 'Anna', surname: "O'Neil-Smith" }),
    );
    expect(data.password).toBeUndefined();
    expect(await storedBonus(data.user_id)).toBe(0);
    // E-mail sign-in, in any case.
    expect((await login(api.app, 'new.player@example.COM', 'secret123')).body.success).toBe(true);
    // One day short of 18.
    expect(await errorCode(await register({ type: 'full_reg', email: 'kid@example.com', password: 'secret123', currency: 'EUR', birth_date: '2008-03-02' }))).toBe('too_young');
  });

  it('soc_reg accepts a demo token of a listed provider, then that network signs in', async () => {
    const data = await registered(await register({ type: 'soc_reg', provider: 'telegram', token: 'demo:telegram:42', currency: 'RUB', bonus: '2' }));
    expect(await storedBonus(data.user_id)).toBe(2);
    const social = await postJson(api.app, '/web-api/auth/v1/social', { provider: 'telegram', token: 'demo:telegram:42' });
    expect(social.status).toBe(200);
    expect(((await social.json()) as { success: boolean }).success).toBe(true);

    expect(await errorCode(await register({ type: 'soc_reg', provider: 'telegram', token: 'demo:telegram:42', currency: 'RUB' }))).toBe('social_account_taken');
    expect(await errorCode(await register({ type: 'soc_reg', provider: 'vk', token: 'demo:telegram:43', currency: 'RUB' }))).toBe('invalid_social_token');
    expect(await errorCode(await register({ type: 'soc_reg', provider: 'vk', token: 'real-oauth-token', currency: 'RUB' }))).toBe('invalid_social_token');
    expect(await errorCode(await register({ type: 'soc_reg', provider: 'myspace', token: 'demo:myspace:1', currency: 'RUB' }))).toBe('invalid_body');
    const unknown = await postJson(api.app, '/web-api/auth/v1/social', { provider: 'vk', token: 'demo:vk:404' });
    expect(await errorCode(unknown)).toBe('social_account_not_found');
  });

  it('accepts every provider of the spec list', async () => {
    const providers = ['google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord'];
    for (const provider of providers) {
      const res = await register({ type: 'soc_reg', provider, token: `demo:${provider}:all-${provider}`, currency: 'RUB' });
      expect(res.status, provider).toBe(200);
    }
  });

  it('refuses a duplicate login, e-mail or phone with a clear code', async () => {
    const base = { type: 'full_reg', password: 'secret123', currency: 'RUB', birth_date: '1990-01-01' };
    expect(await errorCode(await register({ ...base, email: 'DEMO@betfront.test' }))).toBe('email_taken');
    expect(await errorCode(await register({ ...base, email: 'fresh1@example.com', login: 'Demo' }))).toBe('login_taken');
    await registered(await register({ ...base, email: 'fresh2@example.com', login: 'chosen_name' }));
    expect(await errorCode(await register({ ...base, email: 'fresh3@example.com', login: 'CHOSEN_NAME' }))).toBe('login_taken');
    const phone = '+79161230005';
    await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: phone, purpose: 'register' });
    await registered(await register({ type: 'phone_reg', phone_number: phone, code: await lastSmsCode(api.app, phone), currency: 'RUB' }));
    const sms = await postJson(api.app, '/web-api/auth/v1/send-sms', { phone_number: phone, purpose: 'register' });
    expect(await errorCode(sms)).toBe('phone_taken');
    expect(await errorCode(await register({ type: 'phone_reg', phone_number: phone, code: '123456', currency: 'RUB' }))).toBe('phone_taken');
  });

  it('refuses bad fields with 400 invalid_body, never 500', async () => {
    const bad: Record<string, unknown>[] = [
      {},
      { type: 'fast_reg' },
      { type: 'fast_reg', currency: 'RU' },
      { type: 'fast_reg', currency: 'RUB', bonus: 3 },
      { type: 'full_reg', email: 'not-an-email', password: 'secret123', currency: 'RUB', birth_date: '1990-01-01' },
      { type: 'full_reg', email: 'a@b.co', password: 'short1', currency: 'RUB', birth_date: '1990-01-01' },
      { type: 'full_reg', email: 'a@b.co', password: 'lettersonly', currency: 'RUB', birth_date: '1990-01-01' },
      { type: 'full_reg', email: 'a@b.co', password: 'secret123', currency: 'RUB', birth_date: '1990-02-30' },
      { type: 'full_reg', email: 'a@b.co', password: 'secret123', currency: 'RUB', birth_date: '01.01.1990' },
      { type: 'full_reg', email: 'a@b.co', password: 'secret123', currency: 'RUB', birth_date: '1990-01-01', name: 'R2D2' },
      { type: 'phone_reg', phone_number: '+79161230009', code: '12345', currency: 'RUB' },
      { type: 'fast_reg', currency: 'RUB', promo_code: 'has spaces' },
    ];
    for (const body of bad) expect(await errorCode(await register(body)), JSON.stringify(body)).toBe('invalid_body');
    expect(await errorCode(await register({ type: 'fast_reg', currency: 'XXX' }))).toBe('unknown_currency');
  });
});

describe('isOldEnough', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');
  it('counts whole years up to today', () => {
    expect(isOldEnough('2008-03-01', 18, now)).toBe(true);
    expect(isOldEnough('2008-03-02', 18, now)).toBe(false);
    expect(isOldEnough('1950-12-31', 18, now)).toBe(true);
  });
  it('lets a 29 February birthday count on 1 March', () => {
    expect(isOldEnough('2008-02-29', 18, now)).toBe(true);
    expect(isOldEnough('2008-02-29', 18, new Date('2026-02-28T23:00:00Z'))).toBe(false);
  });
});
