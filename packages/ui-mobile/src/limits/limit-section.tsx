import type { LimitRowModel, LimitSectionModel } from '@bf/headless/screens/office-responsible';
import { LimitFieldError, LimitForm, LimitSaveActions, LimitValueField, PendingActions, type LimitButton } from '@bf/ui-core/limits/limit-parts';
import { Button } from '../components/button.tsx';

/** The phone's buttons of a limit share their row. */
const RowButton: LimitButton = (props) => <Button className="flex-1" {...props} />;
const box = 'h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none';

/** One period as a full-width list row: value and what is left on one line, the pending change, then the form. */
function LimitCard({ row }: { row: LimitRowModel }) {
  const inputId = `${row.id}-input`;
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
          <PendingActions pending={row.pending} cancelVariant="secondary" Button={RowButton} />
        </div>
      )}
      <LimitForm row={row} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-fg">
          {row.field?.label ?? row.choice?.label}
        </label>
        <LimitValueField row={row} id={inputId} className={{ input: `${box} aria-[invalid]:border-down`, select: box }} />
        <LimitFieldError row={row} className="text-xs font-semibold text-down" />
        {row.lockedHint && <p className="text-xs text-warning-text">{row.lockedHint}</p>}
        <div className="flex gap-2">
          <LimitSaveActions row={row} Button={RowButton} />
        </div>
      </LimitForm>
    </li>
  );
}

/**
 * One kind of limit (deposit, wager, loss, or session time) as a list of full-width rows, a period or type each. The
 * rows name their own parts, so the desktop's column headings (`columns`) are not shown.
 */
export function LimitSection({ section }: { section: LimitSectionModel; columns?: Record<string, string> }) {
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
