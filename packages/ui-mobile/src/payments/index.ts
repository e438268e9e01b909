// Money movement: the deposit and withdrawal form, a payment's outcome, the payment history.
export { PaymentFormSheet } from './payment-form-sheet.tsx';
export { PaymentResultCard } from './payment-result-card.tsx';
export { PaymentHistoryList } from './payment-history-list.tsx';
// The names the shared screens draw with (packages/screens); this kit's own look behind each.
export { PaymentFormSheet as PaymentForm } from './payment-form-sheet.tsx';
export { PaymentResultCard as PaymentResult } from './payment-result-card.tsx';
export { PaymentHistoryList as PaymentHistory } from './payment-history-list.tsx';
export { DepositLimitsNote } from './deposit-limits-note.tsx';
