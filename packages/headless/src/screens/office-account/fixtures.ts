// Account summary models for the workbench: loading, three accounts with balances shown, and adding a currency.
import type { OfficeAccountModel } from './use-office-account-screen.ts';

const noop = () => undefined;

export const loading: OfficeAccountModel = {
  title: 'My account',
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
    { id: 1, title: 'Main account, RUB', balance: 'RUB 1,000.00', isActive: true, status: 'Active', makeActive: null, remove: null },
    { id: 2, title: 'Bonus account, RUB', balance: 'RUB 250.00', isActive: false, status: null, makeActive: { label: 'Make active', isBusy: false, isDisabled: false, onPress: noop }, remove: null },
    { id: 3, title: 'USD account', balance: '$50.00', isActive: false, status: null, makeActive: { label: 'Make active', isBusy: false, isDisabled: false, onPress: noop }, remove: { label: 'Remove', isDisabled: true, onPress: noop } },
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
