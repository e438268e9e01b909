import { useId, type ReactNode } from 'react';
import { cn } from '../cn.ts';
import { CloseIcon, PlusIcon, SportIcon } from '../icons.tsx';

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

/** What each platform sizes in the picker: its card, head, list layout, rows and the follow mark. */
export interface MultiPickerClasses {
  section: string;
  head: string;
  title: string;
  list: string;
  row: string;
  rowPicked: string;
  teams: string;
  meta: string;
  mark: string;
  markIcon: string;
}

/** The live games to pick from, as toggle buttons: pressed while the game is followed. */
export function MultiPicker({ title, hint, items, classes }: { title: string; hint: string; items: MultiPickItem[]; classes: MultiPickerClasses }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('border border-line bg-surface', classes.section)}>
      <div className={cn('border-b border-line px-3', classes.head)}>
        <h2 id={headingId} className={cn('font-bold text-fg', classes.title)}>
          {title}
        </h2>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" aria-pressed={item.isPicked} aria-label={item.label} disabled={item.isDisabled} onClick={item.onToggle} className={cn('flex w-full items-center text-left disabled:opacity-50', classes.row, item.isPicked && classes.rowPicked)}>
              <SportIcon sport={item.icon} className="size-4 shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={cn('truncate font-semibold text-fg', classes.teams)}>{item.teams}</span>{' '}
                <span className={cn('truncate text-muted', classes.meta)}>
                  {item.time} · {item.champ}
                </span>
              </span>
              {' '}<span className="text-sm font-bold text-fg tabular-nums">{item.score}</span>
              <span className={cn('flex shrink-0 items-center justify-center rounded-full', classes.mark, item.isPicked ? 'bg-accent text-accent-fg' : 'bg-surface-3 text-fg')}>
                {item.isPicked ? <CloseIcon className={classes.markIcon} /> : <PlusIcon className={classes.markIcon} />}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
