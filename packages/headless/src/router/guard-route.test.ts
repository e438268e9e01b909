import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardInput } from '@bf/headless/guard';
import { findRoute, ROUTE_AVAILABILITY } from '@bf/headless/routes';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import type { SiteConfig } from '@bf/api-client/bff';

const config: SiteConfig = {
  ...FALLBACK_SITE_CONFIG,
  isRegistrationAllowed: true,
  isIdentificationAvailable: true,
  availableRoutes: Object.values(ROUTE_AVAILABILITY).filter((n) => n !== ROUTE_AVAILABILITY.bonusGames),
  blockedUrlFragments: ['wp-admin'],
};
const visitor = { isSignedIn: false, banLevel: 0 };
const player = { isSignedIn: true, banLevel: 0, userId: '1' };

function guard(routeId: string | undefined, path: string, overrides: Partial<GuardInput> = {}) {
  const url = new URL(path, 'http://site.test');
  return guardRoute({
    route: routeId ? findRoute(routeId) : undefined,
    params: {},
    url,
    lng: 'en',
    config,
    cookies: {},
    session: visitor,
    isProduction: true,
    ...overrides,
  });
}

describe('guardRoute', () => {
  it('renders an open route for a visitor', () => {
    expect(guard('home', '/en')).toEqual({ kind: 'render' });
  });

  it('answers 404 for an unknown path', () => {
    expect(guard(undefined, '/en/nowhere')).toEqual({ kind: 'not-found' });
  });

  it('sends platform_type on a nameless route home, keeping the language', () => {
    expect(guard(undefined, '/de/nowhere?platform_type=mobile', { lng: 'de' })).toEqual({ kind: 'redirect', location: '/de', status: 302 });
  });

  it('sends everyone to maintenance when the cookie, the config or the web state says so', () => {
    const to = { kind: 'redirect', location: '/en/maintenance', status: 302 };
    expect(guard('home', '/en', { cookies: { maintenance: '1' } })).toEqual(to);
    expect(guard('news', '/en/news', { config: { ...config, maintenance: { ...config.maintenance, isActive: true } } })).toEqual(to);
    expect(guard(undefined, '/en/x', { config: { ...config, maintenance: { ...config.maintenance, web_state: true } } })).toEqual(to);
    expect(guard('maintenance', '/en/maintenance', { cookies: { maintenance: '1' } })).toEqual({ kind: 'render' });
  });

  it('counts a maintenance window from the config while now is inside it', () => {
    const windowed = { ...config, maintenance: { ...config.maintenance, started_at: '2026-01-01T10:00:00Z', ended_at: '2026-01-01T12:00:00Z' } };
    expect(guard('home', '/en', { config: windowed, now: new Date('2026-01-01T11:00:00Z') })).toMatchObject({ location: '/en/maintenance' });
    expect(guard('home', '/en', { config: windowed, now: new Date('2026-01-01T13:00:00Z') })).toEqual({ kind: 'render' });
  });

  it('moves the user from the maintenance page home when maintenance is off', () => {
    expect(guard('maintenance', '/en/maintenance')).toEqual({ kind: 'redirect', location: '/en', status: 302 });
  });

  it('hides debug pages in production only', () => {
    expect(guard('debug', '/en/debug')).toEqual({ kind: 'not-found' });
    expect(guard('debug', '/en/debug', { isProduction: false })).toEqual({ kind: 'render' });
  });

  it('answers 404 when a parameter breaks its rule', () => {
    expect(guard('print-coupon', '/en/print-coupon/abc', { params: { couponId: 'abc' } })).toEqual({ kind: 'not-found' });
    expect(guard('print-coupon', '/en/print-coupon/123', { params: { couponId: '123' } })).toEqual({ kind: 'render' });
    expect(guard('sports-section', '/en/home/live', { params: { pageType: 'home', section: 'live' } })).toEqual({ kind: 'render' });
    expect(guard('sports-section', '/en/home/tomorrow', { params: { pageType: 'home', section: 'tomorrow' } })).toEqual({ kind: 'not-found' });
    expect(guard('toto', '/en/toto/draws', { params: { totoSection: 'draws' } })).toEqual({ kind: 'render' });
    expect(guard('toto', '/en/toto/other', { params: { totoSection: 'other' } })).toEqual({ kind: 'not-found' });
  });

  it('answers 404 for routes whose availability number is off, and for blocked URL fragments', () => {
    expect(guard('games-bonus', '/en/games/bonus')).toEqual({ kind: 'not-found' });
    expect(guard('rules', '/en/rules/general', { config: { ...config, availableRoutes: [] }, params: { ruleGroup: 'general' } })).toEqual({ kind: 'not-found' });
    expect(guard(undefined, '/en/wp-admin')).toEqual({ kind: 'not-found' });
    expect(guard('cms-page', '/en/page/WP-ADMIN', { params: { slug: 'WP-ADMIN' } })).toEqual({ kind: 'not-found' });
  });

  it('redirects forgot-password home with showForgotPasswordModal=1 added to the query', () => {
    expect(guard('forgot-password', '/en/user/forgotpassword?a=1')).toEqual({ kind: 'redirect', location: '/en?a=1&showForgotPasswordModal=1', status: 302 });
  });

  it('redirects the coupon route to the language root', () => {
    expect(guard('coupon', '/ru/user/coupon', { lng: 'ru' })).toEqual({ kind: 'redirect', location: '/ru', status: 302 });
  });

  it('redirects old promotion paths and legacy game routes for good', () => {
    expect(guard('old-promotion-actions', '/en/actions/summer', { params: { name: 'summer' } })).toEqual({ kind: 'redirect', location: '/en/promotions/summer', status: 301 });
    expect(guard('legacy-casino-game', '/en/casino-games/7/book', { params: { gameId: '7', gameName: 'book' } })).toEqual({ kind: 'redirect', location: '/en/slots/game/7/book', status: 301 });
    expect(guard('landing-redirect', '/en/lpage/spring', { params: { landingId: 'spring' } })).toMatchObject({ location: '/en/landing-page/spring' });
  });

  it('swaps bonus and offer routes by the promo-bonus-to-offer setting', () => {
    expect(guard('bonuses', '/en/bonuses/rules', { params: { section: 'rules' }, config: { ...config, isPromoBonusToOffer: true } })).toMatchObject({ location: '/en/offers/rules' });
    expect(guard('offers', '/en/offers/games', { params: { section: 'games' } })).toMatchObject({ location: '/en/bonuses/games' });
    expect(guard('bonuses', '/en/bonuses/rules', { params: { section: 'rules' } })).toEqual({ kind: 'render' });
  });

  it('lets registration through only when allowed and not on a VIP domain', () => {
    expect(guard('registration', '/en/registration')).toEqual({ kind: 'render' });
    expect(guard('registration', '/en/registration', { config: { ...config, isRegistrationAllowed: false } })).toMatchObject({ location: '/en' });
    expect(guard('registration', '/en/registration', { config: { ...config, isVipDomain: true } })).toMatchObject({ location: '/en' });
  });

  it('needs the config flag for the identification page', () => {
    expect(guard('office-identification', '/en/office/identification', { session: player })).toEqual({ kind: 'render' });
    expect(guard('office-identification', '/en/office/identification', { session: player, config: { ...config, isIdentificationAvailable: false } })).toEqual({ kind: 'not-found' });
  });

  it('sends a visitor from signed-in-only routes to sign-in with the wanted route remembered and the query kept', () => {
    const decision = guard('office-account', '/en/office/account?tab=2');
    expect(decision.kind).toBe('redirect');
    const location = new URL((decision as { location: string }).location, 'http://site.test');
    expect(location.pathname).toBe('/en/user/login');
    expect(location.searchParams.get('tab')).toBe('2');
    expect(location.searchParams.get('returnUrl')).toBe('/en/office/account?tab=2');
  });

  it('sends the visitor home instead when the login route (72) is off', () => {
    const decision = guard('confirm-terms', '/en/confirm', { config: { ...config, availableRoutes: [] } });
    expect((decision as { location: string }).location.startsWith('/en?returnUrl=')).toBe(true);
  });

  it('sends a signed-in player on from sign-in to a safe return URL or home, and lets registration finish', () => {
    expect(guard('login', '/en/user/login', { session: player })).toEqual({ kind: 'redirect', location: '/en', status: 302 });
    expect(guard('login', '/en/user/login?returnUrl=%2Fen%2Foffice%2Fhistory', { session: player })).toMatchObject({ location: '/en/office/history' });
    expect(guard('login', '/en/user/login?returnUrl=%2F%2Fevil.example', { session: player })).toMatchObject({ location: '/en' });
    // Registration keeps its last step (the generated credentials) after the new player is signed in.
    expect(guard('registration', '/en/registration', { session: player })).toEqual({ kind: 'render' });
    expect(guard('login', '/en/user/login')).toEqual({ kind: 'render' });
  });

  it('lets a signed-in player into the office', () => {
    expect(guard('office-history', '/en/office/history', { session: player })).toEqual({ kind: 'render' });
  });

  it('applies the payment rule: route available and, when configured, signed in', () => {
    expect(guard('information-payment', '/en/information/payment')).toMatchObject({ kind: 'redirect' });
    expect(guard('information-payment', '/en/information/payment', { config: { ...config, isShowPaymentPageOnlyAuth: false } })).toEqual({ kind: 'render' });
    expect(guard('information-payment', '/en/information/payment', { session: player })).toEqual({ kind: 'render' });
    expect(guard('information-payment', '/en/information/payment', { session: player, config: { ...config, availableRoutes: [] } })).toEqual({ kind: 'not-found' });
  });

  it('sends non-banned users home from ban-only pages and banned users to the block page', () => {
    expect(guard('block-appeal-history', '/en/block-appeal-history', { session: player })).toMatchObject({ location: '/en' });
    expect(guard('block-appeal-history', '/en/block-appeal-history', { session: { ...player, banLevel: 45 } })).toEqual({ kind: 'render' });
    expect(guard('news', '/en/news', { session: { ...player, banLevel: 45 } })).toMatchObject({ location: '/en/block' });
    expect(guard('office-deduce', '/en/office/deduce', { session: { ...player, banLevel: 45 } })).toEqual({ kind: 'render' });
  });

  it('is banned above ban level 0 only (GUARD-031)', () => {
    expect(guard('news', '/en/news', { session: { ...player, banLevel: 1 } })).toMatchObject({ location: '/en/block' });
    expect(guard('news', '/en/news', { session: { ...player, banLevel: 0 } })).toEqual({ kind: 'render' });
  });

  it('lets a banned player reach the deduce route from ban level 45, or 53 for banned level 1 (GUARD-027, GUARD-028)', () => {
    const deduce = (banLevel: number, banVersion?: number) => guard('office-deduce', '/en/office/deduce', { session: { ...player, banLevel, ...(banVersion === undefined ? {} : { banVersion }) } });
    expect(deduce(44)).toMatchObject({ location: '/en/block' });
    expect(deduce(45)).toEqual({ kind: 'render' });
    expect(deduce(60)).toEqual({ kind: 'render' });
    expect(deduce(45, 1)).toMatchObject({ location: '/en/block' });
    expect(deduce(52, 1)).toMatchObject({ location: '/en/block' });
    expect(deduce(53, 1)).toEqual({ kind: 'render' });
    expect(deduce(45, 2)).toEqual({ kind: 'render' });
    // Everything else stays closed at those levels; the block pages stay open.
    expect(guard('office-account', '/en/office/account', { session: { ...player, banLevel: 53, banVersion: 1 } })).toMatchObject({ location: '/en/block' });
    for (const [id, path] of [['block', '/en/block'], ['block-ie', '/en/block-ie'], ['suspension', '/en/suspension']] as const) {
      expect(guard(id, path, { session: { ...player, banLevel: 53 } }), id).toEqual({ kind: 'render' });
    }
  });

  it('sends a blocked request to the page of its blocking reason, from every other page (GUARD-036 to GUARD-041)', () => {
    const cases: [number, string][] = [[1, '/en/block'], [2, '/en/block'], [3, '/en/block'], [5, '/en/block'], [14, '/en/block'], [4, '/en/site-updates'], [13, '/en/block-ua'], [17, '/en/block-ie'], [8, '/en/coming-soon'], [16, '/en/suspension']];
    for (const [reason, location] of cases) {
      expect(guard('home', '/en', { blockingReason: reason }), `reason ${reason}`).toEqual({ kind: 'redirect', location, status: 302 });
      expect(guard('office-deduce', '/en/office/deduce', { blockingReason: reason, session: { ...player, banLevel: 45 } }), `reason ${reason}`).toMatchObject({ location });
    }
    expect(guard('block-ua', '/en/block-ua', { blockingReason: 13 })).toEqual({ kind: 'render' });
    expect(guard('block', '/en/block', { blockingReason: 13 })).toMatchObject({ location: '/en/block-ua' });
    // A reason the spec maps to no page blocks nothing; maintenance still comes first.
    expect(guard('home', '/en', { blockingReason: 99 })).toEqual({ kind: 'render' });
    expect(guard('home', '/en', { blockingReason: 1, cookies: { maintenance: '1' } })).toMatchObject({ location: '/en/maintenance' });
  });

  it('lets banned and blocked players reach the contacts page, the support link of their page (issue 9)', () => {
    expect(guard('information-contacts', '/en/information/contacts', { session: { ...player, banLevel: 45 } })).toEqual({ kind: 'render' });
    expect(guard('information-contacts', '/en/information/contacts', { blockingReason: 16 })).toEqual({ kind: 'render' });
    expect(guard('information-about', '/en/information/about', { blockingReason: 16 })).toMatchObject({ location: '/en/suspension' });
  });

  it('follows the redirect check after the block check, keeping 404s (CALL-025, GUARD-042)', () => {
    expect(guard('news', '/en/news', { redirectTo: '/en/promotions/summer' })).toEqual({ kind: 'redirect', location: '/en/promotions/summer', status: 302 });
    expect(guard('news', '/en/news', { redirectTo: '/en/promotions/summer', blockingReason: 1 })).toMatchObject({ location: '/en/block' });
    expect(guard(undefined, '/en/nowhere', { redirectTo: '/en' })).toEqual({ kind: 'not-found' });
  });
});
