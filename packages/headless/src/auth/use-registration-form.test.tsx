// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ANALYTICS_EVENT, FLOW_EVENT, createAnalytics } from '@bf/headless/analytics';
import { useForgotPassword, useRegistrationForm, useUserAction, isForgotPasswordOpen, withoutForgotPasswordFlag, type ForgotPasswordState, type RegistrationFormState, type RegistrationType, type UserActionState } from '@bf/headless/auth';
import { clearSessionCookies, readUserToken } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, memoryStorage, testToken, type FakeHandler } from '../session/session-test-kit.tsx';

const env = vi.hoisted(() => ({ saveFile: vi.fn(), openDocument: vi.fn() }));
vi.mock('../env/browser-session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../env/browser-session.ts')>()),
  openDocument: env.openDocument,
}));
vi.mock('../env/browser-files.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../env/browser-files.ts')>()),
  saveFile: env.saveFile,
}));

let form: RegistrationFormState;
function RegistrationProbe({ type }: { type?: RegistrationType }) {
  form = useRegistrationForm({ initialType: type });
  return <p data-testid="form">{form.step}</p>;
}

const registered = (extra: Record<string, unknown> = {}): FakeHandler => () => ({
  body: { success: true, responseType: 'registered', message: 'Registration complete', data: { token: testToken({ sub: '5', exp: Math.floor(Date.now() / 1000) + 3600 }), user_id: 5, login: '123456789', currency: 'RUB', bonus: 1, ...extra } },
});

