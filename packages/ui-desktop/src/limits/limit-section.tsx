import type { FormEvent } from 'react';
import type { LimitRowModel, LimitSectionModel, ResponsibleAction } from '@bf/headless/screens/office-responsible';
import { Button } from '../components/button.tsx';

function ActionButton({ action, variant = 'secondary' }: { action: ResponsibleAction; variant?: 'primary' | 'secondary' | 'ghost' }) {
  return (
    <Button size="sm" variant={variant} onClick={action.onPress} disabled={action.isDisabled} aria-busy={action.isBusy || undefined}>
      {action.label}
    </Button>
  );
}

function LimitRow({ row }: { row: LimitRowModel }) {
  const { field, choice } = row;
  const errorId = `${row.id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!row.save.isDisabled) row.save.onPress();
  };
  return (
    <tr data-limit-type={row.limitType} className="border-t border-line align-top">
      <th scope="row" className="py-3 pr-4 text-left font-semibold text-fg">
        {row.period}
      </th>
      <td className="py-3 pr-4 text-fg">{row.current}</td>
      <td className="py-3 pr-4 text-muted">{row.remaining ?? '—'}</td>
      <td className="py-3 pr-4">
        {row.pending ? (
          <div className="flex flex-col gap-2">
            <p role="status" data-ready={row.pending.isReady || undefined} className="text-sm text-warning-text data-[ready]:font-semibold data-[ready]:text-accent-text">
              {row.pending.text}
            </p>
            <div className="flex gap-2">
              {row.pending.confirm && <ActionButton action={row.pending.confirm} variant="primary" />}
              <ActionButton action={row.pending.cancel} variant="ghost" />
            </div>
          </div>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className="py-3">
        <form onSubmit={submit} className="flex items-start gap-2">
          {field && (
            <div className="flex flex-col gap-1">
              <input
                aria-label={field.label}
                inputMode="decimal"
                autoComplete="off"
                value={field.value}
                onChange={(event) => field.onText(event.target.value)}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={field.error ? errorId : undefined}
                className="h-9 w-32 rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid]:border-down"
              />
              {field.error && (
                <p id={errorId} role="alert" className="max-w-48 text-xs font-semibold text-down">
                  {field.error}
                </p>
              )}
            </div>
          )}
          {choice && (
            <select
              aria-label={choice.label}
              value={choice.selected}
              onChange={(event) => choice.onSelect(event.target.value)}
              className="h-9 w-32 rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
            >
              <option value="">{choice.placeholder}</option>
              {choice.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
          <Button size="sm" type="submit" disabled={row.save.isDisabled} aria-busy={row.save.isBusy || undefined}>
            {row.save.label}
          </Button>
          {row.remove && <ActionButton action={row.remove} variant="ghost" />}
        </form>
        {row.lockedHint && <p className="mt-1 max-w-72 text-xs text-warning-text">{row.lockedHint}</p>}
      </td>
    </tr>
  );
}

/** One kind of limit (deposit, wager, loss, or session time) as a dense table: a row per period or type with its form. */
export function LimitSection({ section, columns }: { section: LimitSectionModel; columns: { period: string; current: string; remaining: string; pending: string; change: string } }) {
  const headingId = `limits-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={headingId} className="mb-2 text-base font-bold text-fg">
        {section.title}
      </h2>
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="w-28 pb-2 pr-4 font-semibold">{columns.period}</th>
            <th scope="col" className="w-36 pb-2 pr-4 font-semibold">{columns.current}</th>
            <th scope="col" className="w-32 pb-2 pr-4 font-semibold">{columns.remaining}</th>
            <th scope="col" className="pb-2 pr-4 font-semibold">{columns.pending}</th>
            <th scope="col" className="w-[26rem] pb-2 font-semibold">{columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <LimitRow key={row.id} row={row} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
