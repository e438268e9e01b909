// Money movement: the deposit and withdrawal forms, the payment result pages and the payment history (spec: S1 §2
// office routes recharge, deduce, historypay and the onpay pages).
export { paymentFormModel, checkPaymentAmount, methodName, moneyText } from './payment-form.ts';
export type { PaymentFormModel, PaymentFormInput, DepositAmountCheck } from './payment-form.ts';
export { usePaymentForm } from './use-payment-form.ts';
export type { PaymentFormOptions } from './use-payment-form.ts';
export { PaymentsApiContext, usePaymentsApi } from './payments-api.ts';
export type { PaymentsApi } from './payments-api.ts';
