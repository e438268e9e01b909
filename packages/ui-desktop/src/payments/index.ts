// Money movement: the deposit and withdrawal form, a payment's outcome, the payment history.
export { PaymentFormPanel } from './payment-form-panel.tsx';
export { PaymentResultPanel } from './payment-result-panel.tsx';
export { PaymentHistoryTable } from './payment-history-table.tsx';
// The names the shared screens draw with (packages/screens); this kit's own look behind each.
export { PaymentFormPanel as PaymentForm } from './payment-form-panel.tsx';
export { PaymentResultPanel as PaymentResult } from './payment-result-panel.tsx';
export { PaymentHistoryTable as PaymentHistory } from './payment-history-table.tsx';
export { DepositLimitsNote } from './deposit-limits-note.tsx';