async function mount(routes: Record<string, FakeHandler>, { type, path = '/en/registration' }: { type?: RegistrationType; path?: string } = {}) {
  const api = fakeFetch({ 'GET /web-api/session': () => ({ text: 'OK' }), 'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 5 } }), ...routes });
  const analytics = createAnalytics({ storage: memoryStorage() });
  const harness = await createSessionHarness(<RegistrationProbe type={type} />, { path, routeId: 'registration', routePath: 'registration', fetch: api.fetch, analytics });
  await act(async () => void render(harness.element));
  await screen.findByTestId('form');
  return { api, analytics, codes: () => analytics.history().map((e) => e.code), location: () => screen.getByTestId('location').textContent, harness };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
  env.saveFile.mockReset();
  env.openDocument.mockReset();
});

describe('useRegistrationForm: one click (AUTH-017, AUTH-022 to AUTH-027)', () => {
  it('needs the terms, registers with the currency and bonus, shows the credentials once and stays on the page', async () => {
    const { api, analytics, codes, location } = await mount({ 'POST /web-api/auth/v1/register': registered({ password: 'Xy3kPq9Lm2' }) });
    expect(form.values.currency).toBe('RUB');
    await act(async () => form.submit());
    expect(form.errors.terms).toBe('Accept the terms to continue');
    expect(api.callsTo('POST', '/web-api/auth/v1/register')).toEqual([]);
    expect(analytics.registrationAttempts().count).toBe(1);

    act(() => {
      form.setTerms(true);
      form.setBonus(1);
      form.setValue('currency', 'USD');
    });
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/register')[0]!.body).toEqual({ type: 'fast_reg', currency: 'USD', bonus: 1 });
    expect(form.step).toBe('done');
    expect(form.credentials).toEqual({ login: '123456789', password: 'Xy3kPq9Lm2' });
    expect(readUserToken()).toBeTruthy();
    expect(location()).toBe('/en/registration');
    // spec: S2 §4, done resets the attempt counter (ANLT-024); 1000 per click and 1255 once (ANLT-004, ANLT-010).
    expect(analytics.registrationAttempts().count).toBe(0);
    expect(codes().filter((c) => c === ANALYTICS_EVENT.registrationClick)).toHaveLength(2);
    expect(codes()).toContain(ANALYTICS_EVENT.successfulRegistration);
    expect(codes()).toContain(FLOW_EVENT.registrationBonus);
  });

  it('saves the credentials to a file and by e-mail, tracking each way', async () => {
    const { codes } = await mount({ 'POST /web-api/auth/v1/register': registered({ password: 'Xy3kPq9Lm2' }) });
    act(() => form.setTerms(true));
    await act(async () => form.submit());
    act(() => form.saveToFile());
    const [name, blob] = env.saveFile.mock.calls[0] as [string, Blob];
    expect(name).toBe('betfront-account.txt');
    expect(await blob.text()).toContain('Password: Xy3kPq9Lm2');
    act(() => form.sendByEmail());
    expect(form.errors.credentialsEmail).toBe('Enter your e-mail');
    act(() => form.setCredentialsEmail('me@example.test'));
    act(() => form.sendByEmail());
    expect(env.openDocument.mock.calls[0]![0]).toMatch(/^mailto:me@example\.test\?subject=/);
    expect(form.saved).toEqual([0, 2]);
    expect(codes().filter((c) => c === FLOW_EVENT.registrationCredentialsSaved)).toHaveLength(2);
  });

  it('says when the picture cannot be made (no canvas here)', async () => {
    await mount({ 'POST /web-api/auth/v1/register': registered({ password: 'Xy3kPq9Lm2' }) });
    act(() => form.setTerms(true));
    await act(async () => form.submit());
    await act(async () => form.saveToPicture());
    expect(form.message).toBe('This browser cannot make the picture. Save to a file instead.');
  });

  it('finishing goes to the return URL', async () => {
    const { location } = await mount({ 'POST /web-api/auth/v1/register': registered() }, { path: '/en/registration?returnUrl=%2Fen%2Foffice%2Fhistory' });
    act(() => form.setTerms(true));
    await act(async () => form.submit());
    await act(async () => form.finish());
    expect(location()).toBe('/en/office/history');
  });
});

describe('useRegistrationForm: e-mail (AUTH-019, AUTH-040)', () => {
  it('checks the fields, tracks their names on error, and sends the e-mail registration', async () => {
    const { api, analytics } = await mount({ 'POST /web-api/auth/v1/register': registered() }, { type: 'full_reg' });
    act(() => form.setTerms(true));
    await act(async () => form.submit());
    expect(form.errors).toMatchObject({ email: 'Enter your e-mail', password: 'Use at least 8 characters', birthDate: 'Enter your date of birth' });
    expect(analytics.history().at(-1)).toMatchObject({ code: FLOW_EVENT.registrationError, payload: { fields: ['email', 'password', 'birthDate'] } });
    act(() => {
      form.setValue('email', 'p@example.test');
      form.setValue('password', 'secret-42');
      form.setValue('birthDate', '2000-01-01');
      form.setValue('name', 'Anna');
    });
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/register')[0]!.body).toEqual({ type: 'full_reg', currency: 'RUB', bonus: 0, email: 'p@example.test', password: 'secret-42', birth_date: '2000-01-01', name: 'Anna' });
    expect(form.credentials).toEqual({ login: '123456789', password: null });
    // The address gets its verification link: the flow's "e-mail approval sent" step, before registration done (ANLT-022).
    const codes = analytics.history().map((event) => event.code);
    expect(analytics.history()).toContainEqual(expect.objectContaining({ code: 'registration.email_sent', payload: { type: 'full_reg' } }));
    expect(codes.indexOf('registration.email_sent')).toBeLessThan(codes.indexOf(1255));
  });

  it('shows a taken e-mail in the player language', async () => {
    await mount({ 'POST /web-api/auth/v1/register': () => ({ status: 400, body: { success: false, responseType: 'registration', message: 'taken', errors: [{ code: 'email_taken', detail: 'This e-mail is already registered' }] } }) }, { type: 'full_reg' });
    act(() => {
      form.setTerms(true);
      form.setValue('email', 'p@example.test');
      form.setValue('password', 'secret-42');
      form.setValue('birthDate', '2000-01-01');
    });
    await act(async () => form.submit());
    expect(form.message).toBe('This e-mail is already registered. Log in instead.');
    expect(form.step).toBe('form');
  });
});

describe('useRegistrationForm: phone and social (AUTH-018, AUTH-020)', () => {
  it('sends the SMS code for a new number, then registers with it', async () => {
    const { api, codes } = await mount(
      {
        'POST /web-api/auth/v1/send-sms': () => ({ body: { success: true, responseType: 'sms', message: 'Sent' } }),
        'POST /web-api/auth/v1/register': registered({ password: 'Gen3rated1' }),
      },
      { type: 'phone_reg' },
    );
    act(() => {
      form.setTerms(true);
      form.setValue('phone', '912 345 67 89');
    });
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/send-sms')[0]!.body).toMatchObject({ phone_number: '9123456789', country_code: 'ru', purpose: 'register' });
    expect(form.sms).toMatchObject({ isSent: true, sentTo: '+79123456789' });
    expect(codes()).toContain(ANALYTICS_EVENT.smsSent);
    act(() => form.setValue('smsCode', '654321'));
    await act(async () => form.submit());
    expect(api.callsTo('POST', '/web-api/auth/v1/register')[0]!.body).toEqual({ type: 'phone_reg', currency: 'RUB', bonus: 0, phone_number: '9123456789', country_code: 'ru', code: '654321' });
    expect(form.credentials?.password).toBe('Gen3rated1');
    // The code accepted with the registration: SMS code approved, 1252 (ANLT-022); no e-mail step without an address.
    expect(codes()).toContain(1252);
    expect(codes()).not.toContain('registration.email_sent');
  });

  it('a wrong or expired SMS code is the flow\'s SMS error step (ANLT-022)', async () => {
    let refusal = 'invalid_sms_code';
    const { codes, analytics } = await mount(
      {
        'POST /web-api/auth/v1/send-sms': () => ({ body: { success: true, responseType: 'sms', message: 'Sent' } }),
        'POST /web-api/auth/v1/register': () => ({ status: 400, body: { success: false, responseType: 'registration', message: 'refused', errors: [{ code: refusal, detail: 'Wrong SMS code' }] } }),
      },
      { type: 'phone_reg' },
    );
    act(() => {
      form.setTerms(true);
      form.setValue('phone', '912 345 67 89');
    });
    await act(async () => form.submit());
    act(() => form.setValue('smsCode', '000000'));
    await act(async () => form.submit());
    refusal = 'sms_code_expired';
    await act(async () => form.submit());
    expect(analytics.history().filter((event) => event.code === 'registration.sms_error').map((event) => event.payload)).toEqual([{ code: 'invalid_sms_code' }, { code: 'sms_code_expired' }]);
    expect(codes()).not.toContain(1252);
    expect(codes()).not.toContain(1255);
  });

  it('a number that is not valid for the country is refused before any SMS', async () => {
    const { api } = await mount({}, { type: 'phone_reg' });
    act(() => {
      form.setTerms(true);
      form.setValue('phone', '0000000001');
    });
    await act(async () => form.submit());
    await waitFor(() => expect(form.errors.phone).toMatch(/not a valid phone number/));
    expect(api.callsTo('POST', '/web-api/auth/v1/send-sms')).toEqual([]);
  });

  it('registers with an enabled network using the demo token', async () => {
    const { api, codes } = await mount({ 'POST /web-api/auth/v1/register': registered({ password: 'Gen3rated1' }) }, { type: 'soc_reg' });
    act(() => form.setTerms(true));
    await act(async () => form.social.register('telegram'));
    expect(api.callsTo('POST', '/web-api/auth/v1/register')[0]!.body).toMatchObject({ type: 'soc_reg', provider: 'telegram', token: expect.stringMatching(/^demo:telegram:/) });
    expect(codes()).toContain(FLOW_EVENT.registrationSocial);
  });
});

describe('useRegistrationForm: analytics of the flow (ANLT-022, ANLT-027)', () => {
  it('tracks the page, the type chosen, and leaving without completing', async () => {
    const { codes } = await mount({});
    act(() => form.selectType('full_reg'));
    expect(form.type).toBe('full_reg');
    cleanup();
    expect(codes()).toEqual([FLOW_EVENT.registrationPage, FLOW_EVENT.registrationType, FLOW_EVENT.registrationLeave]);
  });

  it('logs an unknown bonus instead of tracking it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { codes } = await mount({});
    act(() => form.setBonus(7 as 0));
    expect(form.values.bonus).toBe(0);
    expect(codes()).not.toContain(FLOW_EVENT.registrationBonus);
    error.mockRestore();
  });
});

