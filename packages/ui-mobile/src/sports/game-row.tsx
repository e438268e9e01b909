import type { TeamCrest } from '@bf/headless/screens/sports-section';
import type { GameRowBaseProps } from '@bf/ui-core/sports/types';
import { AppLink } from '../components/link-context.tsx';
import { cn } from '../utils/cn.ts';
import { Crest, ServeDot } from './marks.tsx';

export type { GameTime } from '@bf/ui-core/sports/types';

/** A card's game: the championship too, when the list mixes several; `odds` are the buttons of the market the list's switch picked (none: a dash). */
export interface GameRowProps extends GameRowBaseProps<TeamCrest> {
  champ?: string;
}

/** A card's least height: skeletons keep it, so nothing jumps when games come; a long name may make a card taller. */
export const GAME_ROW_HEIGHT = 'min-h-[136px]';

/** How much the lists hold on a phone: fewer skeleton rows per championship, fewer top games on home (cards are tall). */
export const LIST_SIZES = { section: { rows: 3, maxChampRows: 6 }, home: { liveLimit: 5, lineLimit: 6 } } as const;

/** One team's line of a card: badge, the full name (wrapping to a second line rather than cut), its score. */
function TeamLine({ name, crest, isServing, serveLabel, points, goals, isLive }: { name: string; crest?: TeamCrest; isServing: boolean; serveLabel?: string; points?: number; goals?: number; isLive: boolean }) {
  return (
    <span className="flex items-start gap-2 py-0.5">
      {crest && <Crest crest={crest} />}
      <span className="min-w-0 flex-1 text-[15px] leading-[22px] font-semibold text-fg [overflow-wrap:anywhere]">{name}</span>
      {isServing && serveLabel && <ServeDot label={serveLabel} />}
      {points !== undefined && <span className="text-xs leading-[22px] text-muted tabular-nums">{points}</span>}
      {goals !== undefined && <span className={cn('w-5 text-right text-[15px] leading-[22px] font-extrabold tabular-nums', isLive ? 'text-down' : 'text-fg')}>{goals}</span>}
    </span>
  );
}

/** One game on a phone: a touch card with the clock, both teams on their own lines, then large odds buttons. */
export function GameRow({ href, team1, team2, crests, score, pointScore, server, time, champ, odds, oddsCount, more }: GameRowProps) {
  return (
    <article className={cn('flex flex-col gap-1.5 border-t border-line px-3 py-2.5 first:border-t-0', GAME_ROW_HEIGHT)}>
      <p className="flex h-4 items-center gap-1.5 text-xs">
        <span className={cn('flex items-center gap-1', time.isLive ? 'font-semibold text-down' : 'text-muted')}>
          {time.isLive && <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-live" />}
          <span>{time.primary}</span>
          {time.secondary && <span className={cn('tabular-nums', !time.isLive && 'font-semibold text-fg')}>{time.isLive ? `· ${time.secondary}` : time.secondary}</span>}
        </span>
        {champ && <span className="min-w-0 truncate text-muted">· {champ}</span>}
        {more && (
          <AppLink href={href} aria-label={more.label} className="-my-2 ml-auto inline-flex h-8 shrink-0 items-center rounded-lg px-2 font-semibold text-accent-text">
            {more.text}
          </AppLink>
        )}
      </p>
      <AppLink href={href} className="flex flex-col">
        <TeamLine name={team1} crest={crests?.[0]} isServing={server?.side === 1} serveLabel={server?.label} points={pointScore?.team1} goals={score?.team1} isLive={time.isLive} />
        <span className="sr-only"> – </span>
        <TeamLine name={team2} crest={crests?.[1]} isServing={server?.side === 2} serveLabel={server?.label} points={pointScore?.team2} goals={score?.team2} isLive={time.isLive} />
      </AppLink>
      <div className={cn('mt-auto grid gap-1.5', oddsCount === 2 ? 'grid-cols-2' : 'grid-cols-3')}>{odds ?? <span aria-hidden="true" className="col-span-2 h-11 text-center leading-[44px] text-muted">—</span>}</div>
    </article>
  );
}

/** A card's place while its data loads. */
export function GameRowSkeleton() {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2 border-t border-line px-3 py-2.5 first:border-t-0', GAME_ROW_HEIGHT)}>
      <span className="h-3 w-24 animate-pulse rounded bg-surface-3" />
      <span className="flex items-center gap-2">
        <span className="size-[22px] animate-pulse rounded-full bg-surface-3" />
        <span className="h-3.5 w-44 animate-pulse rounded bg-surface-3" />
      </span>
      <span className="flex items-center gap-2">
        <span className="size-[22px] animate-pulse rounded-full bg-surface-3" />
        <span className="h-3.5 w-36 animate-pulse rounded bg-surface-3" />
      </span>
      <span className="mt-auto grid grid-cols-3 gap-1.5">
        <span className="h-11 animate-pulse rounded-lg bg-surface-2" />
        <span className="h-11 animate-pulse rounded-lg bg-surface-2" />
        <span className="h-11 animate-pulse rounded-lg bg-surface-2" />
      </span>
    </div>
  );
}
