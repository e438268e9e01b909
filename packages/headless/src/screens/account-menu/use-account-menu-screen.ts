import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Account, OfficeCurrency } from '@bf/api-client/office';
import { officeKeys } from '@bf/api-client/office/keys';
import { ACCOUNT_TYPE_BONUS, ACCOUNT_TYPE_CURRENCY, ACCOUNT_TYPE_MAIN, balanceText, parseAmountText } from '../../accounts/accounts-rules.ts';
import { routeHref } from '../../routes/route-links.ts';
import { useAccounts, useOfficeServices, type AccountsModel } from '../../accounts/use-accounts.tsx';
import type { AccountsResult } from '../../accounts/accounts-store.ts';
import { useSession } from '../../session/session-provider.tsx';
import { useCurrentRoute } from '../../shell/use-shell.ts';

/** A button of the menu: its text, whether it waits or is off, and what it does. */
export interface AccountMenuAction {
  label: string;
  /** The spoken name where the label alone is ambiguous ("Make EUR account active"). */
  ariaLabel?: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPress(): void;
}

/** One account of the switcher (ACCT-001: main 0, bonus 4, currency 9). */
export interface AccountMenuRow {
  id: number;
  title: string;
  balance: string;
  isActive: boolean;
  /** "Active" or "Frozen"; null for an ordinary account. */
  status: string | null;
  /** A bonus account's bonus: its number and amount, "Bonus no. 12: RUB 250.00" (ACCT-006 idBonus, money); else null. */
  bonus: string | null;
  /** Makes it the account bets are placed from; null for the active account. */
  makeActive: AccountMenuAction | null;
  /** Removes an empty currency account; null for main and bonus accounts. */
  remove: AccountMenuAction | null;
}

/** The header's accounts: the active balance on the trigger, and a panel to switch, add and remove currencies. */
export interface AccountMenuModel {
  /** Signed out: the header shows no accounts. */
  isShown: boolean;
  trigger: {
    /** The spoken name: "Accounts, balance RUB 1,000.00". */
    label: string;
    balance: string;
    /** The active account's currency code, or an empty string while loading. */
    iso: string;
  };
  title: string;
  closeLabel: string;
  status: 'loading' | 'ready';
  loadingText: string;
  /** The balances are being read again (ACCT-007 isUpdateBalanceProcess): the trigger and the list say they are busy. */
  isUpdating: boolean;
  /** The active account is frozen (ACCT-007 isAccountFrozen): what that means for the player; else null. */
  frozenNotice: string | null;
  /** The first-deposit bonus can still be had (ACCT-007 isAvailableFirstDepositBonus): a line and the way to deposit. */
  firstDepositBonus: { text: string; link: { label: string; href: string } } | null;
  balanceToggle: { label: string; isHidden: boolean; onPress(): void };
  list: { label: string; rows: AccountMenuRow[] };
  /** The last action's outcome, read out (a polite live region). */
  notice: string | null;
  addCurrency: {
    title: string;
    label: string;
    placeholder: string;
    options: { value: string; label: string }[];
    /** The picked currency's id as text, '' for none. */
    value: string;
    onChange(value: string): void;
    submit: AccountMenuAction;
  };
}

export interface AccountMenuInput {
  t: TFunction;
  lng: string;
  isSignedIn: boolean;
  accounts: Pick<AccountsModel, 'accounts' | 'active' | 'isLoaded' | 'isAdding' | 'isDeleting' | 'isChanging' | 'isUpdating' | 'isAccountFrozen' | 'isAvailableFirstDepositBonus' | 'hideBalance' | 'selectedAddCurrency'>;
  currencies: readonly OfficeCurrency[];
  notice: string | null;
  actions: {
    switchAccount(id: number): void;
    addCurrency(currency: OfficeCurrency): void;
    removeCurrency(account: Account): void;
    selectAddCurrency(currencyId: number | null): void;
    setHideBalance(hidden: boolean): void;
  };
}

/** "Main account, RUB", "Bonus account, RUB", "EUR account". */
export function accountTitle(t: TFunction, account: Pick<Account, 'type' | 'iso'>): string {
  if (account.type === ACCOUNT_TYPE_MAIN) return t('accounts.main', { iso: account.iso });
  if (account.type === ACCOUNT_TYPE_BONUS) return t('accounts.bonus', { iso: account.iso });
  return t('accounts.currency', { iso: account.iso });
}

/** A bonus account's bonus, its number and amount (ACCT-006); the amount is masked while balances are hidden. */
function bonusText(t: TFunction, account: Account, lng: string, hidden: boolean): string | null {
  if (account.type !== ACCOUNT_TYPE_BONUS || !account.bonus) return null;
  const parsed = parseAmountText(account.bonus.money);
  const amount = 'minor' in parsed ? balanceText({ moneyMinor: parsed.minor, iso: account.iso }, { lng, hidden }) : account.bonus.money;
  return t('accounts.bonusDetail', { id: account.bonus.idBonus, amount });
}

