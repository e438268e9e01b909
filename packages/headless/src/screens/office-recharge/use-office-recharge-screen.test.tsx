// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError } from '@bf/api-client/errors';
import { officeRechargeModel, useOfficeRechargeScreen, type OfficeRechargeInput, type OfficeRechargeOptions } from '@bf/headless/screens/office-recharge';
import { cardMethod as card, englishI18n, fakeApis, mainAccount as main, paymentsWrapper } from '../../payments/payments-test-kit.tsx';
import type { PaymentsApi } from '../../payments/payments-api.ts';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = await englishI18n();
  t = i18n.getFixedT('en', 'payments');
});
afterEach(cleanup);

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
  it('asks a player without a deposit limit to set one before depositing, else links to their limits', () => {
    expect(officeRechargeModel(input({ depositLimits: 'none' })).depositLimits).toEqual({
      text: 'You have no deposit limit. Set one before you deposit: it caps what you can pay in per day, week or month.',
      link: { label: 'Set a deposit limit', href: '/en/office/responsible' },
    });
    expect(officeRechargeModel(input({ depositLimits: 'set' })).depositLimits).toEqual({ text: null, link: { label: 'Your deposit limits', href: '/en/office/responsible' } });
    expect(officeRechargeModel(input({ depositLimits: null })).depositLimits).toBeNull();
  });

  it('shows the method limits and quick amounts in the account currency', () => {
    const model = officeRechargeModel(input());
    expect(model.status).toBe('ready');
    expect(model.title).toBe('Deposit');
    expect(model.amount.hint).toBe('From RUB\u00a0100.00 to RUB\u00a0600,000.00');
    expect(model.presets.map((preset) => preset.label)).toEqual(['RUB\u00a0500.00', 'RUB\u00a01,000.00', 'RUB\u00a05,000.00']);
    expect(model.methods).toMatchObject({ selected: 'card', options: [{ value: 'card', label: 'Bank card' }] });
    expect(model.available).toBeNull();
  });

  it('checks the typed amount against the limits in cents, and submits only a valid one', () => {
    expect(officeRechargeModel(input({ amountText: '99.99', isAmountTouched: true })).amount.error).toBe('The least you can deposit is RUB\u00a0100.00.');
    expect(officeRechargeModel(input({ amountText: '600000.01', isAmountTouched: true })).amount.error).toBe('The most you can deposit is RUB\u00a0600,000.00.');
    expect(officeRechargeModel(input({ amountText: '12.345', isAmountTouched: true })).amount.error).toBe('Enter an amount, such as 150 or 12.50.');
    expect(officeRechargeModel(input({ amountText: '', isAmountTouched: true })).amount.error).toBe('Enter an amount.');
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

  it('lets a deposit-limit check refuse an amount within the method limits (the responsible-gaming seam)', () => {
    const extraCheck = vi.fn((minor: number) => (minor > 200000 ? 'Your daily deposit limit is RUB 2,000.00.' : null));
    const over = input({ amountText: '2500', isAmountTouched: true, extraCheck });
    const model = officeRechargeModel(over);
    expect(model.amount.error).toBe('Your daily deposit limit is RUB 2,000.00.');
    expect(extraCheck).toHaveBeenCalledWith(250000, main);
    model.submit.onPress();
    expect(over.actions.submit).not.toHaveBeenCalled();
    expect(officeRechargeModel(input({ amountText: '2000', isAmountTouched: true, extraCheck })).amount.error).toBeNull();
  });

  it('offers no deposit on a bonus account (ACCT-005)', () => {
    const model = officeRechargeModel(input({ account: { ...main, type: 4 }, methods: undefined }));
    expect([model.status, model.unavailableText, model.submit.isDisabled]).toEqual(['unavailable', 'This account cannot be topped up. Choose your main or a currency account.', true]);
  });
});

describe('useOfficeRechargeScreen', () => {
  function render(startDeposit: PaymentsApi['startDeposit'], options: OfficeRechargeOptions = {}) {
    const apis = fakeApis(() => [main], { startDeposit });
    const navigate = vi.fn();
    return { ...renderHook(() => useOfficeRechargeScreen({ navigate, ...options }), { wrapper: paymentsWrapper(i18n, apis) }), navigate };
  }

  it('starts the deposit with the amount in cents and opens the provider page', async () => {
    const startDeposit = vi.fn(async () => ({ payment: {} as never, redirectUrl: '/web-api/officeapi/v1/payment-sim/5' }));
    const { result, navigate } = render(startDeposit);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.amount.onText('1500'));
    act(() => result.current.submit.onPress());
    expect(result.current.submit).toMatchObject({ isBusy: true, isDisabled: true, label: 'Opening the payment page…' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/web-api/officeapi/v1/payment-sim/5'));
    expect(startDeposit).toHaveBeenCalledWith({ accountId: 1, amountMinor: 150000, method: 'card', lang: 'en' }, expect.stringMatching(/^dep-1-/));
  });

  it('sends one deposit when the form is submitted twice before the first answer', async () => {
    let answer: (value: { payment: never; redirectUrl: string }) => void = () => undefined;
    const startDeposit = vi.fn(() => new Promise<{ payment: never; redirectUrl: string }>((resolve) => (answer = resolve)));
    const { result, navigate } = render(startDeposit);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.amount.onText('500'));
    const press = result.current.submit.onPress;
    act(() => {
      press();
      press();
    });
    act(() => result.current.submit.onPress());
    expect(startDeposit).toHaveBeenCalledTimes(1);
    await act(async () => answer({ payment: {} as never, redirectUrl: '/web-api/officeapi/v1/payment-sim/9' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal in the page language and retries the same amount with the same key', async () => {
    const startDeposit = vi.fn(async () => Promise.reject(new ApiError('The payment service is busy', 503)));
    const { result } = render(startDeposit);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.amount.onText('200'));
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(result.current.error).toBe('The payment could not be started. Try again.'));
    expect(result.current.submit.isBusy).toBe(false);
    act(() => result.current.submit.onPress());
    await waitFor(() => expect(startDeposit).toHaveBeenCalledTimes(2));
    const keys = startDeposit.mock.calls.map((call) => (call as unknown[])[1]);
    expect(keys[0]).toBe(keys[1]);
  });
});
