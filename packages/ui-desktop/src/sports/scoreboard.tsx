import { AppLink } from '../components/link-context.tsx';
import { SportIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';
import type { TeamCrest } from '@bf/headless/screens/sports-section';
import type { ScoreboardProps as SharedScoreboardProps } from '@bf/ui-core/sports/types';
import { Crest, ServeDot } from './marks.tsx';

export type ScoreboardProps = SharedScoreboardProps<TeamCrest>;

/** The game's scoreboard: teams, score, live status and the score of each period. */
export function Scoreboard({ sportIcon, champ, team1, team2, crests, score, status, isLive, liveLabel, server, periods, notes, size = 'page', action }: ScoreboardProps) {
  const isPage = size === 'page';
  return (
    <div className={cn('overflow-hidden rounded-lg bg-gradient-to-br from-header to-header-2 text-header-fg', isPage ? 'p-5' : 'p-3')}>
      <div className="flex items-center gap-2 text-xs text-header-muted">
        <SportIcon sport={sportIcon} className="size-4" />
        <AppLink href={champ.href} className="min-w-0 truncate hover:text-header-fg hover:underline">
          {champ.label}
        </AppLink>
        {isLive && (
          <span className="ml-auto flex shrink-0 items-center gap-1 rounded bg-white/15 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white uppercase">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-live" />
            {liveLabel}
          </span>
        )}
        {action && <span className={cn('shrink-0', !isLive && 'ml-auto')}>{action}</span>}
      </div>
      <div className={cn('grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3', isPage ? 'mt-4' : 'mt-2')}>
        <p className={cn('flex items-center justify-end gap-2 text-right font-bold break-words', isPage ? 'text-xl' : 'text-sm')}>
          {server?.side === 1 && <ServeDot label={server.label} />}
          <span className="min-w-0">{team1}</span>
          {crests && isPage && <Crest crest={crests[0]} />}
        </p>
        <div className={cn('rounded-md bg-white/10 px-3 text-center font-extrabold tabular-nums', isPage ? 'py-1 text-3xl' : 'py-0.5 text-xl')}>{score ? `${score.team1} : ${score.team2}` : '– : –'}</div>
        <p className={cn('flex items-center gap-2 font-bold break-words', isPage ? 'text-xl' : 'text-sm')}>
          {crests && isPage && <Crest crest={crests[1]} />}
          <span className="min-w-0">{team2}</span>
          {server?.side === 2 && <ServeDot label={server.label} />}
        </p>
      </div>
      <p className={cn('text-center font-semibold', isPage ? 'mt-2 text-sm' : 'mt-1 text-xs', isLive ? 'text-white' : 'text-header-muted')}>{status}</p>
      {notes && <div className="mt-1 text-center text-xs text-header-muted">{notes}</div>}
      {periods && periods.heads.length > 1 && (
        <table className={cn('mx-auto w-full max-w-md text-center text-xs tabular-nums', isPage ? 'mt-4' : 'mt-2')}>
          <caption className="sr-only">{periods.caption}</caption>
          <thead>
            <tr className="text-header-muted">
              <th scope="col" className="w-1/3" />
              {periods.heads.map((head, index) => (
                <th key={index} scope="col" className={cn('px-1 py-0.5 font-semibold', index === periods.heads.length - 1 && 'text-header-fg')}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[
              { name: team1, values: periods.team1 },
              { name: team2, values: periods.team2 },
            ].map((row) => (
              <tr key={row.name}>
                <th scope="row" className="max-w-0 truncate py-0.5 pr-2 text-left font-medium">
                  {row.name}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className={cn('px-1 py-0.5', index === row.values.length - 1 && 'font-bold')}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The scoreboard's place while the game loads: same height, no content. */
export const ScoreboardSkeleton = () => <div aria-hidden="true" className="h-[196px] animate-pulse rounded-lg bg-header" />;
