import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes/route-table.ts';
import { ACCOUNT_MENU_SECTIONS, BOTTOM_MENU, OFFICE_MENU, entryHref, isEntryAvailable } from './menus.ts';

describe('office menu', () => {
  it('lists office pages, each once, starting with the account; beside them only the wallets section and "My sports" (ACCT-024)', () => {
    const pages = OFFICE_MENU.filter((entry) => entry.analytics !== 'wallets' && entry.analytics !== 'sports');
    const ids = pages.map((entry) => entry.routeId);
    expect(ids[0]).toBe('office-account');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findRoute(id)?.layout).toBe('office');
    expect(ids).toEqual(expect.arrayContaining(['office-settings', 'office-security', 'office-history', 'office-recharge', 'office-deduce']));
  });

  it('leaves out pages switched off in site config and keeps those without a switch', () => {
    const vip = OFFICE_MENU.find((entry) => entry.routeId === 'office-vip-cashback')!;
    const settings = OFFICE_MENU.find((entry) => entry.routeId === 'office-settings')!;
    // VIP cashback is route availability 28 (spec S2 §6).
    expect(isEntryAvailable(vip, [])).toBe(false);
    expect(isEntryAvailable(vip, [28])).toBe(true);
    expect(isEntryAvailable(settings, [])).toBe(true);
  });

  it('links each page in the current language', () => {
    const settings = OFFICE_MENU.find((entry) => entry.routeId === 'office-settings')!;
    expect(entryHref(settings, 'de')).toBe('/de/office/settings');
  });
});

describe('account menu sections (ACCT-024)', () => {
  it('are the fifteen analytics labels of the spec', () => {
    expect([...ACCOUNT_MENU_SECTIONS]).toEqual([
      'bet_history', 'recharge', 'withdrawal', 'history_pay', 'personal_data', 'security', 'bring_friend', 'auth_qr', 'mailing', 'promo_check',
      'cashback', 'bonuses', 'wallets', 'account', 'sports',
    ]);
  });

  it('key each office menu page that has a section by its label', () => {
    const section = (routeId: string) => OFFICE_MENU.find((entry) => entry.routeId === routeId)?.analytics;
    expect(section('office-history')).toBe('bet_history');
    expect(section('office-recharge')).toBe('recharge');
    expect(section('office-deduce')).toBe('withdrawal');
    expect(section('office-history-pay')).toBe('history_pay');
    expect(section('office-account')).toBe('personal_data');
    expect(section('office-security')).toBe('security');
    expect(section('office-bring-friend')).toBe('bring_friend');
    expect(section('office-settings')).toBe('mailing');
    expect(section('office-promotion')).toBe('promo_check');
    expect(section('office-vip-cashback')).toBe('cashback');
    expect(section('office-premium-cashback')).toBe('cashback');
    expect(section('office-bonuses-deposit')).toBe('bonuses');
    expect(section('office-bonuses-wager')).toBe('bonuses');
    // wallets: the accounts panel of office/account; sports: the sports list, where "My sports" is set.
    const entry = (analytics: string) => OFFICE_MENU.find((item) => item.analytics === analytics)!;
    expect([entryHref(entry('wallets'), 'en'), entry('wallets').labelKey]).toEqual(['/en/office/account#wallets', 'nav.wallets']);
    expect([entryHref(entry('sports'), 'en'), entry('sports').labelKey]).toEqual(['/en/home/line', 'nav.mySports']);
    // auth_qr: the QR sign-in page, office/qr.
    expect([section('office-qr'), entryHref(entry('auth_qr'), 'en')]).toEqual(['auth_qr', '/en/office/qr']);
    // Every one of the fifteen sections is a link of the menu now.
    expect(ACCOUNT_MENU_SECTIONS.filter((name) => name !== 'account' && !OFFICE_MENU.some((item) => item.analytics === name))).toEqual([]);
    // Pages the spec gives no analytics label carry none.
    expect(section('office-support')).toBeUndefined();
    expect(section('office-responsible')).toBeUndefined();
  });

  it('never labels an entry outside the spec list, and the mobile Account tab is the account section', () => {
    for (const entry of [...OFFICE_MENU, ...BOTTOM_MENU]) {
      if (entry.analytics) expect(ACCOUNT_MENU_SECTIONS).toContain(entry.analytics);
    }
    expect(BOTTOM_MENU.find((entry) => entry.key === 'account')?.analytics).toBe('account');
    expect(BOTTOM_MENU.find((entry) => entry.key === 'home')?.analytics).toBeUndefined();
  });
});
