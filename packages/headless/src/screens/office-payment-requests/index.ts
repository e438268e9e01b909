// The payment request pages: topics, a topic's payments, one payment's sub-topics, and the request (ROUTE-028, ROUTE-029).
export { useOfficePaymentRequestsScreen, officePaymentRequestsModel, requestDraftErrors, initialRequestDraft } from './use-office-payment-requests-screen.ts';
export type { OfficePaymentRequestsModel, OfficePaymentRequestsInput, PaymentRequestStep, PaymentRequestForm, RequestDraft } from './use-office-payment-requests-screen.ts';
