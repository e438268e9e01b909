// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAndHydrate } from '@bf/headless/testing';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { clearSessionCookies } from '@bf/headless/session';
import { createRoutes } from '../app-routes.tsx';

const config = {
  ...FALLBACK_SITE_CONFIG,
  companyName: 'BetFront',
  isRegistrationAllowed: true,
  availableRoutes: [72],
  languages: [{ code: 'en', name: 'English', nativeName: 'English', isHiddenForGuests: false }],
};

/** A session token the client only decodes (the reference API signs real ones). */
const token = () => {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
};

type Answer = { status?: number; body?: unknown };
const calls: { path: string; body: unknown }[] = [];
function stubApi(routes: Record<string, () => Answer>) {
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = routes[`${init.method ?? 'GET'} ${url.pathname}`]?.() ?? { status: 404, body: { errors: [{ code: 'not_found', detail: 'none' }] } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
};

// React's act() runs the hydration; the phone rules of the page may resolve inside it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => stubApi({}));
afterEach(() => {
  cleanup();
  clearSessionCookies();
  vi.unstubAllGlobals();
});

describe('desktop login page', () => {
  it('renders on the server and hydrates without a mismatch, with every sign-in method', async () => {
    const { result, errors } = await renderAndHydrate(createRoutes, config, '/en/user/login');
    expect(result).toMatchObject({ kind: 'html', status: 200 });
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    const methods = screen.getByRole('radiogroup', { name: 'Sign-in method' });
    expect(within(methods).getAllByRole('radio').map((r) => r.textContent)).toEqual(['Login', 'Phone', 'SMS code']);
    expect(screen.getByLabelText('Login or e-mail')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/user/forgotpassword');
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toBeTruthy();
  });

  it('names the empty fields as alerts, keeps the form and moves focus to the first one', async () => {
    await renderAndHydrate(createRoutes, config, '/en/user/login');
    await submit();
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['Enter your login or e-mail', 'Enter your password']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Login or e-mail')));
    expect(calls.filter((c) => c.path.startsWith('/web-api/auth'))).toEqual([]);
  });

  it('shows a wrong password as an alert and lets the player try again', async () => {
    stubApi({ 'POST /web-api/auth/v1/login': () => ({ status: 400, body: { success: false, responseType: 'login_password', message: 'x', errors: [{ code: 'invalid_credentials', detail: 'Wrong login or password' }] } }) });
    await renderAndHydrate(createRoutes, config, '/en/user/login');
    type('Login or e-mail', 'demo');
    type('Password', 'nope');
    await submit();
    await screen.findByText('Wrong login or password');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Wrong login or password');
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false);
  });

  it('signs in and goes home, the header then offers the account and logout', async () => {
    stubApi({
      'POST /web-api/auth/v1/login': () => ({ body: { success: true, responseType: 'success', message: 'Signed in', data: { token: token() } } }),
      'GET /web-api/session': () => ({ body: 'OK' }),
      'GET /web-api/user/v1/session-check': () => ({ body: { user_id: 1 } }),
    });
    await renderAndHydrate(createRoutes, config, '/en/user/login');
    type('Login or e-mail', 'demo');
    type('Password', 'demo1234');
    await submit();
    await waitFor(() => expect(window.location.pathname).toBe('/en'));
    expect(calls.find((c) => c.path === '/web-api/auth/v1/login')?.body).toMatchObject({ login: 'demo', password: 'demo1234', save: false });
    await screen.findByRole('button', { name: 'Log out' });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/en/office/account');
  });

  it('asks for the two-step code when the account has one', async () => {
    stubApi({ 'POST /web-api/auth/v1/login': () => ({ body: { success: false, responseType: 'two_step', message: 'Enter the code', data: { twoStepToken: 't' } } }) });
    await renderAndHydrate(createRoutes, config, '/en/user/login');
    type('Login or e-mail', 'vip');
    type('Password', 'vip12345');
    await submit();
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
  });

  it('switches to the SMS tab with the keyboard-reachable country picker', async () => {
    await renderAndHydrate(createRoutes, config, '/en/user/login');
    await act(async () => void fireEvent.click(screen.getByRole('radio', { name: 'SMS code' })));
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Country code: .*\+7/ })));
    const dialog = await screen.findByRole('dialog', { name: 'Country code' });
    await act(async () => void fireEvent.change(within(dialog).getByLabelText('Search by country or code'), { target: { value: 'qqqq' } }));
    await within(dialog).findByText('No country matches “qqqq”.');
  });

  it.each(['/en/registration', '/en/user/accountverify', '/en/user/activate?type=phone', '/en/user/activatefast', '/en/user/passwordreset', '/en/user/stopnewsletter', '/en?showForgotPasswordModal=1'])(
    'renders %s on the server and hydrates it without a mismatch',
    async (path) => {
      const { result, errors } = await renderAndHydrate(createRoutes, config, path);
      expect(result).toMatchObject({ kind: 'html', status: 200 });
      expect(errors).toEqual([]);
      expect(document.querySelector('h1')).not.toBeNull();
    },
  );
});
