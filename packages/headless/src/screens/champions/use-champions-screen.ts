import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../shell/index.ts';
import { feedView, idOfParam, resultBadge, useChampions, useGameText, useSportsLinks, type Champion, type FeedViewModel, type ResultLineModel } from '../../sports/index.ts';

/** A championship table: its columns ("P" titled "Played"…) and each team's cells in their order. */
export interface StandingsTableModel {
  caption: string;
  /** The team column's head. */
  team: string;
  columns: { key: string; short: string; full: string; isWide?: boolean }[];
  rows: { key: string; position: number; team: string; cells: { key: string; text: string; tone?: 'muted' | 'strong' }[] }[];
}

/** A championship's table (the list of every championship shows its first rows only). */
export interface ChampTableModel {
  key: string;
  title: string;
  href: string;
  /** The sport's name. */
  meta: string;
  table: StandingsTableModel;
}

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'score', 'points'] as const;

/** A table's rows: played, won, drawn, lost, goals ("12:5") and points, the first `limit` teams. */
export function standingsRows(standings: Champion['standings'], limit?: number): StandingsTableModel['rows'] {
  return standings.slice(0, limit).map((row, index) => ({
    key: row.team,
    position: index + 1,
    team: row.team,
    cells: [
      { key: 'played', text: String(row.played) },
      { key: 'won', text: String(row.won) },
      { key: 'drawn', text: String(row.drawn) },
      { key: 'lost', text: String(row.lost) },
      { key: 'score', text: `${row.scored}:${row.conceded}`, tone: 'muted' },
      { key: 'points', text: String(row.points), tone: 'strong' },
    ],
  }));
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
  const columns = COLUMNS.map((key) => ({ key, short: t(`champs.${key}`), full: t(`champs.${key}Full`), isWide: key === 'score' }));
  const tableOf = (champ: Champion, limit?: number): ChampTableModel => ({
    key: String(champ.id),
    title: champ.name,
    href: links.champs(champ.id),
    meta: champ.sportName,
    table: { caption: `${t('champs.standings')}: ${champ.name}`, team: t('champs.team'), columns, rows: standingsRows(champ.standings, limit) },
  });
  const one = champId ? feed.champs[0] : undefined;
  return {
    title: one ? `${title}: ${one.name}` : title,
    back: champId ? { label: t('champs.all'), href: links.champs() } : undefined,
    feed: feedView(t, feed, { isEmpty: feed.champs.length === 0, emptyText: t('champs.empty'), blocks: 2, rows }),
    tables: one ? [] : feed.champs.map((champ) => tableOf(champ, 5)),
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
