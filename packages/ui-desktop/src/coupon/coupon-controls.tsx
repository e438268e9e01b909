import { useId, type ReactNode } from 'react';
import type { CouponChoiceModel, CouponSummaryRow, CouponSwitchModel, CouponTextModel } from '@bf/headless/screens/coupon-slip';
import { ChoiceSelect } from '@bf/ui-core/controls/choice-select';
import { SwitchButton } from '@bf/ui-core/controls/switch-button';
import { cn } from '../utils/cn.ts';

/** A labelled native select (system size, odds-change policy). */
export function CouponSelect<T extends string | number>({ label, value, options, onChange, isDisabled, hint }: CouponChoiceModel<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-fg">
        {label}
      </label>
      <ChoiceSelect id={id} value={value} options={options} onChange={onChange} disabled={isDisabled} aria-describedby={hint ? `${id}-hint` : undefined} className="h-9 rounded-md border border-line bg-surface px-2 text-sm text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/30 disabled:opacity-60" />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An on/off switch with its label (one-click betting, VIP bet). */
export function CouponSwitch({ label, isOn, onChange, description }: CouponSwitchModel) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex flex-col">
        <span id={`${id}-label`} className="text-xs font-semibold text-fg">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-[11px] text-muted">
            {description}
          </span>
        )}
      </div>
      <SwitchButton
        isOn={isOn}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="h-5 w-9 disabled:opacity-50"
        knobClassName={cn('absolute top-0.5 left-0.5 size-4 shadow', isOn && 'translate-x-4')}
      />
    </div>
  );
}

/** A labelled text input (promo code, coupon code). */
export function CouponTextField({ label, value, onChange, placeholder, action, error }: CouponTextModel & { action?: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-fg">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm uppercase text-fg outline-none placeholder:normal-case placeholder:text-muted focus:border-accent focus:ring-2 focus:ring-accent/30"
        />
        {action}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-semibold text-down">
          {error}
        </p>
      )}
    </div>
  );
}

/** Label–value rows: total odds, possible win, min and max win. */
export function CouponSummary({ rows }: { rows: CouponSummaryRow[] }) {
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {rows.map((row) => (
        <div key={row.id} className="flex items-baseline justify-between gap-2">
          <dt className="text-muted">{row.label}</dt>
          <dd className={cn('tabular-nums', row.isHeadline ? 'text-base font-bold text-fg' : 'font-semibold')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
