// office/convert-account: the allowed status and the conversion request (ROUTE-066; ACCT-017 to ACCT-021).
export { useOfficeConvertAccountScreen, officeConvertAccountModel } from './use-office-convert-account-screen.ts';
export type { OfficeConvertAccountModel, OfficeConvertAccountInput } from './use-office-convert-account-screen.ts';
