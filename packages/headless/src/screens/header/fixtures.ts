import type { HeaderModel } from './use-header-screen.ts';

const noop = () => {};
const base: Omit<HeaderModel, 'account' | 'logout' | 'login' | 'register'> = {
  brand: 'BetFront',
  homeHref: '/en',
  nav: {
    label: 'Main navigation',
    items: [
      { key: 'sports', label: 'Sports', href: '/en/home/line', isActive: true },
      { key: 'live', label: 'Live', href: '/en/home/live', isActive: false, badge: 'Live' },
      { key: 'casino', label: 'Casino', href: '/en/casino', isActive: false },
    ],
  },
  language: { label: 'Change language', value: 'en', options: [{ code: 'en', label: 'English' }, { code: 'de', label: 'Deutsch' }], onChange: noop },
  theme: { theme: 'light', label: 'Switch to dark theme', onToggle: noop },
};

/** A visitor: "Log in" and "Sign up". */
export const signedOut: HeaderModel = { ...base, login: { label: 'Log in', href: '/en/user/login' }, register: { label: 'Sign up', href: '/en/registration' } };

/** A visitor where registration is closed: "Log in" only. */
export const registrationClosed: HeaderModel = { ...base, login: { label: 'Log in', href: '/en/user/login' } };

/** A signed-in player: the account link and "Log out". */
export const signedIn: HeaderModel = { ...base, account: { label: 'My account', href: '/en/office/account' }, logout: { label: 'Log out', isBusy: false, onPress: noop } };

/** Logging out: the button is busy. */
export const loggingOut: HeaderModel = { ...signedIn, logout: { label: 'Logging out…', isBusy: true, onPress: noop } };

/** Dark theme. */
export const dark: HeaderModel = { ...signedOut, theme: { theme: 'dark', label: 'Switch to light theme', onToggle: noop } };
