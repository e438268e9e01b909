import { Fragment } from 'react';
import type { HistoryDetail, HistoryRow, OfficeHistoryModel } from '@bf/headless/screens/office-history';
import type { HistoryFiltersSkin } from '@bf/ui-core/bet-history/history-filters';
import { HistoryFacts, HistoryFrame } from '@bf/ui-core/bet-history/history-frame';
import { Button, ButtonLink, buttonStyles } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

const skin: HistoryFiltersSkin = {
  form: 'flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-3',
  field: 'h-9 rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none',
  resetButton: buttonStyles({ variant: 'secondary' }),
  error: 'basis-full',
  status: '',
  retryButton: cn(buttonStyles(), 'self-start'),
};
const TONE: Record<HistoryRow['tone'], string> = { open: 'text-fg', won: 'text-up', lost: 'text-down', other: 'text-muted' };

function Detail({ detail }: { detail: HistoryDetail }) {
  return (
    <section aria-label={detail.title} className="flex flex-col gap-3 bg-surface-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{detail.title}</h2>
        <div className="flex gap-2">
          <ButtonLink href={detail.print.href} size="sm">
            {detail.print.label}
          </ButtonLink>
          <Button size="sm" variant="secondary" onClick={detail.close.onPress}>
            {detail.close.label}
          </Button>
        </div>
      </div>
      <HistoryFacts facts={detail.facts} className="grid grid-cols-4 gap-x-6 gap-y-2 text-sm" />
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line text-left text-xs text-muted">
            <th scope="col" className="py-1.5 pr-2 font-semibold">{detail.columns.event}</th>
            <th scope="col" className="py-1.5 pr-2 font-semibold">{detail.columns.pick}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-semibold">{detail.columns.odds}</th>
            <th scope="col" className="py-1.5 text-right font-semibold">{detail.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {detail.bets.map((bet) => (
            <tr key={bet.key} className="border-b border-line align-top last:border-b-0">
              <td className="py-1.5 pr-2">
                <div className="font-semibold">{bet.event}</div>
                <div className="text-xs text-muted">{bet.meta}</div>
              </td>
              <td className="py-1.5 pr-2">{bet.pick}</td>
              <td className="py-1.5 pr-2 text-right font-semibold tabular-nums">{bet.odds}</td>
              <td className="py-1.5 text-right">{bet.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The desktop bet history: a filter bar over a dense table; a coupon's detail opens in a row under it. */
export function BetHistory({ model }: { model: OfficeHistoryModel }) {
  const { list, detail } = model;
  const { columns } = list;
  return (
    <HistoryFrame model={model} skin={skin} moreButton={cn(buttonStyles({ variant: 'secondary' }), 'self-center')}>
      <div className="overflow-hidden rounded-lg border border-line bg-surface">
        <table aria-label={list.label} className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line bg-surface-2 text-left text-xs text-muted">
              <th scope="col" className="px-3 py-2 font-semibold">{columns.coupon}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{columns.placedAt}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{columns.type}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{columns.stake}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{columns.odds}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{columns.returns}</th>
              <th scope="col" className="px-3 py-2 font-semibold">{columns.status}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <Fragment key={row.id}>
                <tr className={cn('border-b border-line last:border-b-0', row.detail.isExpanded && 'bg-accent/5')}>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">{row.title}</th>
                  <td className="px-3 py-2 whitespace-nowrap">{row.placedAt}</td>
                  <td className="px-3 py-2">{row.type}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.stake}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.odds}</td>
                  <td className="px-3 py-2 text-right font-semibold tabular-nums">{row.returns}</td>
                  <td className={cn('px-3 py-2 font-semibold', TONE[row.tone])}>{row.status}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Button size="sm" variant="secondary" aria-expanded={row.detail.isExpanded} onClick={row.detail.onPress}>
                        {row.detail.label}
                      </Button>
                      <ButtonLink size="sm" variant="ghost" href={row.print.href}>
                        {row.print.label}
                      </ButtonLink>
                    </div>
                  </td>
                </tr>
                {row.detail.isExpanded && detail?.couponId === row.id && (
                  <tr className="border-b border-line">
                    <td colSpan={8} className="p-0">
                      <Detail detail={detail} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </HistoryFrame>
  );
}
