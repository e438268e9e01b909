import { isBrowser } from './environment.ts';

/** What the fingerprint needs from the browser; tests hand in their own. */
export interface FingerprintEnv {
  /** `navigator.serviceWorker` where the browser has one. */
  serviceWorker: { ready?: Promise<unknown> | undefined; controller?: unknown } | undefined;
  /** `requestIdleCallback`, missing in Safari. */
  requestIdleCallback: ((callback: () => void, options: { timeout: number }) => unknown) | undefined;
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** SHA-256 of the bytes (`crypto.subtle.digest`); undefined outside a secure context. */
  digest: ((data: Uint8Array) => Promise<unknown>) | undefined;
  /** Stable traits of this browser and device, in a fixed order. */
  traits(): string[];
}

/** The browser's own fingerprint inputs; null on the server. */
export function browserFingerprintEnv(): FingerprintEnv | null {
  if (!isBrowser()) return null;
  const subtle = globalThis.crypto?.subtle;
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    requestIdleCallback: typeof window.requestIdleCallback === 'function' ? (callback, options) => window.requestIdleCallback(callback, options) : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    digest: subtle ? (data) => subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>) : undefined,
    traits: () => [
      navigator.userAgent,
      navigator.language,
      (navigator.languages ?? []).join(','),
      String(navigator.hardwareConcurrency ?? ''),
      String(navigator.maxTouchPoints ?? ''),
      `${screen.width}x${screen.height}x${screen.colorDepth}`,
      String(window.devicePixelRatio ?? ''),
      Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
      String(new Date().getTimezoneOffset()),
    ],
  };
}
