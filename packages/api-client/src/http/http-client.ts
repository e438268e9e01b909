import { ApiError, joinErrorDetails } from './api-error.ts';
import { apiErrorBodySchema } from '../bff/site-config.schema.ts';

export interface HttpClientOptions {
  /** Origin of the API: '' in the browser (same origin), the internal origin during SSR. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers sent with every call (SSR forwards the player's cookies and language here). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Any zod (or zod/mini) schema: checks a value at the boundary. */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export interface HttpClient {
  /** GET a JSON resource and check it against `schema` at the boundary. */
  getJson<T>(path: string, schema: Schema<T>, query?: Record<string, string | undefined>, init?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<T>;
}

/** Network failure becomes a network-error status 0; a cancelled request becomes 499 (spec: S2 §8). */
export const NETWORK_ERROR_STATUS = 0;
export const CANCELLED_STATUS = 499;

/** The typed HTTP client every service module builds on. */
export function createHttpClient({ baseUrl, fetch: fetchImpl = globalThis.fetch, headers = {}, timeoutMs = 10_000 }: HttpClientOptions): HttpClient {
  return {
    async getJson(path, schema, query = {}, init = {}) {
      const url = new URL(path, baseUrl || 'http://same-origin.invalid');
      for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
      const target = baseUrl ? url.toString() : `${url.pathname}${url.search}`;
      const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(target, { headers: { accept: 'application/json', ...headers, ...init.headers }, signal });
      } catch (error) {
        if (init.signal?.aborted) throw new ApiError('Request cancelled', CANCELLED_STATUS);
        throw new ApiError(error instanceof Error ? error.message : 'Failed to fetch', NETWORK_ERROR_STATUS);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const parsed = apiErrorBodySchema.safeParse(body);
        throw new ApiError(joinErrorDetails(body) ?? `HTTP ${response.status}`, response.status, parsed.success ? parsed.data.errors : []);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ApiError(`Unexpected response from ${url.pathname}`, 502);
      return parsed.data;
    },
  };
}
