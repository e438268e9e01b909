// Money movement: the deposit and withdrawal form, a payment's outcome, the payment history.
export { PaymentFormPanel } from './payment-form-panel.tsx';
export { PaymentResultPanel } from './payment-result-panel.tsx';
export { PaymentHistoryTable } from './payment-history-table.tsx';
