export {
  APP_THEME,
  COOKIES_AGREE_TYPES,
  defaultGlobalSettings,
  createSettingsStore,
  isTimeZoneOffset,
} from './global-settings.ts';
export { globalSettingsSchema, parseGlobalSettings } from './parse-global-settings.ts';
export type {
  AppTheme,
  Flag,
  CookiesAgreeType,
  WindowSize,
  GlobalSettings,
  ParseSettingsOptions,
  SiteSettingsDefaults,
  SettingsStoreOptions,
  SettingsStore,
} from './global-settings.ts';
export {
  BETTING_TYPES,
  TIME_FILTER,
  TIME_FILTER_IDS,
  CYBER_FILTER,
  CYBER_FILTERS,
  defaultBettingState,
  defaultSportSettings,
  parseFilteredMarkets,
  serializeFilteredMarkets,
  parseBettingState,
  createBettingStore,
} from './betting-state.ts';
export type { BettingType, TimeFilterId, CyberFilter, SportSettings, BettingState, BettingStore } from './betting-state.ts';
export {
  POLLING_MS,
  LIVE_POLLING_MS,
  FAST_LIVE_SPORT_IDS,
  POLLING_HELPER,
  PAGE_LEAVE_PAUSE_MS,
  livePollingMs,
  pollingHelperSchedule,
  runPollingHelper,
  pollingPlan,
} from './polling.ts';
export type { LiveComponent, PollingHelperOptions, PollingState, PollingEvent, PollingStep, PollingPlanOptions } from './polling.ts';
export { usePolling } from './use-polling.ts';
export type { PollingOptions, PollingResult } from './use-polling.ts';
export { isPageHidden, subscribePageVisibility } from '../env/visibility.ts';
export { AB_TEST, abTestVariant } from './ab-test.ts';
export type { AbVariant, AbTestInput } from './ab-test.ts';
export { FONT_SIZES, DEFAULT_DISPLAY_MODE, readDisplayMode, displayModeAttributes } from './display-mode.ts';
export { applyDocumentDisplayMode, changeDisplayMode, DISPLAY_MODE_EVENT } from './display-mode-writers.ts';
export type { FontSize, DisplayMode } from './display-mode.ts';
export { useDisplayMode } from './use-display-mode.ts';
export type { DisplayModeState } from './use-display-mode.ts';
export { siteDates, useSiteDates } from './use-site-dates.ts';
export type { SiteDates, Moment } from './use-site-dates.ts';
export { useDisplayClock } from './use-display-clock.ts';
export type { DisplayClock } from './use-display-clock.ts';
