// The player's accounts and wallets (spec: S2 §3 "Account", §4 "Accounts", §8, §9; S1 §2, §6).
export {
  ACCOUNT_TYPE_MAIN,
  ACCOUNT_TYPE_BONUS,
  ACCOUNT_TYPE_CURRENCY,
  DEFAULT_CURRENCY,
  ADD_CURRENCY_POLL_MS,
  ACTIVE_ACCOUNT_POLL_MS,
  FIRST_DEPOSIT_BONUS_DELAY_MS,
  NO_SWITCH_MESSAGE_ROUTE,
  splitAccounts,
  isBonusAccount,
  accountAmountRules,
  defaultCurrency,
  isActiveAccountFrozen,
  accountSwitchNotice,
  hasCurrencyAccount,
  minorToDecimal,
  parseAmountText,
  balanceText,
  convertAccountReminder,
  convertAccountTitleKey,
  canShowFirstDepositBonus,
} from './accounts-rules.ts';
export type { ConvertAccountStatus, FirstDepositBonusInput } from './accounts-rules.ts';
export { createAccountsStore } from './accounts-store.ts';
export type { AccountsApi, AccountsState, AccountsStore, AccountsStoreOptions, AccountsResult, SwitchResult } from './accounts-store.ts';
export { AccountsProvider, OfficeAccountsRoot, SessionAccounts, useAccounts, useOfficeServices, useOptionalOfficeServices } from './use-accounts.tsx';
export type { AccountsProviderProps, AccountsOptions, AccountsModel, OfficeServices, OfficeServicesApi } from './use-accounts.tsx';
export { AccountsBoundary } from './accounts-boundary.tsx';
export { syncCouponWithAccounts, couponAccountOf } from './coupon-account-sync.ts';
