// The confirm-terms screen (spec: S2 §2, §4 "Terms").
export { useConfirmTermsScreen } from './use-confirm-terms-screen.ts';
export type { ConfirmTermsModel } from './use-confirm-terms-screen.ts';
