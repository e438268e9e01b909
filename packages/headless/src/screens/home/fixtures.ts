import { champBlockFixture, feedFixture } from '../../sports/list-fixtures.ts';
import type { HomeModel, TopBlockModel } from './use-home-screen.ts';

const base: Omit<HomeModel, 'blocks'> = {
  hero: { title: 'Bet on the games you follow', text: 'Live odds, quick bets and results in one place.' },
  sports: { title: 'Choose a sport', items: [{ key: 'football', label: 'Football', href: '/en/home/line/football', icon: 'football' }, { key: 'tennis', label: 'Tennis', href: '/en/home/line/tennis', icon: 'tennis' }, { key: 'basketball', label: 'Basketball', href: '/en/home/line/basketball', icon: 'basketball' }] },
};
const block = (key: 'live' | 'line', feed: TopBlockModel['feed'], champs: TopBlockModel['champs']): TopBlockModel => ({ key, title: key === 'live' ? 'Top live' : 'Top line', isLive: key === 'live', link: { label: key === 'live' ? 'All live' : 'All line', href: `/en/home/${key}` }, feed, champs });

/** Home while the top games load (as the server renders it). */
export const loading: HomeModel = { ...base, blocks: [block('live', feedFixture('loading', '', 8), []), block('line', feedFixture('loading', '', 10), [])] };

/** No live games, some line games. */
export const noLive: HomeModel = { ...base, blocks: [block('live', feedFixture('empty', 'There are no live events right now.'), []), block('line', feedFixture('ready'), [champBlockFixture('2', 'Football. Spain. La Liga')])] };

/** Top live and top line games. */
export const withGames: HomeModel = { ...base, blocks: [block('live', feedFixture('ready'), [champBlockFixture('1', 'Football. England. Premier League', { isLive: true })]), block('line', feedFixture('ready'), [champBlockFixture('2', 'Football. Spain. La Liga')])] };
