import { useId } from 'react';
import { SportIcon } from '@bf/ui-core/icons';
import { ChoiceSelect } from '@bf/ui-core/controls/choice-select';
import { cn } from '../utils/cn.ts';
import type { SportSettingsPanelProps } from '@bf/ui-core/sports/types';

export type { SportSettingsPanelProps, SportSettingsPanelRow } from '@bf/ui-core/sports/types';

/** "My sports": a dropdown table of every sport with line and live switches and its cyber filter. */
export function SportSettingsPanel<F extends number>({ title, hint, badge, labels, rows, cyberOptions, canReset, onLine, onLive, onCyberFilter, onReset }: SportSettingsPanelProps<F>) {
  const hintId = useId();
  return (
    <details className="group relative">
      <summary className="flex h-8 cursor-pointer list-none items-center gap-1.5 rounded-md border border-line bg-surface-2 px-2.5 text-xs font-semibold text-fg hover:border-accent [&::-webkit-details-marker]:hidden">
        {title}
        {badge && <span className="rounded-full bg-accent px-1.5 text-[11px] text-accent-fg">{badge}</span>}
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">▾</span>
      </summary>
      <div className="absolute right-0 z-30 mt-1 w-[26rem] rounded-lg border border-line bg-surface p-3 shadow-lg">
        <p id={hintId} className="mb-2 text-xs text-muted">
          {hint}
        </p>
        <table className="w-full text-sm" aria-describedby={hintId}>
          <thead>
            <tr className="text-left text-[11px] font-semibold tracking-wide text-muted uppercase">
              <th scope="col" className="py-1 font-semibold">{labels.sport}</th>
              <th scope="col" className="w-14 py-1 text-center font-semibold">{labels.line}</th>
              <th scope="col" className="w-14 py-1 text-center font-semibold">{labels.live}</th>
              <th scope="col" className="w-32 py-1 font-semibold">{labels.cyber}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <th scope="row" className="py-1.5 text-left font-medium text-fg">
                  <span className="flex items-center gap-2">
                    <SportIcon sport={row.icon} className="size-4 text-muted" />
                    {row.name}
                  </span>
                </th>
                <td className="text-center">
                  <input type="checkbox" className="size-4 accent-[var(--bf-accent)]" checked={row.line} aria-label={`${row.name}: ${labels.line}`} onChange={(e) => onLine(row.id, e.target.checked)} />
                </td>
                <td className="text-center">
                  <input type="checkbox" className="size-4 accent-[var(--bf-accent)]" checked={row.live} aria-label={`${row.name}: ${labels.live}`} onChange={(e) => onLive(row.id, e.target.checked)} />
                </td>
                <td>
                  {row.hasCyberFilter && (
                    <ChoiceSelect aria-label={`${row.name}: ${labels.cyber}`} value={row.cyberFilter} options={cyberOptions} onChange={(filter) => onCyberFilter(row.id, filter)} className="h-7 w-full rounded-md border border-line bg-surface-2 px-1.5 text-xs text-fg" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-2 flex justify-end">
          <button type="button" disabled={!canReset} onClick={onReset} className={cn('h-7 rounded-md px-2.5 text-xs font-semibold', canReset ? 'text-accent hover:bg-surface-3' : 'text-muted opacity-60')}>
            {labels.reset}
          </button>
        </div>
      </div>
    </details>
  );
}
