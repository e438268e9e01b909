/**
 * Page visibility, asked of the environment module (STYLE: fence off the environment): on the server a page
 * is always visible and never changes, so the same polling code runs under SSR and in the browser.
 */
import { isBrowser } from './environment.ts';

/** True when the browser tab is hidden; false on the server. */
export function isPageHidden(): boolean {
  return isBrowser() && document.visibilityState === 'hidden';
}

/** Calls `listener` with the hidden flag whenever visibility changes; returns the unsubscribe. A no-op on the server. */
export function subscribePageVisibility(listener: (isHidden: boolean) => void): () => void {
  if (!isBrowser()) return () => {};
  const onChange = () => listener(isPageHidden());
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
