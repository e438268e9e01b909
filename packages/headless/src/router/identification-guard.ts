import type { SiteConfig } from '@bf/api-client/bff';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import type { RouteDefinition } from '../routes/route-types.ts';
import { routeHref } from '../routes/route-links.ts';

/** The identification page (spec: S1 §2 office identification). */
export const IDENTIFICATION_ROUTE_ID = 'office-identification';

/** Personal data the registration asks for later: all of them set (spec: S2 §5 "Required profile fields"). */
export function hasRequiredProfileFields(userData: UserConfig['user_data']): boolean {
  if (!userData) return false;
  const { date_birthday, name, surname, passport, passport_date, registration_address } = userData;
  return [date_birthday, name, surname, passport, passport_date, registration_address].every((value) => typeof value === 'string' && value.trim() !== '');
}

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
 * required personal data (`isDataAfterRegistration`) goes to the office account page to fill it in. Undefined: on.
 * Every other page stays open: betting, history and support are never locked behind identification.
 */
export function identificationRedirect({ route, userConfig, config, lng }: IdentificationGuardInput): string | undefined {
  if (!route?.guards?.withdrawal || !userConfig) return undefined;
  if (userConfig.is_need_identification && config.isIdentificationAvailable) return routeHref(IDENTIFICATION_ROUTE_ID, lng);
  if (userConfig.isDataAfterRegistration && !hasRequiredProfileFields(userConfig.user_data)) return routeHref('office-account', lng);
  return undefined;
}

/** Routes an identification prompt never interrupts: the identification page itself, and pages that must stay as they are. */
const NOT_INTERRUPTED = new Set([IDENTIFICATION_ROUTE_ID, 'confirm-terms', 'maintenance', 'block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'registration', 'registration-type']);

/** What the identification bonus asks of the player now: the identification page, the identification modal, or nothing. */
export type IdentificationPrompt = 'page' | 'modal' | undefined;

/**
 * The identification bonus (spec: S2 §4; GUARD-044): a player offered the bonus for identifying
 * (`is_identification_bonus`) who still needs identification (`is_need_identification`) is routed to the
 * identification page when the site has it, else the identification modal is due (UCFG-036). Not on the pages in
 * `NOT_INTERRUPTED`, and not once the player has been asked in this page load (`wasPrompted`).
 */
export function identificationBonusPrompt({ userConfig, config, routeId, wasPrompted }: { userConfig: UserConfig | undefined; config: Pick<SiteConfig, 'isIdentificationAvailable'>; routeId: string | undefined; wasPrompted: boolean }): IdentificationPrompt {
  if (wasPrompted || !userConfig?.is_identification_bonus || !userConfig.is_need_identification) return undefined;
  if (routeId && NOT_INTERRUPTED.has(routeId)) return undefined;
  return config.isIdentificationAvailable ? 'page' : 'modal';
}
