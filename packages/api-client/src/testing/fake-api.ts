// Test helpers for the api-client's own tests: a recording fake fetch and unsigned JWTs. Not exported.

/** One call the fake fetch saw; header names are lower-cased as `Headers` does. */
export interface RecordedCall {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  cache: RequestCache | undefined;
  signal: AbortSignal | undefined;
}

/** Name-value pairs of Headers or FormData (the package's lib has no DOM.Iterable). */
export function entriesOf(source: Headers | FormData): Record<string, string> {
  const out: Record<string, string> = {};
  source.forEach((value: FormDataEntryValue, key: string) => void (out[key] = String(value)));
  return out;
}

/** A fetch that records every call and answers with `handler`. */
export function fakeFetch(handler: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const call: RecordedCall = {
      url,
      path: new URL(url, 'http://same-origin.invalid').pathname,
      method: init.method ?? 'GET',
      headers: entriesOf(new Headers(init.headers)),
      body: init.body,
      cache: init.cache,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    if (init.signal?.aborted) throw init.signal.reason;
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** A JSON response. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A JSON-API error response: `{ errors: [{ code, detail }] }`. */
export const jsonApiError = (status: number, code: string | number, detail = `error ${code}`) => json({ errors: [{ code, detail }] }, status);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT whose payload is `claims`; the client only decodes, never verifies. */
export const jwt = (claims: Record<string, unknown>) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.sig`;

/** A JWT valid for an hour from `now` (ms), tagged so tokens differ. */
export const freshToken = (tag: string | number, now = Date.now()) => jwt({ sub: 'player', tag, exp: Math.floor(now / 1000) + 3600 });

/** The token call's answer. */
export const tokenReply = (token: string) => json({ data: { token } });

/** A fetch that never answers until its signal aborts. */
export const hangingUntilAborted = (call: RecordedCall) =>
  new Promise<Response>((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(call.signal?.reason), { once: true });
  });
