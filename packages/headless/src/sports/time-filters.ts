import type { FeedSection } from '@bf/api-client/betting';
import { TIME_FILTER, type TimeFilterId } from '../settings/betting-state.ts';
import type { SportsGame } from './sports-types.ts';

// The list controls' time filters (SPORT-013..017): used where a list offers them, not by the first view.

/** The time filters each section offers (SPORT-013..017): periods exist only in live, "upcoming" only before the start. */
export const TIME_FILTERS_BY_SECTION: Readonly<Record<FeedSection, readonly TimeFilterId[]>> = {
  line: [TIME_FILTER.all, TIME_FILTER.upcoming, TIME_FILTER.recommended],
  live: [TIME_FILTER.all, TIME_FILTER.firstPeriod, TIME_FILTER.secondPeriod, TIME_FILTER.recommended],
};

/** "Upcoming": line games starting within 2 hours (docs/api-sports.md, time filter 1). */
export const UPCOMING_WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * Whether a game passes a time filter, exactly as the feed applies it to a championship's games, for lists the
 * client filters itself (live lists): 1 line games starting within 2 h, 2 live games in their first period,
 * 3 live games past it, 6 top games.
 */
export function matchesTimeFilter(game: Pick<SportsGame, 'status' | 'startAt' | 'period' | 'isTop'>, filter: TimeFilterId, now: number, isTopChamp = false): boolean {
  switch (filter) {
    case TIME_FILTER.upcoming:
      return game.status === 'line' && Date.parse(game.startAt) <= now + UPCOMING_WINDOW_MS;
    case TIME_FILTER.firstPeriod:
      return game.status === 'live' && game.period === 1;
    case TIME_FILTER.secondPeriod:
      return game.status === 'live' && game.period >= 2;
    case TIME_FILTER.recommended:
      return game.isTop || isTopChamp;
    default:
      return true;
  }
}

/** A time filter the section offers, else "all". */
export function timeFilterForSection(filter: TimeFilterId, section: FeedSection): TimeFilterId {
  return TIME_FILTERS_BY_SECTION[section].includes(filter) ? filter : TIME_FILTER.all;
}
