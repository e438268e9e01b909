import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Account, OfficeCurrency } from '@bf/api-client/office';
import { officeKeys } from '@bf/api-client/office';
import { accountAmountRules, balanceText } from '../../accounts/accounts-rules.ts';
import { useAccounts, useOfficeServices, type AccountsModel } from '../../accounts/use-accounts.tsx';
import { routeHref } from '../../routes/route-links.ts';

/** One account of the summary: what it is, its balance, and what the player can do with it. */
export interface OfficeAccountRow {
  id: number;
  title: string;
  /** The account's own name, when it has one (ACCT-001 label). */
  label: string | null;
  /** Money, or points for a wallet counted in points (ACCT-001 isPointsTypeBalance). */
  balance: string;
  /** The points an account gathered beside its money ("Points: 1,250"); null when none or when points are its balance. */
  points: string | null;
  isActive: boolean;
  /** "Active" or "Frozen"; null for an ordinary account. */
  status: string | null;
  /** Making it active; null for the active account. */
  makeActive: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void } | null;
  /** Removing a currency account; null for main and bonus accounts. */
  remove: { label: string; isDisabled: boolean; onPress(): void } | null;
}

/** The account summary (office/account): accounts, balance mask, add currency, and where to deposit or withdraw. */
export interface OfficeAccountModel {
  title: string;
  /** The accounts section's title. */
  accountsTitle: string;
  status: 'loading' | 'ready';
  loadingText: string;
  balanceToggle: { label: string; isHidden: boolean; onPress(): void };
  rows: OfficeAccountRow[];
  /** The last action's message: the switch notice, a server message, or null. */
  notice: string | null;
  addCurrency: {
    title: string;
    options: { value: number; label: string }[];
    selected: number | null;
    onSelect(currencyId: number | null): void;
    submit: { label: string; isBusy: boolean; isDisabled: boolean; onPress(): void };
  };
  deposit: { label: string; href: string } | null;
  withdraw: { label: string; href: string } | null;
}

export interface OfficeAccountInput {
  t: TFunction;
  lng: string;
  accounts: Pick<AccountsModel, 'accounts' | 'active' | 'isLoaded' | 'isAdding' | 'isDeleting' | 'isChanging' | 'hideBalance' | 'selectedAddCurrency'>;
  currencies: readonly OfficeCurrency[];
  notice: string | null;
  actions: {
    switchAccount(id: number): void;
    removeCurrency(currencyId: number): void;
    addCurrency(currencyId: number): void;
    selectAddCurrency(currencyId: number | null): void;
    setHideBalance(hidden: boolean): void;
  };
}

function accountTitle(t: TFunction, account: Account): string {
  if (account.type === 0) return t('account_main', { iso: account.iso });
  if (account.type === 4) return t('account_bonus', { iso: account.iso });
  return t('account_currency', { iso: account.iso });
}

/** The summary's model from the accounts and the currencies on offer (pure: tests and fixtures use it directly). */
export function officeAccountModel({ t, lng, accounts, currencies, notice, actions }: OfficeAccountInput): OfficeAccountModel {
  const busy = accounts.isAdding || accounts.isDeleting || accounts.isChanging;
  const active = accounts.active;
  const activeRules = active ? accountAmountRules(active) : undefined;
  const options = currencies.filter((currency) => !currency.isAdded).map((currency) => ({ value: currency.id, label: `${currency.iso} — ${currency.name}` }));
  const selected = options.some((option) => option.value === accounts.selectedAddCurrency) ? accounts.selectedAddCurrency : null;
  return {
    title: t('account_title'),
    accountsTitle: t('accounts_title'),
    status: accounts.isLoaded ? 'ready' : 'loading',
    loadingText: t('accounts_loading'),
    balanceToggle: {
      label: accounts.hideBalance ? t('balance_show') : t('balance_hide'),
      isHidden: accounts.hideBalance,
      onPress: () => actions.setHideBalance(!accounts.hideBalance),
    },
    rows: accounts.accounts.map((account) => ({
      id: account.id,
      title: accountTitle(t, account),
      label: account.label,
      balance: account.isPointsTypeBalance
        ? accounts.hideBalance
          ? '••••'
          : t('account_points_balance', { points: new Intl.NumberFormat(lng).format(account.points) })
        : balanceText(account, { lng, hidden: accounts.hideBalance }),
      points: account.isPointsTypeBalance || account.points === 0 || accounts.hideBalance ? null : t('account_points', { points: new Intl.NumberFormat(lng).format(account.points) }),
      isActive: account.isActive,
      status: account.isFrozen ? t('account_frozen') : account.isActive ? t('account_active') : null,
      makeActive: account.isActive
        ? null
        : { label: t('account_make_active'), isBusy: accounts.isChanging, isDisabled: busy || account.isFrozen, onPress: () => actions.switchAccount(account.id) },
      remove:
        account.type === 9
          ? { label: t('remove_currency'), isDisabled: busy || account.moneyMinor !== 0, onPress: () => actions.removeCurrency(account.currencyId) }
          : null,
    })),
    notice,
    addCurrency: {
      title: t('add_currency_title'),
      options,
      selected,
      onSelect: actions.selectAddCurrency,
      submit: {
        label: accounts.isAdding ? t('add_currency_adding') : t('add_currency_submit'),
        isBusy: accounts.isAdding,
        isDisabled: busy || selected === null,
        onPress: () => {
          if (selected !== null) actions.addCurrency(selected);
        },
      },
    },
    deposit: activeRules?.canDeposit ? { label: t('deposit'), href: routeHref('office-recharge', lng) } : null,
    withdraw: activeRules?.canWithdraw ? { label: t('withdraw'), href: routeHref('office-deduce', lng) } : null,
  };
}

/**
 * The account summary's model (spec: S2 §3 "Account", §4 "Accounts"; ACCT-001 to ACCT-016), over the page's
 * accounts store and the currencies call.
 */
export function useOfficeAccountScreen(options: { routeId?: string } = {}): OfficeAccountModel {
  const { t, i18n } = useTranslation('office');
  const lng = i18n.language || 'en';
  const accounts = useAccounts({ lng, routeId: options.routeId });
  const { api } = useOfficeServices();
  const currencies = useSWR(officeKeys.currencies(), () => api.getCurrencies());
  const [notice, setNotice] = useState<string | null>(null);
  const refreshCurrencies = () => void currencies.mutate();
  return officeAccountModel({
    t,
    lng,
    accounts,
    currencies: currencies.data ?? [],
    notice,
    actions: {
      switchAccount: (id) =>
        void accounts.switchAccount(id).then((result) => {
          setNotice(result.notice ? t('account_will_be_set', { id: result.notice.accountId }) : result.success ? null : (result.message ?? null));
        }),
      addCurrency: (currencyId) =>
        void accounts.addCurrency(currencyId).then((result) => {
          setNotice(result.message ?? null);
          refreshCurrencies();
        }),
      removeCurrency: (currencyId) =>
        void accounts.removeCurrency(currencyId).then((result) => {
          setNotice(result.message ?? null);
          refreshCurrencies();
        }),
      selectAddCurrency: accounts.selectAddCurrency,
      setHideBalance: accounts.setHideBalance,
    },
  });
}
