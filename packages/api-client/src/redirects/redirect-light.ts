import { ApiError } from '../http/api-error.ts';
import type { HttpClient } from '../http/http-client.ts';
import { withRetry, type RetryOptions } from '../http/retry.ts';
import type { RedirectLightRequest, RedirectLight } from './redirect-light.schema.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./redirect-light.schema.ts');
export type { RedirectLightRequest, RedirectLight } from './redirect-light.schema.ts';

/** The redirect check (spec: S2 §7; CALL-025). */
export const REDIRECT_LIGHT_PATH = '/redirects-api/api/v1/redirect-light';

/** Retried 5 times at 1 s (spec: S2 §8; ERR-012): five tries in all, like the BFF config's CONFIG_RETRY. */
export const REDIRECT_CHECK_RETRY: RetryOptions = { tries: 5, delayMs: 1000 };

/** SWR keys of the redirect check, built next to the call. */
export const redirectLightKeys = {
  check: (url: string) => ['redirects-api', 'redirect-light', url] as const,
};

/** A cancelled check is not tried again. */
const isRetriable = (error: unknown) => !(error instanceof ApiError && error.isCancelled);

/** The redirects service (spec: S2 §7). */
export function createRedirectLightApi(http: HttpClient, retry: RetryOptions = REDIRECT_CHECK_RETRY) {
  return {
    /** `POST /redirects-api/api/v1/redirect-light` with `{ url }`, retried as ERR-012 says. */
    checkRedirect(url: string, signal?: AbortSignal): Promise<RedirectLight> {
      const body: RedirectLightRequest = { url };
      return withRetry(() => http.request({ method: 'POST', path: REDIRECT_LIGHT_PATH, body, schema: () => schemas().then((m) => m.redirectLightSchema), signal }), { shouldRetry: isRetriable, ...retry });
    },
  };
}
export type RedirectLightApi = ReturnType<typeof createRedirectLightApi>;
