import { useId } from 'react';
import { useNumericDraft, type NumericFieldModel } from '@bf/headless/interactions';
import type { CouponSlipModel } from '@bf/headless/screens/coupon-slip';
import type { StakeFieldProps as SharedStakeFieldProps } from '@bf/ui-core/coupon/types';
import { cn } from '../utils/cn.ts';

export type StakeFieldProps = SharedStakeFieldProps<NumericFieldModel>;

/** A thumb-sized circular step button: − and + either side of the amount. */
function StepButton({ label, sign, onPress }: { label: string; sign: '−' | '+'; onPress: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onPress} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-3 text-xl font-bold text-fg active:bg-line">
      {sign}
    </button>
  );
}

/**
 * The phone's stake: a tall amount box between round step buttons, a decimal keypad, the currency sign before the
 * amount inside the box; the focus ring goes round the whole box, so it never covers the sign.
 */
export function StakeField({ field, size = 'md', hideLabel }: StakeFieldProps) {
  const inputId = useId();
  const draft = useNumericDraft(field);
  const note = draft.error ?? field.hint ?? null;
  const noteId = note ? `${inputId}-note` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-fg'}>
        {field.label}
      </label>
      <div className="flex items-center gap-2">
        {field.step && <StepButton label={field.step.decreaseLabel} sign="−" onPress={() => field.step!.onStep(-1)} />}
        <div
          data-invalid={draft.error ? '' : undefined}
          className={cn(
            'flex min-w-0 flex-1 items-center gap-1 rounded-xl border-2 border-line bg-surface px-3 focus-within:border-focus data-[invalid]:border-down',
            size === 'sm' ? 'h-11' : 'h-12',
          )}
        >
          <span aria-hidden="true" className="text-base font-semibold text-muted">
            {field.currency}
          </span>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            enterKeyHint="done"
            autoComplete="off"
            value={draft.value}
            aria-invalid={draft.error ? true : undefined}
            aria-describedby={noteId}
            onChange={(event) => draft.onChange(event.target.value)}
            onBlur={draft.onBlur}
            className="w-full min-w-0 bg-transparent text-right text-lg font-bold tabular-nums text-fg focus-visible:outline-none!"
          />
        </div>
        {field.step && <StepButton label={field.step.increaseLabel} sign="+" onPress={() => field.step!.onStep(1)} />}
      </div>
      {note && (
        <p id={noteId} className={draft.error ? 'text-sm font-semibold text-down' : 'text-xs text-muted'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** Quick stakes as chips that scroll sideways, each a full touch target. */
export function QuickAmounts({ label, amounts }: CouponSlipModel['quickAmounts']) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {amounts.map((amount) => (
        <button key={amount.key} type="button" aria-label={amount.label} onClick={amount.onPress} className="h-11 min-w-20 shrink-0 rounded-full border border-line bg-surface px-4 text-base font-semibold tabular-nums text-fg active:bg-surface-3">
          {amount.text}
        </button>
      ))}
    </div>
  );
}
