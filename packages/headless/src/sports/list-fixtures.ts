import type { ChampBlockModel, FeedViewModel, GameRowModel, OddsButtonModel, OddsCellModel } from './list-models.ts';
import type { MarketGroupModel } from './market-group-models.ts';
import type { SportsControlsModel } from './sports-controls-model.ts';
import type { ScoreboardModel } from './scoreboard-model.ts';
import { teamCrest } from './team-crest.ts';

// Plain models of the sports lists' parts, for the screens' fixtures and the kits' workbench. No data, no store:
// each odds cell's leaf hook returns a fixed button.

const noop = () => undefined;

/** A feed in a state, with English texts. */
export function feedFixture(status: FeedViewModel['status'], emptyText = 'There are no events right now.', rows = 4): FeedViewModel {
  return { status, loadingLabel: 'Loading events', skeleton: { blocks: 2, rows }, errorText: 'Could not load the events.', retry: { label: 'Try again', onPress: noop }, emptyText };
}

/** An odds button in a state. */
export function oddsButtonFixture(text: string, state: Partial<OddsButtonModel> = {}): OddsButtonModel {
  return { label: `${text}, Home – Away, Selection`, text, direction: 'none', isSelected: false, isLocked: false, isDisabled: false, onPress: noop, ...state };
}

/** An odds cell whose leaf model is fixed. */
export function oddsCellFixture(key: string, name: string, text: string, state: Partial<OddsButtonModel> = {}, caption?: string): OddsCellModel {
  // The name starts with what the button shows (label in name), as the model builds it.
  const shown = caption ?? name;
  const button = oddsButtonFixture(text, { label: state.isLocked ? `${shown}, suspended, Home – Away, ${shown}` : `${shown} ${text}, Home – Away, ${shown}`, ...state });
  return { key, name, caption, useModel: () => button };
}

/** A pre-match game row (or a live one with a score and the clock). */
export function gameRowFixture(id: number, team1: string, team2: string, { isLive = false } = {}): GameRowModel {
  return {
    key: String(id),
    href: `/en/home/line/football/1/101-england-premier-league/${id}`,
    team1,
    team2,
    crests: [teamCrest(team1), teamCrest(team2)],
    score: isLive ? { team1: 1, team2: 0 } : null,
    pointScore: null,
    time: isLive ? { primary: '2nd half', secondary: "67'", isLive: true } : { primary: 'Today', secondary: '18:30', isLive: false },
    champName: 'England. Premier League',
    oddsCount: 3,
    odds: [oddsCellFixture(`${id}1`, '1', '1.53', { direction: 'up' }), oddsCellFixture(`${id}2`, 'X', '4.04', { isSelected: true }), oddsCellFixture(`${id}3`, '2', '4.99', { direction: 'down' })],
    lines: {
      total: [oddsCellFixture(`${id}4`, 'Over 2.5', '1.91', {}, '2.5'), oddsCellFixture(`${id}5`, 'Under 2.5', '1.89', {}, '2.5')],
      handicap: [oddsCellFixture(`${id}6`, '1 (-0.5)', '1.95', {}, '\u22120.5'), oddsCellFixture(`${id}7`, '2 (+0.5)', '1.85', {}, '+0.5')],
    },
    more: { text: '+7', label: `All markets of ${team1} – ${team2} (8)` },
  };
}

/** A championship block of two games. */
export function champBlockFixture(key: string, title: string, { isLive = false } = {}): ChampBlockModel {
  return {
    key,
    title,
    href: '/en/home/line/football/1/101-england-premier-league',
    mark: { sportIcon: 'football' },
    columns: ['1', 'X', '2'],
    mainTitle: 'Match result',
    lineHeads: [
      { key: 'total', title: 'Total goals', columns: ['Over', 'Under'] },
      { key: 'handicap', title: 'Handicap', columns: ['1', '2'] },
    ],
    meta: 'Events: 2',
    rows: [gameRowFixture(Number(key) * 10 + 1, 'Newcastle United', 'Manchester City', { isLive }), gameRowFixture(Number(key) * 10 + 2, 'Arsenal', 'Chelsea', { isLive })],
  };
}

/** The odds format select and, when asked, grouping by country. */
export function controlsFixture({ withGrouping = false } = {}): SportsControlsModel {
  return {
    oddsFormat: { label: 'Odds format', value: 0, options: [{ value: 0, label: 'Decimal' }, { value: 1, label: 'Fractional' }, { value: 2, label: 'American' }], onChange: noop },
    grouping: withGrouping ? { label: 'Group by country', checked: true, onChange: noop } : undefined,
  };
}

/** A live game's scoreboard. */
export function scoreboardFixture(): ScoreboardModel {
  return {
    teams: 'Newcastle United – Manchester City',
    sportIcon: 'football',
    champ: { label: 'Football. England. Premier League', href: '/en/home/live/football/1/101-england-premier-league' },
    team1: 'Newcastle United',
    team2: 'Manchester City',
    crests: [teamCrest('Newcastle United'), teamCrest('Manchester City')],
    score: { team1: 2, team2: 1 },
    status: "2nd half · 67'",
    isLive: true,
    liveLabel: 'Live',
    periods: { caption: 'Score by period', heads: ['1', '2', 'Total'], team1: [1, 1, 2], team2: [0, 1, 1] },
  };
}

/** A game's market groups: the match result and the totals. */
export function marketGroupsFixture(): MarketGroupModel[] {
  return [
    { key: '1', title: 'Match result', defaultOpen: true, markets: [{ key: '251', name: undefined, columns: 3, odds: [oddsCellFixture('1', '1', '1.53', {}, 'Newcastle United'), oddsCellFixture('2', 'X', '4.04', {}, 'Draw'), oddsCellFixture('3', '2', '4.99', { isSelected: true }, 'Manchester City')] }] },
    { key: '3', title: 'Totals', defaultOpen: true, markets: [{ key: '252', name: 'Total goals', columns: 2, odds: [oddsCellFixture('4', 'Over 2.5', '1.79', {}, 'Over 2.5'), oddsCellFixture('5', 'Under 2.5', '2.02', { isLocked: true, isDisabled: true }, 'Under 2.5')] }] },
  ];
}
