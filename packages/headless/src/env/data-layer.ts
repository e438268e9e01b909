import { isBrowser } from './environment.ts';

/** What a tag manager reads: an array pushed to (spec: S2 §7 "a tag manager"). */
export interface DataLayer {
  push(...items: unknown[]): unknown;
}

/**
 * The page's data layer (`window.dataLayer`), made when first asked for; null on the server. Only the consented
 * analytics ask for it, so a visitor who has not agreed never gets one.
 */
export function browserDataLayer(): DataLayer | null {
  if (!isBrowser()) return null;
  const host = window as unknown as { dataLayer?: unknown };
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer as unknown[];
}
