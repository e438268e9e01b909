import { describe, expect, it } from 'vitest';
import { ROUTES } from '@bf/headless/routes';
import { cancelsRechargeNavigation, isAccountRoute, type RechargeModalGuardInput } from './recharge-modal-guard.ts';
import { routeIdAtPath } from '../routes/route-at-path.ts';

const toRecharge: RechargeModalGuardInput = { isRechargeModal: true, redirectUrl: undefined, targetRouteId: 'office-recharge', previousRouteId: 'home' };

describe('recharge-modal guard (GUARD-025)', () => {
  it('cancels a navigation to the recharge route from outside the account routes, or from no route', () => {
    expect(cancelsRechargeNavigation(toRecharge)).toBe(true);
    expect(cancelsRechargeNavigation({ ...toRecharge, previousRouteId: 'casino' })).toBe(true);
    expect(cancelsRechargeNavigation({ ...toRecharge, previousRouteId: undefined })).toBe(true);
  });

  it('lets it through from an account route', () => {
    for (const previousRouteId of ['office-account', 'office-history', 'office-deduce', 'office-recharge']) {
      expect(cancelsRechargeNavigation({ ...toRecharge, previousRouteId }), previousRouteId).toBe(false);
    }
  });

  it('applies only with a recharge modal, without an after-registration redirect URL, and to the recharge route', () => {
    expect(cancelsRechargeNavigation({ ...toRecharge, isRechargeModal: false })).toBe(false);
    expect(cancelsRechargeNavigation({ ...toRecharge, redirectUrl: '/en/office/recharge' })).toBe(false);
    expect(cancelsRechargeNavigation({ ...toRecharge, targetRouteId: 'office-account' })).toBe(false);
    expect(cancelsRechargeNavigation({ ...toRecharge, targetRouteId: undefined })).toBe(false);
  });

  it('counts every office route as an account route, and nothing else', () => {
    for (const route of ROUTES) expect(isAccountRoute(route.id), route.id).toBe(route.layout === 'office');
    expect(isAccountRoute(undefined)).toBe(false);
  });

  it('finds the route of a pathname as the app matches it', () => {
    expect(routeIdAtPath('/en/office/recharge')).toBe('office-recharge');
    expect(routeIdAtPath('/de/office/account')).toBe('office-account');
    expect(routeIdAtPath('/en')).toBe('home');
    expect(routeIdAtPath('/en/news')).toBe('news');
    expect(routeIdAtPath('/')).toBeUndefined();
  });
});
