import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes/route-table.ts';
import { OFFICE_MENU, entryHref, isEntryAvailable } from './menus.ts';

describe('office menu', () => {
  it('lists office pages only, each once, starting with the account', () => {
    const ids = OFFICE_MENU.map((entry) => entry.routeId);
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
