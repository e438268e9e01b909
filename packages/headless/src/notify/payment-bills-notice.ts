// The payment-bills out-of-service modal (spec: S2 §2 modals "payment-bills out of service"; SHELL-017). Its trigger
// is decided in docs/decisions.md: the deposit page's method list, when the bills method comes back out of service.
import { useEffect } from 'react';
import { proxy } from 'valtio/vanilla';
import type { PaymentMethod } from '@bf/api-client/office';

/** The payment method the modal is about: paying by bill. */
export const PAYMENT_BILLS_METHOD = 'bills';

/** The bills method is in the list and marked out of service. */
export function isPaymentBillsOutOfService(methods: readonly Pick<PaymentMethod, 'id' | 'outOfService'>[] | undefined): boolean {
  return methods?.some((method) => method.id === PAYMENT_BILLS_METHOD && method.outOfService === true) ?? false;
}

/** Whether the modal is open (one store per browser page, like the notifications). */
export interface PaymentBillsNoticeState {
  isOpen: boolean;
}

/** A fresh store: the page's own, or a test's. */
export function createPaymentBillsNoticeStore() {
  const state = proxy<PaymentBillsNoticeState>({ isOpen: false });
  return {
    state,
    open: () => void (state.isOpen = true),
    close: () => void (state.isOpen = false),
  };
}
export type PaymentBillsNoticeStore = ReturnType<typeof createPaymentBillsNoticeStore>;

let pageStore: PaymentBillsNoticeStore | undefined;

/** The page's store (in the browser one per page; on the server each call gets a throwaway store, nothing is shared). */
export function paymentBillsNoticeStore(): PaymentBillsNoticeStore {
  if (typeof window === 'undefined') return createPaymentBillsNoticeStore();
  pageStore ??= createPaymentBillsNoticeStore();
  return pageStore;
}

/**
 * Opens the modal once per visit of the deposit page when its methods mark bills out of service; leaving the page
 * closes it (the modal is about that page's list).
 */
export function usePaymentBillsNotice(methods: readonly Pick<PaymentMethod, 'id' | 'outOfService'>[] | undefined, store: PaymentBillsNoticeStore = paymentBillsNoticeStore()): void {
  const isOut = isPaymentBillsOutOfService(methods);
  useEffect(() => {
    if (!isOut) return;
    store.open();
    return store.close;
  }, [isOut, store]);
}
