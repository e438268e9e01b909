// zod/mini: the same checks at a fraction of the bundle size. In the browser this module loads with the feed calls
// (betting/index.ts), never in the first-load JS.
import * as z from 'zod/mini';

// The sports feed's answers (docs/api-sports.md "Feed endpoints"), checked where they enter the client.

import { FEED_SECTIONS, GAME_STATUSES } from './feed-constants.ts';
export { GAME_STATUSES, FEED_SECTIONS, type GameStatus, type FeedSection } from './feed-constants.ts';

const id = z.lazy(() => z.int().check(z.positive()));
const text = z.lazy(() => z.string());

/** Two numbers: a score of one period, half, quarter, set or map. */
const pair = z.lazy(() => z.tuple([z.number(), z.number()]));

export const outcomeSchema = z.lazy(() => z.object({
  id,
  type: text,
  name: text,
  /** Decimal price; the feed rounds to 0.01 and clamps to 1.01–250. */
  coef: z.number(),
  /** Includes its market's suspension and a finished game. */
  isBlocked: z.boolean(),
}));
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.lazy(() => z.object({
  id,
  gameId: id,
  type: text,
  groupId: z.int(),
  group: text,
  name: text,
  /** The market group's number; 7 (correct score) never joins a bonus bet. */
  kind: z.int(),
  /** Line of a total or handicap. */
  param: z.nullable(z.number()),
  isBlocked: z.boolean(),
  outcomes: z.array(outcomeSchema),
}));
export type Market = z.infer<typeof marketSchema>;

export const scoreSchema = z.lazy(() => z.object({ team1: z.number(), team2: z.number() }));
export type Score = z.infer<typeof scoreSchema>;

export const gameSchema = z.object({
  id,
  sportId: id,
  champId: id,
  sportName: text,
  champName: text,
  team1: text,
  team2: text,
  startAt: text,
  status: z.enum(GAME_STATUSES),
  isLive: z.boolean(),
  /** 1 not started, 2 first half/period/set, 3 second or later, 4 finished. */
  gameStatusId: z.int(),
  /** Null before the start. */
  score: z.nullable(scoreSchema),
  periodScores: z.array(pair),
  period: z.int(),
  /** Seconds: the game clock in timed sports, time since the start elsewhere. */
  gameTime: z.number(),
  /** Tennis: who serves. */
  server: z.optional(z.union([z.literal(1), z.literal(2)])),
  isTop: z.boolean(),
  /** A cyber competition of the sport (SPORT-012); absent in older feeds, which have none. */
  isCyber: z._default(z.boolean(), false),
  marketsCount: z.int(),
  mainMarket: z.nullable(marketSchema),
  /** The main total and handicap lines, for list columns on wide screens; absent in older feeds. */
  lineMarkets: z._default(z.array(marketSchema), []),
  /** The championship's country (ISO 3166 alpha-2), null when international; absent in older feeds. */
  country: z._default(z.nullable(text), null),
});
export type Game = z.infer<typeof gameSchema>;

export const sportSchema = z.lazy(() => z.object({ id, slug: text, name: text, gamesCount: z.int(), champsCount: z.int() }));
export type Sport = z.infer<typeof sportSchema>;

export const sportsResponseSchema = z.lazy(() => z.object({ section: z.enum(FEED_SECTIONS), sports: z.array(sportSchema) }));
export type SportsResponse = z.infer<typeof sportsResponseSchema>;

/** ISO 3166 alpha-2, null for an international championship. */
const country = z.lazy(() => z.nullable(text));

export const champSchema = z.lazy(() => z.object({ id, sportId: id, country, name: text, isTop: z.boolean(), isCyber: z._default(z.boolean(), false), gamesCount: z.int() }));
export type Champ = z.infer<typeof champSchema>;

export const champsResponseSchema = z.lazy(() => z.object({
  sport: z.object({ id, slug: text, name: text }),
  section: z.enum(FEED_SECTIONS),
  champs: z.array(champSchema),
}));
export type ChampsResponse = z.infer<typeof champsResponseSchema>;

