// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createCouponStore, type CouponAccount, type CouponStore } from '@bf/headless/coupon';
import { useCouponSlipScreen } from '@bf/headless/screens/coupon-slip';
import { createI18n } from '../../i18n/create-i18n.ts';
import { loadMessages } from '../../i18n/load-messages.ts';
import { fakeCouponApi, feedBet, placedCoupon, placementWrapper, refusal, type Reply } from '../../coupon-placement/placement-test-kit.tsx';

// Issue 9 "the amount placed is the amount shown": a stake that cannot be read, is not finite, is negative, is under
// the minimum, over the maximum or over the balance keeps "Place bet" waiting with the reason at the field; the limits
// show before placing; what is placed is exactly the amount the field shows.

let i18n: I18n;
beforeAll(async () => {
  i18n = createI18n('en', await loadMessages('en'));
});
afterEach(cleanup);

/** The reference operator's site config: every coupon type has a minimum and a maximum stake. */
const config = { couponTypesWithMinAmount: [1, 2, 3, 4, 9], couponTypesWithMaxAmount: [1, 2, 3, 4, 9] };

function couponOf(odds: number[], amount: number, account: CouponAccount | null = null): CouponStore {
  const store = createCouponStore({ account });
  odds.forEach((coef, index) => store.addBet(feedBet(index + 1, coef)));
  store.setAmount(amount);
  return store;
}

function renderScreen(store: CouponStore, replies?: Reply[]) {
  const fake = fakeCouponApi(replies);
  const Placement = placementWrapper({ store, api: fake.api, config });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/en']}>
      <I18nextProvider i18n={i18n}>
        <Placement>{children}</Placement>
      </I18nextProvider>
    </MemoryRouter>
  );
  return { ...renderHook(() => useCouponSlipScreen(), { wrapper }), fake };
}

describe('the stake the slip places', () => {
  it('shows the minimum and maximum for the coupon type and currency before anything is placed: Min. ₽10 · Max. ₽100,000', () => {
    const { result } = renderScreen(couponOf([2.08, 2.61], 150));
    expect(result.current.stake).toMatchObject({ text: '150', hint: 'Min. ₽10 · Max. ₽100,000', error: null });
    expect(result.current.place).toMatchObject({ isDisabled: false, hint: null });
  });

  it.each([
    ['abc', 'Enter an amount, such as 150 or 12.50.'],
    ['1e309', 'That number is too large to be a stake.'],
    ['-5', 'A stake cannot be negative.'],
    ['10.005', 'Use at most two decimal places.'],
    ['', 'Enter an amount, such as 150 or 12.50.'],
  ])('keeps "%s" in the field with its reason, leaves the ₽150 stake alone and places nothing', async (typed, reason) => {
    const store = couponOf([2.08, 2.61], 150);
    const { result, fake } = renderScreen(store);
    await act(async () => expect(result.current.stake.onText(typed)).toBe(false));
    expect(store.state.amount).toBe(150);
    expect(result.current.stake).toMatchObject({ text: typed, error: reason, invalidText: reason });
    expect(result.current.place).toMatchObject({ isDisabled: true, hint: 'Check your stake.' });
    // No returns for a stake that would not be placed: 2.08 × 2.61 = 5.43 stays, the ₽150's ₽814.32 does not.
    expect(result.current.summary.map((row) => row.value)).toEqual(['5.43', '—']);
    await act(async () => result.current.place!.onPress());
    expect(fake.calls).toHaveLength(0);
  });

  it.each([
    ['9.99', 9.99, 'The minimum stake is ₽10'],
    ['0', 0, 'Enter a stake above 0.'],
    ['100000.01', 100_000.01, 'The maximum stake is ₽100,000'],
    ['99 999 999', 99_999_999, 'The maximum stake is ₽100,000'],
  ])('takes "%s" as the stake ₽%s but places nothing: "%s"', async (typed, amount, reason) => {
    const store = couponOf([2.08, 2.61], 150);
    const { result, fake } = renderScreen(store);
    await act(async () => expect(result.current.stake.onText(typed)).toBe(true));
    expect(store.state.amount).toBe(amount);
    expect(result.current.stake.error).toBe(reason);
    expect(result.current.place?.isDisabled).toBe(true);
    await act(async () => result.current.place!.onPress());
    expect(fake.calls).toHaveLength(0);
  });

  it('places nothing over the balance: ₽1,000 held, ₽1,000.01 typed; ₽1,000 goes', async () => {
    const store = couponOf([2.08, 2.61], 150, { iso: 'RUB', money: 1000, isBonus: false });
    const { result, fake } = renderScreen(store, [{ status: 200, body: { coupon: placedCoupon() } }]);
    await act(async () => void result.current.stake.onText('1000.01'));
    expect(result.current.stake.error).toBe('Your balance is ₽1,000: lower the stake.');
    expect(result.current.place?.isDisabled).toBe(true);
    await act(async () => void result.current.stake.onText('1000'));
    expect(result.current.stake.error).toBeNull();
    await act(async () => result.current.place!.onPress());
    expect(fake.calls.map((call) => call.body.amount)).toEqual([1000]);
  });

  it('learns the balance from a refusal for insufficient funds and then holds the stake back at the field', async () => {
    const store = couponOf([2.08, 2.61], 500);
    const { result, fake } = renderScreen(store, [refusal({ code: 'insufficient_funds', meta: { balance: 320.5, iso: 'RUB' } })]);
    await act(async () => result.current.place!.onPress());
    await waitFor(() => expect(result.current.problems).not.toBeNull());
    expect(fake.calls).toHaveLength(1);
    expect(result.current.stake.error).toBe('Your balance is ₽320.50: lower the stake.');
    expect(result.current.place?.isDisabled).toBe(true);
  });

  it('places exactly the amount typed: "12,34" goes as 12.34 and the slip pays 12.34 × 2.08 × 2.61 = 66.99 (66.993…)', async () => {
    const store = couponOf([2.08, 2.61], 150);
    const { result, fake } = renderScreen(store, [{ status: 200, body: { coupon: placedCoupon() } }]);
    await act(async () => void result.current.stake.onText('12,34'));
    expect(result.current.stake).toMatchObject({ text: '12.34', error: null });
    expect(result.current.summary.at(-1)?.value).toBe('₽66.99');
    await act(async () => result.current.place!.onPress());
    expect(fake.calls.map((call) => call.body.amount)).toEqual([12.34]);
  });

  it('drops a kept draft when a quick stake is chosen', async () => {
    const store = couponOf([2.08, 2.61], 150);
    const { result } = renderScreen(store);
    await act(async () => void result.current.stake.onText('abc'));
    const quick = result.current.quickAmounts.amounts[1]!;
    await act(async () => quick.onPress());
    expect(result.current.stake).toMatchObject({ text: String(store.state.amount), error: null });
    expect(result.current.place?.isDisabled).toBe(false);
  });

  it('checks each single on its own: one single of ₽5 holds the coupon back with the minimum at its field', async () => {
    const store = couponOf([2.08, 2.61], 150);
    store.setType(9);
    const { result } = renderScreen(store);
    await act(async () => void result.current.selections[0]!.stake!.onText('5'));
    expect(result.current.selections[0]!.stake!.error).toBe('The minimum stake is ₽10');
    expect(result.current.selections[1]!.stake!.error).toBeNull();
    expect(result.current.place?.isDisabled).toBe(true);
  });
});
