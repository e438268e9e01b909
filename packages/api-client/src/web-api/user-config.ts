import { ApiError } from '../http/api-error.ts';
import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';
import type { UserConfig } from './user-config.schema.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./user-config.schema.ts');
export type { UserConfig, UserConfigResponse } from './user-config.schema.ts';

/** The user config call (docs/decisions.md CALL-034). */
export const USER_CONFIG_PATH = webApiPath('/user/v1/config');

/** activation_type: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only (spec: S2 §3). */
export const ACTIVATION_TYPE = { none: 0, email: 1, emailAndPhone: 2, phone: 3 } as const;

/** SWR keys of the user config call, built next to the call. */
export const userConfigKeys = {
  config: () => ['web-api', 'user', 'config'] as const,
};

/** The user config service (spec: S2 §4 "User config load"). */
export function createUserConfigApi(http: HttpClient) {
  return {
    /**
     * `GET /web-api/user/v1/config` with the bearer token and no cache, abortable so a new load can cancel an
     * earlier one (UCFG-013). An empty result is a failure (UCFG-015): it rejects with the server's `error`.
     */
    async getUserConfig(signal?: AbortSignal): Promise<UserConfig> {
      const { result, error } = await http.request({ path: USER_CONFIG_PATH, schema: () => schemas().then((m) => m.userConfigResponseSchema), auth: true, cache: 'no-store', signal });
      if (!result) throw new ApiError(error || 'The user config is empty', 502);
      return result;
    },
  };
}
export type UserConfigApi = ReturnType<typeof createUserConfigApi>;

// The terms calls are about the same signed-in player; they ship from this entry point.
export { TERMS_STATUS_PATH, TERMS_CONFIRM_PATH, termsKeys, createTermsApi } from './terms.ts';
export type { TermsStatus, TermsRule, TermsApi } from './terms.ts';
