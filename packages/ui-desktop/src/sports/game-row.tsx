import type { ReactNode } from 'react';
import type { TeamCrest } from '@bf/headless/screens/sports-section';
import type { GameRowBaseProps } from '@bf/ui-core/sports/types';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';
import { Crest, ServeDot } from './marks.tsx';

/** Least height of a game row: skeletons and polled rows keep it; a long team name may wrap and make its row taller. */
export const GAME_ROW_HEIGHT = 'min-h-14';

/**
 * The columns of a list, shared by its head and its rows: time, teams, the main market, then the total and the
 * handicap where the list is wide enough (container queries on the championship block), and "+N".
 */
export const LIST_COLUMNS = {
  time: 'w-[76px] shrink-0',
  main: 'w-[198px] shrink-0',
  total: 'hidden w-[132px] shrink-0 @[46rem]:grid',
  handicap: 'hidden w-[132px] shrink-0 @[56rem]:grid',
  more: 'w-11 shrink-0',
} as const;

/** How much the lists hold on desktop (the screens' own defaults: a wide screen shows more games). */
export const LIST_SIZES = { section: {}, home: {} } as const;

export type { GameTime } from '@bf/ui-core/sports/types';

export interface GameRowProps extends GameRowBaseProps<TeamCrest> {
  className?: string;
}

function Team({ name, crest, isServing, serveLabel }: { name: string; crest?: TeamCrest; isServing: boolean; serveLabel?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {crest && <Crest crest={crest} />}
      <span className="min-w-0 font-medium break-words text-fg group-hover:text-accent-text">{name}</span>
      {isServing && serveLabel && <ServeDot label={serveLabel} />}
    </span>
  );
}

function LineCells({ cells, className }: { cells: ReactNode; className: string }) {
  return <div className={cn('grid-cols-2 gap-1', className)}>{cells ?? <span aria-hidden="true" className="col-span-2 text-center text-xs text-muted">—</span>}</div>;
}

/** One game in a dense table: time or live clock, crests and teams with the score, then a column group per market, and "+N". */
export function GameRow({ href, team1, team2, crests, score, pointScore, server, time, odds, oddsCount, total, handicap, lineColumns, more, className }: GameRowProps) {
  return (
    <div className={cn('flex items-center gap-2 border-t border-line px-3 py-1.5 first:border-t-0 hover:bg-surface-2/60', GAME_ROW_HEIGHT, className)}>
      <div className={cn('flex flex-col justify-center text-xs leading-tight', LIST_COLUMNS.time)}>
        <span className={time.isLive ? 'flex items-center gap-1 font-semibold text-down' : 'text-muted'}>
          {time.isLive && <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-live" />}
          {time.primary}
        </span>
        <span className="font-semibold text-fg tabular-nums">{time.secondary}</span>
      </div>
      <AppLink href={href} className="group flex min-w-0 flex-1 items-center gap-3 self-stretch">
        <span className="flex min-w-0 flex-1 flex-col justify-center gap-1 text-sm leading-tight">
          <Team name={team1} crest={crests?.[0]} isServing={server?.side === 1} serveLabel={server?.label} />
          <span className="sr-only"> – </span>
          <Team name={team2} crest={crests?.[1]} isServing={server?.side === 2} serveLabel={server?.label} />
        </span>
        {pointScore && (
          <span className="flex flex-col items-end gap-2 text-xs text-muted tabular-nums">
            <span>{pointScore.team1}</span>
            <span>{pointScore.team2}</span>
          </span>
        )}
        {score && (
          <span className={cn('flex w-6 flex-col items-end gap-1.5 text-sm font-bold tabular-nums', time.isLive ? 'text-down' : 'text-fg')}>
            <span>{score.team1}</span>
            <span>{score.team2}</span>
          </span>
        )}
      </AppLink>
      <div className={cn('grid gap-1', oddsCount === 2 ? 'grid-cols-2' : 'grid-cols-3', LIST_COLUMNS.main)}>{odds}</div>
      {lineColumns?.total && <LineCells cells={total} className={LIST_COLUMNS.total} />}
      {lineColumns?.handicap && <LineCells cells={handicap} className={LIST_COLUMNS.handicap} />}
      {more ? (
        <AppLink href={href} aria-label={more.label} className={cn('flex h-9 items-center justify-center rounded-md text-xs font-semibold text-accent-text hover:bg-accent-soft', LIST_COLUMNS.more)}>
          {more.text}
        </AppLink>
      ) : (
        <span className={LIST_COLUMNS.more} />
      )}
    </div>
  );
}

/** A row's place while its data loads: same height, no content. */
export function GameRowSkeleton() {
  return (
    <div aria-hidden="true" className={cn('flex items-center gap-2 border-t border-line px-3 first:border-t-0', GAME_ROW_HEIGHT)}>
      <span className={cn('flex flex-col gap-1.5', LIST_COLUMNS.time)}>
        <span className="h-2.5 w-10 animate-pulse rounded bg-surface-3" />
        <span className="h-2.5 w-8 animate-pulse rounded bg-surface-3" />
      </span>
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-3 w-40 animate-pulse rounded bg-surface-3" />
        <span className="h-3 w-32 animate-pulse rounded bg-surface-3" />
      </span>
      <span className={cn('grid grid-cols-3 gap-1', LIST_COLUMNS.main)}>
        <span className="h-9 animate-pulse rounded-md bg-surface-2" />
        <span className="h-9 animate-pulse rounded-md bg-surface-2" />
        <span className="h-9 animate-pulse rounded-md bg-surface-2" />
      </span>
      <span className={LIST_COLUMNS.more} />
    </div>
  );
}
