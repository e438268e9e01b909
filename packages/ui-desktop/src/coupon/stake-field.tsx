import { useId } from 'react';
import { useNumericDraft, type NumericFieldModel } from '@bf/headless/interactions';
import type { CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import type { StakeFieldProps as SharedStakeFieldProps } from '@bf/ui-core/coupon/types';
import { cn } from '../utils/cn.ts';

export type StakeFieldProps = SharedStakeFieldProps<NumericFieldModel>;

/** A stake input with the currency step buttons: labelled, numeric keyboard, its error tied to it; shows what is typed. */
export function StakeField({ field, size = 'md', hideLabel }: StakeFieldProps) {
  const { label, currency, step, hint } = field;
  const id = useId();
  const draft = useNumericDraft(field);
  const error = draft.error;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const height = size === 'sm' ? 'h-8' : 'h-10';
  const stepButton = 'inline-flex w-8 shrink-0 items-center justify-center text-base font-bold text-muted hover:bg-surface-3 hover:text-fg';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={cn('text-xs font-semibold text-fg', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div data-invalid={error ? '' : undefined} className={cn('flex items-stretch overflow-hidden rounded-md border border-line bg-surface focus-within:border-focus focus-within:ring-2 focus-within:ring-focus/40 data-[invalid]:border-down', height)}>
        {step && (
          <button type="button" className={cn(stepButton, 'border-r border-line')} aria-label={step.decreaseLabel} onClick={() => step.onStep(-1)}>
            −
          </button>
        )}
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={draft.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onBlur={draft.onBlur}
          onChange={(event) => draft.onChange(event.target.value)}
          className="min-w-0 flex-1 bg-transparent px-2 text-right text-sm font-semibold tabular-nums text-fg focus-visible:outline-none!"
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
export function QuickAmounts({ label, amounts }: CouponSlipModel['quickAmounts']) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-4 gap-1">
      {amounts.map((amount) => (
        <button key={amount.key} type="button" aria-label={amount.label} onClick={amount.onPress} className="h-7 rounded bg-surface-3 text-xs font-semibold tabular-nums text-fg hover:bg-line">
          {amount.text}
        </button>
      ))}
    </div>
  );
}
