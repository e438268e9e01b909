// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Account } from '@bf/api-client/office';
import { AccountsProvider, type OfficeServicesApi } from '@bf/headless/accounts';
import { officeAccountModel, useOfficeAccountScreen, type OfficeAccountInput } from '@bf/headless/screens/office-account';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'office');
});
afterEach(cleanup);

const acc = (over: Partial<Account>): Account => ({ id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '1000.00', moneyMinor: 100000, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null, ...over });
const main = acc({});
const bonus = acc({ id: 2, type: 4, money: '250.00', moneyMinor: 25000, isActive: false });
const usd = acc({ id: 3, type: 9, iso: 'USD', currencyId: 2, money: '50.00', moneyMinor: 5000, isActive: false });

function input(over: Partial<OfficeAccountInput['accounts']> = {}): OfficeAccountInput {
  return {
    t,
    lng: 'en',
    accounts: { accounts: [main, bonus, usd], active: main, isLoaded: true, isAdding: false, isDeleting: false, isChanging: false, hideBalance: false, selectedAddCurrency: null, ...over },
    currencies: [
      { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian Ruble', isAdded: true },
      { id: 3, iso: 'EUR', symbol: '€', name: 'Euro', isAdded: false },
    ],
    notice: null,
    actions: { switchAccount: vi.fn(), removeCurrency: vi.fn(), addCurrency: vi.fn(), selectAddCurrency: vi.fn(), setHideBalance: vi.fn() },
  };
}

describe('account summary model', () => {
  it('names each account, shows its balance, and lets only a non-active one be made active', () => {
    const model = officeAccountModel(input());
    expect(model.rows.map((row) => [row.title, row.balance, row.status])).toEqual([
      ['Main account, RUB', 'RUB\u00a01,000.00', 'Active'],
      ['Bonus account, RUB', 'RUB\u00a0250.00', null],
      ['USD account', '$50.00', null],
    ]);
    expect(model.rows[0]?.makeActive).toBeNull();
    expect(model.rows[1]?.remove).toBeNull();
    // A currency account with money cannot be removed.
    expect(model.rows[2]?.remove?.isDisabled).toBe(true);
    expect([model.deposit?.href, model.withdraw?.href]).toEqual(['/en/office/recharge', '/en/office/deduce']);
  });

  it('shows an account\'s label and points, and a wallet counted in points by its points (ACCT-001)', () => {
    const named = acc({ label: 'Holiday fund', points: 1250 });
    const loyalty = acc({ id: 4, type: 9, iso: 'USD', isActive: false, points: 5400, isPointsTypeBalance: true });
    const model = officeAccountModel({ ...input(), accounts: { ...input().accounts, accounts: [named, loyalty] } });
    expect(model.rows.map((row) => [row.label, row.balance, row.points])).toEqual([
      ['Holiday fund', 'RUB\u00a01,000.00', 'Points: 1,250'],
      [null, '5,400 points', null],
    ]);
    const hidden = officeAccountModel({ ...input(), accounts: { ...input().accounts, accounts: [named, loyalty], hideBalance: true } });
    expect(hidden.rows.map((row) => [row.balance, row.points])).toEqual([
      ['••••', null],
      ['••••', null],
    ]);
  });

  it('masks balances while hidden and offers only currencies not yet held', () => {
    const model = officeAccountModel(input({ hideBalance: true }));
    expect(model.rows.map((row) => row.balance)).toEqual(['••••', '••••', '••••']);
    expect(model.balanceToggle.label).toBe('Show balance');
    expect(model.addCurrency.options).toEqual([{ value: 3, label: 'EUR — Euro' }]);
    expect(model.addCurrency.submit.isDisabled).toBe(true);
  });

  it('disables every change while one is in progress (ACCT-008)', () => {
    const model = officeAccountModel(input({ isAdding: true, selectedAddCurrency: 3 }));
    expect(model.addCurrency.submit).toMatchObject({ label: 'Adding…', isBusy: true, isDisabled: true });
    expect(model.rows[1]?.makeActive?.isDisabled).toBe(true);
  });

  it('offers no deposit or withdrawal while the bonus account is active', () => {
    const model = officeAccountModel(input({ accounts: [{ ...main, isActive: false }, { ...bonus, isActive: true }], active: { ...bonus, isActive: true } }));
    expect([model.deposit, model.withdraw]).toEqual([null, null]);
  });
});

describe('useOfficeAccountScreen', () => {
  it('switches the active account and says it will be set, with its id (ACCT-012)', async () => {
    const api: OfficeServicesApi = {
      getAccounts: vi.fn(async () => [main, usd]),
      setActiveAccount: vi.fn(async () => [{ ...main, isActive: false }, { ...usd, isActive: true }]),
      addCurrency: vi.fn(),
      removeCurrency: vi.fn(),
      getCurrencies: vi.fn(async () => []),
      getPaymentMethods: vi.fn(),
      startDeposit: vi.fn(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <I18nextProvider i18n={i18n}>
          <AccountsProvider api={api} isSignedIn hideBalance={false}>
            {children}
          </AccountsProvider>
        </I18nextProvider>
      </SWRConfig>
    );
    const { result } = renderHook(() => useOfficeAccountScreen({ routeId: 'office-account' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.rows[1]?.makeActive?.onPress());
    await waitFor(() => expect(result.current.notice).toBe('Account 3 will be set as active'));
    expect(result.current.rows.map((row) => row.isActive)).toEqual([false, true]);
  });
});
