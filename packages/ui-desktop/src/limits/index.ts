// Responsible-gaming pieces of the desktop kit: markup over the office-responsible model's parts.
export { LimitSection } from './limit-section.tsx';
export { ExclusionPanel } from './exclusion-panel.tsx';
export { LimitsPage } from './limits-page.tsx';
export { LimitApprovalDialog } from './approval-dialog.tsx';
export { LimitDialogStack, RealityCheckActions, QuestionnaireBody } from './limit-dialogs.tsx';
