import type { SiteConfig } from '@bf/api-client/bff';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import type { RouteDefinition } from '../routes/route-types.ts';
import { routeHref } from '../routes/route-links.ts';
import { COOKIE } from '../env/environment.ts';
import { hasRequiredProfileFields } from '../user-config/user-config-rules.ts';
import { IDENTIFICATION_ROUTE_ID } from './identification-guard.ts';
import type { ResolvedRequest, RouterServices } from './resolve-request.ts';

// The access guard's steps for withdrawal routes: run by the route loaders, so not in the first load (the bonus
// prompt the frame shows is identification-guard.ts).

export interface IdentificationGuardInput {
  route: RouteDefinition | undefined;
  /** The signed-in player's user config; undefined when not signed in or not loaded. */
  userConfig: UserConfig | undefined;
  config: Pick<SiteConfig, 'isIdentificationAvailable'>;
  lng: string;
}

/**
 * Steps 3 and 4 of the access guard (docs/decisions.md GUARD-020): on a withdrawal route, a player who needs
 * identification goes to the identification page when the site has it, and a player who registered without the
 * required personal data (`isDataAfterRegistration`; UCFG-029) goes to the office account page to fill it in.
 * Undefined: on. Every other page stays open: betting, history and support are never locked behind identification.
 */
export function identificationRedirect({ route, userConfig, config, lng }: IdentificationGuardInput): string | undefined {
  if (!route?.guards?.withdrawal || !userConfig) return undefined;
  if (userConfig.is_need_identification && config.isIdentificationAvailable) return routeHref(IDENTIFICATION_ROUTE_ID, lng);
  if (userConfig.isDataAfterRegistration && !hasRequiredProfileFields(userConfig)) return routeHref('office-account', lng);
  return undefined;
}

/**
 * Where a withdrawal route sends this request instead, if anywhere (GUARD-020 steps 3 and 4): only for a signed-in
 * player on a withdrawal route is the user config asked for. A failed load sends nowhere and is logged: the back end
 * refuses a withdrawal it must refuse, and the page must not break on a slow config call.
 */
export async function withdrawalRedirect(route: RouteDefinition | undefined, resolved: ResolvedRequest, lng: string, services: RouterServices): Promise<string | undefined> {
  const load = services.checks?.userConfig;
  if (!route?.guards?.withdrawal || !resolved.session.isSignedIn || !load) return undefined;
  const userConfig = await load(resolved.cookies[COOKIE.userToken]).catch((error: unknown) => {
    console.warn('user config for the withdrawal guard failed', error instanceof Error ? error.message : error);
    return undefined;
  });
  return identificationRedirect({ route, userConfig, config: resolved.config, lng });
}
