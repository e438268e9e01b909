import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../utils/cn.ts';

export interface StakeFieldProps {
  label: string;
  /** The stake as a number; shown as typed while the field has focus. */
  value: number;
  /** Every edit, as typed ("12,5"); the app reads it. */
  onChange(text: string): void;
  /** The currency's sign or code after the number. */
  currency: string;
  /** The +/− buttons of the currency's step. */
  step?: { increaseLabel: string; decreaseLabel: string; onStep(direction: 1 | -1): void };
  /** Shown under the field; marks it invalid. */
  error?: string | null;
  hint?: string | null;
  size?: 'md' | 'sm';
  /** The label stays for screen readers only (a stake inside a selection row). */
  hideLabel?: boolean;
}

/** A stake input with the currency step buttons: labelled, numeric keyboard, its error tied to it. */
export function StakeField({ label, value, onChange, currency, step, error, hint, size = 'md', hideLabel }: StakeFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setDraft(String(value));
  }, [value]);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const height = size === 'sm' ? 'h-10' : 'h-11';
  const stepButton = 'inline-flex w-11 shrink-0 items-center justify-center text-base font-bold text-muted hover:bg-surface-3 hover:text-fg';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={cn('text-sm font-semibold text-fg', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div data-invalid={error ? '' : undefined} className={cn('flex items-stretch overflow-hidden rounded-md border border-line bg-surface focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30 data-[invalid]:border-down', height)}>
        {step && (
          <button type="button" className={cn(stepButton, 'border-r border-line')} aria-label={step.decreaseLabel} onClick={() => step.onStep(-1)}>
            −
          </button>
        )}
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onFocus={() => (focused.current = true)}
          onBlur={() => {
            focused.current = false;
            setDraft(String(value));
          }}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(event.target.value);
          }}
          className="min-w-0 flex-1 bg-transparent px-2 text-right text-base font-semibold tabular-nums text-fg outline-none"
        />
        <span className="flex items-center pr-2 text-xs text-muted">{currency}</span>
        {step && (
          <button type="button" className={cn(stepButton, 'border-l border-line')} aria-label={step.increaseLabel} onClick={() => step.onStep(1)}>
            +
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-semibold text-down">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** Quick stakes: one press sets the stake. */
export function QuickAmounts({ label, amounts, onPick }: { label: string; amounts: { value: number; text: string; label: string }[]; onPick(value: number): void }) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-4 gap-1">
      {amounts.map((amount) => (
        <button key={amount.value} type="button" aria-label={amount.label} onClick={() => onPick(amount.value)} className="h-10 rounded-lg bg-surface-3 text-sm font-semibold tabular-nums text-fg hover:bg-line">
          {amount.text}
        </button>
      ))}
    </div>
  );
}
