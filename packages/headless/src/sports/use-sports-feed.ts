import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { bettingKeys, type Champ, type ChampGamesResponse, type ChampionsResponse, type ChampsResponse, type FeedSection, type GameDetail, type GamesResponse, type ResultsResponse, type Sport, type SportsResponse } from '@bf/api-client/betting';
import { TIME_FILTER, type TimeFilterId } from '../settings/betting-state.ts';
import { useFeedLanguage, useSportsServices } from './sports-context.tsx';
import { useFeed } from './use-feed.ts';
import { shownChamps, shownGames, shownSports } from './sport-settings.ts';
import { adoptGames } from './game-share.ts';
import { quotesOfDetail, shareGameDetail } from './game-detail-share.ts';
import { RESULTS_POLLING_MS, gamePollingMs, listPollingMs, sportInfo, type SportInfo } from './sports-rules.ts';
import { groupByCountry, type CountryGroup } from './country-groups.ts';
import type { SportsGameDetail } from './sports-types.ts';
import { EMPTY_GAMES, asIs, resultOf, type FeedOptions, type FeedResult, type GamesState } from './feed-result.ts';

export type { FeedOptions, FeedResult, GamesState } from './feed-result.ts';

/** One entry of the sports menu of a section. */
export interface SportMenuItem extends SportInfo {
  name: string;
  gamesCount: number;
  champsCount: number;
}

export interface SportsMenuState extends FeedResult {
  sports: SportMenuItem[];
}

/** The sports with games in a section, in menu order, with counts; polled like the section's lists. */
export function useSportsMenu(section: FeedSection): SportsMenuState {
  const { api, betting } = useSportsServices();
  const lng = useFeedLanguage();
  const { sportSettings } = useSnapshot(betting.state);
  const feed = useFeed(bettingKeys.sports(lng, section), () => api.getSports(lng, section), listPollingMs(section), asIs<SportsResponse>);
  // Sports the player hid in this section are left out of its menu (SPORT-012).
  const sports = useMemo(
    () =>
      shownSports(feed.data?.sports ?? [], section, sportSettings).map(
        (sport: Sport): SportMenuItem => ({ ...sportInfo(sport.id), name: sport.name, gamesCount: sport.gamesCount, champsCount: sport.champsCount }),
      ),
    [feed.data, section, sportSettings],
  );
  return { ...resultOf(feed), sports };
}

export interface ChampionshipsState extends FeedResult {
  sportName: string | undefined;
  champs: Champ[];
  /** The championships by country (the player's "group by country" setting decides whether the page uses it). */
  byCountry: CountryGroup<Champ>[];
}

/** A sport's championships with games in the section, and the same grouped by country. */
export function useChampionships(sportId: number | undefined, section: FeedSection): ChampionshipsState {
  const { api, betting } = useSportsServices();
  const lng = useFeedLanguage();
  const { sportSettings, cyberFilter } = useSnapshot(betting.state);
  const feed = useFeed(sportId ? bettingKeys.champs(sportId, lng, section) : null, () => api.getChamps(sportId as number, lng, section), listPollingMs(section, sportId), asIs<ChampsResponse>);
  // The sport's cyber filter decides whether its cyber competitions show (SPORT-012).
  const champs = useMemo(() => shownChamps(feed.data?.champs ?? [], sportSettings, cyberFilter), [feed.data, sportSettings, cyberFilter]);
  const byCountry = useMemo(() => groupByCountry(champs, lng), [champs, lng]);
  return { ...resultOf(feed), sportName: feed.data?.sport.name, champs, byCountry };
}

/**
 * A championship's games in a section under a time filter (SPORT-013..017); line lists poll every 15 s
 * (SPORT-018), live lists by sport (SPORT-019). Prices go to the live-odds store.
 */
export function useGames(
  champId: number | undefined,
  timeFilter: TimeFilterId = TIME_FILTER.all,
  section: FeedSection = 'line',
  sportId?: number,
): GamesState & { champName: string | undefined; champCountry: string | null | undefined } {
  const { api, odds, share } = useSportsServices();
  const lng = useFeedLanguage();
  const isLiveData = section === 'live' || timeFilter === TIME_FILTER.firstPeriod || timeFilter === TIME_FILTER.secondPeriod;
  const adopt = (answer: ChampGamesResponse) => ({ champName: answer.champ.name, champCountry: answer.champ.country, games: adoptGames(odds, share, answer.games) });
  const feed = useFeed(
    champId ? bettingKeys.champGames(champId, lng, section, timeFilter) : null,
    async () => adopt(await api.getChampGames(champId as number, lng, section, timeFilter)),
    listPollingMs(isLiveData ? 'live' : 'line', sportId),
    adopt,
  );
  return { ...resultOf(feed), champName: feed.data?.champName, champCountry: feed.data?.champCountry, games: feed.data?.games ?? EMPTY_GAMES };
}

