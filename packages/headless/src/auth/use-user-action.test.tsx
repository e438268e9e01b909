// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { FLOW_EVENT } from '@bf/headless/analytics';
import { clearSessionCookies } from '@bf/headless/session';
import { createSessionHarness, fakeFetch, type FakeHandler } from '../session/session-test-kit.tsx';
import { initialPhase, resetErrors, useUserAction, type UserAction, type UserActionState } from './use-user-action.ts';
import { useTranslation } from 'react-i18next';
import { userActionModel, type UserActionModel } from '../screens/user-action/use-user-action-screen.ts';

const TOKEN = 'a'.repeat(20) + 'B-_'.repeat(5) + 'z'.repeat(8);
const CHECK = '/web-api/auth/v1/user-action/check';
const RUN = '/web-api/auth/v1/user-action';
const RESET = '/web-api/auth/v1/password/reset';
const good: FakeHandler = () => ({ body: { valid: true, login: 'ann.lee', expiresAt: '2026-03-01T10:30:00.000Z' } });
const refused = (status: number, code: string): FakeHandler => () => ({ status, body: { errors: [{ code, detail: code }] } });
const state = (login = 'ann.lee') => ({ body: { action: 'x', login, emailConfirmed: true, phoneConfirmed: false, newsletter: false } });

let page: UserActionState;
let model: UserActionModel;
function Probe({ action }: { action: UserAction }) {
  const { t } = useTranslation('auth');
  page = useUserAction(action);
  model = userActionModel(page, t);
  return <p data-testid="phase">{page.phase}</p>;
}

const ROUTE_PATH: Record<UserAction, string> = {
  'account-verify': 'user/accountverify',
  activate: 'user/activate',
  'activate-fast': 'user/activatefast',
  'password-reset': 'user/passwordreset',
  'stop-newsletter': 'user/stopnewsletter',
};

async function mount(action: UserAction, search: string, routes: Record<string, FakeHandler>) {
  const api = fakeFetch(routes);
  const harness = await createSessionHarness(<Probe action={action} />, { path: `/en/${ROUTE_PATH[action]}${search}`, routeId: action, routePath: ROUTE_PATH[action], fetch: api.fetch });
  await act(async () => void render(harness.element));
  await screen.findByTestId('phase');
  return { api, harness };
}

afterEach(() => {
  cleanup();
  clearSessionCookies();
});

describe('link tokens and the reset form rules', () => {
  it('opens without a link, refuses a malformed token without a call, and checks a 43-character one', () => {
    expect(initialPhase('')).toEqual({ phase: 'no-link' });
    expect(initialPhase('?token=abc')).toEqual({ phase: 'refused', refusal: 'invalid' });
    expect(initialPhase(`?token=${TOKEN}!`)).toEqual({ phase: 'refused', refusal: 'invalid' });
    expect(initialPhase(`?type=email&token=${TOKEN}`)).toEqual({ phase: 'checking', token: TOKEN });
  });

  it('asks for 8 to 64 characters with a letter and a digit, typed twice the same', () => {
    expect(resetErrors('', '')).toEqual({ password: 'passwordShort', repeat: 'passwordRequired' });
    expect(resetErrors('abcdefgh', 'abcdefgh')).toEqual({ password: 'passwordDigit' });
    expect(resetErrors('12345678', '12345678')).toEqual({ password: 'passwordLetter' });
    expect(resetErrors('second123', 'second124')).toEqual({ repeat: 'passwordMismatch' });
    expect(resetErrors('second123', 'second123')).toEqual({});
  });
});