/** The menu's model from the accounts and the operator's currencies (pure: tests and fixtures call it directly). */
export function accountMenuModel({ t, lng, isSignedIn, accounts, currencies, notice, actions }: AccountMenuInput): AccountMenuModel {
  const busy = accounts.isAdding || accounts.isDeleting || accounts.isChanging;
  const hidden = accounts.hideBalance;
  const active = accounts.active;
  const balance = active ? balanceText(active, { lng, hidden }) : '';
  const offered = currencies.filter((currency) => !currency.isAdded);
  const picked = offered.find((currency) => currency.id === accounts.selectedAddCurrency);
  return {
    isShown: isSignedIn,
    trigger: {
      // Without an active account (loading, refreshing) the trigger shows the title: its name is the title too, so a
      // speech-input user can say what they see (WCAG 2.5.3; axe's label-content-name-mismatch caught the two apart).
      label: active ? t('accounts.trigger', { balance: hidden ? t('accounts.hiddenBalance') : balance }) : t('accounts.title'),
      balance,
      iso: active?.iso ?? '',
    },
    title: t('accounts.title'),
    closeLabel: t('accounts.close'),
    status: accounts.isLoaded ? 'ready' : 'loading',
    loadingText: t('accounts.loading'),
    isUpdating: accounts.isUpdating,
    frozenNotice: accounts.isAccountFrozen ? t('accounts.frozenNotice') : null,
    firstDepositBonus: accounts.isAvailableFirstDepositBonus ? { text: t('accounts.firstDepositBonus'), link: { label: t('accounts.firstDepositBonusLink'), href: routeHref('office-recharge', lng) } } : null,
    balanceToggle: { label: t(hidden ? 'accounts.showBalance' : 'accounts.hideBalance'), isHidden: hidden, onPress: () => actions.setHideBalance(!hidden) },
    list: {
      label: t('accounts.list'),
      rows: accounts.accounts.map((account) => {
        const title = accountTitle(t, account);
        return {
          id: account.id,
          title,
          balance: balanceText(account, { lng, hidden }),
          isActive: account.isActive,
          status: account.isFrozen ? t('accounts.frozen') : account.isActive ? t('accounts.active') : null,
          bonus: bonusText(t, account, lng, hidden),
          makeActive: account.isActive
            ? null
            : { label: t('accounts.makeActiveShort'), ariaLabel: t('accounts.makeActive', { name: title }), isBusy: accounts.isChanging, isDisabled: busy || account.isFrozen, onPress: () => actions.switchAccount(account.id) },
          remove:
            account.type === ACCOUNT_TYPE_CURRENCY
              ? { label: t('accounts.removeShort'), ariaLabel: t('accounts.remove', { name: title }), isBusy: accounts.isDeleting, isDisabled: busy || account.isActive || account.moneyMinor !== 0, onPress: () => actions.removeCurrency(account) }
              : null,
        };
      }),
    },
    notice,
    addCurrency: {
      title: t('accounts.addTitle'),
      label: t('accounts.addLabel'),
      placeholder: t('accounts.addPlaceholder'),
      options: offered.map((currency) => ({ value: String(currency.id), label: `${currency.iso} — ${currency.name}` })),
      value: picked ? String(picked.id) : '',
      onChange: (value) => actions.selectAddCurrency(value === '' ? null : Number(value)),
      submit: {
        label: t(accounts.isAdding ? 'accounts.adding' : 'accounts.add'),
        isBusy: accounts.isAdding,
        isDisabled: busy || !picked,
        onPress: () => {
          if (picked) actions.addCurrency(picked);
        },
      },
    },
  };
}

/**
 * The header's accounts (spec: S2 §4 "Accounts", §9; ACCT-001 to ACCT-016): the active balance (masked while hidden),
 * every account with a switch, adding a currency (polled every 1000 ms until its account shows) and removing one.
 * Switching resets the coupon's prepaid amount (the CouponRoot follows the active account).
 */
export function useAccountMenuScreen(): AccountMenuModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const routeId = useCurrentRoute()?.id;
  const { isSignedIn } = useSession();
  const accounts = useAccounts({ lng, routeId });
  const { api } = useOfficeServices();
  // The currencies on offer load only once the player is signed in and the accounts have answered.
  const currencies = useSWR(isSignedIn && accounts.isLoaded ? officeKeys.currencies() : null, () => api.getCurrencies());
  const [notice, setNotice] = useState<string | null>(null);
  const failed = (result: AccountsResult) => (result.success ? null : t('accounts.failed'));
  return accountMenuModel({
    t,
    lng,
    isSignedIn,
    accounts,
    currencies: currencies.data ?? [],
    notice,
    actions: {
      switchAccount: (id) => {
        setNotice(null);
        void accounts.switchAccount(id).then((result) => {
          // ACCT-011, ACCT-012: "will be set" with the account id, nothing on bingo.
          setNotice(result.notice ? t('accounts.willBeSet', { id: result.notice.accountId }) : failed(result));
        });
      },
      addCurrency: (currency) => {
        setNotice(null);
        void accounts.addCurrency(currency.id).then((result) => {
          setNotice(result.success ? t('accounts.added', { iso: currency.iso }) : failed(result));
          void currencies.mutate();
        });
      },
      removeCurrency: (account) => {
        setNotice(null);
        void accounts.removeCurrency(account.currencyId).then((result) => {
          setNotice(result.success ? t('accounts.removed', { iso: account.iso }) : failed(result));
          void currencies.mutate();
        });
      },
      selectAddCurrency: accounts.selectAddCurrency,
      setHideBalance: accounts.setHideBalance,
    },
  });
}
