import type { SiteConfig } from '@bf/api-client/bff';
import type { RouteDefinition } from '../routes/route-types.ts';
import { ROUTE_AVAILABILITY } from '../routes/route-availability.ts';
import { routeHref } from '../routes/route-links.ts';
import { isMaintenanceActive } from '../site-config/maintenance.ts';
import type { SessionSnapshot } from '../session/read-session.ts';
import { accountMiddlewareDenial } from './account-middleware.ts';
import { blockingRoute, isBanned, mayDeduceWhileBanned } from './ban-and-block.ts';
import { externalBlockPage } from './external-block-page.ts';
import { BONUS_OFFER_SWAP, redirectTarget } from '../routes/route-redirects.ts';
import { RETURN_URL_PARAM, safeReturnPath } from './safe-return-path.ts';

/**
 * A redirect of the access guard for a visitor also carries `authorization`: the wanted path, for the browser to
 * open the sign-in modal over the page instead (GUARD-021, see authorization-block.ts).
 */
export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; location: string; status: 301 | 302; authorization?: { returnTo: string } } | { kind: 'not-found' };

export interface GuardInput {
  /** The matched route; undefined for an unknown path. */
  route: RouteDefinition | undefined;
  params: Record<string, string | undefined>;
  url: URL;
  lng: string;
  config: SiteConfig;
  cookies: Record<string, string>;
  session: SessionSnapshot;
  isProduction: boolean;
  now?: Date;
  /** The block check's blocking reason for this request, if it found one (GUARD-033 to GUARD-035). */
  blockingReason?: number;
  /** Where the redirect check sends this page, already checked to be a path of this site (GUARD-042). */
  redirectTo?: string;
}

export { RETURN_URL_PARAM };

const RENDER: GuardDecision = { kind: 'render' };
const NOT_FOUND: GuardDecision = { kind: 'not-found' };
const redirect = (location: string, status: 301 | 302 = 302): GuardDecision => ({ kind: 'redirect', location, status });

function paramsBreakRules(route: RouteDefinition, params: GuardInput['params']): boolean {
  return Object.entries(route.params ?? {}).some(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return false;
    return 'oneOf' in rule ? !rule.oneOf.includes(value) : !rule.pattern.test(value);
  });
}

function accessDenied({ url, lng, config, session }: GuardInput): GuardDecision {
  // Account-middleware mode: the account app's login route, or its account route when signed in (GUARD-022, GUARD-024).
  if (config.isAccountMiddleware) return redirect(accountMiddlewareDenial(config, session, lng, url));
  const query = new URLSearchParams(url.search);
  if (session.isSignedIn) {
    // Signed in but not allowed here: home, keeping the language and the query (S2 §2).
    const q = query.toString();
    return redirect(`/${lng}${q ? `?${q}` : ''}`);
  }
  // Remember the wanted route and language, then go to sign-in when the login route is on (entry 72), else home (S2 §2).
  const returnTo = safeReturnPath(`${url.pathname}${url.search}`) ?? `/${lng}`;
  query.set(RETURN_URL_PARAM, returnTo);
  const target = config.availableRoutes.includes(ROUTE_AVAILABILITY.login) ? `/${lng}/user/login` : `/${lng}`;
  return { kind: 'redirect', location: `${target}?${query.toString()}`, status: 302, authorization: { returnTo } };
}

/**
 * Decides what a request for a route gets, in the order the spec implies: platform switch on a nameless
 * route, maintenance, unknown path, blocked fragments, blocking reason, debug pages, params, availability,
 * redirect check, route redirects, bonus/offer swap, registration, identification, payment, access, ban
 * (spec: S1 §2, S2 §2, §4).
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const { params, url, lng, config, cookies, session, isProduction, now, blockingReason, redirectTo } = input;
  // A path whose params break the matched route's rules names no route: it is an unknown path, also for
  // the platform_type rule below (`:landingSlug` and the sports section match almost any path otherwise).
  const route = input.route && !paramsBreakRules(input.route, params) ? input.route : undefined;

  // platform_type on a route with no name: home, keeping the language (S2 §2).
  if (!route && url.searchParams.has('platform_type')) return redirect(`/${lng}`);

  const maintenance = isMaintenanceActive(config.maintenance, cookies, now);
  if (maintenance && route?.id !== 'maintenance') return redirect(`/${lng}/maintenance`);
  if (!maintenance && route?.id === 'maintenance') return redirect(`/${lng}`);

  if (!route) return NOT_FOUND;
  const path = url.pathname.toLowerCase();
  if (config.blockedUrlFragments.some((fragment) => fragment && path.includes(fragment.toLowerCase()))) return NOT_FOUND;

  // A blocking reason of the block check sends every page but its own to that page (GUARD-036 to GUARD-041).
  const guards = route.guards ?? {};
  const blockedTo = blockingRoute(blockingReason);
  if (blockedTo && route.id !== blockedTo && !guards.allowedWhenBlocked) return redirect(routeHref(blockedTo, lng));

  if (guards.debugOnly && isProduction) return NOT_FOUND;
  if (guards.availability !== undefined && !config.availableRoutes.includes(guards.availability)) return NOT_FOUND;

  // The redirect check moved this address elsewhere on the site (CALL-025, GUARD-042).
  if (redirectTo) return redirect(redirectTo);

  if (route.redirect) {
    const target = redirectTarget(route, params, url, lng);
    return target ? redirect(target.location, target.status) : NOT_FOUND;
  }

  const swap = BONUS_OFFER_SWAP[route.id];
  if (swap && swap.isOffer !== config.isPromoBonusToOffer) {
    const rest = url.pathname.split('/').slice(3).join('/');
    return redirect(`/${lng}/${swap.counterpartPrefix}/${rest}${url.search}`);
  }

  // A signed-in player has nothing to do on sign-in or registration: on to the wanted page, else home.
  // In account-middleware mode sign-in is the account app's: a signed-in player is denied here (GUARD-024).
  if (guards.visitorOnly && session.isSignedIn && config.isAccountMiddleware) return accessDenied(input);
  if (guards.visitorOnly && session.isSignedIn) return redirect(safeReturnPath(url.searchParams.get(RETURN_URL_PARAM)) ?? `/${lng}`);
  if (guards.registrationAllowed && (!config.isRegistrationAllowed || config.isVipDomain)) return redirect(`/${lng}`);
  if (guards.identification && !config.isIdentificationAvailable) return NOT_FOUND;
  if (guards.payment && config.isShowPaymentPageOnlyAuth && !session.isSignedIn) return accessDenied(input);
  if (guards.signedInOnly && !session.isSignedIn) return accessDenied(input);

  // Ban (GUARD-026 to GUARD-031): ban-only pages are for banned players; a banned player reaches only the
  // pages that allow it, and the deduce route from the ban threshold on; the rest go out to the operator's
  // external block page when one is configured, else to the site's own.
  const banned = isBanned(session);
  if (guards.banOnly && !banned) return redirect(`/${lng}`);
  if (banned && !guards.allowedWhenBanned && !(guards.deduceWhenBanned && mayDeduceWhileBanned(session))) return redirect(externalBlockPage(config) ?? routeHref('block', lng));

  return RENDER;
}
