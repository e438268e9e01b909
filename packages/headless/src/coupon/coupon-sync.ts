import { snapshot, subscribe } from 'valtio/vanilla';
import { browserStorage, openTabChannel, type KeyValueStorage, type TabChannel } from '../env/browser-storage.ts';
import { restoreCoupon, serialiseCoupon } from './coupon-persistence.ts';
import type { CouponStore } from './coupon-store.ts';

// The saved coupon: kept in storage across reloads and sent to the other tabs over a BroadcastChannel.
// Nothing here touches `window` at import time; the browser objects are looked up only when asked for.

/** Where the coupon is saved (the subset of `Storage` used). */
export type CouponStorage = KeyValueStorage;

/** A line to the other tabs (a BroadcastChannel in the browser). */
export type CouponTabChannel = TabChannel;

/** Storage key and channel name of the saved coupon. */
export const COUPON_STORAGE_KEY = 'bf-coupon';

/** The browser's localStorage, or null on the server or when storage is blocked. */
export const browserCouponStorage = (): CouponStorage | null => browserStorage();

/** A BroadcastChannel to the other tabs, or null where there is none (server, old browsers). */
export const openCouponTabChannel = (name: string = COUPON_STORAGE_KEY): CouponTabChannel | null => openTabChannel(name);

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
