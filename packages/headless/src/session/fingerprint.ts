import type { FingerprintEnv } from '../env/browser-fingerprint-env.ts';

/** The service-worker check and the idle wait before the fingerprint last at most 8000 ms (spec: S2 §9; HOOK-010). */
export const FINGERPRINT_IDLE_TIMEOUT_MS = 8000;

/** The fingerprint log errors (spec: S2 §8; HOOK-009). */
export const FINGERPRINT_LOG_ERROR = {
  /** The hash came back as something other than 32 bytes. */
  incorrectResponse: 'incorrect response',
  /** No hash function to run: `crypto.subtle` is missing outside a secure context. */
  execUndefined: 'exec undefined',
  /** The browser has a service worker container but no `ready` promise to check. */
  readyUndefined: 'ready undefined',
} as const;
export type FingerprintLogError = (typeof FINGERPRINT_LOG_ERROR)[keyof typeof FINGERPRINT_LOG_ERROR];

/** A fingerprint that could not be made, with the log error that says why. */
export class FingerprintError extends Error {
  constructor(readonly logError: FingerprintLogError) {
    super(`fingerprint: ${logError}`);
    this.name = 'FingerprintError';
  }
}

export interface FingerprintOptions {
  env: FingerprintEnv;
  /** Where the log errors go; console.warn by default (they are logged only: the player never sees them). */
  log?: (message: string) => void;
}

/** Lower-case hex of a 32-byte SHA-256 digest, or undefined when `digest` is not one. */
export function digestHex(digest: unknown): string | undefined {
  // Not instanceof: a buffer from another realm (a frame, the test runner) is still a buffer.
  if (Object.prototype.toString.call(digest) !== '[object ArrayBuffer]' || (digest as ArrayBuffer).byteLength !== 32) return undefined;
  return Array.from(new Uint8Array(digest as ArrayBuffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Resolves when the browser is idle, or after 8000 ms at most (setTimeout where there is no requestIdleCallback). */
function idle(env: FingerprintEnv): Promise<void> {
  return new Promise((resolve) => {
    if (env.requestIdleCallback) env.requestIdleCallback(() => resolve(), { timeout: FINGERPRINT_IDLE_TIMEOUT_MS });
    else env.setTimeout(() => resolve(), FINGERPRINT_IDLE_TIMEOUT_MS);
  });
}

/**
 * The service-worker check: a page controlled by a service worker waits for it to be ready (so the worker's
 * own start-up does not compete), bounded by the same 8000 ms; without a `ready` promise it logs 'ready undefined'
 * and goes on, since the fingerprint does not depend on the worker.
 */
async function serviceWorkerCheck(env: FingerprintEnv, log: (message: string) => void): Promise<void> {
  const container = env.serviceWorker;
  if (!container) return;
  if (!container.ready || typeof container.ready.then !== 'function') {
    log(FINGERPRINT_LOG_ERROR.readyUndefined);
    return;
  }
  if (!container.controller) return;
  await Promise.race([container.ready.then(() => undefined, () => undefined), new Promise<void>((resolve) => env.setTimeout(resolve, FINGERPRINT_IDLE_TIMEOUT_MS))]);
}

/** The device fingerprint: SHA-256 of the browser's stable traits, computed once and refreshed on demand. */
export interface Fingerprint {
  /** The fingerprint computed so far; undefined until the first one is ready. */
  current(): string | undefined;
  /** The fingerprint, computing it (check, idle wait, hash) the first time. */
  get(): Promise<string>;
  /** Computes it again (after a fingerprint error of the API, HOOK-011); rejects with a FingerprintError. */
  refresh(): Promise<string>;
}

/**
 * Makes the device fingerprint (spec: S2 §7, §8, §9): the service-worker check and an idle wait of at most
 * 8000 ms come first (HOOK-010), then SHA-256 over the traits. It never blocks the page: each failure is logged
 * with its log error (HOOK-009) and rejects, and the request hooks go on without a fingerprint.
 * @example
 * const fingerprint = createFingerprint({ env: browserFingerprintEnv()! });
 * void fingerprint.get().catch(() => {});
 */
export function createFingerprint({ env, log = (message) => console.warn(`fingerprint: ${message}`) }: FingerprintOptions): Fingerprint {
  let value: string | undefined;
  let pending: Promise<string> | undefined;

  async function compute(): Promise<string> {
    await serviceWorkerCheck(env, log);
    await idle(env);
    if (!env.digest) {
      log(FINGERPRINT_LOG_ERROR.execUndefined);
      throw new FingerprintError(FINGERPRINT_LOG_ERROR.execUndefined);
    }
    let hex: string | undefined;
    try {
      hex = digestHex(await env.digest(new TextEncoder().encode(env.traits().join('\u001f'))));
    } catch {
      hex = undefined;
    }
    if (!hex) {
      log(FINGERPRINT_LOG_ERROR.incorrectResponse);
      throw new FingerprintError(FINGERPRINT_LOG_ERROR.incorrectResponse);
    }
    value = hex;
    return hex;
  }

  const run = () => {
    pending ??= compute().finally(() => (pending = undefined));
    return pending;
  };
  return {
    current: () => value,
    get: () => (value !== undefined ? Promise.resolve(value) : run()),
    refresh: run,
  };
}
