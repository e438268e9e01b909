/** A line (pre-match), live or finished game. */
export const GAME_STATUSES = ['line', 'live', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Feed section: live events or the line (spec: SPORT-009). */
export const FEED_SECTIONS = ['line', 'live'] as const;
export type FeedSection = (typeof FEED_SECTIONS)[number];
