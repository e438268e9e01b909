// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Payment } from '@bf/api-client/office';
import { officeHistoryPayModel, useOfficeHistoryPayScreen, type OfficeHistoryPayInput } from '@bf/headless/screens/office-history-pay';
import { dateFormatter } from '../../i18n/date-format.ts';
import { bonusAccount, englishI18n, fakeApis, mainAccount as main, paymentsWrapper } from '../../payments/payments-test-kit.tsx';

let i18n: I18n;
let t: TFunction;
beforeAll(async () => {
  i18n = await englishI18n();
  t = i18n.getFixedT('en', 'payments');
});
afterEach(cleanup);

const payment = (id: number, over: Partial<Payment> = {}): Payment => ({
  id,
  direction: 'deposit',
  accountId: 1,
  accountType: 0,
  iso: 'RUB',
  method: 'card',
  amount: '1500.00',
  amountMinor: 150000,
  status: 'success',
  settleAt: null,
  createdAt: '2026-11-24T21:05:00.000Z',
  updatedAt: '2026-11-24T21:05:00.000Z',
  ...over,
});

const utc = dateFormatter('en', 'dateTime', { timeZone: 'UTC' });
const input = (over: Partial<OfficeHistoryPayInput> = {}): OfficeHistoryPayInput => ({
  t,
  lng: 'en',
  dates: utc,
  tab: 'main',
  payments: [payment(2, { direction: 'withdrawal', method: 'ewallet', amountMinor: 70000, status: 'pending' }), payment(1)],
  entries: undefined,
  bonusAccount: undefined,
  isLoaded: true,
  isError: false,
  page: 0,
  hasOlder: false,
  actions: { setTab: vi.fn(), newer: vi.fn(), older: vi.fn() },
  ...over,
});

describe('payment history model', () => {
  it('lists deposits and withdrawals with signed amounts, methods, statuses and dates in the page language', () => {
    const model = officeHistoryPayModel(input());
    expect(model.rows.map((row) => [row.type, row.detail, row.amount, row.status, row.tone])).toEqual([
      ['Withdrawal', 'E-wallet', '\u2212RUB\u00a0700.00', 'Processing', 'neutral'],
      ['Deposit', 'Bank card', '+RUB\u00a01,500.00', 'Done', 'up'],
    ]);
    expect(model.rows[1]!.date).toBe('Nov 24, 2026, 9:05 PM');
    expect(model.tabs.options.map((option) => option.label)).toEqual(['Main account', 'Bonus account']);
    expect(model.paging.label).toBeNull();
  });

  it('shows the bonus account movements, and says when there is no bonus account', () => {
    const bonus = officeHistoryPayModel(
      input({ tab: 'bonus', bonusAccount, entries: [{ id: 9, accountId: 2, kind: 'bonus', amountMinor: 150000, balanceAfterMinor: 150000, couponId: null, paymentId: 1, createdAt: '2026-11-24T21:05:00.000Z' }] }),
    );
    expect(bonus.rows.map((row) => [row.type, row.amount])).toEqual([['Deposit bonus', '+RUB\u00a01,500.00']]);
    expect(officeHistoryPayModel(input({ tab: 'bonus' }))).toMatchObject({ status: 'empty', message: 'You have no bonus account.' });
    expect(officeHistoryPayModel(input({ payments: [] }))).toMatchObject({ status: 'empty', message: 'No payments yet.' });
  });
});

describe('useOfficeHistoryPayScreen', () => {
  it('pages through the payments 10 at a time and back', async () => {
    const getPayments = vi.fn(async ({ beforeId }: { beforeId?: number } = {}) => {
      const top = beforeId ?? 13;
      const ids = Array.from({ length: Math.min(10, top - 1) }, (_, index) => top - 1 - index);
      return { payments: ids.map((id) => payment(id)), nextBeforeId: ids.at(-1)! > 1 ? ids.at(-1)! : null };
    });
    const apis = fakeApis(() => [main, bonusAccount], { getPayments });
    const { result } = renderHook(() => useOfficeHistoryPayScreen(), { wrapper: paymentsWrapper(i18n, apis) });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.paging).toMatchObject({ label: 'Page 1', newer: { isDisabled: true }, older: { isDisabled: false } });
    act(() => result.current.paging.older.onPress());
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['p2', 'p1']));
    expect(getPayments).toHaveBeenLastCalledWith({ limit: 10, beforeId: 3 });
    expect(result.current.paging).toMatchObject({ label: 'Page 2', older: { isDisabled: true } });
    act(() => result.current.paging.newer.onPress());
    await waitFor(() => expect(result.current.rows[0]!.id).toBe('p12'));
    act(() => result.current.tabs.onChange('bonus'));
    await waitFor(() => expect(result.current.message).toBe('No bonus money yet.'));
    expect(apis.payments.getLedger).toHaveBeenCalledWith(2, { limit: 10, beforeId: undefined });
  });
});