describe('forgot password (AUTH-010, ANLT-025, ANLT-026)', () => {
  it('opens on home with the flag, for visitors only', () => {
    expect(isForgotPasswordOpen('home', '?showForgotPasswordModal=1', false)).toBe(true);
    expect(isForgotPasswordOpen('home', '?showForgotPasswordModal=1', true)).toBe(false);
    expect(isForgotPasswordOpen('news', '?showForgotPasswordModal=1', false)).toBe(false);
    expect(isForgotPasswordOpen('home', '', false)).toBe(false);
    expect(withoutForgotPasswordFlag('?x=1&showForgotPasswordModal=1')).toBe('?x=1');
  });

  it('checks the field, sends the recovery call, says the link was sent and closes by dropping the flag', async () => {
    let forgot: ForgotPasswordState | undefined;
    function Probe() {
      forgot = useForgotPassword();
      return <p data-testid="forgot">{String(forgot.isOpen)}</p>;
    }
    const api = fakeFetch({ 'POST /web-api/auth/v1/password/recovery': () => ({ body: { sent: true } }) });
    const harness = await createSessionHarness(<Probe />, { path: '/en?x=1&showForgotPasswordModal=1', routeId: 'home', routePath: '', fetch: api.fetch });
    await act(async () => void render(harness.element));
    await screen.findByTestId('forgot');
    expect(forgot!.isOpen).toBe(true);
    act(() => forgot!.submit());
    expect(forgot!.error).toBe('Enter your login, e-mail or phone number');
    expect(api.callsTo('POST', '/web-api/auth/v1/password/recovery')).toHaveLength(0);
    act(() => forgot!.setValue(' demo@example.com '));
    act(() => forgot!.submit());
    expect(forgot!.isBusy).toBe(true);
    expect(forgot!.isSent).toBe(false);
    await waitFor(() => expect(forgot!.isSent).toBe(true));
    expect(api.callsTo('POST', '/web-api/auth/v1/password/recovery').map((c) => c.body)).toEqual([{ login: 'demo@example.com', lng: 'en' }]);
    await act(async () => forgot!.close());
    expect(screen.getByTestId('location').textContent).toBe('/en?x=1');
    expect(harness.analytics.history().map((e) => e.code)).toEqual([FLOW_EVENT.recoveryCall, FLOW_EVENT.recoveryFieldsError, FLOW_EVENT.recoveryCodeSent, FLOW_EVENT.recoveryExit]);
    expect(harness.analytics.countRecoveryAttempt()).toBe(1);
  });

  it('sends the link again from the sent step, tracking the resend (ANLT-025)', async () => {
    let forgot: ForgotPasswordState | undefined;
    function Probe() {
      forgot = useForgotPassword();
      return <p data-testid="forgot">{String(forgot.isOpen)}</p>;
    }
    const api = fakeFetch({ 'POST /web-api/auth/v1/password/recovery': () => ({ body: { sent: true } }) });
    const harness = await createSessionHarness(<Probe />, { path: '/en?showForgotPasswordModal=1', routeId: 'home', routePath: '', fetch: api.fetch });
    await act(async () => void render(harness.element));
    await screen.findByTestId('forgot');
    act(() => forgot!.setValue('demo'));
    act(() => forgot!.submit());
    await waitFor(() => expect(forgot!.isSent).toBe(true));
    expect(forgot!.isResent).toBe(false);
    act(() => forgot!.resend());
    expect(forgot!.isBusy).toBe(true);
    // A second press while the first is on its way sends nothing more.
    act(() => forgot!.resend());
    await waitFor(() => expect(forgot!.isResent).toBe(true));
    expect(forgot!.isSent).toBe(true);
    expect(api.callsTo('POST', '/web-api/auth/v1/password/recovery').map((c) => c.body)).toEqual([
      { login: 'demo', lng: 'en' },
      { login: 'demo', lng: 'en' },
    ]);
    expect(harness.analytics.history().map((e) => e.code)).toEqual([FLOW_EVENT.recoveryCall, FLOW_EVENT.recoveryCodeSent, FLOW_EVENT.recoveryResend, FLOW_EVENT.recoveryCodeSent]);
  });

  it('keeps the form with a message when the recovery call fails', async () => {
    let forgot: ForgotPasswordState | undefined;
    function Probe() {
      forgot = useForgotPassword();
      return <p data-testid="forgot">{String(forgot.isOpen)}</p>;
    }
    const api = fakeFetch({ 'POST /web-api/auth/v1/password/recovery': () => ({ status: 503, body: { errors: [{ code: 'unavailable', detail: 'down' }] } }) });
    const harness = await createSessionHarness(<Probe />, { path: '/en?showForgotPasswordModal=1', routeId: 'home', routePath: '', fetch: api.fetch });
    await act(async () => void render(harness.element));
    act(() => forgot!.setValue('demo'));
    act(() => forgot!.submit());
    await waitFor(() => expect(forgot!.error).toBe('Something went wrong. Please try again.'));
    expect(forgot!.isSent).toBe(false);
    expect(forgot!.isBusy).toBe(false);
  });
});

describe('user action pages', () => {
  it('opened without a link, say what the link is for and where to get one', async () => {
    let page: UserActionState | undefined;
    function Probe() {
      page = useUserAction('activate');
      return <p data-testid="page">{page.title}</p>;
    }
    const harness = await createSessionHarness(<Probe />, { path: '/en/user/activate?type=email', routeId: 'activate', routePath: 'user/activate', fetch: fakeFetch({}).fetch });
    await act(async () => void render(harness.element));
    await screen.findByTestId('page');
    expect(page).toMatchObject({ phase: 'no-link', title: 'Account activation', text: 'This link activates your account by e-mail', primary: { href: '/en/user/login' } });
  });
});
