import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@bf/api-client/bff';
import { siteConfigSchema } from '@bf/api-client/schemas/site-config';
import { guardRoute, type GuardInput } from '@bf/headless/guard';
import { findRoute, ROUTE_AVAILABILITY } from '@bf/headless/routes';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { accountAppHref } from './account-middleware.ts';

const base: SiteConfig = { ...FALLBACK_SITE_CONFIG, isAccountMiddleware: true, availableRoutes: Object.values(ROUTE_AVAILABILITY) };
const visitor = { isSignedIn: false, banLevel: 0 };
const player = { isSignedIn: true, banLevel: 0, userId: '1' };

function guard(routeId: string, path: string, overrides: Partial<GuardInput> = {}) {
  return guardRoute({ route: findRoute(routeId), params: {}, url: new URL(path, 'http://site.test'), lng: 'de', config: base, cookies: {}, session: visitor, isProduction: true, ...overrides });
}

describe('account-middleware mode (GUARD-022, GUARD-024)', () => {
  it('sends a visitor denied a signed-in-only page to the account app login route with the language, remembering nothing', () => {
    expect(guard('office-history', '/de/office/history?tab=2')).toEqual({ kind: 'redirect', location: '/de/user/login', status: 302 });
    const app = { ...base, accountApp: { loginPath: '/account/{lng}/login', accountPath: '/account/{lng}' } };
    expect(guard('office-history', '/de/office/history?tab=2', { config: app })).toEqual({ kind: 'redirect', location: '/account/de/login', status: 302 });
    // The payment page's only-auth rule is an access denial too.
    expect(guard('information-payment', '/de/information/payment', { config: app })).toMatchObject({ location: '/account/de/login' });
  });

  it('sends a signed-in player denied a page to the account route with the language and the query', () => {
    expect(guard('login', '/de/user/login?tab=2&returnUrl=%2Fde%2Fnews', { session: player })).toEqual({ kind: 'redirect', location: '/de/office/account?tab=2&returnUrl=%2Fde%2Fnews', status: 302 });
    const app = { ...base, accountApp: { loginPath: '/account/{lng}/login', accountPath: '/account/{lng}/profile' } };
    expect(guard('login', '/de/user/login?a=1', { session: player, config: app })).toMatchObject({ location: '/account/de/profile?a=1' });
  });

  it('leaves pages the player may see alone, and the mode off keeps sign-in with the wanted page remembered', () => {
    expect(guard('office-history', '/de/office/history', { session: player })).toEqual({ kind: 'render' });
    expect(guard('login', '/de/user/login')).toEqual({ kind: 'render' });
    const off = { ...base, isAccountMiddleware: false };
    expect(guard('office-history', '/de/office/history', { config: off })).toMatchObject({ location: '/de/user/login?returnUrl=%2Fde%2Foffice%2Fhistory' });
    expect(guard('login', '/de/user/login?a=1', { session: player, config: off })).toMatchObject({ location: '/de' });
  });

  it('never leaves the site, whatever the path templates say', () => {
    for (const loginPath of ['//evil.example/{lng}', 'https://evil.example/{lng}', '/\\evil.example/{lng}', '/%2F%2Fevil.example/{lng}', '/a/../{lng}', '/login']) {
      expect(siteConfigSchema.safeParse({ ...base, accountApp: { loginPath, accountPath: '/account/{lng}' } }).success, loginPath).toBe(false);
      // Even past the schema (a config built in code), only a path of this site comes out.
      const href = accountAppHref({ accountApp: { loginPath, accountPath: '/a/{lng}' } }, 'login', 'de');
      expect(href.startsWith('/') && !href.startsWith('//') && !href.includes('\\'), loginPath).toBe(true);
    }
    expect(siteConfigSchema.safeParse({ ...base, accountApp: { loginPath: '/account/{lng}/login', accountPath: '/account/{lng}' } }).success).toBe(true);
  });
});
