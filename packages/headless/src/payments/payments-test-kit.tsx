// Test helpers of the money screens: English messages, a fresh SWR cache, the accounts store and fake payment calls.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { vi } from 'vitest';
import type { Account, PaymentMethod } from '@bf/api-client/office';
import { AccountsProvider, type OfficeServicesApi } from '../accounts/use-accounts.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { PaymentsApiContext, type PaymentsApi } from './payments-api.ts';

export const englishI18n = async (): Promise<I18n> => createI18n('en', await loadMessages('en'));

export const mainAccount: Account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '1000.00', moneyMinor: 100000, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null };
export const bonusAccount: Account = { ...mainAccount, id: 2, type: 4, money: '0.00', moneyMinor: 0, isActive: false };
export const cardMethod: PaymentMethod = { id: 'card', name: 'Bank card', minMinor: 10000, maxMinor: 60000000, presetsMinor: [50000, 100000, 500000] };

/** Fake office calls; `getAccounts` answers `accounts()` each time it is called. */
export function fakeApis(accounts: () => Account[], over: Partial<PaymentsApi> = {}) {
  const office: OfficeServicesApi = {
    getAccounts: vi.fn(async () => accounts()),
    setActiveAccount: vi.fn(),
    addCurrency: vi.fn(),
    removeCurrency: vi.fn(),
    getCurrencies: vi.fn(async () => []),
    getPaymentMethods: vi.fn(async () => ({ iso: 'RUB', methods: [cardMethod] })),
    startDeposit: vi.fn(),
  };
  const payments: PaymentsApi = {
    getPaymentMethods: office.getPaymentMethods,
    startDeposit: vi.fn(),
    startWithdrawal: vi.fn(),
    getPayment: vi.fn(),
    getPayments: vi.fn(async () => ({ payments: [], nextBeforeId: null })),
    getLedger: vi.fn(async () => ({ entries: [], balanceMinor: 0, ledgerSumMinor: 0 })),
    ...over,
  };
  return { office, payments };
}

/** A wrapper with messages, a fresh cache, the accounts store and the payment calls, at `path` of `pattern`. */
export function paymentsWrapper(i18n: I18n, apis: ReturnType<typeof fakeApis>, at: { path: string; pattern: string } = { path: '/', pattern: '/' }) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nextProvider i18n={i18n}>
          <AccountsProvider api={apis.office} isSignedIn>
            <PaymentsApiContext.Provider value={apis.payments}>
              <MemoryRouter initialEntries={[at.path]}>
                <Routes>
                  <Route path={at.pattern} element={children} />
                </Routes>
              </MemoryRouter>
            </PaymentsApiContext.Provider>
          </AccountsProvider>
        </I18nextProvider>
      </SWRConfig>
    );
  };
}
