// The office's deposit page (spec: S1 §2 office routes "recharge"; the simulated provider in the reference API).
export { useOfficeRechargeScreen, officeRechargeModel } from './use-office-recharge-screen.ts';
export type { OfficeRechargeModel, OfficeRechargeInput, OfficeRechargeOptions } from './use-office-recharge-screen.ts';
export * as officeRechargeFixtures from './fixtures.ts';
/** The accounts and payment calls the screen needs (the shell's, else its own). */
export { AccountsBoundary } from '../../accounts/accounts-boundary.tsx';
