import { ApiError } from '../http/api-error.ts';
import type { HttpClient } from '../http/http-client.ts';
import { withRetry, type RetryOptions } from '../http/retry.ts';
import type { BlockRequest, Block } from './block.schema.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./block.schema.ts');
export type { BlockRequest, Block } from './block.schema.ts';

/** The block check (spec: S2 §7; CALL-026). */
export const BLOCK_PATH = '/blocks-api/api/v2/block';

/** Retried twice at 100 ms (spec: S2 §8; ERR-013): two tries in all, read like CONFIG_RETRY's "5 times" = 5 tries. */
export const BLOCK_CHECK_RETRY: RetryOptions = { tries: 2, delayMs: 100 };

/** SWR keys of the block check, built next to the call. */
export const blockKeys = {
  check: (auth: boolean, url: string) => ['blocks-api', 'block', auth ? 'auth' : 'guest', url] as const,
};

const isRetriable = (error: unknown) => !(error instanceof ApiError && error.isCancelled);

/** The blocks service (spec: S2 §7). */
export function createBlockApi(http: HttpClient, retry: RetryOptions = BLOCK_CHECK_RETRY) {
  return {
    /** `POST /blocks-api/api/v2/block` with `{ auth, url }`, retried as ERR-013 says. */
    checkBlock(body: BlockRequest, signal?: AbortSignal): Promise<Block> {
      return withRetry(() => http.request({ method: 'POST', path: BLOCK_PATH, body, schema: () => schemas().then((m) => m.blockSchema), signal }), { shouldRetry: isRetriable, ...retry });
    },
  };
}
export type BlockApi = ReturnType<typeof createBlockApi>;
