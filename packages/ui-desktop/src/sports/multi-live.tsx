import { useId, type ReactNode } from 'react';
import { SportIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';
import { CloseIcon, PlusIcon } from '@bf/ui-core/icons';

/** The followed games side by side: 2 columns, 3 from 1920 px, 4 from 2560 px. */
export function MultiGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 items-start gap-3 d1920:grid-cols-3 d2560:grid-cols-4">{children}</div>;
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
  /** "Follow Arsenal – Chelsea" or "Stop following …". */
  label: string;
  onToggle(): void;
}

/** The live games to pick from, as toggle buttons. */
export function MultiPicker({ title, hint, items }: { title: string; hint: string; items: MultiPickItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface">
      <div className="border-b border-line px-3 py-2">
        <h2 id={headingId} className="text-sm font-bold text-fg">
          {title}
        </h2>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      <ul className="grid max-h-[280px] grid-cols-2 gap-x-3 overflow-y-auto p-2 d1440:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              aria-pressed={item.isPicked}
              aria-label={item.label}
              disabled={item.isDisabled}
              onClick={item.onToggle}
              className={cn(
                'flex h-12 w-full items-center gap-2 rounded-md px-2 text-left hover:bg-surface-2 disabled:opacity-50',
                item.isPicked && 'bg-accent-soft hover:bg-accent-soft',
              )}
            >
              <SportIcon sport={item.icon} className="size-4 shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-[13px] font-semibold text-fg">{item.teams}</span>{' '}
                <span className="truncate text-[11px] text-muted">
                  {item.time} · {item.champ}
                </span>
              </span>
              {' '}<span className="text-sm font-bold text-fg tabular-nums">{item.score}</span>
              <span className={cn('flex size-6 shrink-0 items-center justify-center rounded-full', item.isPicked ? 'bg-accent text-accent-fg' : 'bg-surface-3 text-fg')}>
                {item.isPicked ? <CloseIcon className="size-3" /> : <PlusIcon className="size-3" />}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The small remove button in a followed game's corner. */
export function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="flex size-6 items-center justify-center rounded-full bg-white/10 text-header-fg hover:bg-white/20">
      <CloseIcon className="size-3.5" />
    </button>
  );
}
