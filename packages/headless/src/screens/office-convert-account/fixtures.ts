// Convert-account page models for the workbench: not allowed (0), the main account allowed (1), and asked already.
import type { OfficeConvertAccountModel } from './use-office-convert-account-screen.ts';

const noop = () => undefined;

export const notAllowed: OfficeConvertAccountModel = {
  title: 'Convert account',
  status: 'ready',
  statusText: null,
  allowed: 0,
  heading: null,
  text: 'Your account does not need converting.',
  facts: [],
  submit: null,
  result: null,
};

export const mainAllowed: OfficeConvertAccountModel = {
  ...notAllowed,
  allowed: 1,
  heading: 'Convert your HRK account',
  text: "Your main account in HRK can be converted to the site's current currency.",
  facts: [
    { id: 'account', label: 'Account', value: 'Main, HRK' },
    { id: 'balance', label: 'Balance', value: 'HRK 1,250.00' },
  ],
  submit: { label: 'Ask for the conversion', isBusy: false, isDisabled: false, onPress: noop },
};

export const requested: OfficeConvertAccountModel = {
  ...mainAllowed,
  text: 'You asked for the conversion on 01.03.2026, 10:00. We will let you know when it is done.',
  submit: null,
  result: { text: 'We have your request. We will let you know when it is done.', tone: 'success' },
};

export const loading: OfficeConvertAccountModel = { ...notAllowed, status: 'loading', statusText: 'Loading…', allowed: null, text: null };
