import type { OfficeHistoryPayModel } from '@bf/headless/screens/office-history-pay';
import { Button } from '../components/button.tsx';
import { SegmentedTabs } from '../components/segmented-tabs.tsx';
import { cn } from '../utils/cn.ts';

/** The payment history, desktop: account tabs over a dense table, paging under it. */
export function PaymentHistoryTable({ model }: { model: OfficeHistoryPayModel }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-sm">
        <SegmentedTabs label={model.tabs.label} value={model.tabs.value} options={model.tabs.options} onChange={model.tabs.onChange} />
      </div>
      {model.status === 'ready' ? (
        <table className="w-full border-collapse overflow-hidden rounded-lg border border-line bg-surface text-sm">
          <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">{model.columns.date}</th>
              <th scope="col" className="px-4 py-2 font-semibold">{model.columns.type}</th>
              <th scope="col" className="px-4 py-2 font-semibold">{model.columns.detail}</th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">{model.columns.amount}</th>
              <th scope="col" className="px-4 py-2 font-semibold">{model.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className="px-4 py-2 whitespace-nowrap text-muted">{row.date}</td>
                <td className="px-4 py-2 font-semibold">{row.type}</td>
                <td className="px-4 py-2">{row.detail}</td>
                <td className={cn('px-4 py-2 text-right font-semibold whitespace-nowrap tabular-nums', row.tone === 'down' && 'text-down')}>{row.amount}</td>
                <td className="px-4 py-2">{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p role={model.status === 'error' ? 'alert' : undefined} aria-busy={model.status === 'loading'} className="rounded-lg border border-line bg-surface p-8 text-center text-sm text-muted">
          {model.message ?? '…'}
        </p>
      )}
      {model.paging.label && (
        <nav aria-label={model.paging.label} className="flex items-center justify-end gap-3 text-sm">
          <Button variant="secondary" size="sm" disabled={model.paging.newer.isDisabled} onClick={model.paging.newer.onPress}>
            {model.paging.newer.label}
          </Button>
          <span className="text-muted">{model.paging.label}</span>
          <Button variant="secondary" size="sm" disabled={model.paging.older.isDisabled} onClick={model.paging.older.onPress}>
            {model.paging.older.label}
          </Button>
        </nav>
      )}
    </div>
  );
}
