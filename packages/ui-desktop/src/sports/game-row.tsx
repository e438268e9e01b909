import type { ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';
import { ServeDot } from './icons.tsx';

/** Height of one game row: fixed, so skeletons and polled rows never move the page. */
export const GAME_ROW_HEIGHT = 'h-14';

export interface GameTime {
  primary: string;
  secondary: string;
  isLive: boolean;
}

export interface GameRowProps {
  /** The game page. */
  href: string;
  team1: string;
  team2: string;
  /** Live or final score; null before the start. */
  score?: { team1: number; team2: number } | null;
  /** The current set's games or the like, shown small next to the score (tennis). */
  pointScore?: { team1: number; team2: number } | null;
  /** Tennis: who serves, and how to say it. */
  server?: { side: 1 | 2; label: string };
  time: GameTime;
  /** The odds buttons of the main market, one per column. */
  odds: ReactNode;
  /** Columns the odds take (2 or 3); the row keeps the width either way so columns line up. */
  oddsCount: number;
  /** "+N" markets link to the game page. */
  more?: { text: string; label: string };
  className?: string;
}

/** One game in a dense list: time or live clock, the teams and score, the main market's odds, and "+N". */
export function GameRow({ href, team1, team2, score, pointScore, server, time, odds, oddsCount, more, className }: GameRowProps) {
  return (
    <div className={cn('grid grid-cols-[76px_minmax(0,1fr)_212px_52px] items-center gap-2 border-t border-line px-3 first:border-t-0 hover:bg-surface-2/60', GAME_ROW_HEIGHT, className)}>
      <div className="flex flex-col justify-center text-xs leading-tight">
        {time.isLive ? (
          <>
            <span className="flex items-center gap-1 font-semibold text-down">
              <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-live" />
              <span className="truncate">{time.primary}</span>
            </span>
            <span className="font-semibold text-fg tabular-nums">{time.secondary}</span>
          </>
        ) : (
          <>
            <span className="truncate text-muted">{time.primary}</span>
            <span className="font-semibold text-fg tabular-nums">{time.secondary}</span>
          </>
        )}
      </div>
      <AppLink href={href} className="group flex min-w-0 items-center gap-3 self-stretch">
        <span className="flex min-w-0 flex-1 flex-col justify-center gap-0.5 text-sm leading-5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate font-medium text-fg group-hover:text-accent-text">{team1}</span>
            {server?.side === 1 && <ServeDot label={server.label} />}
          </span>
          <span className="sr-only"> – </span>
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate font-medium text-fg group-hover:text-accent-text">{team2}</span>
            {server?.side === 2 && <ServeDot label={server.label} />}
          </span>
        </span>
        {pointScore && (
          <span className="flex flex-col items-end gap-0.5 text-xs leading-5 text-muted tabular-nums">
            <span>{pointScore.team1}</span>
            <span>{pointScore.team2}</span>
          </span>
        )}
        {score && (
          <span className={cn('flex w-6 flex-col items-end gap-0.5 text-sm leading-5 font-bold tabular-nums', time.isLive ? 'text-down' : 'text-fg')}>
            <span>{score.team1}</span>
            <span>{score.team2}</span>
          </span>
        )}
      </AppLink>
      <div className={cn('grid gap-1', oddsCount === 2 ? 'grid-cols-[1fr_1fr]' : 'grid-cols-3')}>{odds}</div>
      {more ? (
        <AppLink href={href} aria-label={more.label} className="flex h-9 items-center justify-center rounded-md text-xs font-semibold text-accent-text hover:bg-accent-soft">
          {more.text}
        </AppLink>
      ) : (
        <span />
      )}
    </div>
  );
}

/** A row's place while its data loads: same height, no content. */
export function GameRowSkeleton() {
  return (
    <div aria-hidden="true" className={cn('grid grid-cols-[76px_minmax(0,1fr)_212px_52px] items-center gap-2 border-t border-line px-3 first:border-t-0', GAME_ROW_HEIGHT)}>
      <span className="flex flex-col gap-1.5">
        <span className="h-2.5 w-10 animate-pulse rounded bg-surface-3" />
        <span className="h-2.5 w-8 animate-pulse rounded bg-surface-3" />
      </span>
      <span className="flex flex-col gap-2">
        <span className="h-3 w-40 animate-pulse rounded bg-surface-3" />
        <span className="h-3 w-32 animate-pulse rounded bg-surface-3" />
      </span>
      <span className="grid grid-cols-3 gap-1">
        <span className="h-9 animate-pulse rounded-md bg-surface-2" />
        <span className="h-9 animate-pulse rounded-md bg-surface-2" />
        <span className="h-9 animate-pulse rounded-md bg-surface-2" />
      </span>
      <span />
    </div>
  );
}
