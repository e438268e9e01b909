import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { headerModel, type HeaderInputs } from '@bf/headless/screens/header';

const english = async () => createI18n('en', await loadMessages('en')).t;

async function inputs(overrides: Partial<HeaderInputs> = {}): Promise<HeaderInputs> {
  return {
    t: await english(),
    companyName: '',
    isSignedIn: false,
    homeHref: '/en',
    accountHref: '/en/office/account',
    nav: [],
    languages: { current: 'en', options: [{ code: 'de', label: 'Deutsch', href: '/de', isCurrent: false }], select: vi.fn() },
    theme: { theme: 'light', toggle: vi.fn() },
    session: { isLoggingOut: false, logout: vi.fn() },
    auth: { loginLink: { href: '/en/user/login', onClick: vi.fn() }, registrationLink: { href: '/en/registration', onClick: vi.fn() } },
    ...overrides,
  };
}

describe('header model', () => {
  it('shows a visitor "Log in" and "Sign up" with their links, and the brand when the site has no company name', async () => {
    const model = headerModel(await inputs());
    expect(model.brand).toBe('BetFront');
    expect(model.login).toMatchObject({ label: 'Log in', href: '/en/user/login' });
    expect(model.register).toMatchObject({ label: 'Sign up', href: '/en/registration' });
    expect(model.account).toBeUndefined();
    expect(model.logout).toBeUndefined();
  });

  it('leaves "Sign up" out where registration is closed', async () => {
    expect(headerModel(await inputs({ auth: { loginLink: { href: '/en/user/login', onClick: vi.fn() }, registrationLink: undefined } })).register).toBeUndefined();
  });

  it('shows a player the account link and "Log out", busy while logging out', async () => {
    const session = { isLoggingOut: false, logout: vi.fn() };
    const model = headerModel(await inputs({ isSignedIn: true, companyName: 'Acme Bet', session }));
    expect(model.brand).toBe('Acme Bet');
    expect(model.account).toEqual({ label: 'My account', href: '/en/office/account' });
    expect(model.logout).toMatchObject({ label: 'Log out', isBusy: false });
    model.logout!.onPress();
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(model.login).toBeUndefined();
    expect(headerModel(await inputs({ isSignedIn: true, session: { isLoggingOut: true, logout: vi.fn() } })).logout).toMatchObject({ label: 'Logging out…', isBusy: true });
  });

  it('names the theme the toggle switches to, and lists the languages', async () => {
    expect(headerModel(await inputs()).theme.label).toBe('Switch to dark theme');
    expect(headerModel(await inputs({ theme: { theme: 'dark', toggle: vi.fn() } })).theme.label).toBe('Switch to light theme');
    const model = headerModel(await inputs());
    expect(model.language).toMatchObject({ label: 'Change language', value: 'en', options: [{ code: 'de', label: 'Deutsch' }] });
    expect(model.nav.label).toBe('Main navigation');
  });
});
