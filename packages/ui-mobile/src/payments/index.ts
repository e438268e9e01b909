// Money movement: the deposit and withdrawal form, a payment's outcome, the payment history.
export { PaymentFormSheet } from './payment-form-sheet.tsx';
export { PaymentResultCard } from './payment-result-card.tsx';
export { PaymentHistoryList } from './payment-history-list.tsx';
