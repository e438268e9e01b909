import { webApiPath } from '@bf/api-client/http';

/** The regulator's logo image (spec: S2 §7; CALL-027). */
export const POLICY_LOGO_PATH = webApiPath('/policy/logo.agif');
/** The country ids the logo is shown for (CALL-027). */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** Whether the footer shows the regulator's logo for the site's licence country (CALL-027); no country, no logo. */
export function showsPolicyLogo(countryId: number | null | undefined): boolean {
  return typeof countryId === 'number' && POLICY_LOGO_COUNTRY_IDS.includes(countryId);
}
