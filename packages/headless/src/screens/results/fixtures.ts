import { feedFixture } from '../../sports/list-fixtures.ts';
import type { ResultsModel } from './use-results-screen.ts';

const noop = () => undefined;
const tabs = (active: ResultsModel['view']): ResultsModel['tabs'] => ({ label: 'Results', items: (['all', 'live', 'zone'] as const).map((key) => ({ key, label: { all: 'Results', live: 'Live scores', zone: 'Match zone' }[key], href: key === 'all' ? '/en/results' : `/en/results/${key}`, isActive: key === active, isLive: key === 'live' })) });
const day = { label: 'Day', value: '2030-05-13', options: [{ value: '2030-05-13', label: '13 May 2030' }, { value: '2030-05-12', label: '12 May 2030' }, { value: '2030-05-11', label: '11 May 2030' }], onChange: noop };

/** Results while the day's feed loads. */
export const loading: ResultsModel = { title: 'Results', view: 'all', tabs: tabs('all'), day, feed: feedFixture('loading'), cards: [] };

/** A day without finished games. */
export const empty: ResultsModel = { title: 'Results', view: 'all', tabs: tabs('all'), day, feed: feedFixture('empty', 'No results for this day.'), cards: [] };

/** The match zone: every period and how the games ended. */
export const withResults: ResultsModel = {
  title: 'Match zone',
  view: 'zone',
  tabs: tabs('zone'),
  day,
  feed: feedFixture('ready'),
  cards: [
    {
      key: '101',
      title: 'Football. England. Premier League',
      lines: [
        { key: '1', time: 'Today 13:30', team1: 'Newcastle United', team2: 'Manchester City', score: { team1: 2, team2: 1 }, periods: '(1:0, 1:1)' },
        { key: '2', time: 'Today 16:00', team1: 'Arsenal', team2: 'Chelsea', score: { team1: 4, team2: 3 }, badge: 'Pen.', periods: '(1:1, 0:0)', note: 'Regulation time 1:1' },
      ],
    },
  ],
};

/** Live scores. */
export const liveScores: ResultsModel = {
  title: 'Live scores',
  view: 'live',
  tabs: tabs('live'),
  day: undefined,
  feed: feedFixture('ready'),
  cards: [{ key: '101', title: 'Football. England. Premier League', lines: [{ key: '3', isLive: true, time: "2nd half 67'", team1: 'Everton', team2: 'Fulham', score: { team1: 0, team2: 0 } }] }],
};
