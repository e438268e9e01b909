import { webApiPath } from '@bf/api-client/http';

/** The regulator's logo image (spec: S2 §7; CALL-027). */
export const POLICY_LOGO_PATH = webApiPath('/policy/logo.agif');
/** The country ids the logo is shown for (CALL-027). */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];
