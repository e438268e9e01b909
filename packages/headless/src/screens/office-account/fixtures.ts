// Account summary models for the workbench: loading, three accounts with balances shown, and adding a currency.
import type { OfficeAccountModel } from './use-office-account-screen.ts';
import type { PersonalDataField, PersonalDataModel } from './personal-data.ts';

const noop = () => undefined;

export const loading: OfficeAccountModel = {
  title: 'My account',
  accountsTitle: 'Accounts and balances',
  status: 'loading',
  loadingText: 'Loading your accounts…',
  balanceToggle: { label: 'Show balance', isHidden: true, onPress: noop },
  rows: [],
  notice: null,
  addCurrency: { title: 'Add a currency', options: [], selected: null, onSelect: noop, submit: { label: 'Add', isBusy: false, isDisabled: true, onPress: noop } },
  deposit: null,
  withdraw: null,
};

export const withAccounts: OfficeAccountModel = {
  ...loading,
  status: 'ready',
  balanceToggle: { label: 'Hide balance', isHidden: false, onPress: noop },
  rows: [
    { id: 1, title: 'Main account, RUB', label: 'Holiday fund', balance: 'RUB 1,000.00', points: 'Points: 1,250', isActive: true, status: 'Active', makeActive: null, remove: null },
    { id: 2, title: 'Bonus account, RUB', label: null, balance: 'RUB 250.00', points: null, isActive: false, status: null, makeActive: { label: 'Make active', isBusy: false, isDisabled: false, onPress: noop }, remove: null },
    { id: 3, title: 'USD account', label: null, balance: '$50.00', points: null, isActive: false, status: null, makeActive: { label: 'Make active', isBusy: false, isDisabled: false, onPress: noop }, remove: { label: 'Remove', isDisabled: true, onPress: noop } },
  ],
  addCurrency: {
    title: 'Add a currency',
    options: [
      { value: 3, label: 'EUR — Euro' },
      { value: 4, label: 'KZT — Kazakhstani Tenge' },
    ],
    selected: null,
    onSelect: noop,
    submit: { label: 'Add', isBusy: false, isDisabled: true, onPress: noop },
  },
  deposit: { label: 'Deposit', href: '/en/office/recharge' },
  withdraw: { label: 'Withdraw', href: '/en/office/deduce' },
};

export const addingCurrency: OfficeAccountModel = {
  ...withAccounts,
  addCurrency: { ...withAccounts.addCurrency, selected: 3, submit: { label: 'Adding…', isBusy: true, isDisabled: true, onPress: noop } },
  notice: 'Account 3 will be set as active',
};

const field = (id: PersonalDataField['id'], label: string, value = '', isRequired = false, error?: string): PersonalDataField => ({
  id,
  label: isRequired ? `${label} (required)` : label,
  type: id.endsWith('Date') ? 'date' : 'text',
  value,
  isRequired,
  ...(error ? { error } : {}),
  onText: noop,
});

/** Personal data of a one-click player: nothing filled yet, the required fields listed. */
export const personalMissing: PersonalDataModel = {
  title: 'Personal data',
  status: 'ready',
  loadingText: 'Loading your accounts…',
  facts: [
    { id: 'login', label: 'Login', value: '40512345' },
    { id: 'email', label: 'E-mail', value: 'Not given' },
    { id: 'phone', label: 'Phone', value: 'Not given' },
    { id: 'registered', label: 'Registered', value: '24 November 2026' },
    { id: 'account', label: 'Account number', value: '1001' },
  ],
  required: { text: 'To complete your profile, fill in: First name, Last name, Date of birth, Registration address, Passport number, Passport issue date.', isComplete: false },
  fields: [
    field('name', 'First name', '', true),
    field('surname', 'Last name', '', true),
    field('middleName', 'Middle name'),
    field('birthdayDate', 'Date of birth', '', true),
    field('birthdayPlace', 'Place of birth'),
    field('region', 'Region'),
    field('city', 'City'),
    field('registrationAddress', 'Registration address', '', true),
    field('passportSeries', 'Passport series'),
    field('passportNumber', 'Passport number', '12', true, 'Check the format of this field.'),
    field('passportIssueDate', 'Passport issue date', '', true),
    field('passportIssuedBy', 'Issued by'),
    field('inn', 'Taxpayer number'),
  ],
  submit: { label: 'Save', isBusy: false, isDisabled: false, onPress: noop },
  message: null,
  verifyLink: { label: 'Verify your account', href: '/en/office/verification' },
};

/** Personal data complete and just saved. */
export const personalComplete: PersonalDataModel = {
  ...personalMissing,
  required: { text: 'Your profile is complete.', isComplete: true },
  fields: personalMissing.fields.map((item) => ({ ...item, value: item.id.endsWith('Date') ? '1990-05-17' : item.id === 'passportNumber' ? '4510123456' : 'Anna', error: undefined })),
  message: { text: 'Your personal data is saved.', tone: 'info' },
  verifyLink: null,
};
