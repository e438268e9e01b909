import { describe, expect, it, vi } from 'vitest';
import { englishAuth as t, fakeRegistrationForm } from '../auth-form/fixture-kit.ts';
import { credentialsModel, registrationFormModel } from './use-registration-screen.ts';
import { registrationFixtures } from './fixtures.ts';

const labels = (fields: { kind: string; label?: string; legend?: string }[]) => fields.map((f) => `${f.kind}:${f.label ?? f.legend ?? ''}`);

describe('registrationFormModel', () => {
  it('shows one click with currency, bonus, promo code and the terms for the minimum age', () => {
    const form = registrationFixtures.empty.form;
    expect(form.title).toBe('Registration');
    expect(form.tabs).toMatchObject({ id: 'registration-type', label: 'Registration method', value: 'fast_reg' });
    expect(form.intro).toBe('We create a login and password for you. Save them on the next step.');
    expect(labels(form.fields)).toEqual(['select:Account currency', 'choice:Welcome bonus', 'text:Promo code']);
    expect(form.fields[2]).toMatchObject({ hint: 'Optional', autoComplete: 'off' });
    expect(form.checks).toMatchObject([{ label: 'I am at least 18 years old and accept the terms and conditions', checked: false, hasErrorLine: true }]);
    expect(form.submit).toEqual({ label: 'Register', isBusy: false, isDisabled: false });
    expect(form.social).toBeUndefined();
    expect(form.footer).toMatchObject({ text: 'Already have an account?', link: { label: 'Log in', href: '/en/user/login' } });
  });

  it('links the terms and conditions of the terms checkbox to the general terms, opened in a new tab', () => {
    const [terms] = registrationFixtures.empty.form.checks;
    expect(terms?.link).toEqual({ before: 'I am at least 18 years old and accept the ', text: 'terms and conditions', after: '', href: '/en/rules/general', newTabNote: '(opens in a new tab)' });
  });

  it('asks e-mail, password, date of birth, the names side by side and a login for e-mail registration', () => {
    const form = registrationFixtures.email.form;
    expect(labels(form.fields)).toEqual(['text:E-mail', 'password:Password', 'text:Date of birth', 'row:', 'text:Login', 'select:Account currency', 'choice:Welcome bonus', 'text:Promo code']);
    expect(form.fields[0]).toMatchObject({ type: 'email', autoComplete: 'email', value: 'ann@example.com' });
    expect(form.fields[1]).toMatchObject({ autoComplete: 'new-password', hint: '8 to 64 characters, with at least one letter and one digit' });
    const row = form.fields[3];
    if (row?.kind !== 'row') throw new Error('a row expected');
    expect(labels(row.fields)).toEqual(['text:First name', 'text:Last name']);
    expect(row.fields.map((f) => (f.kind === 'text' ? f.value : ''))).toEqual(['Ann', 'Lee']);
    expect(form.fields[5]).toMatchObject({ value: 'USD' });
    expect(form.fields[6]).toMatchObject({ value: 1 });
  });

  it('puts each field error on its field and the terms error under the terms', () => {
    const form = registrationFixtures.fieldErrors.form;
    expect(form.fields.slice(0, 3).map((f) => ('error' in f ? f.error : undefined))).toEqual(['Enter your e-mail', 'Enter a password', 'Enter your date of birth']);
    expect(form.checks[0]?.error).toBe('Accept the terms to register');
  });

  it('says it is registering while the call runs', () => {
    expect(registrationFixtures.submitting.form.submit).toEqual({ label: 'Registering…', isBusy: true, isDisabled: true });
  });

  it('asks for the phone and "get SMS code" first, then the code step and "register"', () => {
    expect(labels(registrationFixtures.phone.form.fields).slice(0, 1)).toEqual(['phone:Phone number']);
    expect(registrationFixtures.phone.form.submit?.label).toBe('Get SMS code');
    const form = registrationFixtures.smsStep.form;
    expect(form.fields[1]).toMatchObject({ kind: 'sms-code', sentText: 'We sent a 6-digit code to +7 912 345-67-89.', resend: { label: 'New code in 42 s', isDisabled: true } });
    expect(form.submit?.label).toBe('Register');
  });

  it('offers the networks instead of the submit button for social registration', () => {
    const setValue = vi.fn();
    const register = vi.fn(async () => {});
    const form = registrationFormModel(fakeRegistrationForm({ type: 'soc_reg', setValue, social: { providers: [{ id: 'google', label: 'Google' }], register } }), 'Registration', t);
    expect(form.submit).toBeUndefined();
    expect(form.social).toMatchObject({ title: 'Register with', buttons: [{ label: 'Google', ariaLabel: 'Register with Google' }] });
    form.social?.buttons[0]?.onPress();
    expect(register).toHaveBeenCalledWith('google');
    const promo = form.fields[2];
    if (promo?.kind !== 'text') throw new Error('promo code expected');
    promo.onText('WELCOME');
    expect(setValue).toHaveBeenCalledWith('promoCode', 'WELCOME');
  });
});

describe('credentialsModel', () => {
  it('is there only once registered', () => {
    expect(registrationFixtures.empty.credentials).toBeUndefined();
  });

  it('shows the new login and the password made by the server, with what was saved already', () => {
    expect(registrationFixtures.done.credentials).toMatchObject({
      title: 'Your account is ready',
      text: 'Save your login and password now: the password is shown only once.',
      login: '40512345',
      password: 'k7Hq2pLm',
      savedText: 'Saved to a file.',
      continueLabel: 'Continue',
    });
  });

  it('says the chosen password applies when the server made none', () => {
    const model = credentialsModel(fakeRegistrationForm({ step: 'done', credentials: { login: 'ann', password: null }, saved: [0, 2] }), t);
    expect(model?.text).toBe('You are signed in. Use this login or your e-mail with the password you chose.');
    expect(model?.savedText).toBe('Saved to a file. Opened in your e-mail program.');
  });
});
