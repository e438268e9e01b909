import { describe, expect, it } from 'vitest';
import type { Account } from '@bf/api-client/office';
import {
  accountAmountRules,
  accountSwitchNotice,
  balanceText,
  canShowFirstDepositBonus,
  convertAccountReminder,
  convertAccountTitleKey,
  defaultCurrency,
  isActiveAccountFrozen,
  minorToDecimal,
  parseAmountText,
  splitAccounts,
} from '@bf/headless/accounts';

const account = (over: Partial<Account>): Account => ({
  id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: '0.00', moneyMinor: 0, points: 0, label: null, isActive: false, isPointsTypeBalance: false, isFrozen: false, bonus: null, ...over,
});

describe('accounts', () => {
  it('splits the list into the accounts and the active one', () => {
    const list = [account({ id: 1 }), account({ id: 2, type: 9, iso: 'USD', isActive: true })];
    expect(splitAccounts(list).active?.id).toBe(2);
    expect(splitAccounts([account({ id: 1 })]).active).toBeUndefined();
  });

  it('gives the bonus account (type 4) its own rules: no deposit, no withdrawal, no maximum stake (ACCT-005)', () => {
    expect(accountAmountRules(account({ type: 4 }))).toEqual({ canDeposit: false, canWithdraw: false, hasMaxStake: false, canBet: true });
    expect(accountAmountRules(account({ type: 0 }))).toEqual({ canDeposit: true, canWithdraw: true, hasMaxStake: true, canBet: true });
    expect(accountAmountRules(account({ type: 9, isFrozen: true }))).toEqual({ canDeposit: false, canWithdraw: false, hasMaxStake: true, canBet: false });
  });

  it('defaults the currency to the main account, then the site, then RUB (ACCT-016)', () => {
    expect(defaultCurrency([account({ type: 9, iso: 'USD' }), account({ type: 0, iso: 'EUR' })], 'KZT')).toBe('EUR');
    expect(defaultCurrency([], 'KZT')).toBe('KZT');
    expect(defaultCurrency([])).toBe('RUB');
  });

  it('counts the player frozen when the active account is', () => {
    expect(isActiveAccountFrozen([account({ isActive: true, isFrozen: true })])).toBe(true);
    expect(isActiveAccountFrozen([account({ isActive: false, isFrozen: true }), account({ id: 2, isActive: true })])).toBe(false);
  });

  it('says nothing after a switch on bingo, and that the account will be set, with its id, elsewhere (ACCT-011, ACCT-012)', () => {
    expect(accountSwitchNotice('bingo', 42)).toBeNull();
    expect(accountSwitchNotice('home', 42)).toEqual({ key: 'office_account_will_be_set', accountId: 42 });
    expect(accountSwitchNotice(undefined, 7)).toEqual({ key: 'office_account_will_be_set', accountId: 7 });
  });
});

describe('money without floats', () => {
  it('turns minor units into an exact decimal', () => {
    expect([minorToDecimal(100050), minorToDecimal(5), minorToDecimal(0), minorToDecimal(-250)]).toEqual(['1000.50', '0.05', '0.00', '-2.50']);
  });

  it('reads typed amounts as cents, with a dot or a comma', () => {
    expect(parseAmountText('1500')).toEqual({ minor: 150000 });
    expect(parseAmountText(' 12,5 ')).toEqual({ minor: 1250 });
    expect(parseAmountText('0.07')).toEqual({ minor: 7 });
    expect(parseAmountText('1 000.10')).toEqual({ minor: 100010 });
    expect(parseAmountText('')).toEqual({ error: 'empty' });
    expect(parseAmountText('1.234')).toEqual({ error: 'format' });
    expect(parseAmountText('-5')).toEqual({ error: 'format' });
  });

  it('shows a balance in the page language, or a mask while hidden (UCFG-007)', () => {
    expect(balanceText({ moneyMinor: 100050, iso: 'USD' }, { lng: 'en', hidden: false })).toBe('$1,000.50');
    // 0.1 + 0.2 would be 0.30000000000000004 as floats; the decimal string stays exact.
    expect(balanceText({ moneyMinor: 30, iso: 'USD' }, { lng: 'en', hidden: false })).toBe('$0.30');
    expect(balanceText({ moneyMinor: 100050, iso: 'USD' }, { lng: 'en', hidden: true })).toBe('••••');
  });
});

describe('convert account and first-deposit bonus', () => {
  it('reminds once on sign-in by the allowed status: 1 main, 2 additional, 0 never (ACCT-017 to ACCT-020)', () => {
    expect([convertAccountReminder(0, false), convertAccountReminder(1, false), convertAccountReminder(2, false)]).toEqual([null, 'main', 'additional']);
    expect(convertAccountReminder(1, true)).toBeNull();
  });

  it('uses the action2 title for HRK with argument 0, the common one otherwise (ACCT-021)', () => {
    expect(convertAccountTitleKey('HRK', 0)).toBe('auth_convert_account_title_common_action2');
    expect(convertAccountTitleKey('HRK', 1)).toBe('auth_convert_account_title_common_action');
    expect(convertAccountTitleKey('EUR', 0)).toBe('auth_convert_account_title_common_action');
  });

  it('offers the first-deposit bonus only when every condition holds (ACCT-022)', () => {
    const all = { isAuthorised: true, isUserConfigLoaded: true, hasDeposit: false, isFeatureEnabled: true, isClosedThisSession: false };
    expect(canShowFirstDepositBonus(all)).toBe(true);
    expect(canShowFirstDepositBonus({ ...all, hasDeposit: true })).toBe(false);
    expect(canShowFirstDepositBonus({ ...all, isClosedThisSession: true })).toBe(false);
    expect(canShowFirstDepositBonus({ ...all, isUserConfigLoaded: false })).toBe(false);
  });
});
