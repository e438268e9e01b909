import { routePath } from '../routes/route-links.ts';

/** The recharge (deposit) route. */
export const RECHARGE_ROUTE_ID = 'office-recharge';

export interface RechargeModalGuardInput {
  /** The site config's `isRechargeModal`: deposits open in a modal. */
  isRechargeModal: boolean;
  /** The after-registration redirect URL (`redirect_url` cookie, AUTH-038), if one exists. */
  redirectUrl: string | undefined;
  /** The route the navigation goes to. */
  targetRouteId: string | undefined;
  /** The route it leaves; undefined when there is none. */
  previousRouteId: string | undefined;
}

/**
 * An account route: one of the office (account area) routes (spec: S2 §2 "account routes"), which all live under
 * `office/` (the test checks each route of the table); read from the paths, the route table is not in the first load.
 */
export const isAccountRoute = (routeId: string | undefined): boolean => routeId !== undefined && (routePath(routeId)?.startsWith('office/') ?? false);

/**
 * The recharge-modal guard (spec: S2 §2; GUARD-025): when the site uses a recharge modal, no after-registration
 * redirect URL exists and the target is the recharge route, the navigation is cancelled unless it comes from one
 * of the account routes. True: cancel.
 */
export function cancelsRechargeNavigation({ isRechargeModal, redirectUrl, targetRouteId, previousRouteId }: RechargeModalGuardInput): boolean {
  if (!isRechargeModal || redirectUrl || targetRouteId !== RECHARGE_ROUTE_ID) return false;
  return !isAccountRoute(previousRouteId);
}
