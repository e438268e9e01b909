import type { HistoryDetail, HistoryRow, OfficeHistoryModel } from '@bf/headless/screens/office-history';
import type { HistoryFiltersSkin } from '@bf/ui-core/bet-history/history-filters';
import { HistoryFacts, HistoryFrame } from '@bf/ui-core/bet-history/history-frame';
import { Button, ButtonLink, buttonStyles } from '../components/button.tsx';
import { cn } from '../utils/cn.ts';

const skin: HistoryFiltersSkin = {
  form: 'grid grid-cols-2 gap-2 bg-surface p-3',
  field: 'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg',
  fieldColumn: 'min-w-0',
  resetButton: cn(buttonStyles({ variant: 'secondary' }), 'col-span-2'),
  error: 'col-span-2',
  status: 'px-3',
  retryButton: cn(buttonStyles(), 'mx-3'),
};
const TONE: Record<HistoryRow['tone'], string> = { open: 'bg-surface-3 text-fg', won: 'bg-up/15 text-up', lost: 'bg-down/15 text-down', other: 'bg-surface-3 text-muted' };

function Detail({ detail }: { detail: HistoryDetail }) {
  return (
    <section aria-label={detail.title} className="flex flex-col gap-3 border-t border-line pt-3">
      <HistoryFacts facts={detail.facts} className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" />
      <ul aria-label={detail.columns.event} className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {detail.bets.map((bet) => (
          <li key={bet.key} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
            <span className="font-semibold">{bet.event}</span>
            <span className="text-xs text-muted">{bet.meta}</span>
            <span className="flex justify-between gap-2">
              <span>{bet.pick}</span>
              <span className="font-bold tabular-nums">{bet.odds}</span>
            </span>
            <span className="text-xs text-muted">{bet.status}</span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <ButtonLink href={detail.print.href}>{detail.print.label}</ButtonLink>
        <Button variant="secondary" onClick={detail.close.onPress}>
          {detail.close.label}
        </Button>
      </div>
    </section>
  );
}

/** The phone's bet history: filters in two columns, each coupon a full-width card whose detail opens inside it. */
export function BetHistory({ model }: { model: OfficeHistoryModel }) {
  const { list, detail } = model;
  return (
    <HistoryFrame model={model} skin={skin} moreButton={cn(buttonStyles({ variant: 'secondary' }), 'mx-3')}>
      <ul aria-label={list.label} className="flex flex-col gap-2">
        {model.rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 bg-surface px-3 py-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-base font-bold">{row.title}</span>
              <span className={cn('rounded px-2 py-0.5 text-xs font-bold', TONE[row.tone])}>{row.status}</span>
            </div>
            <div className="flex justify-between gap-2 text-xs text-muted">
              <span>{row.type}</span>
              <span>{row.placedAt}</span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="flex flex-col">
                <dt className="text-xs text-muted">{list.columns.stake}</dt>
                <dd className="font-semibold tabular-nums">{row.stake}</dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-xs text-muted">{list.columns.odds}</dt>
                <dd className="font-semibold tabular-nums">{row.odds}</dd>
              </div>
              <div className="flex flex-col text-right">
                <dt className="text-xs text-muted">{list.columns.returns}</dt>
                <dd className="font-bold tabular-nums">{row.returns}</dd>
              </div>
            </dl>
            {row.detail.isExpanded && detail?.couponId === row.id ? (
              <Detail detail={detail} />
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" aria-expanded={false} onClick={row.detail.onPress}>
                  {row.detail.label}
                </Button>
                <ButtonLink variant="ghost" href={row.print.href}>
                  {row.print.label}
                </ButtonLink>
              </div>
            )}
          </li>
        ))}
      </ul>
    </HistoryFrame>
  );
}
