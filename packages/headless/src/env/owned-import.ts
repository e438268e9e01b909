import { isBrowser } from './environment.ts';

/**
 * Runs a dynamic import whose failure the caller handles itself, e.g. the sign-in and registration modals, which
 * fall back to their pages (AUTH-006): while it loads, Vite's `vite:preloadError` for it does not reach the
 * page-wide chunk-error reload (ERR-007), so the import rejects and the caller's fallback runs instead.
 * A capture listener on the window runs before the bubbling one the global handlers use.
 */
export function importOwningErrors<T>(load: () => Promise<T>): Promise<T> {
  if (!isBrowser()) return load();
  const keep = (event: Event) => event.stopImmediatePropagation();
  window.addEventListener('vite:preloadError', keep, { capture: true });
  return load().finally(() => window.removeEventListener('vite:preloadError', keep, { capture: true }));
}
