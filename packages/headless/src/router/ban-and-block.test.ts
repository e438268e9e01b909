import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { createSiteConfigCache } from '../site-config/site-config-cache.ts';
import { BAN_THRESHOLD, FORCE_GEO_OFF_COOKIE, blockingReasonOf, blockingRoute, deduceBanThreshold, isBanned, redirectCheckTarget } from './ban-and-block.ts';
import { resolveRequest, type RouteChecks, type RouterServices } from './resolve-request.ts';

describe('ban levels', () => {
  it('bans above 0 and puts the deduce threshold at 45, or 53 for banned level 1 (GUARD-027, GUARD-031)', () => {
    expect(BAN_THRESHOLD).toEqual({ base: 45, versionOne: 53 });
    expect(isBanned({ isSignedIn: true, banLevel: 0 })).toBe(false);
    expect(isBanned({ isSignedIn: true, banLevel: 1 })).toBe(true);
    expect(deduceBanThreshold({ isSignedIn: true, banLevel: 50 })).toBe(45);
    expect(deduceBanThreshold({ isSignedIn: true, banLevel: 50, banVersion: 1 })).toBe(53);
  });
});

describe('blocking reason', () => {
  it('comes from the template type when the display type is 1 (GUARD-033, GUARD-034)', () => {
    expect(blockingReasonOf({ displayTypeId: 1, templateTypeId: 13 }, {})).toBe(13);
    expect(blockingReasonOf({ displayTypeId: 0, templateTypeId: 13 }, {})).toBeUndefined();
    expect(blockingReasonOf({ displayTypeId: 2, templateTypeId: 1 }, {})).toBeUndefined();
    expect(blockingReasonOf({ displayTypeId: 1, templateTypeId: null }, {})).toBeUndefined();
    expect(blockingReasonOf(undefined, {})).toBeUndefined();
  });

  it('ignores template 1 when the force-geo-off cookie is 1, and only then (GUARD-035)', () => {
    expect(blockingReasonOf({ displayTypeId: 1, templateTypeId: 1 }, { [FORCE_GEO_OFF_COOKIE]: '1' })).toBeUndefined();
    expect(blockingReasonOf({ displayTypeId: 1, templateTypeId: 1 }, { [FORCE_GEO_OFF_COOKIE]: '0' })).toBe(1);
    expect(blockingReasonOf({ displayTypeId: 1, templateTypeId: 16 }, { [FORCE_GEO_OFF_COOKIE]: '1' })).toBe(16);
  });

  it('maps reasons to pages; 4 is site-updates (GUARD-036 to GUARD-041, docs/decisions.md GUARD-037)', () => {
    expect([1, 2, 3, 5, 14].map(blockingRoute)).toEqual(['block', 'block', 'block', 'block', 'block']);
    expect([4, 13, 17, 8, 16].map(blockingRoute)).toEqual(['site-updates', 'block-ua', 'block-ie', 'coming-soon', 'suspension']);
    expect(blockingRoute(6)).toBeUndefined();
    expect(blockingRoute(undefined)).toBeUndefined();
  });
});

describe('redirect check target', () => {
  const here = new URL('http://site.test/en/news?a=1');
  const answer = (url: string, redirect = true) => ({ redirect, code: 302, url, reasons: [], breadcrumbs: [] });

  it('follows paths and same-origin addresses, never another site or the page itself', () => {
    expect(redirectCheckTarget(answer('/en/promotions'), here)).toBe('/en/promotions');
    expect(redirectCheckTarget(answer('http://site.test/en/x?y=1'), here)).toBe('/en/x?y=1');
    expect(redirectCheckTarget(answer('https://evil.example/en'), here)).toBeUndefined();
    expect(redirectCheckTarget(answer('//evil.example/en'), here)).toBeUndefined();
    expect(redirectCheckTarget(answer('javascript:alert(1)'), here)).toBeUndefined();
    expect(redirectCheckTarget(answer('/en/news?a=1'), here)).toBeUndefined();
    expect(redirectCheckTarget(answer('/en/promotions', false), here)).toBeUndefined();
    expect(redirectCheckTarget(undefined, here)).toBeUndefined();
  });

  it('refuses the second redirect to the same address and only logs it (GUARD-042, ERR-015)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(redirectCheckTarget(answer('/en/a'), here, new Set(['/en/a']))).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('cyclic redirect refused', '/en/a');
    warn.mockClear();
    expect(redirectCheckTarget(answer('/en/b'), here, new Set(['/en/a']))).toBe('/en/b');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('resolveRequest with the checks', () => {
  const services = (checks: RouteChecks): RouterServices => ({
    siteConfig: createSiteConfigCache({ bff: { getSiteConfig: async () => FALLBACK_SITE_CONFIG } as never }),
    isProduction: true,
    checks,
  });

  it('asks both checks once per request with the path, the auth flag and the token, and reads their answers', async () => {
    const token = 'h.' + btoa(JSON.stringify({ sub: '5', exp: Math.floor(Date.now() / 1000) + 600 })) + '.s';
    const block = vi.fn(async () => ({ displayTypeId: 1, templateTypeId: 16 }));
    const redirect = vi.fn(async () => ({ redirect: true, code: 302, url: '/en/promotions', reasons: [], breadcrumbs: [] }));
    const request = new Request('http://site.test/en/news?x=1', { headers: { cookie: `user_token=${token}` } });
    const resolved = await resolveRequest(request, services({ block, redirect }));
    await resolveRequest(request, services({ block, redirect }));
    expect(block).toHaveBeenCalledTimes(1);
    expect(block).toHaveBeenCalledWith({ auth: true, url: '/en/news?x=1', token });
    expect(redirect).toHaveBeenCalledWith('/en/news?x=1');
    expect(resolved).toMatchObject({ blockingReason: 16, redirectTo: '/en/promotions' });
  });

  it('treats a failing check as no block and no redirect', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resolved = await resolveRequest(new Request('http://site.test/en'), services({ block: () => Promise.reject(new Error('down')), redirect: () => Promise.reject(new Error('down')) }));
    expect(resolved.blockingReason).toBeUndefined();
    expect(resolved.redirectTo).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('does not ask about an address longer than the checks take', async () => {
    const block = vi.fn(async () => ({ displayTypeId: 1, templateTypeId: 1 }));
    const redirect = vi.fn(async () => ({ redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [] }));
    const resolved = await resolveRequest(new Request(`http://site.test/en/news?q=${'x'.repeat(2100)}`), services({ block, redirect }));
    expect(block).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    expect(resolved.blockingReason).toBeUndefined();
  });

  it('ends a chain of check redirects when one lands, and refuses a cycle within a chain (GUARD-042)', async () => {
    const redirected = new Set<string>();
    let next = '/en/b';
    const checks: RouteChecks = { block: async () => ({ displayTypeId: 0, templateTypeId: 0 }), redirect: async () => ({ redirect: true, code: 302, url: next, reasons: [], breadcrumbs: [] }), redirected };
    expect((await resolveRequest(new Request('http://site.test/en/a'), services(checks))).redirectTo).toBe('/en/b');
    next = '/en/a';
    expect((await resolveRequest(new Request('http://site.test/en/b'), services(checks))).redirectTo).toBe('/en/a');
    next = '/en/b';
    expect((await resolveRequest(new Request('http://site.test/en/a'), services(checks))).redirectTo).toBeUndefined();
    expect(redirected.size).toBe(0);
  });
});
