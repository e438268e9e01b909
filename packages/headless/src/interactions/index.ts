// UI-state hooks the kits and app screens share (no data): dialogs, roving focus, number drafts.
export { useNumericDraft } from './numeric-draft.ts';
export type { NumericDraft, NumericFieldModel } from './numeric-draft.ts';
