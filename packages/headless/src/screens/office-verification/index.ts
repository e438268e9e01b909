// The verification step: office/verification, office/identification and verification/sumsub (ROUTE-026, ROUTE-027, ROUTE-065).
export { useOfficeVerificationScreen, officeVerificationModel, verificationDraftErrors, initialVerificationDraft } from './use-office-verification-screen.ts';
export type { OfficeVerificationModel, OfficeVerificationInput, VerificationDraft, VerificationFileField, PickedFile } from './use-office-verification-screen.ts';
