/**
 * Global settings (spec: auth-limits §3 "Global settings"; RULES CFG-005..019): every field with its default,
 * and a Valtio store with the actions that change them; parse-global-settings.ts turns whatever was stored into valid
 * settings. No React here; hooks read the store with `useSnapshot`.
 */
import { proxy } from 'valtio/vanilla';
import type { SiteConfig } from '@bf/api-client/bff';
import { ODDS_FORMAT, ODDS_FORMAT_IDS, isOddsFormatId } from '../odds/odds-format.ts';
import type { OddsFormatId } from '../odds/odds-format.ts';
import { APP_VIEW_TYPE, acceptMarketsNameType, acceptViewType, resolveOddsFormat } from '../odds/allowed-odds-format.ts';
import type { AppViewType, MarketsNameType } from '../odds/allowed-odds-format.ts';

/** appTheme (spec: auth-limits §3): 0 light, 1 dark. */
export const APP_THEME = { light: 0, dark: 1 } as const;
export type AppTheme = (typeof APP_THEME)[keyof typeof APP_THEME];

/** A 0/1 switch: the spec gives these settings as numbers, not booleans. */
export type Flag = 0 | 1;

/** Cookie-consent agree type as stored (spec: auth-limits §3); null until the player chooses. */
export type CookiesAgreeType = 'all' | 'only_functionality' | 'only_marketing' | 'disable';
export const COOKIES_AGREE_TYPES: readonly CookiesAgreeType[] = ['all', 'only_functionality', 'only_marketing', 'disable'];

/** The browser window's size in CSS px. */
export interface WindowSize {
  width: number;
  height: number;
}

/** The Global settings of spec auth-limits §3, in the spec's order. */
export interface GlobalSettings {
  /** Font size step; 0 is the theme's base size. */
  appFontSize: number;
  /** 0 light (default), 1 dark. */
  appTheme: AppTheme;
  /** 0 European (default), 1 Asian. */
  appViewType: AppViewType;
  /** Last known balance of the active account, for the header. */
  balance: number;
  /** How odds changes are indicated; 0 is the default style. */
  coefIndicationType: number;
  /** The odds format id (SPORT-002..005), always allowed and adjusted for the view (SPORT-006, 007). */
  coefViewId: OddsFormatId;
  /** Display options per market group, as the market views store them. */
  marketDisplaySettings: Record<string, unknown>;
  /** Interface language, default Russian. */
  language: string;
  /** Country code (lower case, as phone countries use it), default Russia. */
  currentCountryCode: string;
  /** Hours from UTC, default 3 (Moscow). */
  timeZone: number;
  /** 12-hour clock; false (24-hour) by default. */
  is12h: boolean;
  /** The signed-in user's id, null for visitors. */
  userId: number | null;
  lineProfileId: number;
  liveProfileId: number;
  profileIdTimestamp: number;
  isAccumulatorOfTheDay: Flag;
  isLiveAccumulatorOfTheDay: Flag;
  isAppCompactView: Flag;
  isAppLightVersion: Flag;
  isBestMatchesOnTop: Flag;
  isBetGenerator: Flag;
  isDetailedScore: Flag;
  isDisplayStatsInNewWindow: Flag;
  isMoveVideoOnScroll: Flag;
  isShowGameId: Flag;
  isShowSportsOnly: Flag;
  isTeamLogosInCoupon: Flag;
  /** Left column display state; 0 is the default (shown). */
  leftSectionDisplayState: number;
  /** Right column display state; 0 is the default (shown). */
  rightSectionDisplayState: number;
  isLeftSectionHover: boolean;
  isLeftSectionFiltersOpen: boolean;
  /** Short (default) or full market names. */
  marketsNameType: MarketsNameType;
  /** HTTP status the server render ended with, null when it rendered normally. */
  ssrHttpErrorCode: number | null;
  /** The site config of this request, null until loaded. */
  siteConfig: SiteConfig | null;
  windowSize: WindowSize | null;
  /** State of the match-tracker zone; 0 closed. */
  zoneState: number;
  cookiesAgreeType: CookiesAgreeType | null;
  isUserTermsChanged: boolean;
  /** Default true. */
  partnerHasTaxes: boolean;
  /** Epoch seconds of the terms change, null if none. */
  userTermsChangedUpdatedAt: number | null;
  /** A/B test ids the user takes part in. */
  abTestsAvailability: Record<string, boolean>;
  /** Group championships by country; default true. */
  isGroupByCountry: boolean;
  isShadowNotifyOpened: boolean;
  isRegistrationProcess: boolean;
  visuallyImpairedMode: boolean;
  /** "Other settings: timezone" (spec: auth-limits §3): the IANA zone name next to the hour offset. */
  timezone: string;
}

