import { isBrowser } from './environment.ts';

/** The subset of `Storage` the app uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A line to the other tabs of this site. */
export interface TabChannel {
  postMessage(message: string): void;
  /** Calls `listener` with each message from another tab; returns the function that stops it. */
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** The browser's localStorage, or null on the server or when storage is blocked (private mode, sandboxed frame). */
export function browserStorage(): KeyValueStorage | null {
  if (!isBrowser()) return null;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A BroadcastChannel to the other tabs, or null where there is none (server, old browsers). */
export function openTabChannel(name: string): TabChannel | null {
  if (!isBrowser() || typeof globalThis.BroadcastChannel !== 'function') return null;
  const channel = new globalThis.BroadcastChannel(name);
  return {
    postMessage: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** The browser's sessionStorage (this tab only), or null on the server or when storage is blocked. */
export function browserSessionStorage(): KeyValueStorage | null {
  if (!isBrowser()) return null;
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Calls `listener` when another tab changes localStorage's `key`; returns the function that stops it (no-op on the server). */
export function subscribeStorageKey(key: string, listener: () => void): () => void {
  if (!isBrowser()) return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  globalThis.addEventListener('storage', onStorage);
  return () => globalThis.removeEventListener('storage', onStorage);
}
