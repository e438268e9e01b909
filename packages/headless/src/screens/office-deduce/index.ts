// The office's withdrawal page (spec: S1 §2 office routes "deduce"; the simulated provider in the reference API).
export { useOfficeDeduceScreen, officeDeduceModel } from './use-office-deduce-screen.ts';
export type { OfficeDeduceModel, OfficeDeduceInput, OfficeDeduceOptions } from './use-office-deduce-screen.ts';
export * as officeDeduceFixtures from './fixtures.ts';
/** The accounts and payment calls the screen needs (the shell's, else its own). */
export { AccountsBoundary } from '../../accounts/accounts-boundary.tsx';
