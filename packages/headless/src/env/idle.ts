import { isBrowser } from './environment.ts';

/**
 * Calls `callback` once the browser is idle, or after `timeoutMs` at most (a timer where there is no
 * `requestIdleCallback`, as in Safari); returns the function that cancels it. Nothing runs on the server.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (!isBrowser()) return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, timeoutMs);
  return () => window.clearTimeout(timer);
}