/** Live games of one sport (polled at that sport's live list interval) or of every sport (SPORT-019). */
export function useLiveGames(sportId?: number, { isEnabled = true }: FeedOptions = {}): GamesState {
  const { api, odds, share, betting } = useSportsServices();
  const lng = useFeedLanguage();
  const { sportSettings, cyberFilter } = useSnapshot(betting.state);
  const adopt = (answer: GamesResponse) => adoptGames(odds, share, answer.games);
  const feed = useFeed(isEnabled ? bettingKeys.live(lng, sportId) : null, async () => adopt(await api.getLive(lng, sportId)), listPollingMs('live', sportId), adopt);
  const games = useMemo(
    () => (feed.data ? shownGames(feed.data, 'live', sportSettings, { globalFilter: cyberFilter, onlySportId: sportId }) : EMPTY_GAMES),
    [feed.data, sportSettings, cyberFilter, sportId],
  );
  return { ...resultOf(feed), games };
}

export interface LineGamesState extends GamesState {
  /** How many line games there are under the filter (every one can be reached by asking for more). */
  total: number;
  /** How many of them came so far (before the player's hidden sports are left out). */
  loaded: number;
}

/**
 * Every sport's line games in menu order under a time filter (0, 1 or 6), the first `limit` of them (the page asks
 * for more by raising it); polled every 15 s (SPORT-018). While more load, the games already shown stay.
 */
export function useLineGames(timeFilter: 0 | 1 | 6, limit: number, { isEnabled = true }: FeedOptions = {}): LineGamesState {
  const { api, odds, share, betting } = useSportsServices();
  const lng = useFeedLanguage();
  const { sportSettings, cyberFilter } = useSnapshot(betting.state);
  const feed = useFeed(
    isEnabled ? bettingKeys.line(lng, timeFilter, limit) : null,
    async () => {
      const answer = await api.getLine(lng, timeFilter, limit);
      return { total: answer.total, count: answer.games.length, games: adoptGames(odds, share, answer.games) };
    },
    listPollingMs('line'),
  );
  const games = useMemo(
    () => (feed.data ? shownGames(feed.data.games, 'line', sportSettings, { globalFilter: cyberFilter }) : EMPTY_GAMES),
    [feed.data, sportSettings, cyberFilter],
  );
  return { ...resultOf(feed), games, total: feed.data?.total ?? 0, loaded: feed.data?.count ?? 0 };
}

export interface GameState extends FeedResult {
  game: SportsGameDetail | undefined;
  /** The feed has no such game. */
  isNotFound: boolean;
}

export interface GameOptions {
  /**
   * Poll the game's structure at this interval instead of the game rate, when something else keeps its score and
   * prices fresh (multi-live: the live list and the odds poll).
   */
  pollingMs?: number;
}

/**
 * One game with every market: every 2 s while live (SPORT-019, the game component), 15 s before the start
 * (SPORT-018), not polled once finished.
 */
export function useGame(gameId: number | undefined, { pollingMs }: GameOptions = {}): GameState {
  const { api, odds, share } = useSportsServices();
  const lng = useFeedLanguage();
  const adopt = (answer: GameDetail) => {
    odds.apply(quotesOfDetail(answer));
    return shareGameDetail(share, answer);
  };
  const feed = useFeed(
    gameId ? bettingKeys.game(gameId, lng) : null,
    async () => adopt(await api.getGame(gameId as number, lng)),
    (game) => (pollingMs !== undefined && game?.status !== 'finished' ? pollingMs : gamePollingMs(game)),
    adopt,
  );
  const status = (feed.error as { statusCode?: number } | undefined)?.statusCode;
  return { ...resultOf(feed), game: feed.data, isNotFound: feed.data === undefined && (status === 404 || status === 400) };
}

export interface ResultsState extends FeedResult {
  data: ResultsResponse | undefined;
}

/** Results of games that started on a UTC day (today when unset); polled every 60 s, as the feed caches them. */
export function useResults(date?: string, { isEnabled = true }: FeedOptions = {}): ResultsState {
  const { api } = useSportsServices();
  const lng = useFeedLanguage();
  const feed = useFeed(isEnabled ? bettingKeys.results(lng, date) : null, () => api.getResults(lng, date), RESULTS_POLLING_MS);
  return { ...resultOf(feed), data: feed.data };
}

export interface ChampionsState extends FeedResult {
  champs: ChampionsResponse['champs'];
}

/** Championship tables and latest results (one championship, or all); polled every 60 s. */
export function useChampions(champId?: number): ChampionsState {
  const { api } = useSportsServices();
  const lng = useFeedLanguage();
  const feed = useFeed(bettingKeys.champions(lng, champId), () => api.getChampions(lng, champId), RESULTS_POLLING_MS);
  return { ...resultOf(feed), champs: feed.data?.champs ?? [] };
}

/**
 * The cheap odds poll: current prices of these outcomes every `intervalMs` into the live-odds store, so
 * a view can refresh prices faster than its structure (multi-live columns, the coupon's selections).
 */
export function useOddsPoll(outcomeIds: readonly number[], intervalMs: number): FeedResult {
  const { api, odds } = useSportsServices();
  const key = outcomeIds.length > 0 ? bettingKeys.odds(outcomeIds) : null;
  const ids = key ? key[2] : '';
  const feed = useFeed(
    key,
    async () => {
      const answer = await api.getOdds(ids.split(',').map(Number));
      odds.apply(answer.outcomes);
      // The prices are in the store; the cache keeps only when they came.
      return Date.now();
    },
    intervalMs,
  );
  return resultOf(feed);
}