describe('useUserAction', () => {
  it('password reset: checks the link, shows the form, refuses a mismatch without a call, then saves and says to log in', async () => {
    const { api, harness } = await mount('password-reset', `?token=${TOKEN}`, { [`GET ${CHECK}`]: good, [`POST ${RESET}`]: () => state() });
    await waitFor(() => expect(page.phase).toBe('ready'));
    expect(api.callsTo('GET', CHECK)[0]?.search).toBe(`?action=password-reset&token=${TOKEN}`);
    expect(model.form?.intro).toBe('Choose a new password for account ann.lee.');
    expect(model.form?.fields.map((field) => field.id)).toEqual(['newPassword', 'repeatPassword']);

    act(() => page.reset!.setPassword('second123'));
    act(() => page.reset!.setRepeat('second124'));
    await act(async () => page.reset!.submit());
    expect(page.reset!.errors.repeat).toBe('The passwords do not match');
    expect(api.callsTo('POST', RESET)).toHaveLength(0);

    act(() => page.reset!.setRepeat('second123'));
    await act(async () => page.reset!.submit());
    await waitFor(() => expect(page.phase).toBe('done'));
    expect(api.callsTo('POST', RESET).map((c) => c.body)).toEqual([{ token: TOKEN, password: 'second123' }]);
    expect(page).toMatchObject({ tone: 'success', text: 'Your password is changed', hint: 'Log in to account ann.lee with your new password.', primary: { href: '/en/user/login' } });
    expect(model.form).toBeUndefined();
    // The recovery flow's steps (ANLT-025): the link's code entered, approved, a fields error, saved, success.
    expect(harness.analytics.history().map((e) => e.code)).toEqual([FLOW_EVENT.recoveryCodeEntered, FLOW_EVENT.recoveryApprove, FLOW_EVENT.recoveryFieldsError, FLOW_EVENT.recoverySaved, FLOW_EVENT.recoverySuccess]);
    // The new password arrived in one change (as a paste or the browser's password manager does): a passive save.
    expect(harness.analytics.history().find((e) => e.code === FLOW_EVENT.recoverySaved)?.payload).toEqual({ mode: 'passive' });
  });

  it.each([
    ['typed one character at a time', ['s', 'se', 'sec', 'seco', 'secon', 'second', 'second1', 'second12', 'second123'], 'active'],
    ['pasted or filled by the browser', ['second123'], 'passive'],
    ['typed, then the rest pasted in', ['s', 'se', 'second123'], 'passive'],
    ['pasted, emptied, then typed', ['second123', '', 's', 'se', 'sec', 'seco', 'secon', 'second', 'second1', 'second12', 'second123'], 'active'],
  ])('password reset: a new password %s is saved %s (ANLT-025)', async (_how, changes, mode) => {
    const { harness } = await mount('password-reset', `?token=${TOKEN}`, { [`GET ${CHECK}`]: good, [`POST ${RESET}`]: () => state() });
    await waitFor(() => expect(page.phase).toBe('ready'));
    for (const value of changes) act(() => page.reset!.setPassword(value));
    act(() => page.reset!.setRepeat('second123'));
    await act(async () => page.reset!.submit());
    await waitFor(() => expect(page.phase).toBe('done'));
    expect(harness.analytics.history().filter((e) => e.code === FLOW_EVENT.recoverySaved).map((e) => e.payload)).toEqual([{ mode }]);
  });

  it.each([
    [410, 'token_used', 'This link was already used', 'Each link works once. Ask for a new one if you still need it.'],
    [410, 'token_expired', 'This link has expired', 'Links work for a limited time. Ask for a new one.'],
    [400, 'invalid_token', 'This link is not valid', 'Open the whole link from the message, or ask for a new one.'],
  ])('a link the API refuses with %i %s says so, and a reset link points to the forgot-password form', async (status, code, text, hint) => {
    await mount('password-reset', `?token=${TOKEN}`, { [`GET ${CHECK}`]: refused(status, code) });
    await waitFor(() => expect(page.phase).toBe('refused'));
    expect(page).toMatchObject({ tone: 'error', text, hint, primary: { label: 'Get a new link', href: '/en?showForgotPasswordModal=1' } });
  });

  it('a malformed token is refused at once, with no call', async () => {
    const { api } = await mount('account-verify', '?token=%3Cscript%3E', {});
    expect(page).toMatchObject({ phase: 'refused', text: 'This link is not valid' });
    expect(api.calls.filter((c) => c.path.startsWith('/web-api/auth'))).toHaveLength(0);
  });

  it('activation by type: nothing happens until the player confirms, then the link is used once', async () => {
    const { api } = await mount('activate', `?type=phone&token=${TOKEN}`, { [`GET ${CHECK}`]: good, [`POST ${RUN}`]: () => state() });
    await waitFor(() => expect(page.phase).toBe('ready'));
    expect(api.callsTo('POST', RUN)).toHaveLength(0);
    expect(page).toMatchObject({ text: 'This link activates your account by phone', hint: 'Activate account ann.lee.', confirm: { label: 'Activate' } });
    act(() => page.confirm!.onPress());
    act(() => page.confirm!.onPress());
    await waitFor(() => expect(page.phase).toBe('done'));
    expect(api.callsTo('POST', RUN).map((c) => c.body)).toEqual([{ action: 'activate', token: TOKEN, type: 'phone' }]);
    expect(page).toMatchObject({ text: 'Your account is activated', hint: 'Account ann.lee is ready to play.' });
  });

  it('account verification: the e-mail approval of registration is done once the link is run (ANLT-022)', async () => {
    const { harness } = await mount('account-verify', `?token=${TOKEN}`, { [`GET ${CHECK}`]: good, [`POST ${RUN}`]: () => state() });
    await waitFor(() => expect(page.phase).toBe('ready'));
    expect(harness.analytics.history().map((e) => e.code)).not.toContain('registration.email_done');
    act(() => page.confirm!.onPress());
    await waitFor(() => expect(page.phase).toBe('done'));
    expect(harness.analytics.history().filter((e) => e.code === 'registration.email_done')).toHaveLength(1);
  });

  it('stop-newsletter: unsubscribes on confirm and says the mails stop', async () => {
    await mount('stop-newsletter', `?token=${TOKEN}`, { [`GET ${CHECK}`]: good, [`POST ${RUN}`]: () => state() });
    await waitFor(() => expect(page.phase).toBe('ready'));
    expect(page.confirm?.label).toBe('Unsubscribe');
    act(() => page.confirm!.onPress());
    await waitFor(() => expect(page.phase).toBe('done'));
    expect(page).toMatchObject({ tone: 'success', text: 'You are unsubscribed' });
  });

  it('no answer: says the link could not be checked and tries again', async () => {
    let calls = 0;
    await mount('account-verify', `?token=${TOKEN}`, { [`GET ${CHECK}`]: () => (++calls === 1 ? { status: 503, body: { errors: [{ code: 'down', detail: 'down' }] } } : good({} as never)) });
    await waitFor(() => expect(page.phase).toBe('failed'));
    expect(page.text).toBe('We could not check the link');
    act(() => page.confirm!.onPress());
    await waitFor(() => expect(page.phase).toBe('ready'));
  });
});
