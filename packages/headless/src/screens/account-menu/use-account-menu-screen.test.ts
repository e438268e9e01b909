import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { Account } from '@bf/api-client/office';
import { accountMenuModel, type AccountMenuInput } from '@bf/headless/screens/account-menu';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let t: TFunction;
beforeAll(async () => {
  t = createI18n('en', await loadMessages('en')).getFixedT('en', 'office');
});

const acc = (over: Partial<Account>): Account => ({ id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '1000.00', moneyMinor: 100000, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null, ...over });
const main = acc({});
const bonus = acc({ id: 2, type: 4, money: '250.00', moneyMinor: 25000, isActive: false, bonus: { idBonus: 12, money: '250.00' } });
const eur = acc({ id: 3, type: 9, iso: 'EUR', symbol: '€', currencyId: 3, money: '20.00', moneyMinor: 2000, isActive: false });

function input(over: Partial<AccountMenuInput['accounts']> = {}, rest: Partial<AccountMenuInput> = {}): AccountMenuInput {
  return {
    t,
    lng: 'en',
    isSignedIn: true,
    accounts: { accounts: [main, bonus, eur], active: main, isLoaded: true, isAdding: false, isDeleting: false, isChanging: false, isUpdating: false, isAccountFrozen: false, isAvailableFirstDepositBonus: false, hideBalance: false, selectedAddCurrency: null, ...over },
    currencies: [
      { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian Ruble', isAdded: true },
      { id: 2, iso: 'USD', symbol: '$', name: 'US Dollar', isAdded: false },
      { id: 3, iso: 'EUR', symbol: '€', name: 'Euro', isAdded: true },
    ],
    notice: null,
    actions: { switchAccount: vi.fn(), addCurrency: vi.fn(), removeCurrency: vi.fn(), selectAddCurrency: vi.fn(), setHideBalance: vi.fn() },
    ...rest,
  };
}

describe('header account menu model (ACCT-001 to ACCT-009)', () => {
  it('shows the active balance on the trigger and names main (0), bonus (4) and currency (9) accounts', () => {
    const model = accountMenuModel(input());
    expect(model.trigger).toEqual({ label: 'Accounts, balance RUB\u00a01,000.00', balance: 'RUB\u00a01,000.00', iso: 'RUB' });
    expect(model.list.rows.map((row) => [row.title, row.balance, row.status])).toEqual([
      ['Main account, RUB', 'RUB\u00a01,000.00', 'Active'],
      ['Bonus account, RUB', 'RUB\u00a0250.00', null],
      ['EUR account', '€20.00', null],
    ]);
  });

  it('masks every balance while hidden, and the toggle shows them again', () => {
    const given = input({ hideBalance: true });
    const model = accountMenuModel(given);
    expect(model.trigger.label).toBe('Accounts, balance hidden');
    expect(model.list.rows.map((row) => row.balance)).toEqual(['••••', '••••', '••••']);
    expect(model.balanceToggle.label).toBe('Show balance');
    model.balanceToggle.onPress();
    expect(given.actions.setHideBalance).toHaveBeenCalledWith(false);
  });

  it('switches to another account by id; the active one has no switch', () => {
    const given = input();
    const model = accountMenuModel(given);
    expect(model.list.rows[0]!.makeActive).toBeNull();
    expect(model.list.rows[2]!.makeActive).toMatchObject({ label: 'Make active', ariaLabel: 'Make EUR account active' });
    model.list.rows[2]!.makeActive!.onPress();
    expect(given.actions.switchAccount).toHaveBeenCalledWith(3);
  });

  it('removes only an empty, inactive currency account; main and bonus have no remove', () => {
    expect(accountMenuModel(input()).list.rows.map((row) => row.remove?.isDisabled ?? null)).toEqual([null, null, true]);
    const empty = { ...eur, moneyMinor: 0, money: '0.00' };
    const given = input({ accounts: [main, bonus, empty] });
    const row = accountMenuModel(given).list.rows[2]!;
    expect(row.remove?.isDisabled).toBe(false);
    row.remove!.onPress();
    expect(given.actions.removeCurrency).toHaveBeenCalledWith(empty);
    // The active currency account cannot be removed.
    expect(accountMenuModel(input({ accounts: [{ ...main, isActive: false }, bonus, { ...empty, isActive: true }], active: { ...empty, isActive: true } })).list.rows[2]!.remove?.isDisabled).toBe(true);
  });

  it('offers only currencies not yet held, and adds the picked one; every action waits while one runs', () => {
    const given = input({ selectedAddCurrency: 2 });
    const model = accountMenuModel(given);
    expect(model.addCurrency.options).toEqual([{ value: '2', label: 'USD — US Dollar' }]);
    expect(model.addCurrency.value).toBe('2');
    model.addCurrency.submit.onPress();
    expect(given.actions.addCurrency).toHaveBeenCalledWith(expect.objectContaining({ id: 2, iso: 'USD' }));
    model.addCurrency.onChange('');
    expect(given.actions.selectAddCurrency).toHaveBeenCalledWith(null);
    const adding = accountMenuModel(input({ selectedAddCurrency: 2, isAdding: true }));
    expect(adding.addCurrency.submit).toMatchObject({ label: 'Adding…', isBusy: true, isDisabled: true });
    expect(adding.list.rows[1]!.makeActive?.isDisabled).toBe(true);
    // Nothing picked: nothing to add.
    expect(accountMenuModel(input()).addCurrency.submit.isDisabled).toBe(true);
  });

  it("shows the bonus account's bonus by its idBonus and money, masked with the balances (ACCT-006)", () => {
    expect(accountMenuModel(input()).list.rows.map((row) => row.bonus)).toEqual([null, 'Bonus no. 12: RUB\u00a0250.00', null]);
    expect(accountMenuModel(input({ hideBalance: true })).list.rows[1]!.bonus).toBe('Bonus no. 12: ••••');
    // A bonus account the API sent without its bonus shows none.
    expect(accountMenuModel(input({ accounts: [main, { ...bonus, bonus: null }] })).list.rows[1]!.bonus).toBeNull();
  });

  it('shows each store flag (ACCT-007): add, delete and change busy, the balance refresh, the frozen account, the first-deposit bonus, the picked currency', () => {
    const idle = accountMenuModel(input());
    expect([idle.isUpdating, idle.frozenNotice, idle.firstDepositBonus]).toEqual([false, null, null]);
    // is_changed_process.add: the add button waits and says so.
    expect(accountMenuModel(input({ selectedAddCurrency: 2, isAdding: true })).addCurrency.submit).toMatchObject({ label: 'Adding…', isBusy: true, isDisabled: true });
    // is_changed_process.delete: the remove buttons wait, the switches are off.
    const deleting = accountMenuModel(input({ isDeleting: true })).list.rows;
    expect([deleting[2]!.remove, deleting[2]!.makeActive]).toMatchObject([{ isBusy: true, isDisabled: true }, { isBusy: false, isDisabled: true }]);
    // is_changed_process.change: the switches wait.
    expect(accountMenuModel(input({ isChanging: true })).list.rows[2]!.makeActive).toMatchObject({ isBusy: true, isDisabled: true });
    // isUpdateBalanceProcess.
    expect(accountMenuModel(input({ isUpdating: true })).isUpdating).toBe(true);
    // isAccountFrozen.
    const frozenMain = { ...main, isFrozen: true };
    const frozen = accountMenuModel(input({ accounts: [frozenMain, bonus, eur], active: frozenMain, isAccountFrozen: true }));
    expect(frozen.frozenNotice).toBe('Your active account is frozen: no bets, deposits or withdrawals from it. Make another account active.');
    expect(frozen.list.rows[0]!.status).toBe('Frozen');
    // isAvailableFirstDepositBonus.
    expect(accountMenuModel(input({ isAvailableFirstDepositBonus: true })).firstDepositBonus).toEqual({ text: 'A first-deposit bonus is waiting for you.', link: { label: 'Make a deposit', href: '/en/office/recharge' } });
    // selectedAddCurrency: the picked currency is the select's value.
    expect(accountMenuModel(input({ selectedAddCurrency: 2 })).addCurrency.value).toBe('2');
  });

  it('is hidden for a visitor and says it is loading until the accounts answer', () => {
    expect(accountMenuModel(input({}, { isSignedIn: false })).isShown).toBe(false);
    const model = accountMenuModel(input({ isLoaded: false, accounts: [], active: undefined }));
    // The trigger shows the title meanwhile, and is named by what it shows (WCAG 2.5.3, label in name).
    expect([model.status, model.loadingText, model.trigger.label, model.trigger.balance, model.title]).toEqual(['loading', 'Loading your accounts…', 'Your accounts', '', 'Your accounts']);
  });
});
