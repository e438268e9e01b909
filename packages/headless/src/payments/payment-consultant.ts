// The payment consultant marker (spec: S2 §9 "Payment-consultant query key payment_consultant with value 1 is stored"; CONST-007).
import type { KeyValueStorage } from '../env/browser-storage.ts';

/** The query key, and the storage key it is kept under. */
export const PAYMENT_CONSULTANT_KEY = 'payment_consultant';

/**
 * Keeps the marker when the page was opened with `payment_consultant=1` (any other value is ignored). Returns
 * whether it was stored. Blocked storage stores nothing.
 * @example
 * storePaymentConsultant('?payment_consultant=1', localStorage); // true, and localStorage.payment_consultant === '1'
 */
export function storePaymentConsultant(search: string, storage: KeyValueStorage | null): boolean {
  if (!storage || new URLSearchParams(search).get(PAYMENT_CONSULTANT_KEY) !== '1') return false;
  try {
    storage.setItem(PAYMENT_CONSULTANT_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/** Whether a payment consultant marker was kept in this browser. */
export function hasPaymentConsultant(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(PAYMENT_CONSULTANT_KEY) === '1';
  } catch {
    return false;
  }
}
