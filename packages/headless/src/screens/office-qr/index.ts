// QR sign-in panel (ACCT-024 auth_qr, office/qr).
export { useOfficeQrScreen, officeQrModel, secondsLeft, clockText } from './use-office-qr-screen.ts';
export type { OfficeQrModel, OfficeQrInput, OfficeQrState, OfficeQrPhase } from './use-office-qr-screen.ts';
export * as officeQrFixtures from './fixtures.ts';
