// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError } from '@bf/api-client/errors';
import { officeDeduceModel, useOfficeDeduceScreen, type OfficeDeduceInput } from '@bf/headless/screens/office-deduce';
import { cardMethod as card, englishI18n, fakeApis, mainAccount as main, paymentsWrapper } from '../../payments/payments-test-kit.tsx';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = await englishI18n();
  t = i18n.getFixedT('en', 'payments');
});
afterEach(cleanup);

function input(over: Partial<OfficeDeduceInput> = {}): OfficeDeduceInput {
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

describe('withdrawal model', () => {
  it('shows what may be paid out and only the quick amounts the balance covers', () => {
    const model = officeDeduceModel(input());
    expect(model.title).toBe('Withdraw');
    expect(model.available).toEqual({ label: 'Available to withdraw', value: 'RUB\u00a01,000.00' });
    // RUB 1,000.00 on the account: 500 and 1,000 are offered, 5,000 is not.
    expect(model.presets.map((preset) => preset.label)).toEqual(['RUB\u00a0500.00', 'RUB\u00a01,000.00']);
    expect(model.submit.label).toBe('Continue to withdrawal');
  });

  it('refuses more than the balance with a clear message and sends nothing', () => {
    const over = input({ amountText: '1000.01', isAmountTouched: true });
    const model = officeDeduceModel(over);
    expect(model.amount.error).toBe('You can withdraw at most RUB\u00a01,000.00, your balance.');
    model.submit.onPress();
    expect(over.actions.submit).not.toHaveBeenCalled();
    const all = input({ amountText: '1000' });
    officeDeduceModel(all).submit.onPress();
    expect(all.actions.submit).toHaveBeenCalledWith(100000, 'card');
    expect(officeDeduceModel(input({ amountText: '99', isAmountTouched: true })).amount.error).toBe('The least you can withdraw is RUB\u00a0100.00.');
  });

  it('pays nothing out of a bonus account', () => {
    const model = officeDeduceModel(input({ account: { ...main, type: 4 }, methods: undefined }));
    expect([model.status, model.unavailableText]).toEqual(['unavailable', 'Nothing can be withdrawn from this account. Choose your main or a currency account.']);
  });
});

describe('useOfficeDeduceScreen', () => {
  it('starts the withdrawal in cents and opens the provider page', async () => {
    const startWithdrawal = vi.fn(async () => ({ payment: {} as never, redirectUrl: '/web-api/officeapi/v1/payment-sim/7' }));
    const apis = fakeApis(() => [main], { startWithdrawal });
    const navigate = vi.fn();
    const { result } = renderHook(() => useOfficeDeduceScreen({ navigate }), { wrapper: paymentsWrapper(i18n, apis) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(apis.payments.getPaymentMethods).toHaveBeenCalledWith(1, 'withdrawal');
    act(() => result.current.amount.onText('250.50'));
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/web-api/officeapi/v1/payment-sim/7'));
    expect(startWithdrawal).toHaveBeenCalledWith({ accountId: 1, amountMinor: 25050, method: 'card', lang: 'en' }, expect.stringMatching(/^wd-1-/));
  });

  it("says the balance is short when the server refuses for it, and reloads the balance", async () => {
    let balance = 100000;
    const startWithdrawal = vi.fn(async () => Promise.reject(new ApiError('short', 400, [{ code: 'insufficient_funds', detail: 'short' }])));
    const apis = fakeApis(() => [{ ...main, moneyMinor: balance, money: (balance / 100).toFixed(2) }], { startWithdrawal });
    const { result } = renderHook(() => useOfficeDeduceScreen({ navigate: vi.fn() }), { wrapper: paymentsWrapper(i18n, apis) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    balance = 20000; // a bet elsewhere spent most of it meanwhile
    act(() => result.current.amount.onText('900'));
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(result.current.error).toBe('Your balance is too low for this amount.'));
    await waitFor(() => expect(result.current.available?.value).toBe('RUB\u00a0200.00'));
    expect(result.current.amount.error).toBe('You can withdraw at most RUB\u00a0200.00, your balance.');
  });
});
