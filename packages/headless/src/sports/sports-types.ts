/**
 * What the sports pages render: the feed's games and markets without their prices. Prices live in the live-odds
 * store (one Valtio proxy per outcome), so a price change never touches these objects and a row whose game did not
 * change keeps the very same object between polls (see game-share.ts).
 */
import type { Game, GameDetail, GameResult } from '@bf/api-client/betting';

export type { FeedSection, GameStatus, GameResult, Sport, Champ, Champion, Standing, ResultGame, ResultsResponse } from '@bf/api-client/betting';

/** An outcome without its price: what the button is, not what it costs. */
export interface SportsOutcome {
  id: number;
  /** `1`, `X`, `2`, `over`, `under`, `1X`, a score `2:1`… */
  type: string;
  name: string;
}

/** A market without prices. */
export interface SportsMarket {
  id: number;
  gameId: number;
  type: string;
  groupId: number;
  group: string;
  name: string;
  kind: number;
  param: number | null;
  outcomes: SportsOutcome[];
}

/** A game as the lists show it: teams, start, live state and the main market's outcomes. */
export interface SportsGame extends Omit<Game, 'mainMarket' | 'lineMarkets'> {
  mainMarket: SportsMarket | null;
  /** The main total and handicap lines (list columns on wide screens). */
  lineMarkets: SportsMarket[];
}

/** A market group of the game page. */
export interface SportsMarketGroup {
  id: number;
  group: string;
  name: string;
  markets: SportsMarket[];
}

/** A game with every market, grouped, and its result once finished. */
export interface SportsGameDetail extends SportsGame {
  groups: SportsMarketGroup[];
  result: GameResult | null;
}

/** The price of one outcome, as the live-odds store holds it. */
export interface OutcomeQuote {
  id: number;
  coef: number;
  isBlocked: boolean;
}

/** Feed objects these views are made from. */
export type FeedGame = Game;
export type FeedGameDetail = GameDetail;
