import { champBlockFixture, controlsFixture, feedFixture } from '../../sports/list-fixtures.ts';
import type { SportsSectionModel } from './use-sports-section-screen.ts';

const noop = () => undefined;

const base: Omit<SportsSectionModel, 'content'> = {
  title: 'Football',
  sections: { label: 'Section', items: [{ key: 'line', label: 'Line', href: '/en/home/line/football', isActive: true, isLive: false }, { key: 'live', label: 'Live', href: '/en/home/live/football', isActive: false, isLive: true }] },
  sports: { label: 'Sports', items: [{ key: 'all', label: 'All sports', href: '/en/home/line', isActive: false, count: 42 }, { key: 'football', label: 'Football', icon: 'football', href: '/en/home/line/football', isActive: true, count: 30 }, { key: 'tennis', label: 'Tennis', icon: 'tennis', href: '/en/home/line/tennis', isActive: false, count: 12 }] },
  timeFilter: { label: 'Time', value: 0, options: [{ value: 0, label: 'All' }, { value: 1, label: '1 hour' }, { value: 3, label: 'Today' }], onChange: noop },
  controls: controlsFixture(),
};

/** The section while its list loads (as the server renders it). */
export const loading: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('loading'), blocks: [] } };

/** A section with no events under the time filter. */
export const empty: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('empty'), blocks: [] } };

/** The list's feed failed. */
export const failed: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('error'), blocks: [] } };

/** Two championships of games. */
export const withGames: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('ready'), blocks: [champBlockFixture('1', 'England. Premier League'), champBlockFixture('2', 'Spain. La Liga')] } };

/** Live games (scores and clocks). */
export const live: SportsSectionModel = {
  ...base,
  sections: { ...base.sections, items: base.sections.items.map((item) => ({ ...item, isActive: item.key === 'live' })) },
  content: { kind: 'blocks', feed: feedFixture('ready'), blocks: [champBlockFixture('3', 'Football. England. Premier League', { isLive: true })] },
};

/** A menu section that names no sport. */
export const unknownSport: SportsSectionModel = { ...base, title: 'All sports', content: { kind: 'message', text: 'There is no such sport.', action: { label: 'All sports', href: '/en/home/line' } } };
