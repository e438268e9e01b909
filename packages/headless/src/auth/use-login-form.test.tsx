// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_EVENT, FLOW_EVENT } from '@bf/headless/analytics';
import { useLoginForm, type LoginFormState } from '@bf/headless/auth';
import { clearSessionCookies, readUserToken } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, testToken, type FakeHandler } from '../session/session-test-kit.tsx';

let form: LoginFormState;
function LoginProbe() {
  form = useLoginForm();
  return <p data-testid="form">{form.currentForm}</p>;
}

const token = () => testToken({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 });
const signedIn = (): ReturnType<FakeHandler> => ({ body: { success: true, responseType: 'success', message: 'Signed in', data: { token: token() } } });
const refused = (code: string, detail: string, responseType = 'login_password'): ReturnType<FakeHandler> => ({ status: 400, body: { success: false, responseType, message: detail, errors: [{ code, detail }] } });

async function mount(routes: Record<string, FakeHandler>, path = '/en/user/login') {
  const api = fakeFetch({ 'GET /web-api/session': () => ({ text: 'OK' }), 'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 1 } }), ...routes });
  const harness = await createSessionHarness(<LoginProbe />, { path, routeId: 'login', routePath: 'user/login', fetch: api.fetch });
  await act(async () => void render(harness.element));
  await screen.findByTestId('form');
  const codes = () => harness.analytics.history().map((e) => e.code);
  return { api, harness, codes, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('useLoginForm: login and password', () => {
  it('names empty fields, classes them for analytics and counts the click (ANLT-018, ANLT-021)', async () => {
    const { api, harness, codes } = await mount({});
    await act(async () => form.submit());
    expect(form.errors).toMatchObject({ login: 'Enter your login or e-mail', passwordLogin: 'Enter your password' });
    expect(api.calls.filter((c) => c.path.startsWith('/web-api/auth'))).toEqual([]);
    expect(codes()).toEqual([FLOW_EVENT.loginPage, FLOW_EVENT.loginAttempt, FLOW_EVENT.loginFieldError]);
    expect(harness.analytics.history().at(-1)!.payload).toMatchObject({ class: 'both' });
    act(() => form.setValue('login', 'demo'));
    expect(form.errors.login).toBeUndefined();
  });

  it('signs in, stores the token and goes to the return URL (AUTH-008, ANLT-019)', async () => {
    const { api, harness, codes, location } = await mount({ 'POST /web-api/auth/v1/login': signedIn }, '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory');
    act(() => {
      form.setValue('login', ' demo ');
      form.setValue('passwordLogin', 'demo1234');
      form.setRemember(true);
    });
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/login')[0]!.body).toEqual({ login: 'demo', password: 'demo1234', save: true, lng: 'en' });
    await waitFor(() => expect(location()).toBe('/en/office/history'));
    expect(readUserToken()).toBeTruthy();
    expect(codes()).toContain(FLOW_EVENT.loginSuccess);
    expect(harness.analytics.countLoginAttempt()).toBe(1);
    expect(form.values.passwordLogin).toBe('');
  });

  it('shows the server refusal in the player language and records its code (ANLT-020)', async () => {
    const { harness } = await mount({ 'POST /web-api/auth/v1/login': () => refused('invalid_credentials', 'Wrong login or password') });
    act(() => {
      form.setValue('login', 'demo');
      form.setValue('passwordLogin', 'bad');
    });
    await act(async () => form.submit());
    expect(form.message).toBe('Wrong login or password');
    expect(form.loading).toBe(false);
    expect(harness.analytics.history().at(-1)).toMatchObject({ code: FLOW_EVENT.loginError, payload: { code: 'invalid_credentials' } });
  });

  it('asks for the two-step code after the password, then signs in with the ticket', async () => {
    const { api, location } = await mount({
      'POST /web-api/auth/v1/login': () => ({ body: { success: false, responseType: 'two_step', message: 'Enter the code', data: { twoStepToken: 'ticket-1' } } }),
      'POST /web-api/auth/v1/two-step': signedIn,
    });
    act(() => {
      form.setValue('login', 'vip');
      form.setValue('passwordLogin', 'vip12345');
    });
    await act(async () => form.submit());
    expect(form.isTwoStep).toBe(true);
    await act(async () => form.submit());
    expect(form.errors.twoStepCode).toBe('Enter the 6-digit code');
    act(() => form.setValue('twoStepCode', '42a4242'));
    expect(form.values.twoStepCode).toBe('424242');
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/two-step')[0]!.body).toMatchObject({ code: '424242', token: 'ticket-1' });
    await waitFor(() => expect(location()).toBe('/en'));
  });
});

describe('useLoginForm: phone', () => {
  it('sends national digits with the lower-case country code (AUTH-032)', async () => {
    const { api } = await mount({ 'POST /web-api/auth/v1/login-phone': signedIn });
    act(() => form.selectTab('phone'));
    act(() => {
      form.setValue('phone', '912 345-67-89');
      form.setValue('passwordPhone', 'pw');
    });
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/login-phone')[0]!.body).toMatchObject({ phone_number: '9123456789', country_code: 'ru', password: 'pw' });
  });

  it('refuses a number that is too short for the country', async () => {
    const { api } = await mount({});
    act(() => form.selectTab('phone'));
    act(() => {
      form.setValue('phone', '912');
      form.setValue('passwordPhone', 'pw');
    });
    await act(async () => form.submit());
    await waitFor(() => expect(form.errors.phone).toMatch(/too short/));
    expect(api.callsTo('POST', '/web-api/auth/v1/login-phone')).toEqual([]);
  });

  it('a pasted international number picks its country', async () => {
    await mount({});
    act(() => form.selectTab('phone'));
    await waitFor(() => expect(form.phone.picker.isReady).toBe(true));
    act(() => form.setValue('phone', '+49 1512 3456789'));
    expect(form.phone.country.id).toBe('de');
    expect(form.values.phone).toBe('15123456789');
  });
});

describe('useLoginForm: SMS code', () => {
  const routes = (check: (code: string) => boolean): Record<string, FakeHandler> => ({
    'POST /web-api/auth/v1/send-sms': () => ({ body: { success: true, responseType: 'sms', message: 'Sent' } }),
    'POST /web-api/auth/v1/sms-code': (call) => (check((call.body as { 'sms-code': string })['sms-code']) ? signedIn() : refused('invalid_sms_code', 'Wrong SMS code', 'sms')),
  });

  it('sends the code, counts down the resend, refuses a wrong code and signs in with the right one', async () => {
    const { api, codes, harness } = await mount(routes((code) => code === '123456'));
    act(() => form.selectTab('sms'));
    act(() => form.setValue('phoneBySms', '9123456789'));
    await act(async () => form.submit());
    expect(form.sms).toMatchObject({ isSent: true, sentTo: '+79123456789', secondsLeft: 60 });
    expect(codes()).toContain(ANALYTICS_EVENT.smsSent);

    act(() => form.setValue('smsCode', '111111'));
    await act(async () => form.submit());
    expect(form.message).toBe('Wrong code. Check the SMS and try again.');
    expect(harness.analytics.history().at(-1)).toMatchObject({ code: ANALYTICS_EVENT.smsFailed, payload: { stage: 'verify', error: 'invalid_sms_code' } });

    act(() => form.setValue('smsCode', '123456'));
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/sms-code').at(-1)!.body).toMatchObject({ phone_number: '9123456789', country_code: 'ru', 'sms-code': '123456' });
    expect(codes()).toContain(ANALYTICS_EVENT.smsCorrectCode);
  });

  it('a resend counts as "SMS not received"; changing the number drops the code', async () => {
    const { codes } = await mount(routes(() => false));
    act(() => form.selectTab('sms'));
    act(() => form.setValue('phoneBySms', '9123456789'));
    await act(async () => form.sms.send());
    await act(async () => form.sms.resend());
    expect(codes()).toContain(ANALYTICS_EVENT.smsNotReceived);
    act(() => form.setValue('phoneBySms', '9123456780'));
    expect(form.sms.isSent).toBe(false);
  });
});

describe('useLoginForm: social networks and links', () => {
  it('offers the enabled networks and signs in with the demo token', async () => {
    const { api } = await mount({ 'POST /web-api/auth/v1/social': () => refused('social_account_not_found', 'No account', 'soc_reg') });
    expect(form.social.providers).toEqual([
      { id: 'google', label: 'Google' },
      { id: 'telegram', label: 'Telegram' },
    ]);
    await act(async () => form.social.signIn('google'));
    expect((api.callsTo('POST', '/web-api/auth/v1/social')[0]!.body as { token: string }).token).toMatch(/^demo:google:[\w.-]+$/);
    expect(form.message).toBe('No account uses this network yet. Register with it first.');
    await act(async () => form.social.signIn('vk'));
    expect(api.callsTo('POST', '/web-api/auth/v1/social')).toHaveLength(1);
  });

  it('links to password recovery and registration', async () => {
    await mount({});
    expect(form.forgotPasswordHref).toBe('/en/user/forgotpassword');
    expect(form.registrationHref).toBe('/en/registration');
    expect(form.tabs.map((t) => t.label)).toEqual(['Login', 'Phone', 'SMS code']);
  });
});
