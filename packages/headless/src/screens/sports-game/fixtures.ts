import { marketGroupsFixture, scoreboardFixture } from '../../sports/list-fixtures.ts';
import type { SportsGameModel } from './use-sports-game-screen.ts';

const title = 'Game';

/** The game page while the game loads (as the server renders it). */
export const loading: SportsGameModel = { status: 'loading', title, loadingLabel: 'Loading events' };

/** The feed has no such game. */
export const notFound: SportsGameModel = { status: 'notFound', title, text: 'This game is not in the line any more.', action: { label: 'Line', href: '/en/home/line/football' } };

/** The game's feed failed. */
export const failed: SportsGameModel = { status: 'error', title, text: 'Could not load the events.', retry: { label: 'Try again', onPress: () => undefined } };

/** A live game with its markets. */
export const withMarkets: SportsGameModel = { status: 'ready', title, scoreboard: scoreboardFixture(), emptyText: undefined, groups: marketGroupsFixture() };

/** A finished game: no markets open. */
export const noMarkets: SportsGameModel = { status: 'ready', title, scoreboard: { ...scoreboardFixture(), isLive: false, status: 'Finished' }, emptyText: 'No markets are open for this game.', groups: [] };
