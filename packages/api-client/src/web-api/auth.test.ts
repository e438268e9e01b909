import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { AUTH_ACTIONS, authKeys, createAuthApi, type AuthApi } from '@bf/api-client/web-api/auth';
import { fakeFetch, json, type RecordedCall } from '../testing/fake-api.ts';

const setup = (handler: (call: RecordedCall) => Response) => {
  const fake = fakeFetch(handler);
  return { api: createAuthApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};

const phone = { phone_number: '9001234567', country_code: 'ru' };
/** One call per action, with the login parameter names of spec S2 §3. */
const calls: [string, (api: AuthApi) => Promise<unknown>, object][] = [
  ['login', (api) => api.login({ login: 'player@example.com', password: 'secret1', save: true, lng: 'en' }), { login: 'player@example.com', password: 'secret1', save: true, lng: 'en' }],
  ['login-phone', (api) => api.loginPhone({ ...phone, password: 'secret1' }), { ...phone, password: 'secret1' }],
  ['token', (api) => api.loginByToken({ token: 't', sign: 's' }), { token: 't', sign: 's' }],
  ['social', (api) => api.social({ method_id: 3, token: 't' }), { method_id: 3, token: 't' }],
  ['sms-code', (api) => api.smsCode({ ...phone, 'sms-code': '1234' }), { ...phone, 'sms-code': '1234' }],
  ['two-step', (api) => api.twoStep({ code: '123456' }), { code: '123456' }],
  ['social-two-step', (api) => api.socialTwoStep({ code: '123456', method_id: 3 }), { code: '123456', method_id: 3 }],
  ['send-sms', (api) => api.sendSms(phone), phone],
  ['disconnect', (api) => api.disconnect(), {}],
  ['rights', (api) => api.rights({ token: 't' }), { token: 't' }],
  ['oauth', (api) => api.oauth({ code: 'c', method_id: 1 }), { code: 'c', method_id: 1 }],
];

describe('auth service', () => {
  it('covers every auth action of CALL-009', () => {
    expect(calls.map(([action]) => action)).toEqual([...AUTH_ACTIONS]);
  });

  it.each(calls)('posts %s as JSON to /web-api/auth/v1/{action} and reads { success, responseType, message }', async (action, call, body) => {
    const { api, calls: seen } = setup(() => json({ success: true, responseType: 'login_password_two_step_code', message: 'Enter the code' }));
    await expect(call(api)).resolves.toEqual({ success: true, responseType: 'login_password_two_step_code', message: 'Enter the code' });
    expect(seen[0]).toMatchObject({ url: `/web-api/auth/v1/${action}`, method: 'POST' });
    expect(JSON.parse(String(seen[0]?.body))).toEqual(body);
  });

  it('sends a solved captcha in the captcha header', async () => {
    const { api, calls: seen } = setup(() => json({ success: false }));
    await expect(api.login({ login: 'a', password: 'b' }, { captcha: 'answer' })).resolves.toEqual({ success: false, responseType: null, message: null });
    expect(seen[0]?.headers['x-captcha']).toBe('answer');
  });

  it('rejects a malformed answer with a clear ApiError', async () => {
    const { api } = setup(() => json({ success: 'yes' }));
    await expect(api.login({ login: 'a', password: 'b' })).rejects.toMatchObject({ statusCode: 502, message: expect.stringContaining('Unexpected response from /web-api/auth/v1/login (success:') });
  });

  it('builds its SWR keys next to the calls', () => {
    expect(authKeys.action('login')).toEqual(['web-api', 'auth', 'login']);
  });
});
