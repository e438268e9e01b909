import { useId, type ReactNode } from 'react';
import type { StandingsTableModel } from '@bf/headless/screens/champions';
import type { ResultLineModel } from '@bf/headless/screens/results';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';

/** A column of a championship table ("P" titled "Played") and a team's line, as the champions model gives them. */
export type StandingsColumn = StandingsTableModel['columns'][number];
export type StandingsRow = StandingsTableModel['rows'][number];

/** A championship table. */
export function StandingsTable({ caption, team, columns, rows }: StandingsTableModel) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-muted">
        <tr className="border-b border-line">
          <th scope="col" className="w-8 py-1.5 text-center font-semibold">
            #
          </th>
          <th scope="col" className="py-1.5 text-left font-semibold">
            {team}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cn('py-1.5 text-center font-semibold', column.isWide ? 'w-16 px-1' : 'w-10 px-1')}>
              <abbr title={column.full} className="no-underline">
                {column.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="h-9 border-b border-line last:border-b-0">
            <td className="text-center text-xs text-muted">{row.position}</td>
            <th scope="row" className="max-w-0 truncate text-left font-medium text-fg">
              {row.team}
            </th>
            {row.cells.map((cell) => (
              <td key={cell.key} className={cn('text-center', cell.tone === 'muted' && 'text-muted', cell.tone === 'strong' && 'font-bold')}>
                {cell.text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A card with a title (and link) over its content: a championship table, a day of results. */
export function SportsCard({ title, href, meta, children, className }: { title: string; href?: string; meta?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('overflow-hidden rounded-lg border border-line bg-surface', className)}>
      <div className="flex h-10 items-center gap-2 border-b border-line bg-surface-3 px-3">
        <h2 id={headingId} className="min-w-0 truncate text-sm font-bold text-fg">
          {href ? (
            <AppLink href={href} className="hover:text-accent-text">
              {title}
            </AppLink>
          ) : (
            title
          )}
        </h2>
        {meta && <div className="ml-auto shrink-0 text-xs text-muted">{meta}</div>}
      </div>
      <div className="px-3 py-1">{children}</div>
    </section>
  );
}

export type ResultLineProps = Omit<ResultLineModel, 'key'>;

/** One result: the teams, the final (or live) score and how it came about. */
export function ResultLine({ time, team1, team2, score, periods, badge, note, isLive }: ResultLineProps) {
  const winner = score.team1 === score.team2 ? 0 : score.team1 > score.team2 ? 1 : 2;
  return (
    <div className="grid min-h-12 grid-cols-[64px_minmax(0,1fr)_auto] items-center gap-3 border-b border-line py-1.5 last:border-b-0">
      <span className={cn('text-xs tabular-nums', isLive ? 'font-semibold text-down' : 'text-muted')}>{time}</span>
      <span className="flex min-w-0 flex-col text-sm leading-5">
        <span className={cn('truncate', winner === 1 ? 'font-bold text-fg' : 'text-fg')}>{team1}</span>
        <span className={cn('truncate', winner === 2 ? 'font-bold text-fg' : 'text-fg')}>{team2}</span>
        {(periods || note) && <span className="truncate text-xs text-muted">{[periods, note].filter(Boolean).join(' · ')}</span>}
      </span>
      <span className="flex items-center gap-2">
        {badge && <span className="rounded bg-surface-3 px-1.5 py-0.5 text-[10px] font-bold text-muted uppercase">{badge}</span>}
        <span className={cn('flex flex-col items-end text-sm leading-5 font-bold tabular-nums', isLive ? 'text-down' : 'text-fg')}>
          <span>{score.team1}</span>
          <span>{score.team2}</span>
        </span>
      </span>
    </div>
  );
}
