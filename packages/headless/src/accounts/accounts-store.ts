// The player's accounts as a Valtio store (spec: S2 §3 "Account store flags", §4 "Accounts", §8, §9). No React.
import { proxy, ref } from 'valtio';
import type { Account, OfficeApi } from '@bf/api-client/office';
import { ApiError } from '@bf/api-client/errors';
import { ACTIVE_ACCOUNT_POLL_MS, ADD_CURRENCY_POLL_MS, accountSwitchNotice, hasCurrencyAccount, isActiveAccountFrozen, splitAccounts } from './accounts-rules.ts';

/** The office calls the store makes. */
export type AccountsApi = Pick<OfficeApi, 'getAccounts' | 'setActiveAccount' | 'addCurrency' | 'removeCurrency'>;

/** What the store holds: the accounts and the spec's store flags (ACCT-007). */
export interface AccountsState {
  accounts: readonly Account[];
  active: Account | undefined;
  /** At least one load answered. */
  isLoaded: boolean;
  /** In-progress flags of add, delete and change (ACCT-008). */
  is_changed_process: { add: boolean; delete: boolean; change: boolean };
  /** A refresh is under way. */
  isUpdateBalanceProcess: boolean;
  /** The first-deposit bonus can still be had (set from the bonus popup information). */
  isAvailableFirstDepositBonus: boolean;
  /** The active account is frozen. */
  isAccountFrozen: boolean;
  /** The currency picked in the add-currency form. */
  selectedAddCurrency: number | null;
  /** Balances are masked (user_hide_balance, default true: UCFG-007). */
  hideBalance: boolean;
}

/** An action's answer, shaped as the spec says (ACCT-013, ACCT-014): success, the server's message, the error. */
export interface AccountsResult {
  success: boolean;
  message?: string;
  error?: unknown;
}

export interface SwitchResult extends AccountsResult {
  /** What to tell the player: nothing on bingo, else "will be set" with the account id (ACCT-011, ACCT-012). */
  notice: { key: 'office_account_will_be_set'; accountId: number } | null;
}

export interface AccountsStoreOptions {
  api: AccountsApi;
  /** Failures are logged (ACCT-013 to ACCT-015); console.warn by default. */
  log?: (message: string, error: unknown) => void;
  /** Timers (tests use fake ones). */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** After a switch: the coupon's prepaid amount resets to 0 (spec S2 §9). */
  onAccountSwitched?: (account: Account) => void;
  /** The initial hide-balance choice (the user config's user_hide_balance). */
  hideBalance?: boolean;
}

export interface AccountsStore {
  state: AccountsState;
  /** Loads the accounts; polls every `ACTIVE_ACCOUNT_POLL_MS` until an active account exists (ACCT-010). */
  refresh(): Promise<AccountsResult>;
  /** Makes an account active (CALL-036); `routeId` decides the message (ACCT-011, ACCT-012). */
  switchAccount(accountId: number, routeId?: string): Promise<SwitchResult>;
  /** Adds a currency (CALL-037), then polls every 1000 ms until its account appears (ACCT-009). */
  addCurrency(currencyId: number): Promise<AccountsResult>;
  /** Removes a currency account (CALL-038), then refreshes. */
  removeCurrency(currencyId: number): Promise<AccountsResult>;
  selectAddCurrency(currencyId: number | null): void;
  setHideBalance(hidden: boolean): void;
  setFirstDepositBonusAvailable(available: boolean): void;
  /** Stops every poll; pending actions still settle but schedule nothing more. */
  dispose(): void;
}

const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));
const isCancelled = (error: unknown) => error instanceof ApiError && error.isCancelled;
// A 451 (new terms to accept) is no failure of the accounts: the session sends the player to confirm-terms.
const isTermsRefusal = (error: unknown) => error instanceof ApiError && error.statusCode === 451;

/**
 * The accounts store: one per signed-in page. Every action sets its in-progress flag while it runs (ACCT-008).
 * @example
 * const store = createAccountsStore({ api: services.api.office });
 * await store.refresh();
 */
