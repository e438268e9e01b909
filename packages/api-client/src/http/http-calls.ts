import { ApiError, CANCELLED_STATUS, NETWORK_ERROR_STATUS, apiErrorBodyOf, joinErrorDetails } from './api-error.ts';
import {
  AUTH_HEADER,
  CAPTCHA_HEADER,
  DEVICE_ID_HEADER,
  FINGERPRINT_HEADER,
  FINGERPRINT_RETRY_THRESHOLD,
  MAX_INTERCEPTOR_RETRIES,
  captchaCodeOf,
  isFingerprintError,
  isTermsNotAccepted,
} from './request-hooks.ts';
import { TOKEN_PATH, TOKEN_QUERY, TOKEN_SHARE_WINDOW_MS, createTokenRefresher, isTokenValid, logTokenRefreshFailure, tokenResponseSchema } from './token.ts';
import { parseAnswer, type HttpClient, type HttpClientOptions, type QueryValue, type RequestOptions } from './http-client.ts';

// The call pipeline of the HTTP client: auth headers, the request hooks' retries (401 refresh, captcha, fingerprint,
// terms), timeouts and the answer's check. A page loads it with its first call (http-client.ts).

interface Exchange {
  status: number;
  ok: boolean;
  body: unknown;
}

const cancelled = () => new ApiError('Request cancelled', CANCELLED_STATUS);

/** The same error with the reason a retry could not happen attached. */
const withCause = (error: ApiError, cause: unknown) => new ApiError(error.message, error.statusCode, error.details, { cause });

