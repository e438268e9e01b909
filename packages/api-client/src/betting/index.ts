import type { FeedSection } from './betting-schemas.ts';
import { webApiPath } from '../http/api-paths.ts';

export type {
  Outcome,
  Market,
  Score,
  Game,
  GameStatus,
  FeedSection,
  Sport,
  SportsResponse,
  Champ,
  ChampsResponse,
  ChampGamesResponse,
  GamesResponse,
  LineGamesResponse,
  GameResult,
  MarketGroup,
  GameDetail,
  ResultGame,
  ResultsResponse,
  Standing,
  Champion,
  ChampionsResponse,
  OddsQuote,
  OddsNames,
  OddsResponse,
} from './betting-schemas.ts';
export { GAME_STATUSES, FEED_SECTIONS } from './feed-constants.ts';

/** Loads the feed's answer schemas ahead of the first call (tests on a fake clock; a page that wants its first poll not to wait). */
export function preloadBettingSchemas(): Promise<unknown> {
  return import('./betting-schemas.ts');
}

/** Base path of the sports feed (docs/api-sports.md). */
export const BETTING_PATH = webApiPath('/betting/v1');

/** Most outcome ids one `odds` call may name; longer lists are split into several calls. */
export const MAX_ODDS_IDS = 500;

/** Time filter ids the feed understands (spec: SPORT-013..017). */
export type FeedTimeFilter = 0 | 1 | 2 | 3 | 6;

/** SWR keys of the feed calls, built next to the calls; the language is part of every key with names in it. */
export const bettingKeys = {
  sports: (lang: string, section: FeedSection) => ['betting', 'sports', section, lang] as const,
  champs: (sportId: number, lang: string, section: FeedSection) => ['betting', 'champs', sportId, section, lang] as const,
  champGames: (champId: number, lang: string, section: FeedSection, timeFilter: FeedTimeFilter) => ['betting', 'champ-games', champId, section, timeFilter, lang] as const,
  game: (gameId: number, lang: string) => ['betting', 'game', gameId, lang] as const,
  live: (lang: string, sportId?: number) => ['betting', 'live', sportId ?? 0, lang] as const,
  top: (lang: string) => ['betting', 'top', lang] as const,
  line: (lang: string, timeFilter: FeedTimeFilter, limit: number) => ['betting', 'line', timeFilter, limit, lang] as const,
  results: (lang: string, date?: string) => ['betting', 'results', date ?? '', lang] as const,
  champions: (lang: string, champId?: number) => ['betting', 'champions', champId ?? 0, lang] as const,
  /** Ids sorted, so the same set of outcomes shares one key. */
  odds: (ids: readonly number[]) => ['betting', 'odds', [...new Set(ids)].sort((a, b) => a - b).join(',')] as const,
};

// The calls themselves are in './betting-api.ts' (`@bf/api-client/betting/api`), apart from the keys and constants a
// page renders with: the browser loads them with the first poll, not with the page.
export type { BettingApi, FeedCallOptions } from './betting-api.ts';
