import { champBlockFixture, controlsFixture, feedFixture } from '../../sports/list-fixtures.ts';
import type { SportsSectionModel } from './use-sports-section-screen.ts';

const noop = () => undefined;

const base: Omit<SportsSectionModel, 'content'> = {
  title: 'Football',
  sections: { label: 'Section', items: [{ key: 'line', label: 'Line', href: '/en/home/line/football', isActive: true, isLive: false }, { key: 'live', label: 'Live', href: '/en/home/live/football', isActive: false, isLive: true }] },
  sports: { label: 'Sports', items: [{ key: 'all', label: 'All sports', href: '/en/home/line', isActive: false, count: 42 }, { key: 'football', label: 'Football', icon: 'football', href: '/en/home/line/football', isActive: true, count: 30 }, { key: 'tennis', label: 'Tennis', icon: 'tennis', href: '/en/home/line/tennis', isActive: false, count: 12 }] },
  timeFilter: { label: 'Time', value: 0, options: [{ value: 0, label: 'All' }, { value: 1, label: '1 hour' }, { value: 3, label: 'Today' }], onChange: noop },
  controls: controlsFixture(),
  breadcrumbs: {
    label: 'Breadcrumb',
    items: [
      { key: 'section', label: 'Line', href: '/en/home/line', isCurrent: false },
      { key: 'sport', label: 'Football', href: '/en/home/line/football', isCurrent: true },
    ],
  },
  marketSwitch: {
    label: 'Market',
    value: 'main',
    options: [{ value: 'main', label: '1X2' }, { value: 'total', label: 'Total' }, { value: 'handicap', label: 'Handicap' }],
    onChange: noop,
  },
};

/** The section while its list loads (as the server renders it). */
export const loading: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('loading'), blocks: [] } };

/** A section with no events under the time filter. */
export const empty: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('empty'), blocks: [] } };

/** The list's feed failed. */
export const failed: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('error'), blocks: [] } };

/** Two championships of games. */
export const withGames: SportsSectionModel = { ...base, content: { kind: 'blocks', feed: feedFixture('ready'), blocks: [champBlockFixture('1', 'England. Premier League'), champBlockFixture('2', 'Spain. La Liga')] } };

/** Every sport's line: the first page shows, "show more" brings the next. */
export const allSportsPaged: SportsSectionModel = {
  ...base,
  title: 'All sports',
  breadcrumbs: { label: 'Breadcrumb', items: [{ key: 'section', label: 'Line', href: '/en/home/line', isCurrent: true }] },
  content: {
    kind: 'blocks',
    feed: feedFixture('ready'),
    blocks: [champBlockFixture('1', 'Football. England. Premier League'), champBlockFixture('2', 'Football. Spain. La Liga')],
    paging: { status: 'Showing 50 of 255 events', more: { label: 'Show 50 more', isBusy: false, onPress: noop } },
  },
};

/** A championship's page: its name as the title, the trail above. */
export const champPage: SportsSectionModel = {
  ...base,
  title: 'England. Premier League',
  breadcrumbs: {
    label: 'Breadcrumb',
    items: [
      { key: 'section', label: 'Line', href: '/en/home/line', isCurrent: false },
      { key: 'sport', label: 'Football', href: '/en/home/line/football', isCurrent: false },
      { key: 'region', label: 'United Kingdom', href: '/en/home/line/football#country-GB', isCurrent: false },
      { key: 'champ', label: 'England. Premier League', href: '/en/home/line/football/1/101-england-premier-league', isCurrent: true },
    ],
  },
  content: { kind: 'blocks', feed: feedFixture('ready'), blocks: [champBlockFixture('1', 'England. Premier League')] },
};

/** Live games (scores and clocks). */
export const live: SportsSectionModel = {
  ...base,
  sections: { ...base.sections, items: base.sections.items.map((item) => ({ ...item, isActive: item.key === 'live' })) },
  content: { kind: 'blocks', feed: feedFixture('ready'), blocks: [champBlockFixture('3', 'Football. England. Premier League', { isLive: true })] },
};

/** A menu section that names no sport. */
export const unknownSport: SportsSectionModel = { ...base, title: 'All sports', content: { kind: 'message', text: 'There is no such sport.', action: { label: 'All sports', href: '/en/home/line' } } };