export function createAccountsStore({
  api,
  log = (message, error) => console.warn(message, error),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  onAccountSwitched,
  hideBalance = true,
}: AccountsStoreOptions): AccountsStore {
  const state = proxy<AccountsState>({
    accounts: [],
    active: undefined,
    isLoaded: false,
    is_changed_process: { add: false, delete: false, change: false },
    isUpdateBalanceProcess: false,
    isAvailableFirstDepositBonus: false,
    isAccountFrozen: false,
    selectedAddCurrency: null,
    hideBalance,
  });
  // Each waiting poll: its timer and how to end it early (dispose ends it with false, so no flag stays set).
  const timers = new Map<unknown, (goOn: boolean) => void>();
  let disposed = false;

  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (disposed) return resolve(false);
      const handle = setTimer(() => {
        timers.delete(handle);
        resolve(!disposed);
      }, ms);
      timers.set(handle, resolve);
    });

  function store(list: readonly Account[]) {
    const { accounts, active } = splitAccounts(list);
    // Accounts are server data: kept as plain objects, not deep proxies.
    state.accounts = ref([...accounts]);
    state.active = active ? ref({ ...active }) : undefined;
    state.isAccountFrozen = isActiveAccountFrozen(accounts);
    state.isLoaded = true;
  }

  async function load(): Promise<readonly Account[]> {
    const list = await api.getAccounts();
    store(list);
    return list;
  }

  async function refresh(): Promise<AccountsResult> {
    state.isUpdateBalanceProcess = true;
    try {
      for (;;) {
        const list = await load();
        if (list.some((account) => account.isActive) || !(await wait(ACTIVE_ACCOUNT_POLL_MS))) return { success: true };
      }
    } catch (error) {
      if (!isCancelled(error) && !isTermsRefusal(error)) log('accounts refresh failed', error);
      return { success: false, error, message: messageOf(error) };
    } finally {
      state.isUpdateBalanceProcess = false;
    }
  }

  async function switchAccount(accountId: number, routeId?: string): Promise<SwitchResult> {
    state.is_changed_process.change = true;
    try {
      store(await api.setActiveAccount(accountId));
      const active = state.active;
      if (active) onAccountSwitched?.(active);
      return { success: true, notice: accountSwitchNotice(routeId, accountId) };
    } catch (error) {
      log('set active account failed', error);
      return { success: false, error, message: messageOf(error), notice: null };
    } finally {
      state.is_changed_process.change = false;
    }
  }

  async function addCurrency(currencyId: number): Promise<AccountsResult> {
    state.is_changed_process.add = true;
    try {
      const { data } = await api.addCurrency(currencyId);
      // spec S2 §9: poll every 1000 ms until the new account appears.
      while (!hasCurrencyAccount(await load(), currencyId)) {
        if (!(await wait(ADD_CURRENCY_POLL_MS))) break;
      }
      state.selectedAddCurrency = null;
      return { success: true, message: data.message };
    } catch (error) {
      log('add currency failed', error);
      return { success: false, message: messageOf(error), error };
    } finally {
      state.is_changed_process.add = false;
    }
  }

  async function removeCurrency(currencyId: number): Promise<AccountsResult> {
    state.is_changed_process.delete = true;
    try {
      const { data } = await api.removeCurrency(currencyId);
      await load();
      return { success: true, message: data.message };
    } catch (error) {
      log('remove currency failed', error);
      return { success: false, message: messageOf(error), error };
    } finally {
      state.is_changed_process.delete = false;
    }
  }

  return {
    state,
    refresh,
    switchAccount,
    addCurrency,
    removeCurrency,
    selectAddCurrency: (currencyId) => void (state.selectedAddCurrency = currencyId),
    setHideBalance: (hidden) => void (state.hideBalance = hidden),
    setFirstDepositBonusAvailable: (available) => void (state.isAvailableFirstDepositBonus = available),
    dispose() {
      disposed = true;
      for (const [handle, end] of timers) {
        clearTimer(handle);
        end(false);
      }
      timers.clear();
    },
  };
}
