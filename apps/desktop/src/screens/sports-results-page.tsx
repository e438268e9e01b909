import { useState } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { usePageTitle } from '@bf/headless/shell';
import { groupGamesBySport, useGameText, useLiveGames, useResults, useSportsLinks, utcDay, type GameResult } from '@bf/headless/sports';
import { useParams } from 'react-router-dom';
import { ChoiceChips, ResultLine, SportsCard, SportsToolbar } from '@bf/ui-desktop/sports';
import { FeedView } from './sports-parts.tsx';

type ResultsView = 'all' | 'live' | 'zone';

/** A result's short mark: overtime, penalties or how a fight ended. */
export function resultBadge(result: GameResult, t: (key: string, options?: Record<string, unknown>) => string): string | undefined {
  if (result.finish) return t(`results.method.${result.finish.method}`, { defaultValue: result.finish.method });
  if (result.shootout) return t('results.shootout');
  if (result.overtime) return t('results.overtime');
  return undefined;
}

const periodsText = (periods: readonly (readonly [number, number])[]) => (periods.length > 1 ? `(${periods.map(([a, b]) => `${a}:${b}`).join(', ')})` : undefined);

/**
 * Results (spec: site-routes §2 `results/{type}?`, type live or zone; docs/decisions.md "Results views"): finished
 * games by day, live scores, and the match zone (finished games with the score of every period and how they ended).
 */
export function SportsResultsPage() {
  usePageTitle();
  const { t } = useTranslation('sports');
  const links = useSportsLinks();
  const type = useParams().type;
  const view: ResultsView = type === 'live' || type === 'zone' ? type : 'all';
  const tabs = (['all', 'live', 'zone'] as const).map((key) => ({ key, label: t(`results.${key}`), href: links.results(key === 'all' ? undefined : key), isActive: view === key, isLive: key === 'live' }));
  return (
    <>
      <SportsToolbar title={t(`results.${view}`)} sections={{ label: t('results.views'), items: tabs }} />
      {view === 'live' ? <LiveScores /> : <FinishedResults withPeriods={view === 'zone'} />}
    </>
  );
}

function FinishedResults({ withPeriods }: { withPeriods: boolean }) {
  const { t } = useTranslation('sports');
  const { startText, dayText } = useGameText();
  const [now] = useState(() => Date.now());
  const days = [0, 1, 2].map((back) => utcDay(now, back));
  const [day, setDay] = useState(days[0]!);
  const feed = useResults(day);
  const sports = feed.data?.sports ?? [];
  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-line bg-surface px-4 py-2">
        <ChoiceChips<string> label={t('results.day')} value={day} options={days.map((value) => ({ value, label: dayText(value) }))} onChange={(value) => setDay(value)} />
      </div>
      <FeedView feed={feed} isEmpty={sports.length === 0} emptyText={t('results.empty')} blocks={2} rows={4}>
        <div className="grid grid-cols-1 items-start gap-3 d1440:grid-cols-2">
          {sports.flatMap((sport) =>
            sport.champs.map((champ) => (
              <SportsCard key={champ.id} title={`${sport.name}. ${champ.name}`}>
                {champ.games.map((game) => (
                  <ResultLine
                    key={game.id}
                    time={startText(game.startAt)}
                    team1={game.team1}
                    team2={game.team2}
                    score={game.result.score}
                    badge={resultBadge(game.result, t)}
                    periods={withPeriods ? periodsText(game.result.periodScores) : undefined}
                    note={withPeriods && game.result.regulation ? t('results.regulation', { score: `${game.result.regulation.team1}:${game.result.regulation.team2}` }) : undefined}
                  />
                ))}
              </SportsCard>
            )),
          )}
        </div>
      </FeedView>
    </div>
  );
}

function LiveScores() {
  const { t } = useTranslation('sports');
  const live = useLiveGames();
  const { timeText } = useGameText();
  const sports = groupGamesBySport(live.games);
  return (
    <FeedView feed={live} isEmpty={live.games.length === 0} emptyText={t('list.emptyLive')} blocks={2} rows={4}>
      <div className="grid grid-cols-1 items-start gap-3 d1440:grid-cols-2">
        {sports.flatMap((sport) =>
          sport.champs.map((champ) => (
            <SportsCard key={champ.champId} title={`${sport.sportName}. ${champ.champName}`}>
              {champ.games.map((game) => {
                const time = timeText(game);
                return (
                  <ResultLine
                    key={game.id}
                    isLive
                    time={[time.primary, time.secondary].filter(Boolean).join(' ')}
                    team1={game.team1}
                    team2={game.team2}
                    score={game.score ?? { team1: 0, team2: 0 }}
                    periods={periodsText(game.periodScores)}
                  />
                );
              })}
            </SportsCard>
          )),
        )}
      </div>
    </FeedView>
  );
}
