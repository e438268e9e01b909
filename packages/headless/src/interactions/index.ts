export { useModal, ModalFocusScope } from './use-modal.tsx';
export type { ModalOptions, ModalAria } from './use-modal.tsx';
export { useRovingFocus, rovingTarget } from './use-roving-focus.ts';
export type { RovingFocusOptions, RovingFocusAria } from './use-roving-focus.ts';
export { focusFirstInvalid, useFocusFirstInvalid } from './focus-first-invalid.ts';
