import { useId, type ReactNode } from 'react';
import { SportIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';
import { CloseIcon, PlusIcon } from '@bf/ui-core/icons';

/** The followed games, one under the other on a phone (two side by side from 600 px). */
export function MultiGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 items-start gap-3 m600:grid-cols-2">{children}</div>;
}

/** One followed game: its scoreboard over its markets. */
export function MultiColumn({ scoreboard, children }: { scoreboard: ReactNode; children: ReactNode }) {
  return (
    <article className="space-y-2">
      {scoreboard}
      <div className="space-y-2">{children}</div>
    </article>
  );
}

export interface MultiPickItem {
  key: string;
  icon: string;
  teams: string;
  champ: string;
  score: string;
  time: string;
  isPicked: boolean;
  isDisabled: boolean;
  label: string;
  onToggle(): void;
}

/** The live games to pick from, as large toggle rows. */
export function MultiPicker({ title, hint, items }: { title: string; hint: string; items: MultiPickItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface">
      <div className="border-b border-line px-3 py-2.5">
        <h2 id={headingId} className="text-[15px] font-bold text-fg">
          {title}
        </h2>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      <ul className="max-h-[264px] divide-y divide-line overflow-y-auto">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" aria-pressed={item.isPicked} aria-label={item.label} disabled={item.isDisabled} onClick={item.onToggle} className={cn('flex h-[52px] w-full items-center gap-2.5 px-3 text-left disabled:opacity-50', item.isPicked && 'bg-accent-soft')}>
              <SportIcon sport={item.icon} className="size-4 shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold text-fg">{item.teams}</span>{' '}
                <span className="truncate text-xs text-muted">
                  {item.time} · {item.champ}
                </span>
              </span>
              {' '}<span className="text-sm font-bold text-fg tabular-nums">{item.score}</span>
              <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-full', item.isPicked ? 'bg-accent text-accent-fg' : 'bg-surface-3 text-fg')}>
                {item.isPicked ? <CloseIcon className="size-3.5" /> : <PlusIcon className="size-3.5" />}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The remove button in a followed game's corner. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="flex size-8 items-center justify-center rounded-full bg-white/10 text-header-fg">
      <CloseIcon className="size-4" />
    </button>
  );
}
