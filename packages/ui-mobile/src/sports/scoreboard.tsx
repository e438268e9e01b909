import type { TeamCrest } from '@bf/headless/screens/sports-section';
import type { ScoreboardProps as SharedScoreboardProps } from '@bf/ui-core/sports/types';
import { AppLink } from '../components/link-context.tsx';
import { SportIcon } from '@bf/ui-core/icons';
import { cn } from '../utils/cn.ts';
import { Crest, ServeDot } from './marks.tsx';

export type ScoreboardProps = SharedScoreboardProps<TeamCrest>;

/**
 * A phone's scoreboard: a stacked card, one line per team (badge, the whole name however long, the score at the
 * thumb's side), the status under it and the periods in a scrolling strip.
 */
export function Scoreboard({ sportIcon, champ, team1, team2, crests, score, status, isLive, liveLabel, server, periods, notes, size = 'page', action }: ScoreboardProps) {
  const teams = [
    { key: 1, name: team1, crest: crests?.[0], goals: score?.team1, periods: periods?.team1 },
    { key: 2, name: team2, crest: crests?.[1], goals: score?.team2, periods: periods?.team2 },
  ] as const;
  const hasPeriods = periods !== undefined && periods.heads.length > 1;
  return (
    <section className={cn('rounded-2xl bg-header text-header-fg', size === 'page' ? 'px-4 pt-3 pb-4' : 'px-3 py-2.5')}>
      <header className="flex h-6 items-center gap-1.5 text-xs text-header-muted">
        <SportIcon sport={sportIcon} className="size-3.5 shrink-0" />
        <AppLink href={champ.href} className="min-w-0 truncate underline-offset-2 active:underline">
          {champ.label}
        </AppLink>
        {isLive && (
          <span className="ml-auto flex shrink-0 items-center gap-1 rounded-full bg-white/15 px-2 py-px text-[10px] font-extrabold text-white uppercase">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-live" />
            {liveLabel}
          </span>
        )}
        {action && <span className={cn('shrink-0', !isLive && 'ml-auto')}>{action}</span>}
      </header>
      <ul className="mt-2 space-y-1.5">
        {teams.map((team) => (
          <li key={team.key} className="flex items-start gap-2.5">
            {team.crest && <Crest crest={team.crest} size={size === 'page' ? 28 : 22} />}
            <span className={cn('min-w-0 flex-1 font-bold [overflow-wrap:anywhere]', size === 'page' ? 'text-[17px] leading-7' : 'text-sm leading-[22px]')}>{team.name}</span>
            {server?.side === team.key && <ServeDot label={server.label} />}
            <span className={cn('min-w-8 text-right font-extrabold tabular-nums', size === 'page' ? 'text-2xl leading-7' : 'text-lg leading-[22px]')}>{team.goals ?? '–'}</span>
          </li>
        ))}
      </ul>
      <p className={cn('mt-2 text-[13px] font-semibold', isLive ? 'text-white' : 'text-header-muted')}>{status}</p>
      {notes && <p className="text-xs text-header-muted">{notes}</p>}
      {hasPeriods && (
        <div className="-mx-1 mt-3 overflow-x-auto px-1 [scrollbar-width:none]">
          <table className="w-max min-w-full border-separate border-spacing-x-1 text-center text-xs tabular-nums">
            <caption className="sr-only">{periods.caption}</caption>
            <thead className="text-header-muted">
              <tr>
                <td />
                {periods.heads.map((head) => (
                  <th key={head} scope="col" className="min-w-7 font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.key}>
                  <th scope="row" className="pr-1 text-left font-medium">
                    <span aria-hidden="true">{team.crest?.initials ?? team.key}</span>
                    <span className="sr-only">{team.name}</span>
                  </th>
                  {team.periods?.map((value, index) => (
                    <td key={index} className={cn('rounded bg-white/10 py-0.5', index === (team.periods?.length ?? 0) - 1 && 'font-extrabold')}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The phone scoreboard's place while the game loads. */
export function ScoreboardSkeleton() {
  return <div aria-hidden="true" className="h-[188px] animate-pulse rounded-xl bg-header" />;
}
