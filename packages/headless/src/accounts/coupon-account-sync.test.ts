import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@bf/api-client/office';
import { createAccountsStore, syncCouponWithAccounts, type AccountsApi } from '@bf/headless/accounts';
import { createCouponStore } from '@bf/headless/coupon';

const account = (over: Partial<Account>): Account => ({
  id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '1000.00', moneyMinor: 100000, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null, ...over,
});
const main = account({});
const eur = account({ id: 7, type: 9, iso: 'EUR', symbol: '€', currencyId: 3, money: '20.00', moneyMinor: 2000, isActive: false });

function setup() {
  let list: Account[] = [main, eur];
  const api: AccountsApi = {
    getAccounts: vi.fn(async () => list),
    setActiveAccount: vi.fn(async (id: number) => (list = list.map((item) => ({ ...item, isActive: item.id === id })))),
    addCurrency: vi.fn(),
    removeCurrency: vi.fn(),
  };
  const accounts = createAccountsStore({ api, log: vi.fn() });
  const coupon = createCouponStore();
  const stop = syncCouponWithAccounts(accounts, coupon);
  return { api, accounts, coupon, stop, setList: (next: Account[]) => (list = next) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the coupon follows the active account (COUPON-058, spec S2 §9)', () => {
  it('takes the balance of the main account the page starts on, without a switch: a restored prepaid amount stays', async () => {
    const { accounts, coupon } = setup();
    coupon.setAvailablePrepaidAmount(5);
    await accounts.refresh();
    await settle();
    expect(coupon.state.accountId).toBeNull();
    expect(coupon.state.account).toEqual({ iso: 'RUB', money: 1000, isBonus: false });
    expect(coupon.state.availablePrepaidAmount).toBe(5);
  });

  it('switching to the EUR account resets the prepaid amount to 0 and pays from account 7 in euros', async () => {
    const { accounts, coupon } = setup();
    await accounts.refresh();
    coupon.setAvailablePrepaidAmount(150);
    expect(coupon.state.availablePrepaidAmount).toBe(150);
    await accounts.switchAccount(7);
    await settle();
    expect(coupon.state.availablePrepaidAmount).toBe(0);
    expect(coupon.state.accountId).toBe(7);
    expect(coupon.state.account).toEqual({ iso: 'EUR', money: 20, isBonus: false });
    // Back to the main account: again nothing prepaid, roubles again.
    coupon.setAvailablePrepaidAmount(40);
    await accounts.switchAccount(1);
    await settle();
    expect(coupon.state.availablePrepaidAmount).toBe(0);
    expect(coupon.state).toMatchObject({ accountId: 1, account: { iso: 'RUB', money: 1000, isBonus: false } });
  });

  it('reads the balances again once a coupon is placed, and the coupon checks stakes against the new balance', async () => {
    const { api, accounts, coupon, setList } = setup();
    await accounts.switchAccount(7);
    await settle();
    const reads = vi.mocked(api.getAccounts).mock.calls.length;
    setList([{ ...main, isActive: false }, { ...eur, isActive: true, moneyMinor: 1500, money: '15.00' }]);
    coupon.setSuccessCoupon({ id: '55', amount: 5, coef: 1.8 });
    await settle();
    await settle();
    expect(vi.mocked(api.getAccounts).mock.calls.length).toBe(reads + 1);
    expect(coupon.state.account).toEqual({ iso: 'EUR', money: 15, isBonus: false });
  });

  it('stops following once unsubscribed', async () => {
    const { accounts, coupon, stop } = setup();
    stop();
    await accounts.switchAccount(7);
    await settle();
    expect(coupon.state.accountId).toBeNull();
  });
});
