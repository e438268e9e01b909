// The office security page (spec: S2 §3, §4 protection level and methods; S1 §2 office routes).
export { useOfficeSecurityScreen, officeSecurityModel, passwordChangeErrors, initialSecurityState } from './use-office-security-screen.ts';
export type { OfficeSecurityModel, OfficeSecurityInput, OfficeSecurityState, SecurityField, SecurityButton, SecurityMessage, PasswordDraft } from './use-office-security-screen.ts';
export * as officeSecurityFixtures from './fixtures.ts';
