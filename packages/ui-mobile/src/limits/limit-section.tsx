import type { FormEvent } from 'react';
import type { LimitRowModel, LimitSectionModel, ResponsibleAction } from '@bf/headless/screens/office-responsible';
import { Button } from '../components/button.tsx';

function SheetButton({ action, variant = 'secondary' }: { action: ResponsibleAction; variant?: 'primary' | 'secondary' | 'ghost' }) {
  return (
    <Button className="flex-1" variant={variant} onClick={action.onPress} disabled={action.isDisabled} aria-busy={action.isBusy || undefined}>
      {action.label}
    </Button>
  );
}

/** One period as a full-width list row: value and what is left on one line, the pending change, then the form. */
function LimitCard({ row }: { row: LimitRowModel }) {
  const { field, choice } = row;
  const inputId = `${row.id}-input`;
  const errorId = `${row.id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!row.save.isDisabled) row.save.onPress();
  };
  return (
    <li data-limit-type={row.limitType} className="flex flex-col gap-3 border-t border-line px-4 py-4 first:border-t-0">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-base font-semibold text-fg">{row.period}</h3>
        <p className="text-sm text-fg">{row.current}</p>
      </div>
      {row.remaining && <p className="-mt-2 text-sm text-muted">{row.remaining}</p>}
      {row.pending && (
        <div className="flex flex-col gap-2 rounded-md bg-warning-soft p-3">
          <p role="status" className="text-sm text-fg">
            {row.pending.text}
          </p>
          <div className="flex gap-2">
            {row.pending.confirm && <SheetButton action={row.pending.confirm} variant="primary" />}
            <SheetButton action={row.pending.cancel} />
          </div>
        </div>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          {field?.label ?? choice?.label}
        </label>
        {field && (
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={field.value}
            onChange={(event) => field.onText(event.target.value)}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={field.error ? errorId : undefined}
            className="h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid]:border-down"
          />
        )}
        {choice && (
          <select
            id={inputId}
            value={choice.selected}
            onChange={(event) => choice.onSelect(event.target.value)}
            className="h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
          >
            <option value="">{choice.placeholder}</option>
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
        {field?.error && (
          <p id={errorId} role="alert" className="text-xs font-semibold text-down">
            {field.error}
          </p>
        )}
        {row.lockedHint && <p className="text-xs text-warning-text">{row.lockedHint}</p>}
        <div className="flex gap-2">
          <Button type="submit" className="flex-1" disabled={row.save.isDisabled} aria-busy={row.save.isBusy || undefined}>
            {row.save.label}
          </Button>
          {row.remove && <SheetButton action={row.remove} variant="ghost" />}
        </div>
      </form>
    </li>
  );
}

/** One kind of limit (deposit, wager, loss, or session time) as a list of full-width rows, a period or type each. */
export function LimitSection({ section }: { section: LimitSectionModel }) {
  const headingId = `limits-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="bg-surface">
      <h2 id={headingId} className="bg-surface-2 px-4 py-2 text-sm font-bold tracking-wide text-muted uppercase">
        {section.title}
      </h2>
      <ul>
        {section.rows.map((row) => (
          <LimitCard key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}
