import { useId, type ReactNode } from 'react';
import type { CouponChoiceModel, CouponSummaryRow, CouponSwitchModel, CouponTextModel } from '@bf/headless/screens/coupon-slip';
import { ChoiceSelect } from '@bf/ui-core/controls/choice-select';
import { SwitchButton } from '@bf/ui-core/controls/switch-button';
import { cn } from '../utils/cn.ts';

/** A settings row of the sheet: label on the left, the control on the right, a note under both. */
function SettingRow({ children, note, noteId, isError }: { children: ReactNode; note?: string | null; noteId?: string; isError?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-surface-2 px-3 py-2">
      <div className="flex min-h-11 items-center justify-between gap-3">{children}</div>
      {note && (
        <p id={noteId} className={isError ? 'text-sm font-semibold text-down' : 'text-xs text-muted'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** A choice as a settings row (system size, odds-change policy): the phone's own picker opens on tap. */
export function CouponSelect<T extends string | number>({ label, value, options, onChange, isDisabled, hint }: CouponChoiceModel<T>) {
  const selectId = useId();
  const noteId = hint ? `${selectId}-note` : undefined;
  return (
    <SettingRow note={hint} noteId={noteId}>
      <label htmlFor={selectId} className="text-base text-fg">
        {label}
      </label>
      <ChoiceSelect id={selectId} value={value} options={options} onChange={onChange} disabled={isDisabled} aria-describedby={noteId} className="h-11 max-w-[60%] truncate rounded-xl bg-surface px-3 text-right text-base font-semibold text-fg focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60" />
    </SettingRow>
  );
}

/** An on/off settings row (one-click betting, VIP bet): the whole row is the target. */
export function CouponSwitch({ label, isOn, onChange, description }: CouponSwitchModel) {
  const rowId = useId();
  return (
    <SettingRow note={description} noteId={description ? `${rowId}-note` : undefined}>
      <span id={`${rowId}-name`} className="text-base text-fg">
        {label}
      </span>
      <SwitchButton
        isOn={isOn}
        onChange={onChange}
        aria-labelledby={`${rowId}-name`}
        aria-describedby={description ? `${rowId}-note` : undefined}
        className="inline-flex h-8 w-14 items-center px-1"
        knobClassName={cn('size-6 shadow-md', isOn ? 'translate-x-6' : 'translate-x-0')}
      />
    </SettingRow>
  );
}

/** A code field (promo code, coupon code): a tall input, its action beside it, capital letters as typed codes are. */
export function CouponTextField({ label, value, onChange, placeholder, action, error }: CouponTextModel & { action?: ReactNode }) {
  const inputId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={inputId}
          value={value}
          placeholder={placeholder}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 min-w-0 flex-1 rounded-xl border-2 border-line bg-surface px-3 text-base uppercase tracking-wider text-fg placeholder:normal-case placeholder:tracking-normal placeholder:text-muted focus-visible:border-focus focus-visible:outline-none"
        />
        {action}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-down">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the coupon pays, as the sheet's footer reads it: the headline amount large, the other rows small above it. */
export function CouponSummary({ rows }: { rows: CouponSummaryRow[] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-0.5">
      {rows.map((row) => (
        <div key={row.id} className="contents">
          <dt className={row.isHeadline ? 'text-sm font-semibold text-fg' : 'text-sm text-muted'}>{row.label}</dt>
          <dd className={cn('text-right tabular-nums', row.isHeadline ? 'text-xl font-extrabold text-fg' : 'text-sm font-semibold text-fg')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