/** Resolves like `promise`, or rejects as cancelled as soon as `signal` aborts (a request waiting on a refresh or a captcha). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Its own failure (a token that could not be refreshed) is no longer anyone's news.
    promise.catch(() => undefined);
    return Promise.reject(cancelled());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
      (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
    );
  });
}

function errorFromResponse(status: number, body: unknown): ApiError {
  return new ApiError(joinErrorDetails(body) ?? `HTTP ${status}`, status, apiErrorBodyOf(body)?.errors ?? []);
}


/** The HTTP client's calls (see `createHttpClient`, which loads this module with its first call). */
export function createHttpCalls({
  baseUrl,
  fetch: fetchImpl = globalThis.fetch,
  headers: defaultHeaders = {},
  timeoutMs = 10_000,
  hooks = {},
  now = Date.now,
  tokenShareWindowMs = TOKEN_SHARE_WINDOW_MS,
}: HttpClientOptions): HttpClient {
  const urlOf = (path: string, query: Record<string, QueryValue>) => {
    const url = new URL(path, baseUrl || 'http://same-origin.invalid');
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    return baseUrl ? url.toString() : `${url.pathname}${url.search}`;
  };

  /** One round trip, no interceptors: the answer's status and body (JSON, or text when asked). */
  async function exchange(options: RequestOptions<unknown>, extraHeaders: Record<string, string>): Promise<Exchange> {
    const { method = 'GET', path, query = {}, body, signal: callerSignal } = options;
    const signal = callerSignal ? AbortSignal.any([callerSignal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const init: RequestInit = {
      method,
      // FormData sets its own multipart content type with the boundary.
      headers: { accept: 'application/json', ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...defaultHeaders, ...options.headers, ...extraHeaders },
      signal,
    };
    if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
    if (options.cache) init.cache = options.cache;
    try {
      const response = await fetchImpl(urlOf(path, query), init);
      const text = await response.text();
      if (options.responseType === 'text' && response.ok) return { status: response.status, ok: true, body: text };
      let parsed: unknown;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, ok: response.ok, body: parsed };
    } catch (error) {
      if (callerSignal?.aborted) throw cancelled();
      // spec: S2 §8, 'Failed to fetch' (and timeouts) become the network-error status.
      throw new ApiError(error instanceof Error ? error.message : 'Failed to fetch', NETWORK_ERROR_STATUS, [], { cause: error });
    }
  }

  /** The token call itself: never intercepted, never refreshed, not reported to the notifier (SESSION-015). */
  async function fetchToken(): Promise<string> {
    const deviceId = hooks.getDeviceId?.();
    const { status, ok, body } = await exchange({ path: TOKEN_PATH, query: TOKEN_QUERY, schema: tokenResponseSchema, cache: 'no-store' }, deviceId ? { [DEVICE_ID_HEADER]: deviceId } : {});
    if (!ok) throw errorFromResponse(status, body);
    return (await parseAnswer(TOKEN_PATH, tokenResponseSchema, body)).data.token;
  }

  const refresher = createTokenRefresher({
    fetchToken,
    now,
    shareWindowMs: tokenShareWindowMs,
    onTokenRefreshed: (token) => hooks.onTokenRefreshed?.(token),
    onTokenRefreshFailed: (error) => (hooks.onTokenRefreshFailed ?? logTokenRefreshFailure)(error),
  });

  // Fingerprint refreshes are shared by the requests waiting at that moment, and stop after the threshold (HOOK-011).
  let fingerprintFailures = 0;
  let fingerprintRefresh: Promise<void> | undefined;
  function refreshFingerprint(refresh: () => Promise<void>): Promise<void> {
    fingerprintRefresh ??= refresh()
      .then(
        () => void (fingerprintFailures = 0),
        (error: unknown) => {
          fingerprintFailures++;
          throw error;
        },
      )
      .finally(() => (fingerprintRefresh = undefined));
    return fingerprintRefresh;
  }

  /** Token validity is checked before the call: an expired or missing token is refreshed first (SESSION-014). */
  async function validToken(): Promise<string> {
    const current = hooks.getToken?.();
    if (isTokenValid(current, now())) return current;
    try {
      return await refresher.refresh(current);
    } catch (cause) {
      throw new ApiError('Unauthorized', 401, [], { cause });
    }
  }

  /** Errors the notifier must not see: the handled 451 (the app redirects instead). */
  const handled = new WeakSet<ApiError>();

  // Signed-in calls on their way, so a logout can call them off (cancelSignedInCalls).
  const signedInCalls = new Set<AbortController>();
  let isSignedInClosed = false;

  async function run<T>(given: RequestOptions<T>): Promise<T> {
    if (!given.auth) return runCall(given);
    if (isSignedInClosed) throw cancelled();
    const own = new AbortController();
    signedInCalls.add(own);
    try {
      return await runCall({ ...given, signal: given.signal ? AbortSignal.any([given.signal, own.signal]) : own.signal });
    } finally {
      signedInCalls.delete(own);
    }
  }

  async function runCall<T>(options: RequestOptions<T>): Promise<T> {
    const { signal, auth = false, intercept = true } = options;
    let retriesLeft = MAX_INTERCEPTOR_RETRIES;
    let captchaAnswer: string | undefined;
    let token = auth ? await untilAborted(validToken(), signal) : undefined;
    for (;;) {
      if (signal?.aborted) throw cancelled();
      const headers: Record<string, string> = {};
      if (auth) {
        headers[AUTH_HEADER] = `Bearer ${token}`;
        const deviceId = hooks.getDeviceId?.();
        if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
        // Read on every attempt: a fingerprint refreshed after a fingerprint error goes out with the retry.
        const fingerprint = hooks.getFingerprint?.();
        if (fingerprint) headers[FINGERPRINT_HEADER] = fingerprint;
      }
      if (captchaAnswer !== undefined) headers[CAPTCHA_HEADER] = captchaAnswer;

      const sentAt = refresher.generation();
      const { status, ok, body } = await exchange(options, headers);
      if (ok) return await parseAnswer(options.path, options.schema, body);
      const error = errorFromResponse(status, body);
      if (!intercept) throw error;

      // spec: S2 §7, 451 with exception_code 1 goes to the terms flow; it is never retried.
      if (isTermsNotAccepted(status, body)) {
        hooks.onTermsNotAccepted?.();
        handled.add(error);
        throw error;
      }
      if (retriesLeft === 0) throw error;

      const captchaCode = captchaCodeOf(status, error.details);
      if (status === 401 && auth) {
        // Signed out while the request was out (logout removed the token): there is no session to refresh, and the
        // refused call is no news to the player. Refreshing here asked for a token that could not come and logged it.
        if (hooks.getToken && !hooks.getToken()) {
          handled.add(error);
          throw error;
        }
        try {
          token = await untilAborted(refresher.refresh(token, sentAt), signal);
        } catch (cause) {
          throw cause instanceof ApiError && cause.isCancelled ? cause : withCause(error, cause);
        }
      } else if (captchaCode !== undefined && hooks.solveCaptcha) {
        try {
          captchaAnswer = await untilAborted(hooks.solveCaptcha(captchaCode), signal);
        } catch (cause) {
          // The user gave up: the server's own error (it says a captcha is needed) goes to the caller.
          throw cause instanceof ApiError && cause.isCancelled ? cause : withCause(error, cause);
        }
      } else if (isFingerprintError(status, error.details) && hooks.refreshFingerprint && fingerprintFailures < FINGERPRINT_RETRY_THRESHOLD) {
        try {
          await untilAborted(refreshFingerprint(hooks.refreshFingerprint), signal);
        } catch (cause) {
          throw cause instanceof ApiError && cause.isCancelled ? cause : withCause(error, cause);
        }
      } else {
        throw error;
      }
      retriesLeft--;
    }
  }

  async function request<T>(options: RequestOptions<T>): Promise<T> {
    try {
      return await run(options);
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(caught instanceof Error ? caught.message : String(caught), 500, [], { cause: caught });
      // spec: S1 §8, cancelled requests are ignored by the REST error notifier.
      if (!error.isCancelled && !handled.has(error)) {
        try {
          hooks.onError?.(error);
        } catch {
          // A failing notifier must not replace the error the caller is owed.
        }
      }
      throw error;
    }
  }

  return {
    request,
    getJson: (path, schema, query = {}, init = {}) => request({ path, schema, query, headers: init.headers, signal: init.signal }),
    refreshToken: () => refresher.refresh(),
    cancelSignedInCalls: () => {
      isSignedInClosed = true;
      for (const call of signedInCalls) call.abort();
      signedInCalls.clear();
    },
  };
}
