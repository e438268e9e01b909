import { describe, expect, it, vi } from 'vitest';
import { englishAuth as t, fakeLoginForm, fakePhone } from '../auth-form/fixture-kit.ts';
import { signInFormModel } from './use-sign-in-screen.ts';
import { signInFixtures } from './fixtures.ts';

const labels = (fields: { kind: string; label?: string }[]) => fields.map((f) => `${f.kind}:${f.label ?? ''}`);

describe('signInFormModel', () => {
  it('shows login and password with remember me, forgot password, the networks and the way to registration', () => {
    const form = signInFormModel(fakeLoginForm(), 'Log in', t);
    expect(form.title).toBe('Log in');
    expect(form.tabs).toMatchObject({ label: 'Sign-in method', value: 'login' });
    expect(labels(form.fields)).toEqual(['text:Login or e-mail', 'password:Password']);
    expect(form.fields[0]).toMatchObject({ autoComplete: 'username' });
    expect(form.fields[1]).toMatchObject({ autoComplete: 'current-password', showLabel: 'Show', hideLabel: 'Hide' });
    expect(form.checks).toMatchObject([{ label: 'Remember me', checked: false }]);
    expect(form.submit).toEqual({ label: 'Log in', isBusy: false, isDisabled: false });
    expect(form.forgot).toEqual({ label: 'Forgot your password?', href: '/en/user/forgotpassword' });
    expect(form.social?.title).toBe('Or continue with');
    expect(form.social?.buttons.map((b) => [b.label, b.ariaLabel])).toEqual([
      ['Google', 'Log in with Google'],
      ['Telegram', 'Log in with Telegram'],
    ]);
    expect(form.footer).toMatchObject({ text: 'New here?', link: { label: 'Create an account', href: '/en/registration' } });
    expect(form.back).toBeUndefined();
  });

  it('hands typed text and presses to the form', () => {
    const setValue = vi.fn();
    const signIn = vi.fn(async () => {});
    const form = signInFormModel(fakeLoginForm({ setValue, social: { providers: [{ id: 'google', label: 'Google' }], signIn } }), 'Log in', t);
    const [login, password] = form.fields;
    if (login?.kind !== 'text' || password?.kind !== 'password') throw new Error('login and password expected');
    login.onText('demo');
    password.onText('secret');
    form.social?.buttons[0]?.onPress();
    expect(setValue.mock.calls).toEqual([
      ['login', 'demo'],
      ['passwordLogin', 'secret'],
    ]);
    expect(signIn).toHaveBeenCalledWith('google');
  });

  it('is busy and says so on the button while signing in', () => {
    expect(signInFixtures.submitting.form.submit).toEqual({ label: 'Signing in…', isBusy: true, isDisabled: true });
    expect(signInFixtures.submitting.form.isBusy).toBe(true);
    expect(signInFixtures.submitting.form.social?.isBusy).toBe(true);
  });

  it('shows the phone and password on the phone tab', () => {
    const form = signInFormModel(fakeLoginForm({ tab: 'phone', currentForm: 'phone_password', errors: { phone: 'Enter the phone number' } }), 'Log in', t);
    expect(labels(form.fields)).toEqual(['phone:Phone number', 'password:Password']);
    expect(form.fields[0]).toMatchObject({ error: 'Enter the phone number', countryCode: 'ru', phoneCode: '+7', countryButtonLabel: 'Country code: Russia +7. Change' });
  });

  it('asks for the number first on the SMS tab, then the code with "send again" counting down', () => {
    expect(labels(signInFixtures.smsPhone.form.fields)).toEqual(['phone:Phone number']);
    expect(signInFixtures.smsPhone.form.submit?.label).toBe('Send code');
    const step = signInFixtures.smsStep.form.fields[1];
    if (step?.kind !== 'sms-code') throw new Error('SMS step expected');
    expect(step.sentText).toBe('We sent a 6-digit code to +7 912 345-67-89.');
    expect(step.code).toMatchObject({ label: 'Code from the SMS', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 });
    expect(step.resend).toMatchObject({ label: 'New code in 42 s', isDisabled: true });
    expect(step.changePhone.label).toBe('Change number');
    expect(signInFixtures.smsStep.form.submit?.label).toBe('Log in');
  });

  it('lets the code be sent again once the countdown is over, unless a call runs', () => {
    const sms = { isSent: true, sentTo: '+7 912 345-67-89', secondsLeft: 0, send: async () => {}, resend: async () => {}, changePhone: () => {} };
    const ready = signInFormModel(fakeLoginForm({ tab: 'sms', smsPhone: fakePhone(), sms }), 'Log in', t).fields[1];
    const busy = signInFormModel(fakeLoginForm({ tab: 'sms', smsPhone: fakePhone(), sms, loading: true }), 'Log in', t).fields[1];
    expect(ready).toMatchObject({ resend: { label: 'Send a new code', isDisabled: false } });
    expect(busy).toMatchObject({ resend: { isDisabled: true } });
  });

  it('shows the two-step code alone, with "back to sign-in" instead of the other ways', () => {
    const form = signInFixtures.twoStep.form;
    expect(form.title).toBe('Two-step verification');
    expect(form.intro).toBe('Enter the 6-digit code from your authenticator app.');
    expect(form.tabs).toBeUndefined();
    expect(form.fields).toMatchObject([{ kind: 'text', label: 'Verification code', autoFocus: true, maxLength: 6 }]);
    expect(form.checks).toEqual([]);
    expect(form.submit?.label).toBe('Confirm');
    expect(form.back?.label).toBe('Back to sign-in');
    expect(form.forgot).toBeUndefined();
    expect(form.social).toBeUndefined();
  });

  it('has no way to registration where registration is off, and no social row without networks', () => {
    const form = signInFormModel(fakeLoginForm({ registrationHref: undefined, social: { providers: [], signIn: async () => {} } }), 'Log in', t);
    expect(form.footer).toBeUndefined();
    expect(form.social).toBeUndefined();
  });

  it('opens registration through the given link in the modal', () => {
    const onClick = vi.fn();
    const form = signInFormModel(fakeLoginForm(), 'Log in', t, { href: '/en/registration', onClick });
    expect(form.footer?.link.onClick).toBe(onClick);
  });
});
