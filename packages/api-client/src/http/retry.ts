export interface RetryOptions {
  tries: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another try; every failure is, unless this says no (e.g. a cancelled request). */
  shouldRetry?: (error: unknown) => boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` up to `tries` times, `delayMs` apart; rethrows the last failure. */
export async function withRetry<T>(task: () => Promise<T>, { tries, delayMs, sleep = defaultSleep, shouldRetry = () => true }: RetryOptions): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (!shouldRetry(error)) break;
      if (attempt < tries) await sleep(delayMs);
    }
  }
  throw lastError;
}
