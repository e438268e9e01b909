import type { CouponPrintSheetProps } from '@bf/ui-core/coupon/types';

export type { CouponPrintSheetProps };

/**
 * The printable coupon on a phone: facts as label–value lines, each selection one row of a two-column table (the
 * event, its selection under it; the odds, the status under them), and a full-width print button at the foot.
 */
export function CouponPrintSheet({ title, facts, columns, bets, print, footer }: CouponPrintSheetProps) {
  return (
    <article className="mx-auto flex w-full flex-col gap-4 rounded-lg border border-line bg-surface p-4 text-fg print:border-0 print:p-0">
      <h1 className="text-lg font-bold">{title}</h1>
      <dl className="divide-y divide-line text-sm">
        {facts.map((fact) => (
          <div key={fact.id} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="text-right font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line text-left text-xs text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {columns.event} · {columns.pick}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {columns.odds} · {columns.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.key} className="border-b border-line align-top last:border-b-0">
              <td className="py-2 pr-2">
                <div className="font-semibold">{bet.event}</div>
                <div className="text-xs text-muted">{bet.meta}</div>
                <div className="mt-1">{bet.pick}</div>
              </td>
              <td className="py-2 text-right">
                <div className="font-semibold tabular-nums">{bet.odds}</div>
                <div className="text-xs text-muted">{bet.status}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={print.onPress} className="w-full rounded-md bg-accent px-4 py-3 text-sm font-semibold text-accent-fg active:bg-accent-hover print:hidden">
        {print.label}
      </button>
      {footer}
    </article>
  );
}