/** A fresh object with every default (a new one per call, so stores never share nested objects). */
export function defaultGlobalSettings(): GlobalSettings {
  return {
    appFontSize: 0,
    appTheme: APP_THEME.light,
    appViewType: APP_VIEW_TYPE.european,
    balance: 0,
    coefIndicationType: 0,
    coefViewId: ODDS_FORMAT.decimal,
    marketDisplaySettings: {},
    language: 'ru',
    currentCountryCode: 'ru',
    timeZone: 3,
    is12h: false,
    userId: null,
    lineProfileId: 0,
    liveProfileId: 0,
    profileIdTimestamp: 0,
    isAccumulatorOfTheDay: 1,
    isLiveAccumulatorOfTheDay: 1,
    isAppCompactView: 0,
    isAppLightVersion: 0,
    isBestMatchesOnTop: 0,
    isBetGenerator: 0,
    isDetailedScore: 0,
    isDisplayStatsInNewWindow: 1,
    isMoveVideoOnScroll: 1,
    isShowGameId: 0,
    isShowSportsOnly: 0,
    isTeamLogosInCoupon: 0,
    leftSectionDisplayState: 0,
    rightSectionDisplayState: 0,
    isLeftSectionHover: false,
    isLeftSectionFiltersOpen: false,
    marketsNameType: 'short',
    ssrHttpErrorCode: null,
    siteConfig: null,
    windowSize: null,
    zoneState: 0,
    cookiesAgreeType: null,
    isUserTermsChanged: false,
    partnerHasTaxes: true,
    userTermsChangedUpdatedAt: null,
    abTestsAvailability: {},
    isGroupByCountry: true,
    isShadowNotifyOpened: false,
    isRegistrationProcess: false,
    visuallyImpairedMode: false,
    timezone: 'Europe/Moscow',
  };
}

/** True for a UTC offset in hours from −12 to +14 in quarter hours (India +5.5, Nepal +5.75). */
export function isTimeZoneOffset(value: unknown): value is number {
  return typeof value === 'number' && value >= -12 && value <= 14 && Number.isInteger(value * 4);
}

export interface ParseSettingsOptions {
  /** Odds format ids the site allows (default all). */
  allowedOddsFormats?: readonly number[];
}

/** Defaults the site config may give; each is used only if it is in its allowed list (spec: auth-limits §5). */
export interface SiteSettingsDefaults {
  appViewType?: unknown;
  allowedViewTypes?: readonly number[];
  marketsNameType?: unknown;
  allowedMarketsNameTypes?: readonly string[];
  coefViewId?: unknown;
}

export interface SettingsStoreOptions extends ParseSettingsOptions {
  /**
   * Settings already checked with `parseGlobalSettings` (parse-global-settings.ts, which holds the validator; no
   * page passes any today, so the validator is not in the first-load JS); the defaults when absent.
   */
  initial?: GlobalSettings;
}

/** The settings store: a Valtio proxy and the actions that change it. */
export interface SettingsStore {
  /** The settings; read with `useSnapshot(store.state)`, change through the actions. */
  readonly state: GlobalSettings;
  /** Sets the odds format if allowed (else keeps the current one), adjusted for the view type. */
  setOddsFormat(formatId: unknown): void;
  /** Light (0) or dark (1); other values are ignored. */
  setTheme(theme: unknown): void;
  /** European (0) or Asian (1); re-adjusts the odds format for the new view. Other values are ignored. */
  setViewType(viewType: unknown): void;
  /** Hours from UTC (−12…+14, quarter hours); other values are ignored. */
  setTimeZone(hours: unknown): void;
  /** 12-hour (true) or 24-hour (false) clock. */
  set12h(is12h: boolean): void;
  /** Applies the site's default view type, markets name type and odds format, each only if allowed; for a player with no stored settings. */
  applySiteDefaults(defaults: SiteSettingsDefaults): void;
}

/**
 * A fresh settings store per call (one per request on the server, never module state).
 * @example
 * const store = createSettingsStore({ initial: parseGlobalSettings(JSON.parse(saved)) });
 * store.setOddsFormat(ODDS_FORMAT.fractional);
 */
export function createSettingsStore({ initial, allowedOddsFormats = ODDS_FORMAT_IDS }: SettingsStoreOptions = {}): SettingsStore {
  const state = proxy<GlobalSettings>(initial ? { ...initial } : defaultGlobalSettings());
  state.coefViewId = resolveOddsFormat(state.coefViewId, { viewType: state.appViewType, allowed: allowedOddsFormats });
  const resolve = (requested: unknown) => resolveOddsFormat(requested, { previous: state.coefViewId, viewType: state.appViewType, allowed: allowedOddsFormats });

  return {
    state,
    setOddsFormat(formatId) {
      state.coefViewId = resolve(formatId);
    },
    setTheme(theme) {
      if (theme === APP_THEME.light || theme === APP_THEME.dark) state.appTheme = theme;
    },
    setViewType(viewType) {
      state.appViewType = acceptViewType(viewType, state.appViewType);
      state.coefViewId = resolve(state.coefViewId);
    },
    setTimeZone(hours) {
      if (isTimeZoneOffset(hours)) state.timeZone = hours;
    },
    set12h(is12h) {
      if (typeof is12h === 'boolean') state.is12h = is12h;
    },
    applySiteDefaults({ appViewType, allowedViewTypes, marketsNameType, allowedMarketsNameTypes, coefViewId }) {
      state.appViewType = acceptViewType(appViewType, state.appViewType, allowedViewTypes);
      state.marketsNameType = acceptMarketsNameType(marketsNameType, state.marketsNameType, allowedMarketsNameTypes);
      state.coefViewId = resolve(isOddsFormatId(coefViewId) ? coefViewId : state.coefViewId);
    },
  };
}
