// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Account } from '@bf/api-client/office';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { AccountsProvider, useAccounts, type OfficeServicesApi } from '@bf/headless/accounts';
import { UserConfigProvider, useUserConfig } from '@bf/headless/user-config';

afterEach(cleanup);

const account = (over: Partial<Account>): Account => ({
  id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '1000.00', moneyMinor: 100000, points: 0, label: null, isActive: true, isPointsTypeBalance: false, isFrozen: false, bonus: null, ...over,
});

describe('useAccounts', () => {
  it('loads the accounts once signed in, shows balances masked until unhidden, and switches with the message', async () => {
    const api: OfficeServicesApi = {
      getCurrencies: vi.fn(),
      getPaymentMethods: vi.fn(),
      startDeposit: vi.fn(),
      getAccounts: vi.fn(async () => [account({}), account({ id: 4, type: 4, isActive: false, money: '250.00', moneyMinor: 25000 })]),
      setActiveAccount: vi.fn(async () => [account({ isActive: false }), account({ id: 4, type: 4, isActive: true, money: '250.00', moneyMinor: 25000 })]),
      addCurrency: vi.fn(),
      removeCurrency: vi.fn(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AccountsProvider api={api} isSignedIn>
        {children}
      </AccountsProvider>
    );
    const { result } = renderHook(() => useAccounts({ lng: 'en', routeId: 'office-account' }), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.active?.id).toBe(1);
    expect(result.current.defaultCurrency).toBe('RUB');
    expect(result.current.balanceOf(result.current.active!)).toBe('••••');
    act(() => result.current.setHideBalance(false));
    await waitFor(() => expect(result.current.balanceOf(result.current.active!)).toBe('RUB\u00a01,000.00'));
    expect(result.current.rulesOf(result.current.accounts[1]!).canDeposit).toBe(false);
    let switched: Awaited<ReturnType<typeof result.current.switchAccount>> | undefined;
    await act(async () => {
      switched = await result.current.switchAccount(4);
    });
    expect(switched?.notice).toEqual({ key: 'office_account_will_be_set', accountId: 4 });
    await waitFor(() => expect(result.current.active?.type).toBe(4));
  });

  it('loads nothing for a visitor', async () => {
    const api: OfficeServicesApi = { getAccounts: vi.fn(async () => []), setActiveAccount: vi.fn(), addCurrency: vi.fn(), removeCurrency: vi.fn(), getCurrencies: vi.fn(), getPaymentMethods: vi.fn(), startDeposit: vi.fn() };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AccountsProvider api={api} isSignedIn={false}>
        {children}
      </AccountsProvider>
    );
    const { result } = renderHook(() => useAccounts(), { wrapper });
    await act(async () => {});
    expect(result.current.isLoaded).toBe(false);
    expect(api.getAccounts).not.toHaveBeenCalled();
  });
});

describe('useUserConfig', () => {
  it('loads the config once and derives the protection band and what needs activating', async () => {
    const load = vi.fn(async () => ({ user_hide_balance: false, protection_level: 70, recharge_notification: { text_id: 0 }, activation_type: 1, phone_number: '9161234567', user_email: 'p@example.com' }) as UserConfig);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UserConfigProvider load={load} isSignedIn>
        {children}
      </UserConfigProvider>
    );
    const { result, rerender } = renderHook(() => useUserConfig(), { wrapper });
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect([result.current.isInstalled, result.current.protectionBand, result.current.isPhoneActivationNeeded, result.current.hideBalance]).toEqual([true, 'good', true, false]);
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.bindPhone({ phone_number: '9161234567' }));
    await waitFor(() => expect(result.current.config?.activation_type).toBe(2));
    expect(result.current.isPhoneActivationNeeded).toBe(false);
  });
});
