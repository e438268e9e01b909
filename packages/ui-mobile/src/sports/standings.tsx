import { useId, type ReactNode } from 'react';
import type { StandingsTableModel } from '@bf/headless/screens/champions';
import type { ResultLineModel } from '@bf/headless/screens/results';
import { ChevronIcon } from '@bf/ui-core/icons';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';

/** A column of a championship table ("P" titled "Played") and a team's line, as the champions model gives them. */
export type StandingsColumn = StandingsTableModel['columns'][number];
export type StandingsRow = StandingsTableModel['rows'][number];

// The place and the team stay put while the figures scroll under them; each needs the card's colour to hide them.
const PINNED = 'sticky z-10 bg-surface';

/**
 * A championship table for a phone: full team names, never cut, with the place and the team pinned at the left and the
 * figures scrolling sideways under a thumb. The scroller is a labelled region a keyboard can focus and scroll.
 */
export function StandingsTable({ caption, team, columns, rows }: StandingsTableModel) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="-mx-3 overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent">
      <table className="min-w-full border-separate border-spacing-0 text-sm whitespace-nowrap tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className={cn(PINNED, 'left-0 w-10 min-w-10 border-b border-line py-2 text-center font-semibold')}>
              #
            </th>
            <th scope="col" className={cn(PINNED, 'left-10 border-r border-b border-line py-2 pr-3 text-left font-semibold')}>
              {team}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('border-b border-line py-2 text-center font-semibold', column.isWide ? 'min-w-14 px-2' : 'min-w-10 px-2')}>
                <abbr title={column.full} className="no-underline">
                  {column.short}
                </abbr>
              </th>
            ))}
            <td aria-hidden="true" className="w-3 border-b border-line" />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="h-11">
              <td className={cn(PINNED, 'left-0 w-10 min-w-10 border-b border-line text-center')}>
                <span className="inline-grid size-6 place-items-center rounded-full bg-surface-3 text-xs font-semibold text-fg">{row.position}</span>
              </td>
              <th scope="row" className={cn(PINNED, 'left-10 border-r border-b border-line pr-3 text-left font-medium text-fg')}>
                {row.team}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.key} className={cn('border-b border-line px-2 text-center', cell.tone === 'muted' && 'text-muted', cell.tone === 'strong' && 'font-bold text-fg')}>
                  {cell.text}
                </td>
              ))}
              <td aria-hidden="true" className="border-b border-line" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A full-width section of a phone list: a 44 px head (the whole head is the link, with a chevron, where it leads on)
 * over its content: a championship table, a day of results.
 */
export function SportsCard({ title, href, meta, children, className }: { title: string; href?: string; meta?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('-mx-3 border-y border-line bg-surface', className)}>
      <div className="flex min-h-11 items-center gap-2 border-b border-line bg-surface-3 px-3">
        <h2 id={headingId} className="min-w-0 flex-1 text-sm font-bold text-fg">
          {href ? (
            <AppLink href={href} className="flex min-h-11 items-center gap-1 active:text-accent-text">
              <span className="truncate">{title}</span>
              <ChevronIcon isOpen={false} className="size-4 shrink-0 text-muted" />
            </AppLink>
          ) : (
            <span className="block truncate">{title}</span>
          )}
        </h2>
        {meta && <div className="shrink-0 text-xs text-muted">{meta}</div>}
      </div>
      <div className="px-3">{children}</div>
    </section>
  );
}

export type ResultLineProps = Omit<ResultLineModel, 'key'>;

/** One result as a score app shows it: when (and how it ended) on top, then each team on its own line with its score. */
export function ResultLine({ time, team1, team2, score, periods, badge, note, isLive }: ResultLineProps) {
  const winner = score.team1 === score.team2 ? 0 : score.team1 > score.team2 ? 1 : 2;
  const team = (name: string, goals: number, isWinner: boolean) => (
    <span className="flex items-baseline justify-between gap-3 text-[15px] leading-6">
      <span className={cn('min-w-0 truncate text-fg', isWinner && 'font-bold')}>{name}</span>
      <span className={cn('font-bold tabular-nums', isLive ? 'text-down' : 'text-fg')}>{goals}</span>
    </span>
  );
  return (
    <div className="flex min-h-14 flex-col justify-center border-b border-line py-2.5 last:border-b-0">
      <span className="flex items-center gap-2 text-xs">
        <span className={cn('tabular-nums', isLive ? 'font-semibold text-down' : 'text-muted')}>{time}</span>
        {badge && <span className="rounded bg-surface-3 px-1.5 py-0.5 text-[10px] font-bold text-muted uppercase">{badge}</span>}
      </span>
      {team(team1, score.team1, winner === 1)}
      {team(team2, score.team2, winner === 2)}
      {(periods || note) && <span className="text-xs text-muted">{[periods, note].filter(Boolean).join(' · ')}</span>}
    </div>
  );
}
