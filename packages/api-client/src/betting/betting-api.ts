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
import { BETTING_PATH, MAX_ODDS_IDS, type FeedTimeFilter } from './index.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
type FeedSchemas = typeof import('./betting-schemas.ts');
const feedSchema =
  <K extends keyof FeedSchemas>(name: K) =>
  () =>
    import('./betting-schemas.ts').then((m) => m[name]);

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
