// Pure rules of the player's accounts (spec: S2 §3 "Account", §4 "Accounts", "Convert-account reminder",
// "First-deposit bonus modal", §8, §9; S1 §2 "Route behaviour", §3, §6). No React, no I/O.
import type { Account } from '@bf/api-client/office';

/** Account types (ACCT-002 to ACCT-004). */
export const ACCOUNT_TYPE_MAIN = 0;
export const ACCOUNT_TYPE_BONUS = 4;
export const ACCOUNT_TYPE_CURRENCY = 9;

/** The default currency when neither the site nor the player names one (ACCT-016). */
export const DEFAULT_CURRENCY = 'RUB';
/** After adding a currency, the accounts are polled this often until the new one appears (ACCT-009). */
export const ADD_CURRENCY_POLL_MS = 1000;
/** The refresh polls this often until an active account exists (ACCT-010; the spec gives no interval). */
export const ACTIVE_ACCOUNT_POLL_MS = 1000;
/** The first-deposit bonus popup shows this long after the conditions hold (ACCT-022, CONST-006). */
export const FIRST_DEPOSIT_BONUS_DELAY_MS = 15_000;
/** The route on which switching the account shows no message (ACCT-011). */
export const NO_SWITCH_MESSAGE_ROUTE = 'bingo';

/** The accounts and the active one (CALL-035 "parsed into accounts and active account"). */
export function splitAccounts(accounts: readonly Account[]): { accounts: readonly Account[]; active: Account | undefined } {
  return { accounts, active: accounts.find((account) => account.isActive) };
}

export const isBonusAccount = (account: Pick<Account, 'type'>) => account.type === ACCOUNT_TYPE_BONUS;

/**
 * A bonus account's own amount rules (ACCT-005): it is filled by bonuses only (no deposits), pays nothing out
 * (no withdrawals) and has no maximum stake (COUPON-044).
 */
export function accountAmountRules(account: Pick<Account, 'type' | 'isFrozen'>): { canDeposit: boolean; canWithdraw: boolean; hasMaxStake: boolean; canBet: boolean } {
  const bonus = isBonusAccount(account);
  return { canDeposit: !bonus && !account.isFrozen, canWithdraw: !bonus && !account.isFrozen, hasMaxStake: !bonus, canBet: !account.isFrozen };
}

/** The player's default currency: the main account's, else the site's default, else RUB (ACCT-016). */
export function defaultCurrency(accounts: readonly Account[], siteDefault?: string | null): string {
  return accounts.find((account) => account.type === ACCOUNT_TYPE_MAIN)?.iso ?? (siteDefault || DEFAULT_CURRENCY);
}

/** The account store's frozen flag: the active account is frozen (ACCT-007 isAccountFrozen). */
export const isActiveAccountFrozen = (accounts: readonly Account[]) => accounts.some((account) => account.isActive && account.isFrozen);

/** What to tell the player after switching the active account: nothing on bingo, else "will be set" with the id (ACCT-011, ACCT-012). */
export function accountSwitchNotice(routeId: string | undefined, accountId: number): { key: 'office_account_will_be_set'; accountId: number } | null {
  return routeId === NO_SWITCH_MESSAGE_ROUTE ? null : { key: 'office_account_will_be_set', accountId };
}

/** Whether the new currency's account is in the list (ACCT-009 polling stops then). */
export const hasCurrencyAccount = (accounts: readonly Account[], currencyId: number) =>
  accounts.some((account) => account.currencyId === currencyId && account.type !== ACCOUNT_TYPE_BONUS);

/** A decimal string from minor units without floats: 100050 → "1000.50". */
export function minorToDecimal(minor: number): string {
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The amount a player typed, in minor units: digits with an optional "." or "," and up to two decimals; else an error. */
export function parseAmountText(text: string): { minor: number } | { error: 'empty' | 'format' | 'too_large' } {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return { error: 'empty' };
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return { error: 'format' };
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? { minor } : { error: 'too_large' };
}

/**
 * A balance for display in the page's language, or a mask when the player hides the balance (user_hide_balance,
 * UCFG-007). The number is formatted from its exact decimal string, never from a float sum.
 */
export function balanceText(account: Pick<Account, 'moneyMinor' | 'iso'>, { lng, hidden }: { lng: string; hidden: boolean }): string {
  if (hidden) return '••••';
  const format = new Intl.NumberFormat(lng, { style: 'currency', currency: account.iso, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Intl formats a decimal string exactly (ES2023); the cast is for lib typings that only list number | bigint.
  return format.format(minorToDecimal(account.moneyMinor) as unknown as number);
}

/** Convert-account allowed status: 0 not allowed, 1 main account, 2 additional account (ACCT-017 to ACCT-019). */
export type ConvertAccountStatus = 0 | 1 | 2;

/**
 * The reminder to show on sign-in: for status 1 the main-account notice, for 2 the additional-account notice, none for
 * 0 or once already reminded (ACCT-020).
 */
export function convertAccountReminder(status: ConvertAccountStatus, alreadyReminded: boolean): 'main' | 'additional' | null {
  if (alreadyReminded || status === 0) return null;
  return status === 1 ? 'main' : 'additional';
}

/** The conversion title key: for HRK, action2 when the argument is 0 (ACCT-021); the common action otherwise. */
export function convertAccountTitleKey(iso: string, argument: number): string {
  return iso === 'HRK' && argument === 0 ? 'auth_convert_account_title_common_action2' : 'auth_convert_account_title_common_action';
}

export interface FirstDepositBonusInput {
  isAuthorised: boolean;
  isUserConfigLoaded: boolean;
  hasDeposit: boolean;
  isFeatureEnabled: boolean;
  isClosedThisSession: boolean;
}

/** The first-deposit bonus popup may be scheduled (15 s later) only when every condition holds (ACCT-022). */
export const canShowFirstDepositBonus = (input: FirstDepositBonusInput) =>
  input.isAuthorised && input.isUserConfigLoaded && !input.hasDeposit && input.isFeatureEnabled && !input.isClosedThisSession;
