// office/support: the contact form and the player's messages (ROUTE-026).
export { useOfficeSupportScreen, officeSupportModel, supportDraftErrors, initialSupportDraft } from './use-office-support-screen.ts';
export type { OfficeSupportModel, OfficeSupportInput, SupportDraft } from './use-office-support-screen.ts';
export type { CareButton, CareLink, CareSelect, CareTextArea, CareMessage, CareRow, CareFact } from '../../office-care/care-model.ts';
