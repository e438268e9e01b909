// Security page models for the workbench: loading, a fresh player ("normal", 40), and one fully protected with errors shown.
import type { OfficeSecurityModel, SecurityField } from './use-office-security-screen.ts';

const noop = () => undefined;
const field = (id: string, label: string, type: SecurityField['type'], error?: string): SecurityField => ({ id, label, type, autoComplete: 'off', value: '', ...(error ? { error } : {}), onText: noop });
const button = (label: string, isDisabled = false) => ({ label, isBusy: false, isDisabled, onPress: noop });

export const ready: OfficeSecurityModel = {
  title: 'Security',
  status: 'ready',
  loadingText: 'Loading…',
  meter: { label: 'Protection level', level: 40, max: 100, value: 40, filledSteps: 4, band: 'normal', text: 'Normal (40)' },
  methods: [
    { id: 'password', label: 'Password changed since sign-up', value: 'Off', isOn: false },
    { id: 'email', label: 'E-mail address', value: 'On', isOn: true },
    { id: 'phone', label: 'Phone bound', value: 'Off', isOn: false },
    { id: 'two-step', label: 'Two-step sign-in', value: 'Off', isOn: false },
  ],
  password: {
    title: 'Change password',
    hint: '8 to 64 characters, with a letter and a digit.',
    fields: [field('password-old', 'Current password', 'password'), field('password-next', 'New password', 'password'), field('password-repeat', 'Repeat the new password', 'password')],
    submit: button('Change password'),
    message: null,
  },
  twoStep: { title: 'Two-step sign-in', status: 'Off: your password alone signs you in.', isOn: false, password: field('two-step-password', 'Your password, to confirm', 'password'), submit: button('Turn on'), message: null },
  phone: { title: 'Phone', bound: null, activation: null, number: field('phone-number', 'Phone number', 'tel'), code: null, send: button('Send code', true), bind: null, message: null },
  email: { title: 'E-mail', text: 'player@example.com: confirmed', isConfirmed: true },
  contacts: { id: 'contacts', label: 'Contact details', value: 'Add both a phone and an e-mail', isOn: false },
  block: {
    title: 'Account block',
    text: 'Block your account while you want to stay away, and unblock it when you come back.',
    status: 'Your account is not blocked.',
    isBlocked: false,
    toggle: button('Block my account'),
    message: null,
  },
};

export const loading: OfficeSecurityModel = { ...ready, status: 'loading', methods: [], meter: { ...ready.meter, level: 0, value: 0, filledSteps: 0, band: 'none', text: 'Not set' } };

export const fullWithErrors: OfficeSecurityModel = {
  ...ready,
  meter: { label: 'Protection level', level: 110, max: 100, value: 100, filledSteps: 10, band: 'full', text: 'Full (110)' },
  methods: ready.methods.map((method) => ({ ...method, value: 'On', isOn: true })),
  password: {
    ...ready.password,
    fields: [field('password-old', 'Current password', 'password', 'The current password is wrong.'), field('password-next', 'New password', 'password', 'Add a digit.'), field('password-repeat', 'Repeat the new password', 'password')],
    message: { text: 'The current password is wrong.', tone: 'error' },
  },
  twoStep: { ...ready.twoStep, isOn: true, status: 'On: signing in asks for your code too.', submit: button('Turn off'), message: { text: 'Your sign-in code: 123456. Keep it: you need it each time you sign in.', tone: 'info' } },
  block: { ...ready.block, status: 'Your account is blocked.', isBlocked: true, toggle: button('Unblock my account'), message: { text: 'Your account is blocked now.', tone: 'info' } },
  phone: { ...ready.phone, bound: 'Bound: +49 151 23456789', activation: '+49 151 23456789 is not confirmed yet: send a code to it and enter the code to confirm it.', code: field('phone-code', 'Code from the SMS', 'text'), bind: button('Bind phone'), message: { text: 'Code sent to +49 151 23456789.', tone: 'info' } },
};
