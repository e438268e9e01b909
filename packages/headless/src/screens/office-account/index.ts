// The office's account summary (spec: S2 §3 "Account", §4 "Accounts"; S1 §2 office routes).
export { useOfficeAccountScreen, officeAccountModel } from './use-office-account-screen.ts';
export type { OfficeAccountModel, OfficeAccountRow, OfficeAccountInput } from './use-office-account-screen.ts';
export * as officeAccountFixtures from './fixtures.ts';
export { usePersonalDataSection, personalDataModel, personalDataErrors, missingRequired, personalChange, draftOf } from './personal-data.ts';
export type { PersonalDataModel, PersonalDataField, PersonalDataInput, PersonalDraft, PersonalField } from './personal-data.ts';
export { OfficeAccountsRoot } from '../../accounts/use-accounts.tsx';
