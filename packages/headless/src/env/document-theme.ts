/**
 * Sets the theme on `<html>` where the CSS reads it; a no-op on the server. Only a change is written: any write
 * to the root's attributes restyles the whole page, and right after hydration the value is usually the server's.
 */
export function applyDocumentTheme(theme: 'light' | 'dark'): void {
  if (typeof document === 'undefined') return;
  if (document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme; light on the server and where the browser cannot tell. */
export function systemTheme(): 'light' | 'dark' {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Calls `onChange` when the system's colour scheme changes; returns the unsubscribe. */
export function subscribeSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
