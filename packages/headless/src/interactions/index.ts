// UI-state hooks the kits and app screens share (no data): dialogs and sheets, roving focus, first invalid field,
// number drafts.
export { useModal } from './use-modal.tsx';
export { ModalFocusScope } from './modal-focus-scope.tsx';
export { useOpenModalCount } from './open-modals.ts';
export type { ModalOptions, ModalAria } from './use-modal.tsx';
export { useRovingFocus, rovingTarget } from './use-roving-focus.ts';
export type { RovingFocusOptions, RovingFocusAria } from './use-roving-focus.ts';
export { focusFirstInvalid, useFocusFirstInvalid } from './focus-first-invalid.ts';
export { useNumericDraft } from './numeric-draft.ts';
export { HydrationSlice } from './hydration-slice.tsx';
export type { NumericDraft, NumericFieldModel } from './numeric-draft.ts';
