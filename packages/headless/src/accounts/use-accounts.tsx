// The accounts hook and its provider: one store per signed-in render root (spec: S2 §4 "Accounts", §9).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Account, OfficeApi } from '@bf/api-client/office';
import { useSession, useSessionServices } from '../session/use-session.ts';
import { accountAmountRules, balanceText, defaultCurrency } from './accounts-rules.ts';
import { createAccountsStore, type AccountsResult, type AccountsStore, type AccountsStoreOptions, type SwitchResult } from './accounts-store.ts';

/** The office calls the accounts store and the office screen models make. */
export type OfficeServicesApi = Pick<OfficeApi, 'getAccounts' | 'setActiveAccount' | 'addCurrency' | 'removeCurrency' | 'getCurrencies' | 'getPaymentMethods' | 'startDeposit'>;

/** The page's accounts store and office calls, for the office screen models. */
export interface OfficeServices {
  store: AccountsStore;
  api: OfficeServicesApi;
}

export const AccountsContext = createContext<OfficeServices | null>(null);

export interface AccountsProviderProps extends Omit<AccountsStoreOptions, 'api'> {
  api: OfficeServicesApi;
  children?: ReactNode;
  /** Signed in: the accounts load at mount (and poll until an active one exists). Never on the server. */
  isSignedIn: boolean;
}

/**
 * Holds the accounts store for the page; loads the accounts after hydration when signed in, and stops polling on
 * unmount.
 */
export function AccountsProvider({ children, isSignedIn, ...options }: AccountsProviderProps) {
  const [services] = useState<OfficeServices>(() => ({ store: createAccountsStore(options), api: options.api }));
  const { store } = services;
  useEffect(() => {
    if (!isSignedIn) return;
    void store.refresh();
  }, [store, isSignedIn]);
  useEffect(() => () => store.dispose(), [store]);
  return <AccountsContext.Provider value={services}>{children}</AccountsContext.Provider>;
}

/** The page's accounts store and office calls, or null outside an AccountsProvider (the coupon works without one). */
export function useOptionalOfficeServices(): OfficeServices | null {
  return useContext(AccountsContext);
}

/** The signed-in player's accounts for the whole page, over the session's office calls (inside the SessionProvider). */
export function SessionAccounts({ children }: { children?: ReactNode }) {
  const { api } = useSessionServices();
  const { isSignedIn } = useSession();
  return (
    <AccountsProvider api={api.office} isSignedIn={isSignedIn}>
      {children}
    </AccountsProvider>
  );
}

/** The page's accounts store and office calls (inside an AccountsProvider). */
export function useOfficeServices(): OfficeServices {
  const services = useContext(AccountsContext);
  if (!services) throw new Error('useAccounts must be used inside an AccountsProvider');
  return services;
}

export interface AccountsOptions {
  /** The page's language, for balance texts. */
  lng?: string;
  /** The site's default currency (ACCT-016 falls back to RUB). */
  siteDefaultCurrency?: string | null;
  /** The current route's id: switching shows no message on bingo (ACCT-011). */
  routeId?: string;
}

/** What `useAccounts` returns: the accounts, the spec's store flags, and the actions. */
export interface AccountsModel {
  accounts: readonly Account[];
  active: Account | undefined;
  isLoaded: boolean;
  isAdding: boolean;
  isDeleting: boolean;
  isChanging: boolean;
  isUpdating: boolean;
  isAccountFrozen: boolean;
  isAvailableFirstDepositBonus: boolean;
  selectedAddCurrency: number | null;
  hideBalance: boolean;
  /** The main account's currency, else the site's default, else RUB. */
  defaultCurrency: string;
  /** The balance shown for an account: masked while hidden. */
  balanceOf(account: Account): string;
  /** Deposit, withdrawal and stake rules of an account (the bonus account's own rules). */
  rulesOf(account: Account): ReturnType<typeof accountAmountRules>;
  refresh(): Promise<AccountsResult>;
  switchAccount(accountId: number): Promise<SwitchResult>;
  addCurrency(currencyId: number): Promise<AccountsResult>;
  removeCurrency(currencyId: number): Promise<AccountsResult>;
  selectAddCurrency(currencyId: number | null): void;
  setHideBalance(hidden: boolean): void;
}

/**
 * The player's accounts (spec: S2 §3, §4; ACCT-001 to ACCT-016).
 * @example
 * const { active, balanceOf, switchAccount } = useAccounts({ lng, routeId: route.id });
 */
export function useAccounts({ lng = 'en', siteDefaultCurrency, routeId }: AccountsOptions = {}): AccountsModel {
  const { store } = useOfficeServices();
  const snap = useSnapshot(store.state);
  return {
    accounts: snap.accounts,
    active: snap.active,
    isLoaded: snap.isLoaded,
    isAdding: snap.is_changed_process.add,
    isDeleting: snap.is_changed_process.delete,
    isChanging: snap.is_changed_process.change,
    isUpdating: snap.isUpdateBalanceProcess,
    isAccountFrozen: snap.isAccountFrozen,
    isAvailableFirstDepositBonus: snap.isAvailableFirstDepositBonus,
    selectedAddCurrency: snap.selectedAddCurrency,
    hideBalance: snap.hideBalance,
    defaultCurrency: defaultCurrency(snap.accounts, siteDefaultCurrency),
    balanceOf: (account) => balanceText(account, { lng, hidden: snap.hideBalance }),
    rulesOf: accountAmountRules,
    refresh: store.refresh,
    switchAccount: (accountId) => store.switchAccount(accountId, routeId),
    addCurrency: store.addCurrency,
    removeCurrency: store.removeCurrency,
    selectAddCurrency: store.selectAddCurrency,
    setHideBalance: store.setHideBalance,
  };
}

/**
 * The office pages' accounts: the AccountsProvider of the page when one is mounted higher up, else one over the
 * session's office calls, loading for a signed-in player.
 */
export function OfficeAccountsRoot({ children }: { children?: ReactNode }) {
  const existing = useContext(AccountsContext);
  const session = useSessionServices();
  if (existing) return <>{children}</>;
  return (
    <AccountsProvider api={session.api.office} isSignedIn={session.isSignedIn}>
      {children}
    </AccountsProvider>
  );
}
