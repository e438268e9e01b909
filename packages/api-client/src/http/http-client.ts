import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import type { HttpHooks } from './request-hooks.ts';

export { NETWORK_ERROR_STATUS, CANCELLED_STATUS } from './api-error.ts';
export type { HttpHooks, CaptchaCode } from './request-hooks.ts';
export { AUTH_HEADER, DEVICE_ID_HEADER, FINGERPRINT_HEADER, CAPTCHA_HEADER, CAPTCHA_CODES, FINGERPRINT_ERROR_CODE, MAX_INTERCEPTOR_RETRIES, FINGERPRINT_RETRY_THRESHOLD } from './request-hooks.ts';
export { WEB_API_BASE_PATH, webApiPath } from './api-paths.ts';

export interface HttpClientOptions {
  /** Origin of the API: '' in the browser (same origin), the internal origin during SSR. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers sent with every call (SSR forwards the player's cookies and language here). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** The request hooks: token, device id, captcha, fingerprint, terms and the error notifier (spec: S2 §7). */
  hooks?: HttpHooks;
  /** The clock for token validity and the token share window; `Date.now` unless a test says otherwise. */
  now?: () => number;
  /** Token share window; 60 s (spec: S2 §9). */
  tokenShareWindowMs?: number;
}

/** Any zod (or zod/mini) schema: checks a value at the boundary. */
export interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A schema that loads with the call: a function returning a promise of the schema, from a dynamic import of the
 * module that defines it, so no validator is in the first-load JS (docs/decisions.md "No validator in the first load").
 * @example
 * const termsStatus: LazySchema<TermsStatus> = () => import('./terms.schema.ts').then((m) => m.termsStatusSchema);
 */
export type LazySchema<T> = () => Promise<Schema<T>>;

/** A schema given now or loaded with the call. */
export type AnySchema<T> = Schema<T> | LazySchema<T>;

/** Loads a lazy schema; a schema module that cannot load (offline, a new deploy) fails the call as a network error. */
export async function resolveSchema<T>(schema: AnySchema<T>): Promise<Schema<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Failed to load a schema', NETWORK_ERROR_STATUS, [], { cause: error });
  }
}

function schemaError(path: string, error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined): ApiError {
  const issues = (error?.issues ?? []).slice(0, 3).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
  return new ApiError(`Unexpected response from ${path}${issues.length ? ` (${issues.join('; ')})` : ''}`, 502);
}

/** Checks `body` against a schema given now or loaded with the call; a reply that breaks it is an ApiError 502 naming the path. */
export async function parseAnswer<T>(path: string, schema: AnySchema<T>, body: unknown): Promise<T> {
  const parsed = (await resolveSchema(schema)).safeParse(body);
  if (!parsed.success) throw schemaError(path, parsed.error);
  return parsed.data;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<T> {
  method?: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON value (sent as application/json) or FormData (sent as multipart). */
  body?: unknown;
  /** Checks the answer; a reply that breaks it becomes an ApiError 502, never passed on. A lazy schema loads with the call. */
  schema: AnySchema<T>;
  /** The call needs auth: send the bearer token and device id, and refresh the token on 401. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** 'text' hands the schema the raw body (e.g. the session call, not parsed as JSON). */
  responseType?: 'json' | 'text';
  /** false: no retry interceptors (401, captcha, fingerprint, terms); for calls that are part of those flows. */
  intercept?: boolean;
}

export interface HttpClient {
  /** One call: auth headers, the request hooks, bounded retries, and the answer checked against `schema`. */
  request<T>(options: RequestOptions<T>): Promise<T>;
  /** GET a JSON resource and check it against `schema` at the boundary. */
  getJson<T>(path: string, schema: AnySchema<T>, query?: Record<string, string | undefined>, init?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<T>;
  /** A fresh token from the shared single-flight refresh (SESSION-010 to SESSION-014). */
  refreshToken(): Promise<string>;
  /**
   * Calls off the signed-in calls on their way and any made after (they answer as cancelled): for logout, which ends
   * in a fresh document. A call the server answered after the session ended only showed the player a 401.
   */
  cancelSignedInCalls(): void;
}

/** Loads the call pipeline ahead of a first call (tests with fake timers, where a first call's load would lag a tick). */
export async function preloadHttpCalls(): Promise<void> {
  await import('./http-calls.ts');
}

/**
 * The typed HTTP client every service module builds on. It holds no module-level state: each client has its
 * own token refresh and fingerprint counter, so the server creates one per request. Its call pipeline
 * (`http-calls.ts`) loads with the first call: a first view that calls nothing before it hydrates does not carry it.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let calls: Promise<HttpClient> | undefined;
  let isSignedInClosed = false;
  const load = () =>
    (calls ??= import('./http-calls.ts').then(
      ({ createHttpCalls }) => {
        const client = createHttpCalls(options);
        if (isSignedInClosed) client.cancelSignedInCalls();
        return client;
      },
      (error: unknown) => {
        calls = undefined;
        throw new ApiError(error instanceof Error ? error.message : 'Failed to load the HTTP client', NETWORK_ERROR_STATUS, [], { cause: error });
      },
    ));
  // A pipeline that cannot load (offline, a new deploy) fails the call as a network error, told to the notifier as one.
  const loaded = async () => {
    try {
      return await load();
    } catch (error) {
      options.hooks?.onError?.(error as ApiError);
      throw error;
    }
  };
  return {
    request: async (request) => (await loaded()).request(request),
    getJson: async (...args) => (await loaded()).getJson(...args),
    refreshToken: async () => (await loaded()).refreshToken(),
    cancelSignedInCalls: () => {
      isSignedInClosed = true;
      void calls?.then((client) => client.cancelSignedInCalls(), () => undefined);
    },
  };
}
