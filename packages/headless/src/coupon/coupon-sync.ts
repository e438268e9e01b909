import { snapshot, subscribe } from 'valtio/vanilla';
import { isBrowser } from '../env/environment.ts';
import { restoreCoupon, serialiseCoupon } from './coupon-persistence.ts';
import type { CouponStore } from './coupon-store.ts';

// The saved coupon: kept in storage across reloads and sent to the other tabs over a BroadcastChannel.
// Nothing here touches `window` at import time; the browser objects are looked up only when asked for.

/** Where the coupon is saved (the subset of `Storage` used). */
export interface CouponStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A line to the other tabs (a BroadcastChannel in the browser). */
export interface CouponTabChannel {
  postMessage(message: string): void;
  /** Calls `listener` with each message from another tab; returns the function that stops it. */
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** Storage key and channel name of the saved coupon. */
export const COUPON_STORAGE_KEY = 'bf-coupon';

/** The browser's localStorage, or null on the server or when storage is blocked (private mode, sandboxed frame). */
export function browserCouponStorage(): CouponStorage | null {
  if (!isBrowser()) return null;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A BroadcastChannel to the other tabs, or null where there is none (server, old browsers). */
export function openCouponTabChannel(name: string = COUPON_STORAGE_KEY): CouponTabChannel | null {
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

export interface CouponSyncOptions {
  storage?: CouponStorage | null;
  channel?: CouponTabChannel | null;
  storageKey?: string;
}

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    // Storage can throw (quota, blocked): the coupon then simply is not saved.
    return undefined;
  }
}

/**
 * Restores the saved coupon into the store, then saves every change and sends it to the other tabs, and applies
 * what they send. Returns the function that stops it (and closes the channel).
 * @example useEffect(() => connectCouponSync(store, { storage: browserCouponStorage(), channel: openCouponTabChannel() }), [store]);
 */
export function connectCouponSync(store: CouponStore, { storage = null, channel = null, storageKey = COUPON_STORAGE_KEY }: CouponSyncOptions): () => void {
  const current = () => serialiseCoupon(snapshot(store.state));
  const saved = restoreCoupon(attempt(() => storage?.getItem(storageKey)) ?? null);
  if (saved) store.hydrate(saved);
  // The last text saved, sent or received: a change that serialises to it is an echo and goes nowhere.
  let last = current();

  const unsubscribe = subscribe(store.state, () => {
    const text = current();
    if (text === last) return;
    last = text;
    attempt(() => storage?.setItem(storageKey, text));
    channel?.postMessage(text);
  });

  const stopListening = channel?.subscribe((message) => {
    if (typeof message !== 'string' || message === last) return;
    const received = restoreCoupon(message);
    if (!received) return;
    last = message;
    store.hydrate(received);
  });

  return () => {
    unsubscribe();
    stopListening?.();
    channel?.close();
  };
}
