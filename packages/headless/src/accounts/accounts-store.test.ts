import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { createAccountsStore, type AccountsApi } from '@bf/headless/accounts';

const account = (over: Partial<Account>): Account => ({
  id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '0.00', moneyMinor: 0, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null, ...over,
});
const main = account({ id: 1, moneyMinor: 100000, money: '1000.00' });
const usd = account({ id: 2, type: 9, iso: 'USD', currencyId: 2, isActive: false });

function fakeApi(over: Partial<AccountsApi> = {}) {
  const api: AccountsApi = {
    getAccounts: vi.fn(async () => [main]),
    setActiveAccount: vi.fn(async (id: number) => [{ ...main, isActive: id === 1 }, { ...usd, isActive: id === 2 }]),
    addCurrency: vi.fn(async () => ({ success: true, data: { message: 'The USD account is being opened' } })),
    removeCurrency: vi.fn(async () => ({ success: true, data: { message: 'The USD account is being removed' } })),
    ...over,
  };
  return api;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('accounts store', () => {
  it('starts with every flag of the spec off and keeps the first-deposit bonus flag and the picked currency it is given (ACCT-007)', () => {
    const store = createAccountsStore({ api: fakeApi(), log: vi.fn() });
    expect([store.state.is_changed_process, store.state.isUpdateBalanceProcess, store.state.isAvailableFirstDepositBonus, store.state.isAccountFrozen, store.state.selectedAddCurrency]).toEqual([
      { add: false, delete: false, change: false },
      false,
      false,
      false,
      null,
    ]);
    store.setFirstDepositBonusAvailable(true);
    store.selectAddCurrency(2);
    expect([store.state.isAvailableFirstDepositBonus, store.state.selectedAddCurrency]).toEqual([true, 2]);
    store.setFirstDepositBonusAvailable(false);
    expect(store.state.isAvailableFirstDepositBonus).toBe(false);
  });

  it('polls every 1000 ms after adding a currency until its account appears, with the add flag set meanwhile (ACCT-008, ACCT-009)', async () => {
    let reads = 0;
    const api = fakeApi({ getAccounts: vi.fn(async () => (++reads < 3 ? [main] : [main, usd])) });
    const store = createAccountsStore({ api, log: vi.fn() });
    const adding = store.addCurrency(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.state.is_changed_process.add).toBe(true);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await adding).toEqual({ success: true, message: 'The USD account is being opened' });
    expect(reads).toBe(3);
    expect(store.state.is_changed_process.add).toBe(false);
    expect(store.state.accounts.map((item) => item.iso)).toEqual(['RUB', 'USD']);
  });

  it('answers a failed add or remove with success false, the server message and the error, logged (ACCT-013)', async () => {
    const refusal = new ApiError('You already hold USD', 409, [{ code: 'currency_already_added', detail: 'You already hold USD' }]);
    const log = vi.fn();
    const store = createAccountsStore({ api: fakeApi({ addCurrency: vi.fn(async () => Promise.reject(refusal)), removeCurrency: vi.fn(async () => Promise.reject(refusal)) }), log });
    expect(await store.addCurrency(2)).toEqual({ success: false, message: 'You already hold USD', error: refusal });
    expect(await store.removeCurrency(2)).toEqual({ success: false, message: 'You already hold USD', error: refusal });
    expect(log).toHaveBeenCalledTimes(2);
    expect([store.state.is_changed_process.add, store.state.is_changed_process.delete]).toEqual([false, false]);
  });

  it('switches the active account with the change flag, resets the prepaid amount, and names the account (ACCT-012)', async () => {
    const switched = vi.fn();
    const store = createAccountsStore({ api: fakeApi(), onAccountSwitched: switched });
    const pending = store.switchAccount(2, 'home');
    expect(store.state.is_changed_process.change).toBe(true);
    expect(await pending).toEqual({ success: true, notice: { key: 'office_account_will_be_set', accountId: 2 } });
    expect(store.state.active?.iso).toBe('USD');
    expect(switched).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(store.state.is_changed_process.change).toBe(false);
    expect((await store.switchAccount(1, 'bingo')).notice).toBeNull();
  });

  it('logs a failed switch and answers success false (ACCT-014)', async () => {
    const log = vi.fn();
    const store = createAccountsStore({ api: fakeApi({ setActiveAccount: vi.fn(async () => Promise.reject(new ApiError('Account 9 is frozen', 409))) }), log });
    expect(await store.switchAccount(9)).toMatchObject({ success: false, message: 'Account 9 is frozen', notice: null });
    expect(log).toHaveBeenCalledWith('set active account failed', expect.any(ApiError));
  });

  it('keeps refreshing every 1000 ms until an active account exists (ACCT-010)', async () => {
    let reads = 0;
    const api = fakeApi({ getAccounts: vi.fn(async () => (++reads < 4 ? [{ ...main, isActive: false }] : [main])) });
    const store = createAccountsStore({ api });
    const refreshing = store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.state.isUpdateBalanceProcess).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await refreshing).toEqual({ success: true });
    expect(reads).toBe(4);
    expect(store.state.active?.id).toBe(1);
    expect(store.state.isUpdateBalanceProcess).toBe(false);
  });

  it('logs a failed refresh (ACCT-015), and stops polling when disposed', async () => {
    const log = vi.fn();
    const failing = createAccountsStore({ api: fakeApi({ getAccounts: vi.fn(async () => Promise.reject(new ApiError('Failed to fetch', 0))) }), log });
    expect((await failing.refresh()).success).toBe(false);
    expect(log).toHaveBeenCalledWith('accounts refresh failed', expect.any(ApiError));
    // New terms to accept (451) are the confirm-terms page's business, not a failure to log.
    const terms = vi.fn();
    const refused = createAccountsStore({ api: fakeApi({ getAccounts: vi.fn(async () => Promise.reject(new ApiError('Accept the new terms to continue', 451))) }), log: terms });
    expect((await refused.refresh()).success).toBe(false);
    expect(terms).not.toHaveBeenCalled();

    const api = fakeApi({ getAccounts: vi.fn(async () => [{ ...main, isActive: false }]) });
    const store = createAccountsStore({ api });
    const refreshing = store.refresh();
    await vi.advanceTimersByTimeAsync(2000);
    store.dispose();
    await refreshing;
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.getAccounts).toHaveBeenCalledTimes(3);
    expect(store.state.isUpdateBalanceProcess).toBe(false);
  });

  it('flags a frozen active account and hides balances by default (ACCT-007, UCFG-007)', async () => {
    const store = createAccountsStore({ api: fakeApi({ getAccounts: vi.fn(async () => [{ ...main, isFrozen: true }]) }) });
    await store.refresh();
    expect(store.state.isAccountFrozen).toBe(true);
    expect(store.state.hideBalance).toBe(true);
    store.setHideBalance(false);
    store.selectAddCurrency(3);
    expect([store.state.hideBalance, store.state.selectedAddCurrency]).toEqual([false, 3]);
  });
});
