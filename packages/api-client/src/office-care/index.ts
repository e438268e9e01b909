// The office's player-care calls: support, payment requests, verification, convert account.
export { createOfficeCareApi, careKeys } from './care-api.ts';
export type { OfficeCareApi, NewPaymentRequest, DocumentUpload } from './care-api.ts';
export * from './care-schemas.ts';
