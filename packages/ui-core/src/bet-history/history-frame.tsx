import type { ReactNode } from 'react';
import type { HistoryDetail, OfficeHistoryModel } from '@bf/headless/screens/office-history';
import { HistoryFilters, type HistoryFiltersSkin } from './history-filters.tsx';

/**
 * The bet history's frame, alike on both platforms: the filters (with the list's status and retry), the coupons the
 * kit draws (a table on desktop, cards on the phone) and "Show more" in the kit's button classes.
 */
export function HistoryFrame({ model, skin, moreButton, children }: { model: OfficeHistoryModel; skin: HistoryFiltersSkin; moreButton: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <HistoryFilters filters={model.filters} status={{ isError: model.status === 'error', text: model.statusText }} retry={model.retry} skin={skin} />
      {model.rows.length > 0 && children}
      {model.more && (
        <button type="button" className={moreButton} disabled={model.more.isBusy} aria-busy={model.more.isBusy || undefined} onClick={model.more.onPress}>
          {model.more.label}
        </button>
      )}
    </div>
  );
}

/** A coupon's facts (placed, type, stake, returns…): label over value, in the kit's grid. */
export function HistoryFacts({ facts, className }: { facts: HistoryDetail['facts']; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.id} className="flex flex-col">
          <dt className="text-xs text-muted">{fact.label}</dt>
          <dd className="font-semibold tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
