// Header account menu models for the workbench: loading, three accounts shown, balance hidden, adding a currency.
import type { AccountMenuModel } from './use-account-menu-screen.ts';

const noop = () => undefined;
const action = (label: string, over: { isBusy?: boolean; isDisabled?: boolean; ariaLabel?: string } = {}) => ({ label, isBusy: false, isDisabled: false, onPress: noop, ...over });

export const loading: AccountMenuModel = {
  isShown: true,
  trigger: { label: 'Your accounts', balance: '', iso: '' },
  title: 'Your accounts',
  closeLabel: 'Close',
  status: 'loading',
  loadingText: 'Loading your accounts…',
  isUpdating: false,
  frozenNotice: null,
  firstDepositBonus: null,
  balanceToggle: { label: 'Hide balance', isHidden: false, onPress: noop },
  list: { label: 'Accounts', rows: [] },
  notice: null,
  addCurrency: { title: 'Add a currency', label: 'Currency', placeholder: 'Choose a currency', options: [], value: '', onChange: noop, submit: action('Add', { isDisabled: true }) },
};

export const withAccounts: AccountMenuModel = {
  ...loading,
  trigger: { label: 'Accounts, balance RUB 1,000.00', balance: 'RUB 1,000.00', iso: 'RUB' },
  status: 'ready',
  list: {
    label: 'Accounts',
    rows: [
      { id: 1, title: 'Main account, RUB', balance: 'RUB 1,000.00', isActive: true, status: 'Active', bonus: null, makeActive: null, remove: null },
      { id: 2, title: 'Bonus account, RUB', balance: 'RUB 250.00', isActive: false, status: null, bonus: 'Bonus no. 2: RUB 250.00', makeActive: action('Make active', { ariaLabel: 'Make Bonus account, RUB active' }), remove: null },
      { id: 3, title: 'USD account', balance: '$50.00', isActive: false, status: null, bonus: null, makeActive: action('Make active', { ariaLabel: 'Make USD account active' }), remove: action('Remove', { ariaLabel: 'Remove USD account', isDisabled: true }) },
      { id: 4, title: 'EUR account', balance: '€0.00', isActive: false, status: null, bonus: null, makeActive: action('Make active', { ariaLabel: 'Make EUR account active' }), remove: action('Remove', { ariaLabel: 'Remove EUR account' }) },
    ],
  },
  notice: 'Account 3 will be set as active',
  addCurrency: {
    ...loading.addCurrency,
    options: [
      { value: '4', label: 'KZT — Kazakhstani Tenge' },
      { value: '5', label: 'TRY — Turkish Lira' },
    ],
  },
};

export const hidden: AccountMenuModel = {
  ...withAccounts,
  trigger: { label: 'Accounts, balance hidden', balance: '••••', iso: 'RUB' },
  balanceToggle: { label: 'Show balance', isHidden: true, onPress: noop },
  list: { ...withAccounts.list, rows: withAccounts.list.rows.map((row) => ({ ...row, balance: '••••' })) },
  notice: null,
};

export const adding: AccountMenuModel = {
  ...withAccounts,
  notice: null,
  addCurrency: { ...withAccounts.addCurrency, value: '4', submit: action('Adding…', { isBusy: true, isDisabled: true }) },
};

export const signedOut: AccountMenuModel = { ...loading, isShown: false };

/** The active account frozen, and the first-deposit bonus still on offer (ACCT-007). */
export const frozenWithBonusOffer: AccountMenuModel = {
  ...withAccounts,
  notice: null,
  frozenNotice: 'Your active account is frozen: no bets, deposits or withdrawals from it. Make another account active.',
  firstDepositBonus: { text: 'A first-deposit bonus is waiting for you.', link: { label: 'Make a deposit', href: '/en/office/recharge' } },
  list: { ...withAccounts.list, rows: withAccounts.list.rows.map((row) => (row.id === 1 ? { ...row, status: 'Frozen' } : row)) },
};