export const champGamesResponseSchema = z.lazy(() => z.object({
  champ: z.object({ id, sportId: id, country, name: text, isTop: z.boolean(), isCyber: z._default(z.boolean(), false) }),
  section: z.enum(FEED_SECTIONS),
  timeFilter: z.int(),
  games: z.array(gameSchema),
}));
export type ChampGamesResponse = z.infer<typeof champGamesResponseSchema>;

export const gamesResponseSchema = z.lazy(() => z.object({ games: z.array(gameSchema) }));

/** A page of every sport's line: its games and how many the line has under the filter. */
export const lineGamesResponseSchema = z.lazy(() => z.object({ games: z.array(gameSchema), total: z.int(), offset: z.int() }));
export type LineGamesResponse = z.infer<typeof lineGamesResponseSchema>;
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

/** How an MMA fight ended. */
export const fightFinishSchema = z.lazy(() => z.object({ method: text, round: z.number(), time: z.number() }));

export const resultSchema = z.lazy(() => z.object({
  score: scoreSchema,
  periodScores: z.array(pair),
  finishedAt: text,
  /** After overtime: the score at the end of regular time. */
  regulation: z.optional(scoreSchema),
  overtime: z.optional(z.boolean()),
  shootout: z.optional(z.boolean()),
  finish: z.optional(fightFinishSchema),
}));
export type GameResult = z.infer<typeof resultSchema>;

export const marketGroupSchema = z.lazy(() => z.object({ id: z.int(), group: text, name: text, markets: z.array(marketSchema) }));
export type MarketGroup = z.infer<typeof marketGroupSchema>;

export const gameDetailSchema = z.lazy(() => z.object({
  ...gameSchema.shape,
  groups: z.array(marketGroupSchema),
  result: z.nullable(resultSchema),
}));
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gameResponseSchema = z.lazy(() => z.object({ game: gameDetailSchema }));

export const resultGameSchema = z.lazy(() => z.object({ id, team1: text, team2: text, startAt: text, result: resultSchema }));
export type ResultGame = z.infer<typeof resultGameSchema>;

export const resultsResponseSchema = z.lazy(() => z.object({
  date: text,
  sports: z.array(
    z.object({
      id,
      name: text,
      champs: z.array(z.object({ id, name: text, country, games: z.array(resultGameSchema) })),
    }),
  ),
}));
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

export const standingSchema = z.lazy(() => z.object({
  team: text,
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  scored: z.number(),
  conceded: z.number(),
  points: z.number(),
}));
export type Standing = z.infer<typeof standingSchema>;

export const championSchema = z.lazy(() => z.object({
  id,
  sportId: id,
  sportName: text,
  name: text,
  country,
  standings: z.array(standingSchema),
  lastResults: z.array(resultGameSchema),
}));
export type Champion = z.infer<typeof championSchema>;

export const championsResponseSchema = z.lazy(() => z.object({ champs: z.array(championSchema) }));
export type ChampionsResponse = z.infer<typeof championsResponseSchema>;

/** A selection's names in the language the poll asked for (what a slip re-words on a language switch). */
export const oddsNamesSchema = z.lazy(() => z.object({ sport: z.string(), champ: z.string(), team1: z.string(), team2: z.string(), market: z.string(), outcome: z.string() }));
export type OddsNames = z.infer<typeof oddsNamesSchema>;
export const oddsQuoteSchema = z.lazy(() => z.object({ id, marketId: id, gameId: id, coef: z.number(), isBlocked: z.boolean(), names: z.optional(oddsNamesSchema) }));
export type OddsQuote = z.infer<typeof oddsQuoteSchema>;

export const oddsResponseSchema = z.lazy(() => z.object({ outcomes: z.array(oddsQuoteSchema), missing: z.array(z.number()) }));
export type OddsResponse = z.infer<typeof oddsResponseSchema>;
