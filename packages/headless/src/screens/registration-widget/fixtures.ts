// The registration widget as a visitor sees it.
import type { RegistrationWidgetModel } from './use-registration-widget-screen.ts';

export const registrationWidgetFixture: RegistrationWidgetModel = {
  title: 'New here?',
  text: 'Create an account in a minute to place bets and keep your bet slip.',
  register: { label: 'Sign up', href: '/en/registration' },
  login: { label: 'Log in', href: '/en/user/login' },
};
