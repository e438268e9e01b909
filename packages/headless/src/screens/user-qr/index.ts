// The page a QR sign-in code opens (ACCT-024 auth_qr, user/qr).
export { useUserQrScreen, userQrModel, openingOf } from './use-user-qr-screen.ts';
export type { UserQrModel, UserQrState, UserQrPhase } from './use-user-qr-screen.ts';
export * as userQrFixtures from './fixtures.ts';
