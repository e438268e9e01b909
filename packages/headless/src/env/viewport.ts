import { isBrowser } from './environment.ts';

/** The window's width in whole CSS pixels; 0 on the server. */
export function viewportWidth(): number {
  return isBrowser() ? Math.round(window.innerWidth) : 0;
}

/** Calls `listener` on every resize of the window; answers the unsubscribe. Nothing happens on the server. */
export function subscribeViewportResize(listener: () => void): () => void {
  if (!isBrowser()) return () => undefined;
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}
