// Office pieces of the phone kit (settings, security, account): markup only, state comes from headless through the app.
export { OfficePanel, OfficeStack, OfficeFacts, SwitchRow, PanelSuccessNote } from './office-panel.tsx';
export { ProtectionMeter } from './protection-meter.tsx';
export type { ProtectionBandName } from './protection-meter.tsx';
export { StepProgress } from './step-progress.tsx';
export { TextAreaField } from './text-area-field.tsx';
export { CareSelectField, CareTextAreaField, CareFileField, CareList } from './care.tsx';
export { IdentificationChoices } from './identification-choices.tsx';
// The names the shared screens draw with (packages/screens).
export { OfficeStack as OfficeSections } from './office-panel.tsx';
export { SwitchRow as SettingToggle } from './office-panel.tsx';
export { PanelButton } from './office-panel.tsx';
export { QrCode } from './qr-code.tsx';
export { OfficeForm, FormCell, FormCellFiller, FormButton, PanelButtonLink, OfficeIntro, OfficeStatus, OfficeHeading, CareRows, PanelText, AccountRows, AccountActions, PromoCodeFields, PromotionRows, SecurityForm, TransactionPanels, RequestActions, VerificationState, IdeaFrame } from './office-page.tsx';
export { SectionStatus, PanelNote, ReferralCode, FriendList, CashbackClaim, CashbackLevels, OfficeTabs, WidePanel, BonusList, RewardsList, RewardLinks } from './reward-parts.tsx';
