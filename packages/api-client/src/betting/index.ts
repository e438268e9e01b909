import type { AnySchema, HttpClient } from '../http/http-client.ts';
import type {
  ChampGamesResponse,
  ChampionsResponse,
  ChampsResponse,
  FeedSection,
  GameDetail,
  GamesResponse,
  LineGamesResponse,
  OddsResponse,
  ResultsResponse,
  SportsResponse,
} from './betting-schemas.ts';
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

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
type FeedSchemas = typeof import('./betting-schemas.ts');
const feedSchema =
  <K extends keyof FeedSchemas>(name: K) =>
  () =>
    import('./betting-schemas.ts').then((m) => m[name]);

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

export interface FeedCallOptions {
  signal?: AbortSignal;
}

/**
 * The sports feed service (docs/api-sports.md): sports, championships, games, live, top games, results, championship
 * tables and the cheap odds poll. Every answer is checked against its schema; a broken one is an ApiError 502.
 */
export function createBettingApi(http: HttpClient) {
  const get = <T>(path: string, schema: AnySchema<T>, query: Record<string, string | undefined>, options: FeedCallOptions = {}) =>
    http.getJson<T>(`${BETTING_PATH}${path}`, schema, query, { signal: options.signal });

  return {
    /** `GET sports?lang&section`: sports with games in the section, in menu order, with counts. */
    getSports(lang: string, section: FeedSection = 'line', options?: FeedCallOptions): Promise<SportsResponse> {
      return get('/sports', feedSchema('sportsResponseSchema'), { lang, section }, options);
    },
    /** `GET sports/{sportId}/champs?lang&section`: a sport's championships with games in the section. */
    getChamps(sportId: number, lang: string, section: FeedSection = 'line', options?: FeedCallOptions): Promise<ChampsResponse> {
      return get(`/sports/${sportId}/champs`, feedSchema('champsResponseSchema'), { lang, section }, options);
    },
    /** `GET champs/{champId}/games?lang&section&timeFilter`: a championship's games by start time. */
    getChampGames(champId: number, lang: string, section: FeedSection = 'line', timeFilter: FeedTimeFilter = 0, options?: FeedCallOptions): Promise<ChampGamesResponse> {
      return get(`/champs/${champId}/games`, feedSchema('champGamesResponseSchema'), { lang, section, timeFilter: String(timeFilter) }, options);
    },
    /** `GET games/{gameId}?lang`: one game with every market, grouped, and its result once finished. */
    async getGame(gameId: number, lang: string, options?: FeedCallOptions): Promise<GameDetail> {
      return (await get(`/games/${gameId}`, feedSchema('gameResponseSchema'), { lang }, options)).game;
    },
    /** `GET live?lang&sportId?`: live games of one sport or all, with score, periods, clock and main market. */
    getLive(lang: string, sportId?: number, options?: FeedCallOptions): Promise<GamesResponse> {
      return get('/live', feedSchema('gamesResponseSchema'), { lang, sportId: sportId === undefined ? undefined : String(sportId) }, options);
    },
    /** `GET line?lang&timeFilter&limit&offset`: every sport's line games in menu order, a page, and how many there are. */
    getLine(lang: string, timeFilter: FeedTimeFilter, limit: number, offset = 0, options?: FeedCallOptions): Promise<LineGamesResponse> {
      return get('/line', feedSchema('lineGamesResponseSchema'), { lang, timeFilter: String(timeFilter), limit: String(limit), offset: String(offset) }, options);
    },
    /** `GET top?lang`: up to 30 top games, live first. */
    getTop(lang: string, options?: FeedCallOptions): Promise<GamesResponse> {
      return get('/top', feedSchema('gamesResponseSchema'), { lang }, options);
    },
    /** `GET results?lang&date`: results of games that started on that UTC day (default today). */
    getResults(lang: string, date?: string, options?: FeedCallOptions): Promise<ResultsResponse> {
      return get('/results', feedSchema('resultsResponseSchema'), { lang, date }, options);
    },
    /** `GET champions?lang&champId?`: championship tables and latest results. */
    getChampions(lang: string, champId?: number, options?: FeedCallOptions): Promise<ChampionsResponse> {
      return get('/champions', feedSchema('championsResponseSchema'), { lang, champId: champId === undefined ? undefined : String(champId) }, options);
    },
    /**
     * `GET odds?ids=[&lang=]`: current prices and suspension of outcomes; with `lang`, each outcome's names in that
     * language too. Duplicates are dropped and lists longer than {@link MAX_ODDS_IDS} go out as several calls whose
     * answers are joined.
     */
    async getOdds(ids: readonly number[], options?: FeedCallOptions & { lang?: string }): Promise<OddsResponse> {
      const unique = [...new Set(ids)].filter((value) => Number.isSafeInteger(value) && value > 0);
      if (unique.length === 0) return { outcomes: [], missing: [] };
      const chunks: number[][] = [];
      for (let start = 0; start < unique.length; start += MAX_ODDS_IDS) chunks.push(unique.slice(start, start + MAX_ODDS_IDS));
      const answers = await Promise.all(chunks.map((chunk) => get('/odds', feedSchema('oddsResponseSchema'), { ids: chunk.join(','), lang: options?.lang }, options)));
      return { outcomes: answers.flatMap((answer) => answer.outcomes), missing: answers.flatMap((answer) => answer.missing) };
    },
  };
}
export type BettingApi = ReturnType<typeof createBettingApi>;
