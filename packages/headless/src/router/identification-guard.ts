import type { SiteConfig } from '@bf/api-client/bff';
import type { UserConfig } from '@bf/api-client/web-api/user-config';

/** The identification page (spec: S1 §2 office identification). */
export const IDENTIFICATION_ROUTE_ID = 'office-identification';

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
