import { useId } from 'react';
import { SportIcon } from '@bf/ui-core/icons';
import { ChoiceSelect } from '@bf/ui-core/controls/choice-select';
import { cn } from '../utils/cn.ts';
import type { SportSettingsPanelProps } from '@bf/ui-core/sports/types';

export type { SportSettingsPanelProps, SportSettingsPanelRow } from '@bf/ui-core/sports/types';

/** "My sports" on a phone: a disclosure that opens into one card per sport, with thumb-sized toggles. */
export function SportSettingsPanel<F extends number>({ title, hint, badge, labels, rows, cyberOptions, canReset, onLine, onLive, onCyberFilter, onReset }: SportSettingsPanelProps<F>) {
  const hintId = useId();
  return (
    <details className="group rounded-xl border border-line bg-surface-2">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold text-fg [&::-webkit-details-marker]:hidden">
        {title}
        {badge && <span className="rounded-full bg-accent px-2 text-xs text-accent-fg">{badge}</span>}
        <span aria-hidden="true" className="ml-auto text-muted transition-transform group-open:rotate-180">▾</span>
      </summary>
      <div className="border-t border-line px-3 pb-3">
        <p id={hintId} className="py-2 text-xs text-muted">
          {hint}
        </p>
        <ul aria-describedby={hintId} className="divide-y divide-line">
          {rows.map((row) => (
            <li key={row.id} className="py-2">
              <p className="mb-1.5 flex items-center gap-2 text-sm font-semibold text-fg">
                <SportIcon sport={row.icon} className="size-4 text-muted" />
                {row.name}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex h-9 items-center gap-2 rounded-lg bg-surface px-3 text-sm text-fg">
                  <input type="checkbox" className="size-5 accent-[var(--bf-accent)]" checked={row.line} aria-label={`${row.name}: ${labels.line}`} onChange={(e) => onLine(row.id, e.target.checked)} />
                  {labels.line}
                </label>
                <label className="flex h-9 items-center gap-2 rounded-lg bg-surface px-3 text-sm text-fg">
                  <input type="checkbox" className="size-5 accent-[var(--bf-accent)]" checked={row.live} aria-label={`${row.name}: ${labels.live}`} onChange={(e) => onLive(row.id, e.target.checked)} />
                  {labels.live}
                </label>
                {row.hasCyberFilter && (
                  <label className="flex h-9 flex-1 items-center gap-2 rounded-lg bg-surface pl-3 text-sm text-muted">
                    {labels.cyber}
                    <ChoiceSelect aria-label={`${row.name}: ${labels.cyber}`} value={row.cyberFilter} options={cyberOptions} onChange={(filter) => onCyberFilter(row.id, filter)} className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface px-2 text-sm text-fg" />
                  </label>
                )}
              </div>
            </li>
          ))}
        </ul>
        <button type="button" disabled={!canReset} onClick={onReset} className={cn('mt-2 h-10 w-full rounded-lg text-sm font-semibold', canReset ? 'bg-surface text-accent' : 'text-muted opacity-60')}>
          {labels.reset}
        </button>
      </div>
    </details>
  );
}
