// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Payment } from '@bf/api-client/office';
import { paymentResultModel, usePaymentResultScreen, type PaymentResultInput } from '@bf/headless/screens/payment-result';
import { englishI18n, fakeApis, mainAccount as main, paymentsWrapper } from '../../payments/payments-test-kit.tsx';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = await englishI18n();
  t = i18n.getFixedT('en', 'payments');
});
afterEach(cleanup);

const payment: Payment = {
  id: 42,
  direction: 'deposit',
  accountId: 1,
  accountType: 0,
  iso: 'RUB',
  method: 'card',
  amount: '1500.00',
  amountMinor: 150000,
  status: 'success',
  settleAt: null,
  createdAt: '2026-11-24T22:00:00.000Z',
  updatedAt: '2026-11-24T22:00:00.000Z',
};

const input = (over: Partial<PaymentResultInput> = {}): PaymentResultInput => ({
  t,
  lng: 'en',
  direction: 'deposit',
  outcome: 'success',
  payment,
  account: { ...main, moneyMinor: 250000, money: '2500.00' },
  hideBalance: false,
  isLoading: false,
  ...over,
});

describe('payment result model', () => {
  it('shows a successful deposit, its amount and the new balance', () => {
    const model = paymentResultModel(input());
    expect([model.title, model.tone, model.text, model.note]).toEqual(['Deposit received', 'success', 'RUB\u00a01,500.00 is on your account.', null]);
    expect(model.rows.map((row) => [row.id, row.value])).toEqual([
      ['payment', '#42'],
      ['amount', 'RUB\u00a01,500.00'],
      ['method', 'Bank card'],
      ['status', 'Done'],
      ['balance', 'RUB\u00a02,500.00'],
    ]);
    expect(model.links.find((link) => link.isPrimary)).toMatchObject({ id: 'history', href: '/en/office/historypay' });
  });

  it('words each outcome of a deposit and a withdrawal, and leads back to try again after fail and cancel', () => {
    const titles = (['success', 'fail', 'pending', 'cancel'] as const).map((status) => paymentResultModel(input({ outcome: status, payment: { ...payment, status } })).title);
    expect(titles).toEqual(['Deposit received', 'The deposit failed', 'Your deposit is being processed', 'Deposit cancelled']);
    const withdrawal = { ...payment, direction: 'withdrawal' as const };
    const out = (['success', 'fail', 'pending', 'cancel'] as const).map((status) => paymentResultModel(input({ direction: 'withdrawal', outcome: status, payment: { ...withdrawal, status } })));
    expect(out.map((model) => model.title)).toEqual(['Withdrawal sent', 'The withdrawal failed', 'Your withdrawal is being processed', 'Withdrawal cancelled']);
    expect(out[1]!.text).toBe('The provider declined RUB\u00a01,500.00. The money is back on your account.');
    expect(out[3]!.links.find((link) => link.isPrimary)).toMatchObject({ id: 'again', label: 'Withdraw money', href: '/en/office/deduce' });
  });

  it('says a pending payment settles later; the payment read wins over the outcome in the URL (the page shows the balance plainly)', () => {
    const pending = paymentResultModel(input({ outcome: 'pending', payment: { ...payment, status: 'pending' } }));
    expect([pending.tone, pending.note]).toEqual(['warning', 'This page checks again by itself; the balance updates when the payment settles. You may leave it.']);
    // The page was opened at onpay/pending, but the payment has settled since.
    expect(paymentResultModel(input({ outcome: 'pending' })).title).toBe('Deposit received');
    // No payment read (no id, or not the player's): the URL's outcome in general words.
    expect(paymentResultModel(input({ outcome: 'cancel', payment: undefined, account: undefined })).text).toBe('You cancelled your payment. No money was taken.');
  });
});

describe('usePaymentResultScreen', () => {
  it('asks again while pending and shows the new balance once the payment settles', async () => {
    let settled = false;
    const getPayment = vi.fn(async () => ({ ...payment, status: settled ? ('success' as const) : ('pending' as const) }));
    const apis = fakeApis(() => [{ ...main, moneyMinor: settled ? 250000 : 100000, money: settled ? '2500.00' : '1000.00' }], { getPayment });
    const { result } = renderHook(() => usePaymentResultScreen({ direction: 'deposit' }), {
      wrapper: paymentsWrapper(i18n, apis, { path: '/en/onpay/pending?paymentId=42', pattern: '/:lng/onpay/:outcome' }),
    });
    await waitFor(() => expect(result.current.title).toBe('Your deposit is being processed'));
    await waitFor(() => expect(result.current.rows.find((row) => row.id === 'balance')?.value).toBe('RUB\u00a01,000.00'));
    expect(getPayment).toHaveBeenCalledWith(42);
    settled = true;
    await waitFor(() => expect(result.current.title).toBe('Deposit received'), { timeout: 5000 });
    await waitFor(() => expect(result.current.rows.find((row) => row.id === 'balance')?.value).toBe('RUB\u00a02,500.00'));
    const calls = getPayment.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Settled: no more asking.
    expect(getPayment.mock.calls.length).toBe(calls);
  }, 15_000);
});
