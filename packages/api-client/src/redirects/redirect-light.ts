// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import { ApiError } from '../http/api-error.ts';
import type { HttpClient } from '../http/http-client.ts';
import { withRetry, type RetryOptions } from '../http/retry.ts';

/** The redirect check (spec: S2 §7; CALL-025). */
export const REDIRECT_LIGHT_PATH = '/redirects-api/api/v1/redirect-light';

/** Retried 5 times at 1 s (spec: S2 §8; ERR-012): five tries in all, like the BFF config's CONFIG_RETRY. */
export const REDIRECT_CHECK_RETRY: RetryOptions = { tries: 5, delayMs: 1000 };

export const redirectLightRequestSchema = z.lazy(() => z.object({ url: z.string().check(z.minLength(1)) }));
export type RedirectLightRequest = z.infer<typeof redirectLightRequestSchema>;

/** `{ redirect, code, url, reasons, breadcrumbs }`; a redirect must name where to. */
export const redirectLightSchema = z
  .object({
    redirect: z.boolean(),
    code: z.nullish(z.int()),
    url: z.nullish(z.string()),
    reasons: z._default(z.array(z.union([z.string(), z.int()])), () => []),
    breadcrumbs: z._default(z.array(z.string()), () => []),
  })
  .check(z.refine((answer) => !answer.redirect || !!answer.url, { message: 'a redirect needs a url', path: ['url'] }));
export type RedirectLight = z.infer<typeof redirectLightSchema>;

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
      return withRetry(() => http.request({ method: 'POST', path: REDIRECT_LIGHT_PATH, body, schema: redirectLightSchema, signal }), { shouldRetry: isRetriable, ...retry });
    },
  };
}
export type RedirectLightApi = ReturnType<typeof createRedirectLightApi>;
