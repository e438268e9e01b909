import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { SecurityState } from '@bf/api-client/office';
import { initialSecurityState, officeSecurityModel, passwordChangeErrors, type OfficeSecurityInput } from '@bf/headless/screens/office-security';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  const i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'office');
});

const security = (level: number | null, over: Partial<SecurityState['protection_methods']> = {}, phone: string | null = null, extra: Partial<SecurityState> = {}): SecurityState =>
  ({
    protection_level: level,
    protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: true, ...over },
    activation_type: 1,
    phone,
    is_blocked: false,
    ...extra,
  }) as SecurityState;
const actions = () => ({ setPassword: vi.fn(), changePassword: vi.fn(), setTwoStepPassword: vi.fn(), toggleTwoStep: vi.fn(), setPhone: vi.fn(), setPhoneCode: vi.fn(), sendPhoneCode: vi.fn(), bindPhone: vi.fn(), toggleBlock: vi.fn() });
const input = (over: Partial<OfficeSecurityInput> = {}): OfficeSecurityInput => ({ t, security: security(40), email: 'p@example.com', state: initialSecurityState(), actions: actions(), ...over });

describe('protection meter', () => {
  it('bands the level: none, bad ≤ 30, normal 31–69, good 70–99, full ≥ 100', () => {
    const band = (level: number | null) => officeSecurityModel(input({ security: security(level) })).meter;
    expect(band(null)).toMatchObject({ band: 'none', text: 'Not set', level: 0 });
    expect(band(30)).toMatchObject({ band: 'bad', text: 'Weak (30)' });
    expect(band(31)).toMatchObject({ band: 'normal', text: 'Normal (31)' });
    expect(band(69).band).toBe('normal');
    expect(band(70)).toMatchObject({ band: 'good', text: 'Good (70)' });
    expect(band(99).band).toBe('good');
    expect(band(100)).toMatchObject({ band: 'full', text: 'Full (100)' });
    expect(band(110)).toMatchObject({ band: 'full', level: 110, max: 100 });
    // The meter shows the level capped at 100, in steps of ten.
    expect(band(110)).toMatchObject({ value: 100, filledSteps: 10 });
    expect(band(40)).toMatchObject({ value: 40, filledSteps: 4 });
    expect(band(null)).toMatchObject({ value: 0, filledSteps: 0 });
  });

  it('lists the protection methods on and off', () => {
    const model = officeSecurityModel(input({ security: security(90, { enable_phone_binding: true, enable_two_factor_auth: true }) }));
    expect(model.methods.map((m) => [m.label, m.value])).toEqual([
      ['Password changed since sign-up', 'Off'],
      ['E-mail address', 'On'],
      ['Phone bound', 'On'],
      ['Two-step sign-in', 'On'],
      ['Confirmed contacts', 'E-mail'],
    ]);
    expect(officeSecurityModel(input({ security: undefined })).status).toBe('loading');
  });

  it('names the activation type: 0 none, 1 e-mail, 2 e-mail and phone, 3 phone (UCFG-003 to UCFG-006)', () => {
    const activation = (type: 0 | 1 | 2 | 3) => officeSecurityModel(input({ security: { ...security(40), activation_type: type } })).methods.find((m) => m.id === 'activation');
    expect(activation(0)).toMatchObject({ value: 'None yet', isOn: false });
    expect(activation(1)).toMatchObject({ value: 'E-mail', isOn: true });
    expect(activation(2)).toMatchObject({ value: 'E-mail and phone', isOn: true });
    expect(activation(3)).toMatchObject({ value: 'Phone', isOn: true });
  });
});

describe('password change', () => {
  it('applies the sign-up rule: 8 to 64 characters with a letter and a digit, the repeat equal, the new one different', () => {
    expect(passwordChangeErrors({ old: '', next: '', repeat: '' })).toEqual({ old: 'required', next: 'required' });
    expect(passwordChangeErrors({ old: 'secret11', next: 'abc1', repeat: 'abc1' })).toEqual({ next: 'passwordShort' });
    expect(passwordChangeErrors({ old: 'secret11', next: `a${'1'.repeat(64)}`, repeat: '' })).toEqual({ next: 'passwordLong' });
    expect(passwordChangeErrors({ old: 'secret11', next: '12345678', repeat: '12345678' })).toEqual({ next: 'passwordLetter' });
    expect(passwordChangeErrors({ old: 'secret11', next: 'abcdefgh', repeat: 'abcdefgh' })).toEqual({ next: 'passwordDigit' });
    expect(passwordChangeErrors({ old: 'secret11', next: 'secret11', repeat: 'secret11' })).toEqual({ next: 'same' });
    expect(passwordChangeErrors({ old: 'secret11', next: 'newpass22', repeat: 'newpass2' })).toEqual({ repeat: 'mismatch' });
    expect(passwordChangeErrors({ old: 'secret11', next: 'newpass22', repeat: 'newpass22' })).toEqual({});
  });

  it('shows field errors only once the player has tried to send', () => {
    const draft = { ...initialSecurityState().password, old: 'secret11', next: 'short1', repeat: 'short1' };
    const before = officeSecurityModel(input({ state: { ...initialSecurityState(), password: draft } }));
    expect(before.password.fields.map((f) => f.error)).toEqual([undefined, undefined, undefined]);
    const after = officeSecurityModel(input({ state: { ...initialSecurityState(), password: { ...draft, isSubmitted: true } } }));
    expect(after.password.fields.map((f) => [f.label, f.error])).toEqual([
      ['Current password', undefined],
      ['New password', 'At least 8 characters.'],
      ['Repeat the new password', undefined],
    ]);
  });

  it('hands typed text and the submit to the actions', () => {
    const acts = actions();
    const model = officeSecurityModel(input({ actions: acts }));
    model.password.fields[1]!.onText('newpass22');
    model.password.submit.onPress();
    expect(acts.setPassword).toHaveBeenCalledWith('next', 'newpass22');
    expect(acts.changePassword).toHaveBeenCalledTimes(1);
  });
});

