import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
  /** Checked on every answer, so a run cannot silently count redirects or the wrong app. */
  expectHeader?: [name: string, value: string];
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
}

/** One GET on a keep-alive socket; the body is drained (and not kept) so the socket can serve the next request. */
function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      response.on('end', () => resolve(response));
      response.on('error', reject);
      response.resume();
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/**
 * Closed-loop load: `concurrency` clients each send the next request as soon as the previous answer is in, until
 * the time is up. Requests in flight at the deadline still count, over the real elapsed time. Any failed
 * request fails the run.
 */
export async function runLoad({ url, headers, concurrency, durationMs, expectHeader }: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let requests = 0;
  let failure: Error | undefined;
  const start = performance.now();
  const deadline = start + durationMs;
  const client = async () => {
    while (!failure && performance.now() < deadline) {
      try {
        const response = await get(url, headers, agent);
        if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
        if (expectHeader && response.headers[expectHeader[0]] !== expectHeader[1]) {
          throw new Error(`GET ${url} answered ${expectHeader[0]}: ${String(response.headers[expectHeader[0]])}, not ${expectHeader[1]}`);
        }
        requests++;
      } catch (error) {
        failure ??= error as Error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, client));
  } finally {
    agent.destroy();
  }
  if (failure) throw failure;
  const seconds = (performance.now() - start) / 1000;
  return { requests, seconds, perSecond: requests / seconds };
}

/** Calls `fn` back to back for `durationMs` in this thread: the same clock and the same duration as runLoad. */
export function runSyncLoop(fn: () => unknown, durationMs: number): LoadResult {
  let iterations = 0;
  const start = performance.now();
  let now = start;
  while (now - start < durationMs) {
    fn();
    iterations++;
    now = performance.now();
  }
  const seconds = (now - start) / 1000;
  return { requests: iterations, seconds, perSecond: iterations / seconds };
}
