import { useState } from 'react';

/** A number field as a screen model hands it out: the value as text, and `onText`, which parses what was typed. */
export interface NumericFieldModel {
  label: string;
  /** The value placed, as text ("150", "12.5"): what the field shows while nobody edits it. */
  text: string;
  /** Takes what the player typed; true when it parsed (the value changed), false when it did not (the value stays). */
  onText(text: string): boolean;
  /** Shown while the typed text does not parse. */
  invalidText: string;
  /** The value's own problem (below the minimum stake), shown when the draft parses. */
  error?: string | null;
  hint?: string | null;
  /** The currency's sign after the number. */
  currency: string;
  /** The +/− buttons of the currency's step. */
  step?: { increaseLabel: string; decreaseLabel: string; onStep(direction: 1 | -1): void };
}

export interface NumericDraft {
  /** What the input shows: the draft while the player edits, the model's text otherwise. */
  value: string;
  /** The error to show: the draft's when it does not parse, else the field's. */
  error: string | null;
  isInvalid: boolean;
  onChange(text: string): void;
  /** Leaving the field drops the draft: it shows the value placed, normalised. */
  onBlur(): void;
}

/**
 * The draft of a number field: shows what the player typed; a draft that does not parse keeps the value placed and
 * shows `invalidText`; blur drops the draft, so the field shows the model's text again. No effect: while nobody edits,
 * the field follows the model (step buttons, quick stakes).
 * @example const draft = useNumericDraft(model.stake); <input value={draft.value} onChange={(e) => draft.onChange(e.target.value)} onBlur={draft.onBlur} />
 */
export function useNumericDraft(field: Pick<NumericFieldModel, 'text' | 'onText' | 'invalidText' | 'error'>): NumericDraft {
  const [draft, setDraft] = useState<{ text: string; isValid: boolean } | null>(null);
  const isInvalid = draft !== null && !draft.isValid;
  return {
    value: draft?.text ?? field.text,
    error: isInvalid ? field.invalidText : (field.error ?? null),
    isInvalid,
    onChange: (text) => setDraft({ text, isValid: field.onText(text) }),
    onBlur: () => setDraft(null),
  };
}
