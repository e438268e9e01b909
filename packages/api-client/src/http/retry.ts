export interface RetryOptions {
  tries: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `tries` times, `delayMs` apart; rethrows the last failure. */
export async function withRetry<T>(task: () => Promise<T>, { tries, delayMs, sleep = defaultSleep }: RetryOptions): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (attempt < tries) await sleep(delayMs);
    }
  }
  throw lastError;
}
