import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../shell/index.ts';
import { feedView, groupGamesBySport, periodsText, resultBadge, useGameText, useLiveGames, useResults, useSportsLinks, utcDay, type ChoiceOption, type FeedViewModel, type ResultLineModel } from '../../sports/index.ts';

/** The results' views: finished games by day, live scores, the match zone (every period and how it ended). */
export type ResultsView = 'all' | 'live' | 'zone';

/** Results (spec: site-routes §2 `results/{type}?`, type live or zone; docs/decisions.md "Results views"). */
export interface ResultsModel {
  title: string;
  view: ResultsView;
  tabs: { label: string; items: { key: ResultsView; label: string; href: string; isActive: boolean; isLive: boolean }[] };
  /** The day picker of the finished views (today and the two days before). */
  day: { label: string; value: string; options: ChoiceOption<string>[]; onChange(value: string): void } | undefined;
  feed: FeedViewModel;
  cards: { key: string; title: string; lines: ResultLineModel[] }[];
}

/** The results page of the route's `type` param: only the view shown is asked for. */
export function useResultsScreen({ rows = 4 }: { rows?: number } = {}): ResultsModel {
  usePageTitle();
  const { t } = useTranslation('sports');
  const links = useSportsLinks();
  const type = useParams().type;
  const view: ResultsView = type === 'live' || type === 'zone' ? type : 'all';
  const { startText, dayText, timeText } = useGameText();
  const [now] = useState(() => Date.now());
  const days = [0, 1, 2].map((back) => utcDay(now, back));
  const [day, setDay] = useState(days[0]!);
  const results = useResults(day, { isEnabled: view !== 'live' });
  const live = useLiveGames(undefined, { isEnabled: view === 'live' });
  const withPeriods = view === 'zone';

  const tabs = { label: t('results.views'), items: (['all', 'live', 'zone'] as const).map((key) => ({ key, label: t(`results.${key}`), href: links.results(key === 'all' ? undefined : key), isActive: view === key, isLive: key === 'live' })) };
  if (view === 'live') {
    const cards = groupGamesBySport(live.games).flatMap((sport) =>
      sport.champs.map((champ) => ({
        key: String(champ.champId),
        title: `${sport.sportName}. ${champ.champName}`,
        lines: champ.games.map((game): ResultLineModel => {
          const time = timeText(game);
          return { key: String(game.id), isLive: true, time: [time.primary, time.secondary].filter(Boolean).join(' '), team1: game.team1, team2: game.team2, score: game.score ?? { team1: 0, team2: 0 }, periods: periodsText(game.periodScores) };
        }),
      })),
    );
    return { title: t('results.live'), view, tabs, day: undefined, feed: feedView(t, live, { isEmpty: live.games.length === 0, emptyText: t('list.emptyLive'), blocks: 2, rows }), cards };
  }
  const sports = results.data?.sports ?? [];
  const cards = sports.flatMap((sport) =>
    sport.champs.map((champ) => ({
      key: String(champ.id),
      title: `${sport.name}. ${champ.name}`,
      lines: champ.games.map(
        (game): ResultLineModel => ({
          key: String(game.id),
          time: startText(game.startAt),
          team1: game.team1,
          team2: game.team2,
          score: game.result.score,
          badge: resultBadge(game.result, t),
          periods: withPeriods ? periodsText(game.result.periodScores) : undefined,
          note: withPeriods && game.result.regulation ? t('results.regulation', { score: `${game.result.regulation.team1}:${game.result.regulation.team2}` }) : undefined,
        }),
      ),
    })),
  );
  return {
    title: t(`results.${view}`),
    view,
    tabs,
    day: { label: t('results.day'), value: day, options: days.map((value) => ({ value, label: dayText(value) })), onChange: setDay },
    feed: feedView(t, results, { isEmpty: sports.length === 0, emptyText: t('results.empty'), blocks: 2, rows }),
    cards,
  };
}
