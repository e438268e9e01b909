import type { LimitRowModel, LimitSectionModel } from '@bf/headless/screens/office-responsible';
import { LimitFieldError, LimitForm, LimitSaveActions, LimitValueField, PendingActions, type LimitButton } from '@bf/ui-core/limits/limit-parts';
import { Button } from '../components/button.tsx';

const SmallButton: LimitButton = (props) => <Button size="sm" {...props} />;
const box = 'h-9 w-32 rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none';

/** One period as a table row: value, what is left, the pending change with its answers, then the form. */
function LimitRow({ row }: { row: LimitRowModel }) {
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
            <PendingActions pending={row.pending} cancelVariant="ghost" Button={SmallButton} />
          </div>
        ) : (
          <span className="text-muted">—</span>
        )}
      </td>
      <td className="py-3">
        <LimitForm row={row} className="flex items-start gap-2">
          {row.field ? (
            <div className="flex flex-col gap-1">
              <LimitValueField row={row} className={{ input: `${box} aria-[invalid]:border-down`, select: box }} />
              <LimitFieldError row={row} className="max-w-48 text-xs font-semibold text-down" />
            </div>
          ) : (
            <LimitValueField row={row} className={{ input: box, select: box }} />
          )}
          <LimitSaveActions row={row} Button={SmallButton} />
        </LimitForm>
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
