import type { OfficeHistoryPayModel } from '@bf/headless/screens/office-history-pay';
import { Button } from '../components/button.tsx';
import { SegmentedTabs } from '../components/segmented-tabs.tsx';
import { cn } from '../utils/cn.ts';

/** The payment history, phone: account tabs, one full-width row per payment (what and when left, amount right). */
export function PaymentHistoryList({ model }: { model: OfficeHistoryPayModel }) {
  return (
    <div className="flex flex-col gap-3">
      <SegmentedTabs label={model.tabs.label} value={model.tabs.value} options={model.tabs.options} onChange={model.tabs.onChange} />
      {model.status === 'ready' ? (
        <ul aria-label={model.title} className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface">
          {model.rows.map((row) => (
            <li key={row.id} className="flex min-h-14 items-center justify-between gap-3 border-t border-line px-4 py-2 first:border-t-0">
              <div className="flex min-w-0 flex-col">
                <span className="text-base font-semibold text-fg">
                  {row.type}
                  {row.detail && <span className="font-normal text-muted"> · {row.detail}</span>}
                </span>
                <span className="text-xs text-muted">{row.date}</span>
              </div>
              <div className="flex shrink-0 flex-col items-end">
                <span className={cn('text-base font-bold tabular-nums text-fg', row.tone === 'down' && 'text-down')}>{row.amount}</span>
                <span className="text-xs text-muted">{row.status}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p role={model.status === 'error' ? 'alert' : undefined} aria-busy={model.status === 'loading'} className="rounded-xl border border-line bg-surface p-6 text-center text-sm text-muted">
          {model.message ?? '…'}
        </p>
      )}
      {model.paging.label && (
        <nav aria-label={model.paging.label} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm">
          <Button variant="secondary" disabled={model.paging.newer.isDisabled} onClick={model.paging.newer.onPress}>
            {model.paging.newer.label}
          </Button>
          <span className="text-muted">{model.paging.label}</span>
          <Button variant="secondary" disabled={model.paging.older.isDisabled} onClick={model.paging.older.onPress}>
            {model.paging.older.label}
          </Button>
        </nav>
      )}
    </div>
  );
}
