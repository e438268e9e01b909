import { paymentFormModel, type PaymentFormInput, type PaymentFormModel } from '../../payments/payment-form.ts';
import { usePaymentForm, type PaymentFormOptions } from '../../payments/use-payment-form.ts';

/** The deposit page (office/recharge): account, method, amount with its limits and quick amounts, and the way on. */
export type OfficeRechargeModel = PaymentFormModel;
export type OfficeRechargeInput = Omit<PaymentFormInput, 'direction'>;
export type OfficeRechargeOptions = PaymentFormOptions;

/** The deposit page's model from its inputs (pure: tests and fixtures use it directly). */
export const officeRechargeModel = (input: OfficeRechargeInput): OfficeRechargeModel => paymentFormModel({ ...input, direction: 'deposit' });

/**
 * The deposit page's model: the active account's methods, the amount checked against the method's limits in minor
 * units (and `extraCheck`, the deposit limit of responsible gaming), and a deposit started once per attempt.
 */
export const useOfficeRechargeScreen = (options: OfficeRechargeOptions = {}): OfficeRechargeModel => usePaymentForm('deposit', options);
