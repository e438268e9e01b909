// The sports pages (spec: site-routes §2 sports routes, multi, champs, results; RULES SPORT-013..019): feed hooks
// polled as the spec says, the live-odds and selection stores, pure rules and the links of the sports URLs.

export type {
  SportsOutcome,
  SportsMarket,
  SportsGame,
  SportsMarketGroup,
  SportsGameDetail,
  OutcomeQuote,
  FeedSection,
  GameStatus,
  GameResult,
  Sport,
  Champ,
  Champion,
  Standing,
  ResultGame,
  ResultsResponse,
} from './sports-types.ts';

export {
  SPORTS,
  sportOfSlug,
  sportInfo,
  idOfParam,
  slugify,
  idSlug,
  RESULTS_POLLING_MS,
  listPollingMs,
  gamePollingMs,
  groupGamesByChamp,
  groupGamesBySport,
  periodKind,
  gameClock,
  marketTitle,
  utcDay,
} from './sports-rules.ts';
export type { SportInfo, ChampGroup, SportGroup, PeriodKind, GameClock } from './sports-rules.ts';
export { TIME_FILTERS_BY_SECTION, UPCOMING_WINDOW_MS, matchesTimeFilter, timeFilterForSection } from './time-filters.ts';
export { countryName, groupByCountry, type CountryGroup } from './country-groups.ts';

export { stripGame, stripMarket, quotesOfGames, createShareCache, shareGames } from './game-share.ts';
export { stripGameDetail, quotesOfDetail, shareGameDetail } from './game-detail-share.ts';
export type { ShareCache } from './game-share.ts';

export { createLiveOddsStore, movementOf } from './live-odds-store.ts';
export type { LiveOddsStore, LiveOddsStoreOptions, OutcomePrice } from './live-odds-store.ts';

export { createSelectionStore } from './selection-store.ts';
export type { SelectionStore, OutcomeSelection, CouponActions } from './selection-store.ts';

export { toCouponBet } from './coupon-bet.ts';
export type { CouponBetInput } from './coupon-bet.ts';

export { createSportsServices, parseMultiLive, SPORTS_SETTINGS_KEY, MULTI_LIVE_KEY, MULTI_LIVE_MAX, BETTING_STATE_KEY } from './sports-services.ts';
export type { SportsServices, SportsServicesOptions } from './sports-services.ts';

export { SportsProvider, useSportsServices, useFeedLanguage } from './sports-context.tsx';
export type { SportsProviderProps } from './sports-context.tsx';

export { useFeed } from './use-feed.ts';
export type { FeedState } from './use-feed.ts';

export { useSportsMenu, useChampionships, useGames, useLineGames, useLiveGames, useGame, useResults, useChampions, useOddsPoll } from './use-sports-feed.ts';
export { useTopGames } from './use-top-games.ts';
export type { FeedResult, FeedOptions, SportMenuItem, SportsMenuState, ChampionshipsState, GamesState, LineGamesState, GameState, GameOptions, ResultsState, ChampionsState } from './use-sports-feed.ts';

export { useOutcomeOdds, useOddsButton, useSelectionName, useOutcomeCaption } from './use-odds-button.ts';
export type { OutcomeOdds, OddsButtonInput, OddsButtonState } from './use-odds-button.ts';

export { useTimeFilter, useOddsFormat, useGroupByCountry } from './use-sports-controls.ts';
export { useSportSettings } from './use-sport-settings.ts';
export type { SportSettingsRow, SportSettingsState } from './use-sport-settings.ts';
export { shownSports, shownChamps, shownGames, passesCyberFilter, isSportShownIn, sportSettingsIn } from './sport-settings.ts';
export type { ChoiceOption, TimeFilterState, OddsFormatState, GroupByCountryState } from './use-sports-controls.ts';

export { useGameText } from './use-game-text.ts';
export type { GameTimeText } from './use-game-text.ts';

export { useMultiLive } from './use-multi-live.ts';
export type { MultiLiveState } from './use-multi-live.ts';

export { useSportsRoute, useSportsLinks, sportsLinks } from './use-sports-route.ts';
export type { SportsRoute, SportsLinks } from './use-sports-route.ts';

export { CouponSelectionSync } from './coupon-selection-sync.tsx';

export { feedView, useOddsButtonModel, pointScoreOf, useGameRows, oddsColumns, useChampBlocks, lineHeads, lineCaption, lineHead, LINE_KEYS } from './list-models.ts';
export { useMarketGroups } from './market-group-models.ts';
export { useSportsControls, useSportsControlsWithSettings } from './sports-controls-model.ts';
export { resultBadge, periodsText } from './result-line-model.ts';
export type { FeedViewModel, FeedViewOptions, OddsButtonModel, OddsCellModel, GameRowModel, LineKey, LineHeadModel, ChampBlockModel, ChampBlockInput } from './list-models.ts';
export type { MarketRowModel, MarketGroupModel } from './market-group-models.ts';
export type { SportsControlsModel } from './sports-controls-model.ts';
export type { ResultLineModel } from './result-line-model.ts';
export { useScoreboard } from './scoreboard-model.ts';
export type { ScoreboardModel } from './scoreboard-model.ts';

export { sportsTrail } from './breadcrumbs.ts';
export type { BreadcrumbItem, BreadcrumbsModel, TrailInput } from './breadcrumbs.ts';
export { teamCrest, teamInitials, nameHash } from './team-crest.ts';
export type { TeamCrest } from './team-crest.ts';
