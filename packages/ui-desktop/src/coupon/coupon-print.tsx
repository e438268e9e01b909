import type { CouponPrintSheetProps } from '@bf/ui-core/coupon/types';

export type { CouponPrintSheetProps };

/** The printable coupon: a plain sheet (no site chrome when printed), facts in two columns, the selections as a table. */
export function CouponPrintSheet({ title, facts, columns, bets, print, footer }: CouponPrintSheetProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-lg border border-line bg-surface p-6 text-fg print:max-w-none print:border-0 print:p-0">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-bold">{title}</h1>
        <button type="button" onClick={print.onPress} className="rounded-md bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:bg-accent-hover print:hidden">
          {print.label}
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.id} className="flex flex-col">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line text-left text-xs text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">{columns.event}</th>
            <th scope="col" className="py-2 pr-2 font-semibold">{columns.pick}</th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">{columns.odds}</th>
            <th scope="col" className="py-2 text-right font-semibold">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.key} className="border-b border-line align-top last:border-b-0">
              <td className="py-2 pr-2">
                <div className="font-semibold">{bet.event}</div>
                <div className="text-xs text-muted">{bet.meta}</div>
              </td>
              <td className="py-2 pr-2">{bet.pick}</td>
              <td className="py-2 pr-2 text-right font-semibold tabular-nums">{bet.odds}</td>
              <td className="py-2 text-right">{bet.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </article>
  );
}