describe('two-step, phone and e-mail', () => {
  it('offers to turn two-step on when off and off when on', () => {
    expect(officeSecurityModel(input()).twoStep).toMatchObject({ isOn: false, status: 'Off: your password alone signs you in.', submit: { label: 'Turn on' } });
    expect(officeSecurityModel(input({ security: security(80, { enable_two_factor_auth: true }) })).twoStep).toMatchObject({ isOn: true, submit: { label: 'Turn off' } });
  });

  it('asks for the SMS code only after it was sent, and shows a bound phone', () => {
    const fresh = officeSecurityModel(input());
    expect(fresh.phone.code).toBeNull();
    expect(fresh.phone.bind).toBeNull();
    expect(fresh.phone.send.isDisabled).toBe(true);
    const state = initialSecurityState();
    const sent = officeSecurityModel(input({ state: { ...state, phone: { ...state.phone, number: '+4915123456789', sentTo: '+4915123456789' } } }));
    expect(sent.phone.code?.label).toBe('Code from the SMS');
    expect(sent.phone.bind?.isDisabled).toBe(true);
    expect(officeSecurityModel(input({ security: security(60, {}, '+4915123456789') })).phone.bound).toBe('Bound: +4915123456789');
  });

  it("says whether the e-mail is confirmed", () => {
    expect(officeSecurityModel(input()).email).toEqual({ title: 'E-mail', text: 'p@example.com: confirmed', isConfirmed: true });
    expect(officeSecurityModel(input({ security: security(30, { enable_email_auth: false }) })).email.text).toBe('p@example.com: not confirmed');
    expect(officeSecurityModel(input({ email: null })).email.text).toBe('No e-mail address on the account.');
  });

  it('asks to confirm a phone or an e-mail the activation type does not include (UCFG-020, UCFG-021)', () => {
    // Activation type 1 (e-mail only) with a bound phone: the phone needs activating, the e-mail does not.
    const phoneOnly = officeSecurityModel(input({ security: security(60, {}, '+4915123456789', { activation_type: 1 }) }));
    expect(phoneOnly.phone.activation).toBe('+4915123456789 is not confirmed yet: send a code to it and enter the code to confirm it.');
    expect(phoneOnly.email.isConfirmed).toBe(true);
    // Activation type 3 (phone only) with an e-mail: the e-mail needs activating.
    const emailToo = officeSecurityModel(input({ security: security(60, {}, '+4915123456789', { activation_type: 3 }) }));
    expect(emailToo.phone.activation).toBeNull();
    expect(emailToo.email).toEqual({ title: 'E-mail', text: 'p@example.com: not confirmed', isConfirmed: false });
    // Activation type 2 (both): nothing to confirm; activation type 0 with no phone: no phone notice.
    const both = officeSecurityModel(input({ security: security(60, {}, '+4915123456789', { activation_type: 2 }) }));
    expect([both.phone.activation, both.email.isConfirmed]).toEqual([null, true]);
    expect(officeSecurityModel(input({ security: security(60, {}, null, { activation_type: 0 }) })).phone.activation).toBeNull();
  });
});

describe('account block (UCFG-012)', () => {
  it('offers to block an account that is not blocked, and to unblock a blocked one', () => {
    const open = officeSecurityModel(input()).block;
    expect(open).toMatchObject({ title: 'Account block', status: 'Your account is not blocked.', isBlocked: false, toggle: { label: 'Block my account', isDisabled: false } });
    const blocked = officeSecurityModel(input({ security: security(40, {}, null, { is_blocked: true }) })).block;
    expect(blocked).toMatchObject({ status: 'Your account is blocked.', isBlocked: true, toggle: { label: 'Unblock my account' } });
  });

  it('hands the press to the toggle, not while loading or busy', () => {
    const given = actions();
    officeSecurityModel(input({ actions: given })).block.toggle.onPress();
    expect(given.toggleBlock).toHaveBeenCalledTimes(1);
    expect(officeSecurityModel(input({ security: undefined })).block.toggle.isDisabled).toBe(true);
    const state = initialSecurityState();
    expect(officeSecurityModel(input({ state: { ...state, block: { isBusy: true, message: null } } })).block.toggle).toMatchObject({ isBusy: true, isDisabled: true });
  });

  it('counts the contact fields as filled only with both a phone and an e-mail (UCFG-030)', () => {
    const contacts = (phone: string | null, email: string | null) => officeSecurityModel(input({ security: security(60, {}, phone), email })).contacts;
    expect(contacts('+4915123456789', 'p@example.com')).toEqual({ id: 'contacts', label: 'Contact details', value: 'Phone and e-mail given', isOn: true });
    expect(contacts(null, 'p@example.com')).toMatchObject({ value: 'Add both a phone and an e-mail', isOn: false });
    expect(contacts('+4915123456789', null).isOn).toBe(false);
  });
});
