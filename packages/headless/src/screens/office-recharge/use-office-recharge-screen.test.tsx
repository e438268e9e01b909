// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Account, PaymentMethod } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { AccountsProvider, type OfficeServicesApi } from '@bf/headless/accounts';
import { officeRechargeModel, useOfficeRechargeScreen, type OfficeRechargeInput } from '@bf/headless/screens/office-recharge';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = createI18n('en', await loadMessages('en'));
  t = i18n.getFixedT('en', 'office');
});
afterEach(cleanup);

const main: Account = { id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '1000.00', moneyMinor: 100000, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null };
const card: PaymentMethod = { id: 'card', name: 'Bank card', minMinor: 10000, maxMinor: 60000000, presetsMinor: [50000, 100000] };

function input(over: Partial<OfficeRechargeInput> = {}): OfficeRechargeInput {
  return {
    t,
    lng: 'en',
    account: main,
    hideBalance: false,
    isLoaded: true,
    methods: [card],
    methodId: null,
    amountText: '',
    isAmountTouched: false,
    isBusy: false,
    error: null,
    actions: { selectMethod: vi.fn(), setAmountText: vi.fn(), submit: vi.fn(), touch: vi.fn() },
    ...over,
  };
}

describe('deposit model', () => {
  it('shows the method limits and quick amounts in the account currency', () => {
    const model = officeRechargeModel(input());
    expect(model.status).toBe('ready');
    expect(model.amount.hint).toBe('From RUB\u00a0100.00 to RUB\u00a0600,000.00');
    expect(model.presets.map((preset) => preset.label)).toEqual(['RUB\u00a0500.00', 'RUB\u00a01,000.00']);
    expect(model.methods).toMatchObject({ selected: 'card', options: [{ value: 'card', label: 'Bank card' }] });
  });

  it('checks the typed amount against the limits in cents, and submits only a valid one', () => {
    expect(officeRechargeModel(input({ amountText: '99.99', isAmountTouched: true })).amount.error).toBe('The least you can deposit is RUB\u00a0100.00.');
    expect(officeRechargeModel(input({ amountText: '600000.01', isAmountTouched: true })).amount.error).toBe('The most you can deposit is RUB\u00a0600,000.00.');
    expect(officeRechargeModel(input({ amountText: '12.345', isAmountTouched: true })).amount.error).toBe('Enter an amount, such as 150 or 12.50.');
    // Untouched, the empty field shows no error yet.
    expect(officeRechargeModel(input()).amount.error).toBeNull();
    const valid = input({ amountText: '150,5' });
    officeRechargeModel(valid).submit.onPress();
    expect(valid.actions.submit).toHaveBeenCalledWith(15050, 'card');
    const invalid = input({ amountText: '5' });
    officeRechargeModel(invalid).submit.onPress();
    expect(invalid.actions.submit).not.toHaveBeenCalled();
    expect(invalid.actions.touch).toHaveBeenCalled();
  });

  it('offers no deposit on a bonus account (ACCT-005)', () => {
    const model = officeRechargeModel(input({ account: { ...main, type: 4 }, methods: undefined }));
    expect([model.status, model.unavailableText, model.submit.isDisabled]).toEqual(['unavailable', 'This account cannot be topped up. Choose your main or a currency account.', true]);
  });
});

describe('useOfficeRechargeScreen', () => {
  function render(startDeposit: OfficeServicesApi['startDeposit']) {
    const api: OfficeServicesApi = {
      getAccounts: vi.fn(async () => [main]),
      setActiveAccount: vi.fn(),
      addCurrency: vi.fn(),
      removeCurrency: vi.fn(),
      getCurrencies: vi.fn(async () => []),
      getPaymentMethods: vi.fn(async () => ({ iso: 'RUB', methods: [card] })),
      startDeposit,
    };
    const navigate = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nextProvider i18n={i18n}>
          <AccountsProvider api={api} isSignedIn>
            {children}
          </AccountsProvider>
        </I18nextProvider>
      </SWRConfig>
    );
    return { ...renderHook(() => useOfficeRechargeScreen({ navigate }), { wrapper }), api, navigate };
  }

  it('starts the deposit with the amount in cents and opens the provider page', async () => {
    const startDeposit = vi.fn(async () => ({ payment: {} as never, redirectUrl: '/web-api/officeapi/v1/payment-sim/5' }));
    const { result, navigate } = render(startDeposit);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.amount.onText('1500'));
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/web-api/officeapi/v1/payment-sim/5'));
    expect(startDeposit).toHaveBeenCalledWith({ accountId: 1, amountMinor: 150000, method: 'card', lang: 'en' }, expect.stringMatching(/^dep-1-/));
  });

  it('shows the server refusal and retries the same amount with the same key', async () => {
    const startDeposit = vi.fn(async () => Promise.reject(new ApiError('The payment service is busy', 503)));
    const { result } = render(startDeposit);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.amount.onText('200'));
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(result.current.error).toBe('The payment service is busy'));
    expect(result.current.submit.isBusy).toBe(false);
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(startDeposit).toHaveBeenCalledTimes(2));
    const keys = startDeposit.mock.calls.map((call) => (call as unknown[])[1]);
    expect(keys[0]).toBe(keys[1]);
  });
});
