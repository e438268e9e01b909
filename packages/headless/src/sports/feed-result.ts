import type { SportsGame } from './sports-types.ts';

// What every feed hook answers, apart from the hooks: the home page's top games load with the page, the other lists
// with their screens, and both take these from here.

/** What every list hook answers. */
export interface FeedResult {
  /** True until the first answer: show fixed-height skeleton rows (the server render always shows them). */
  isLoading: boolean;
  /** The last call failed and there is nothing to show. */
  isError: boolean;
  /** Polling stopped: the page has been hidden for 30 s. */
  isPaused: boolean;
  refresh(): void;
}

/** A seeded answer that is already the data (no prices in it). */
export const asIs = <T,>(answer: T): T => answer;

export const resultOf = (state: { data: unknown; error: unknown; isPaused: boolean; refresh(): void }): FeedResult => ({
  isLoading: state.data === undefined && !state.error,
  isError: state.data === undefined && Boolean(state.error),
  isPaused: state.isPaused,
  refresh: state.refresh,
});

export interface GamesState extends FeedResult {
  games: SportsGame[];
}

/** The empty list every hook answers before data (one array, so memoised views do not change). */
export const EMPTY_GAMES: SportsGame[] = [];

/** Options of a list hook a screen model calls whatever it shows. */
export interface FeedOptions {
  /** False: ask nothing (the screen shows another list); true by default. */
  isEnabled?: boolean;
}
