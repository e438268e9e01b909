import { describe, expect, it } from 'vitest';
import { createAuthModalStore } from '@bf/headless/auth';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { findRoute } from '@bf/headless/routes';
import { guardRoute, type GuardInput } from './guard-route.ts';
import { openAuthorizationBlock, openAuthRouteInPlace } from './authorization-block.ts';

const visitor: GuardInput['session'] = { isSignedIn: false, banLevel: 0, userId: undefined };
const config = { ...FALLBACK_SITE_CONFIG, availableRoutes: [...FALLBACK_SITE_CONFIG.availableRoutes, 72] };
const guardOf = (routeId: string, path: string, session = visitor) =>
  guardRoute({ route: findRoute(routeId), params: {}, url: new URL(path, 'http://site.test'), lng: 'en', config, cookies: {}, session, isProduction: true });

describe('GUARD-021: the access guard for a visitor', () => {
  it('remembers the wanted route (path, query, language) beside the redirect to sign-in', () => {
    const decision = guardOf('office-history', '/en/office/history?page=2');
    expect(decision).toMatchObject({ kind: 'redirect', authorization: { returnTo: '/en/office/history?page=2' } });
    expect((decision as { location: string }).location).toBe('/en/user/login?page=2&returnUrl=%2Fen%2Foffice%2Fhistory%3Fpage%3D2');
  });

  it('carries nothing for a signed-in player sent home, nor for other redirects', () => {
    expect(guardOf('login', '/en/user/login', { isSignedIn: true, banLevel: 0, userId: '1' })).not.toHaveProperty('authorization');
  });
});

describe('openAuthorizationBlock', () => {
  const denied = guardOf('office-history', '/en/office/history');
  const requestUrl = new URL('http://site.test/en/office/history');

  it('in the browser opens the sign-in modal with the wanted route and keeps the page shown', () => {
    const store = createAuthModalStore();
    const stay = openAuthorizationBlock(denied, { store, requestUrl, currentUrl: new URL('http://site.test/en/home/line?x=1#top') });
    expect(stay).toBe('/en/home/line?x=1#top');
    expect(store).toEqual({ open: 'login', returnTo: '/en/office/history' });
  });

  it('leaves the redirect to sign-in on the server (a direct load) and when the page shown is the one denied', () => {
    const store = createAuthModalStore();
    expect(openAuthorizationBlock(denied, { store: undefined, requestUrl, currentUrl: new URL('http://site.test/en') })).toBeUndefined();
    expect(openAuthorizationBlock(denied, { store, requestUrl, currentUrl: undefined })).toBeUndefined();
    expect(openAuthorizationBlock(denied, { store, requestUrl, currentUrl: new URL('http://site.test/en/office/history') })).toBeUndefined();
    expect(store.open).toBeNull();
  });

  it('ignores decisions that are not an access denial', () => {
    const store = createAuthModalStore();
    expect(openAuthorizationBlock({ kind: 'redirect', location: '/en', status: 302 }, { store, requestUrl, currentUrl: new URL('http://site.test/en/news') })).toBeUndefined();
    expect(openAuthorizationBlock({ kind: 'render' }, { store, requestUrl, currentUrl: new URL('http://site.test/en/news') })).toBeUndefined();
    expect(store.open).toBeNull();
  });
});

describe('openAuthRouteInPlace (GUARD-043)', () => {
  const site = (path: string) => new URL(path, 'http://site.test');
  const input = (request: string, current: string | undefined, registrationOpensAsModal = true) => ({
    store: createAuthModalStore(),
    requestUrl: site(request),
    currentUrl: current === undefined ? undefined : site(current),
    registrationOpensAsModal: () => registrationOpensAsModal,
  });

  it('keeps the page a sign-in link was followed from and opens sign-in over it, with the return URL', () => {
    const plain = input('/en/user/login', '/en/news?page=2#top');
    expect(openAuthRouteInPlace('login', plain)).toBe('/en/news?page=2#top');
    expect(plain.store).toEqual({ open: 'login', returnTo: null });
    const withReturn = input('/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory', '/en/news');
    expect(openAuthRouteInPlace('login', withReturn)).toBe('/en/news');
    expect(withReturn.store).toEqual({ open: 'login', returnTo: '/en/office/history' });
  });

  it('opens registration over the page when its rules say modal, and renders its page when they say page', () => {
    const modal = input('/en/registration', '/en/news');
    expect(openAuthRouteInPlace('registration', modal)).toBe('/en/news');
    expect(modal.store.open).toBe('registration');
    const page = input('/en/registration', '/en/news', false);
    expect(openAuthRouteInPlace('registration', page)).toBeUndefined();
    expect(page.store.open).toBeNull();
  });

  it('renders the page on a direct load, between sign-in pages, for other routes, and when the return URL is the page shown', () => {
    for (const [routeId, request, current] of [
      ['login', '/en/user/login', undefined],
      ['login', '/en/user/login', '/en/registration'],
      ['registration', '/en/registration', '/en/user/login'],
      ['news', '/en/news', '/en'],
      // The guard sent the page shown to sign-in (its session ended there), or it asked to come back to itself.
      ['login', '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory', '/en/office/history'],
      ['login', '/en/user/login?returnUrl=%2Fen', '/en'],
    ] as const) {
      const given = input(request, current);
      expect(openAuthRouteInPlace(routeId, given), `${routeId} from ${current}`).toBeUndefined();
      expect(given.store.open).toBeNull();
    }
  });
});
