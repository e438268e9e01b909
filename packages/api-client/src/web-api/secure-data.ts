import { ApiError } from '../http/api-error.ts';
import { resolveSchema, type HttpClient, type Schema } from '../http/http-client.ts';
import type { SecureData } from './secure-data.schema.ts';
import { webApiPath } from '../http/api-paths.ts';

/** The secure data call of the secure-methods client (docs/decisions.md CALL-004). */
export const SECURE_DATA_PATH = webApiPath('/secure-methods/v1/data');

/** The message of an empty answer (spec: S2 §7, §8; SESSION-020). */
export const SECURE_DATA_EMPTY = 'data is empty';

export type { SecureData } from './secure-data.schema.ts';
// The schema loads with the call (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const secureDataSchema = () => import('./secure-data.schema.ts').then((m) => m.secureDataSchema);

// Anything at all: emptiness is judged after the call, so it gets its own message instead of a schema error.
const anyAnswer: Schema<unknown> = { safeParse: (input) => ({ success: true, data: input }) };

/** True for an answer with nothing in it: no body, null, an empty object or empty fields. */
export function isEmptySecureData(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  if (typeof body !== 'object') return false;
  const values = Object.values(body as Record<string, unknown>);
  return values.length === 0 || values.every((value) => value === undefined || value === null || value === '');
}

/** SWR keys of the secure data call, built next to the call; per player, so one never sees another's grant. */
export const secureDataKeys = {
  data: (userId: string) => ['web-api', 'secure-methods', 'data', userId] as const,
};

/** The secure-methods service (spec: S2 §7 "GET secure data"). */
export function createSecureDataApi(http: HttpClient) {
  return {
    /**
     * `GET /web-api/secure-methods/v1/data` with the bearer token and no cache. An empty answer rejects with
     * the ApiError 'data is empty' (SESSION-020); a filled one that breaks the schema rejects as any bad reply.
     */
    async getSecureData(signal?: AbortSignal): Promise<SecureData> {
      const body = await http.request({ path: SECURE_DATA_PATH, schema: anyAnswer, auth: true, cache: 'no-store', signal });
      if (isEmptySecureData(body)) throw new ApiError(SECURE_DATA_EMPTY, 502);
      const parsed = (await resolveSchema(secureDataSchema)).safeParse(body);
      if (!parsed.success) throw new ApiError(`Unexpected response from ${SECURE_DATA_PATH}`, 502);
      return parsed.data;
    },
  };
}
export type SecureDataApi = ReturnType<typeof createSecureDataApi>;
