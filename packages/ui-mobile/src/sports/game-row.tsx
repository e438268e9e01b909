import type { ReactNode } from 'react';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';
import { ServeDot } from './icons.tsx';

export interface GameTime {
  primary: string;
  secondary: string;
  isLive: boolean;
}

export interface GameRowProps {
  href: string;
  team1: string;
  team2: string;
  score?: { team1: number; team2: number } | null;
  pointScore?: { team1: number; team2: number } | null;
  server?: { side: 1 | 2; label: string };
  time: GameTime;
  /** The championship, when the list mixes several. */
  champ?: string;
  odds: ReactNode;
  oddsCount: number;
  more?: { text: string; label: string };
}

/** Card height: fixed, so skeletons and polled cards never move the page. */
export const GAME_ROW_HEIGHT = 'h-[136px]';

/** One game on a phone: time or live clock, the teams and score, and large odds buttons of the main market. */
export function GameRow({ href, team1, team2, score, pointScore, server, time, champ, odds, oddsCount, more }: GameRowProps) {
  return (
    <div className={cn('flex flex-col gap-2 border-t border-line px-3 py-2.5 first:border-t-0', GAME_ROW_HEIGHT)}>
      <div className="flex h-4 items-center gap-1.5 text-xs">
        {time.isLive ? (
          <span className="flex items-center gap-1 font-semibold text-down">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-live" />
            {time.primary}
            {time.secondary && <span className="tabular-nums">· {time.secondary}</span>}
          </span>
        ) : (
          <span className="text-muted">
            {time.primary} <span className="font-semibold text-fg tabular-nums">{time.secondary}</span>
          </span>
        )}
        {champ && <span className="min-w-0 truncate text-muted">· {champ}</span>}
        {more && (
          <AppLink href={href} aria-label={more.label} className="ml-auto shrink-0 rounded px-1.5 py-0.5 font-semibold text-accent-text">
            {more.text}
          </AppLink>
        )}
      </div>
      <AppLink href={href} className="flex min-w-0 items-center gap-3">
        <span className="flex min-w-0 flex-1 flex-col text-[15px] leading-5 font-semibold text-fg">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate">{team1}</span>
            {server?.side === 1 && <ServeDot label={server.label} />}
          </span>
          <span className="sr-only"> – </span>
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate">{team2}</span>
            {server?.side === 2 && <ServeDot label={server.label} />}
          </span>
        </span>
        {pointScore && (
          <span className="flex flex-col items-end text-xs leading-5 text-muted tabular-nums">
            <span>{pointScore.team1}</span>
            <span>{pointScore.team2}</span>
          </span>
        )}
        {score && (
          <span className={cn('flex flex-col items-end text-[15px] leading-5 font-extrabold tabular-nums', time.isLive ? 'text-down' : 'text-fg')}>
            <span>{score.team1}</span>
            <span>{score.team2}</span>
          </span>
        )}
      </AppLink>
      <div className={cn('grid gap-1.5', oddsCount === 2 ? 'grid-cols-2' : 'grid-cols-3')}>{odds}</div>
    </div>
  );
}

/** A card's place while its data loads. */
export function GameRowSkeleton() {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2 border-t border-line px-3 py-2.5 first:border-t-0', GAME_ROW_HEIGHT)}>
      <span className="h-3 w-24 animate-pulse rounded bg-surface-3" />
      <span className="h-3.5 w-44 animate-pulse rounded bg-surface-3" />
      <span className="h-3.5 w-36 animate-pulse rounded bg-surface-3" />
      <span className="mt-auto grid grid-cols-3 gap-1.5">
        <span className="h-11 animate-pulse rounded-lg bg-surface-2" />
        <span className="h-11 animate-pulse rounded-lg bg-surface-2" />
        <span className="h-11 animate-pulse rounded-lg bg-surface-2" />
      </span>
    </div>
  );
}
