// The payment result pages onpay/:outcome and onpay/withdraw/:outcome (spec: S1 §2, S2 §2; ROUTE-054, ROUTE-055).
export { usePaymentResultScreen, paymentResultModel, PAYMENT_RESULT_POLL_MS } from './use-payment-result-screen.ts';
export type { PaymentResultModel, PaymentResultInput } from './use-payment-result-screen.ts';
export * as paymentResultFixtures from './fixtures.ts';
/** The accounts and payment calls the screen needs (the shell's, else its own). */
export { AccountsBoundary } from '../../accounts/accounts-boundary.tsx';
