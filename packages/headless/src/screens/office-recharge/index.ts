// The office's deposit page (spec: S1 §2 office routes "recharge"; the simulated provider in the reference API).
export { useOfficeRechargeScreen, officeRechargeModel } from './use-office-recharge-screen.ts';
export type { OfficeRechargeModel, OfficeRechargeInput, OfficeRechargeOptions } from './use-office-recharge-screen.ts';
/** The payment form both money pages share (deposit and withdrawal), as the kits draw it. */
export type { PaymentFormModel } from '../../payments/payment-form.ts';
export * as officeRechargeFixtures from './fixtures.ts';
/** The accounts and payment calls the screen needs (the shell's, else its own). */
export { AccountsBoundary } from '../../accounts/accounts-boundary.tsx';
