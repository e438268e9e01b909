import type { GameModel, GameState } from './sport-rules.ts';
import type { Localized } from './i18n.ts';
import type { MarketType } from './markets.ts';

export interface SimOutcome {
  id: number;
  /** Outcome code: '1', 'X', 'over', '2:1', '1ko'… (see `outcomeTypes`). */
  type: string;
  name: Localized;
  coef: number;
  isBlocked: boolean;
}

export interface SimMarket {
  id: number;
  gameId: number;
  type: MarketType;
  /** The line of a total or handicap (team 1's handicap), else null. */
  param: number | null;
  name: Localized;
  margin: number;
  /** Suspended: after a goal until `blockedUntil`, when decided, or when the game is over. */
  isBlocked: boolean;
  /** Simulator time (epoch ms) at which a brief suspension ends; null when none is running. */
  blockedUntil: number | null;
  /** The fair chances the prices come from, one per outcome. */
  probs: number[];
  outcomes: SimOutcome[];
}

export interface SimGame {
  id: number;
  sportId: number;
  champId: number;
  team1: Localized;
  team2: Localized;
  /** Scheduled start, epoch ms. */
  startAt: number;
  isTop: boolean;
  model: GameModel;
  state: GameState;
  markets: SimMarket[];
  /** When it ended, epoch ms. */
  finishedAt: number | null;
}

/** The next free ids; the simulator hands them out in order, so a seeded run always makes the same ids. */
export interface FeedIds {
  game: number;
  market: number;
  outcome: number;
}
