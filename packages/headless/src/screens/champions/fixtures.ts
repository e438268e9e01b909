import { feedFixture } from '../../sports/list-fixtures.ts';
import { standingsRows, type ChampionsModel, type ChampTableModel } from './use-champions-screen.ts';

const columns = [
  { key: 'played', short: 'P', full: 'Played' },
  { key: 'won', short: 'W', full: 'Won' },
  { key: 'drawn', short: 'D', full: 'Drawn' },
  { key: 'lost', short: 'L', full: 'Lost' },
  { key: 'score', short: 'G', full: 'Goals', isWide: true },
  { key: 'points', short: 'Pts', full: 'Points' },
];
const row = (team: string, won: number, drawn: number, lost: number) => ({ team, played: won + drawn + lost, won, drawn, lost, scored: won * 2 + drawn, conceded: lost * 2 + drawn, points: won * 3 + drawn });
const table = (id: number, name: string): ChampTableModel => ({ key: String(id), title: name, href: `/en/champs/${id}`, meta: 'Football', table: { caption: `Standings: ${name}`, team: 'Team', columns, rows: standingsRows([row('Manchester City', 9, 2, 1), row('Arsenal', 8, 3, 1), row('Newcastle United', 6, 3, 3), row('Chelsea', 5, 4, 3)]) } });

/** Champion results while the tables load. */
export const loading: ChampionsModel = { title: 'Champions', back: undefined, feed: feedFixture('loading', '', 5), tables: [], one: undefined };

/** No championship tables. */
export const empty: ChampionsModel = { title: 'Champions', back: undefined, feed: feedFixture('empty', 'No championship tables yet.', 5), tables: [], one: undefined };

/** Every championship's table. */
export const withTables: ChampionsModel = { title: 'Champions', back: undefined, feed: feedFixture('ready'), tables: [table(101, 'England. Premier League'), table(102, 'Spain. La Liga')], one: undefined };

/** One championship: its table and latest results. */
export const oneChampionship: ChampionsModel = {
  title: 'Champions: England. Premier League',
  back: { label: 'All championships', href: '/en/champs' },
  feed: feedFixture('ready'),
  tables: [],
  one: {
    table: { ...table(101, 'England. Premier League'), title: 'Standings' },
    results: { title: 'Latest results', lines: [{ key: '1', time: 'Today 13:30', team1: 'Newcastle United', team2: 'Manchester City', score: { team1: 2, team2: 1 } }, { key: '2', time: 'Today 16:00', team1: 'Arsenal', team2: 'Chelsea', score: { team1: 3, team2: 2 }, badge: 'OT' }] },
  },
};
