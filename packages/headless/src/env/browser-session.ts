/**
 * What the session and sign-in code needs from the browser: the user agent, activity events, local storage
 * with removal, page reloads and file saving. Like the rest of `env/`, every function is a safe no-op (or an
 * empty answer) on the server (STYLE: fence off the environment).
 */
import { isBrowser, writeCookie } from './environment.ts';
import type { KeyValueStorage } from './browser-storage.ts';

/** Storage that can also forget a key. */
export interface RemovableStorage extends KeyValueStorage {
  removeItem(key: string): void;
}

/** The browser's localStorage, or null on the server or when storage is blocked. */
export function browserLocalStorage(): RemovableStorage | null {
  if (!isBrowser()) return null;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The browser's localStorage, opened on first use instead of now (null on the server). Touching localStorage the
 * first time opens the page's storage area, a long step on a slow phone: stores made while hydrating take this one so
 * that cost falls on the first read, after the page is interactive. Blocked storage behaves as the page's own memory.
 */
export function lazyBrowserLocalStorage(): RemovableStorage | null {
  if (!isBrowser()) return null;
  let storage: RemovableStorage | undefined;
  const open = (): RemovableStorage => (storage ??= browserLocalStorage() ?? memoryStorage());
  return {
    getItem: (key) => open().getItem(key),
    setItem: (key, value) => open().setItem(key, value),
    removeItem: (key) => open().removeItem(key),
  };
}

function memoryStorage(): RemovableStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** The browser's user agent; '' on the server. */
export function readUserAgent(): string {
  return isBrowser() && typeof navigator !== 'undefined' ? navigator.userAgent : '';
}

/** Removes a cookie set with path / (the attributes must match the ones it was written with). */
export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}

/** What counts as the player doing something (spec: S1 §4 auto-logoff). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Calls `listener` on every activity event of the page; returns the unsubscribe. A no-op on the server. */
export function subscribeUserActivity(listener: () => void): () => void {
  if (!isBrowser()) return () => {};
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, listener, options);
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, listener, options);
  };
}

/** Reloads the page from the server. */
export function reloadPage(): void {
  if (isBrowser()) window.location.reload();
}

/** Loads `url` as a new document (a full page load, which drops every client-side cache). */
export function openDocument(url: string): void {
  if (isBrowser()) window.location.assign(url);
}

/** The page's current address, or undefined on the server. */
export function currentPageUrl(): URL | undefined {
  return isBrowser() ? new URL(window.location.href) : undefined;
}
