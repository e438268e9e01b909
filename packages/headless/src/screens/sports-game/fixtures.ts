import { marketGroupsFixture, scoreboardFixture } from '../../sports/list-fixtures.ts';
import type { SportsGameModel } from './use-sports-game-screen.ts';

const title = 'Game';

/** The game page while the game loads (as the server renders it). */
export const loading: SportsGameModel = { status: 'loading', title, loadingLabel: 'Loading events' };

/** The feed has no such game. */
export const notFound: SportsGameModel = { status: 'notFound', title, text: 'This game is not in the line any more.', action: { label: 'Line', href: '/en/home/line/football' } };

/** The game's feed failed. */
export const failed: SportsGameModel = { status: 'error', title, text: 'Could not load the events.', retry: { label: 'Try again', onPress: () => undefined } };

const breadcrumbs = {
  label: 'Breadcrumb',
  items: [
    { key: 'section', label: 'Live', href: '/en/home/live', isCurrent: false },
    { key: 'sport', label: 'Football', href: '/en/home/live/football', isCurrent: false },
    { key: 'region', label: 'United Kingdom', href: '/en/home/live/football#country-GB', isCurrent: false },
    { key: 'champ', label: 'England. Premier League', href: '/en/home/live/football/1/101-england-premier-league', isCurrent: false },
    { key: 'game', label: 'Newcastle United – Manchester City', href: '/en/home/live/football/1/101-england-premier-league/381-newcastle-united-manchester-city', isCurrent: true },
  ],
};

/** A live game with its markets. */
export const withMarkets: SportsGameModel = { status: 'ready', title, breadcrumbs, scoreboard: scoreboardFixture(), emptyText: undefined, groups: marketGroupsFixture() };

/** A finished game: no markets open. */
export const noMarkets: SportsGameModel = { status: 'ready', title, breadcrumbs, scoreboard: { ...scoreboardFixture(), isLive: false, status: 'Finished' }, emptyText: 'No markets are open for this game.', groups: [] };
