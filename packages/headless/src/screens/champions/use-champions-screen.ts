import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../shell/index.ts';
import { feedView, idOfParam, resultBadge, useChampions, useGameText, useSportsLinks, type Champion, type FeedViewModel, type ResultLineModel } from '../../sports/index.ts';

/** The column heads of a championship table in the page's language ("P" with its title "Played"). */
export interface StandingsHeadsModel {
  caption: string;
  team: string;
  played: { short: string; full: string };
  won: { short: string; full: string };
  drawn: { short: string; full: string };
  lost: { short: string; full: string };
  score: { short: string; full: string };
  points: { short: string; full: string };
}

/** A championship's table (the list shows its first rows only). */
export interface ChampTableModel {
  key: string;
  title: string;
  href: string;
  /** The sport's name. */
  meta: string;
  heads: StandingsHeadsModel;
  rows: Champion['standings'];
}

/** Champion results (spec: site-routes §2 `champs/{champId}?`): championship tables and their latest results. */
export interface ChampionsModel {
  /** "Champions" or "Champions: Premier League". */
  title: string;
  /** Back to every championship, on one championship's page. */
  back: { label: string; href: string } | undefined;
  feed: FeedViewModel;
  /** Every championship's table (when no `champId`). */
  tables: ChampTableModel[];
  /** One championship: its table and its latest results. */
  one: { table: ChampTableModel & { title: string }; results: { title: string; lines: ResultLineModel[] } } | undefined;
}

/** The champions page of the route's `champId` param. */
export function useChampionsScreen({ rows = 5 }: { rows?: number } = {}): ChampionsModel {
  const title = usePageTitle();
  const { t } = useTranslation('sports');
  const champId = idOfParam(useParams().champId);
  const links = useSportsLinks();
  const feed = useChampions(champId);
  const { startText } = useGameText();
  const pair = (key: string) => ({ short: t(`champs.${key}`), full: t(`champs.${key}Full`) });
  const headsOf = (name: string): StandingsHeadsModel => ({ caption: `${t('champs.standings')}: ${name}`, team: t('champs.team'), played: pair('played'), won: pair('won'), drawn: pair('drawn'), lost: pair('lost'), score: pair('score'), points: pair('points') });
  const tableOf = (champ: Champion): ChampTableModel => ({ key: String(champ.id), title: champ.name, href: links.champs(champ.id), meta: champ.sportName, heads: headsOf(champ.name), rows: champ.standings });
  const one = champId ? feed.champs[0] : undefined;
  return {
    title: one ? `${title}: ${one.name}` : title,
    back: champId ? { label: t('champs.all'), href: links.champs() } : undefined,
    feed: feedView(t, feed, { isEmpty: feed.champs.length === 0, emptyText: t('champs.empty'), blocks: 2, rows }),
    tables: one ? [] : feed.champs.map(tableOf),
    one: one
      ? {
          table: { ...tableOf(one), title: t('champs.standings') },
          results: {
            title: t('champs.lastResults'),
            lines: one.lastResults.map((game) => ({ key: String(game.id), time: startText(game.startAt), team1: game.team1, team2: game.team2, score: game.result.score, badge: resultBadge(game.result, t) })),
          },
        }
      : undefined,
  };
}
