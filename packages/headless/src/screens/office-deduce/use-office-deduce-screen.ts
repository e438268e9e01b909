import { paymentFormModel, type PaymentFormInput, type PaymentFormModel } from '../../payments/payment-form.ts';
import { usePaymentForm, type PaymentFormOptions } from '../../payments/use-payment-form.ts';

/** The withdrawal page (office/deduce): account, what may be paid out, method, amount and the way on. */
export type OfficeDeduceModel = PaymentFormModel;
export type OfficeDeduceInput = Omit<PaymentFormInput, 'direction' | 'extraCheck'>;
export type OfficeDeduceOptions = Omit<PaymentFormOptions, 'extraCheck'>;

/** The withdrawal page's model from its inputs (pure: tests and fixtures use it directly). */
export const officeDeduceModel = (input: OfficeDeduceInput): OfficeDeduceModel => paymentFormModel({ ...input, direction: 'withdrawal' });

/**
 * The withdrawal page's model: the amount checked against the method's limits and the balance (more than the
 * balance is refused before anything is sent), then the withdrawal started once; its amount is reserved at once.
 */
export const useOfficeDeduceScreen = (options: OfficeDeduceOptions = {}): OfficeDeduceModel => usePaymentForm('withdrawal', options);
