import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';

export { TOKEN_PATH, TOKEN_SHARE_WINDOW_MS, tokenResponseSchema, isTokenValid, getTokenExpiry, decodeJwtPayload } from '../http/token.ts';
export type { TokenResponse } from '../http/token.ts';

/** The session call (spec: S2 §7; CALL-007). */
export const SESSION_PATH = webApiPath('/session');

/** The session answer is not parsed as JSON: any text body (or none) is a live session. Loads with the call. */
const sessionResponseSchema = () => import('./session.schema.ts').then((m) => m.sessionResponseSchema);

/** SWR keys of the session calls, built next to the calls. */
export const sessionKeys = {
  session: () => ['web-api', 'session'] as const,
  token: () => ['web-api', 'user', 'gettoken'] as const,
};

/** The session service: the session call and the shared token call (spec: S2 §4, §7). */
export function createSessionApi(http: HttpClient) {
  return {
    /**
     * `GET /web-api/session`, no cache, not parsed as JSON; resolves on 2xx. A 401 rejects with status 401 for
     * the global auth action (docs/decisions.md CALL-002) instead of refreshing a token: the session rides on cookies.
     */
    async getSession(signal?: AbortSignal): Promise<void> {
      await http.request({ path: SESSION_PATH, schema: sessionResponseSchema, responseType: 'text', cache: 'no-store', signal });
    },
    /**
     * `GET /web-api/user/gettoken?force_refresh=true` → `data.token`, through the client's single-flight refresh:
     * one pending call is shared, the result dropped after 60 s, and the token must carry an unexpired `exp`.
     */
    getToken(): Promise<string> {
      return http.refreshToken();
    },
  };
}
export type SessionApi = ReturnType<typeof createSessionApi>;
