import { describe, expect, it, vi } from 'vitest';
import type { RegistrationWidgetState } from '../../auth/use-registration-widget.ts';

const TEXTS: Record<string, string> = { 'auth:widget.title': 'New here?', 'auth:widget.text': 'Create an account in a minute.', 'auth.register': 'Sign up', 'auth.login': 'Log in' };
const onRegister = vi.fn();
const onLogin = vi.fn();
let widget: RegistrationWidgetState = { isVisible: true, registrationLink: { href: '/en/registration', onClick: onRegister }, loginLink: { href: '/en/user/login', onClick: onLogin } };
const asked: boolean[] = [];
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => TEXTS[key] ?? key }) }));
vi.mock('../../auth/use-registration-widget.ts', () => ({
  useRegistrationWidget: ({ isRightColumnHidden }: { isRightColumnHidden: boolean }) => {
    asked.push(isRightColumnHidden);
    return widget;
  },
}));
const { useRegistrationWidgetScreen } = await import('./use-registration-widget-screen.ts');

describe('useRegistrationWidgetScreen', () => {
  it('invites a visitor to sign up or log in, both links opening their modals on a plain click', () => {
    const model = useRegistrationWidgetScreen({ isRightColumnHidden: false });
    expect(model).toEqual({
      title: 'New here?',
      text: 'Create an account in a minute.',
      register: { label: 'Sign up', href: '/en/registration', onClick: onRegister },
      login: { label: 'Log in', href: '/en/user/login', onClick: onLogin },
    });
    expect(asked.at(-1)).toBe(false);
  });

  it('is not there when the widget must not show, or registration is off', () => {
    widget = { ...widget, isVisible: false };
    expect(useRegistrationWidgetScreen({ isRightColumnHidden: true })).toBeUndefined();
    expect(asked.at(-1)).toBe(true);
    widget = { ...widget, isVisible: true, registrationLink: undefined };
    expect(useRegistrationWidgetScreen({ isRightColumnHidden: false })).toBeUndefined();
  });
});
