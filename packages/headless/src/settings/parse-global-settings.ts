/**
 * Stored or hydrated global settings turned into valid ones, field by field (spec: auth-limits §3 "Global settings").
 * The validator (zod, with the site config's schema) lives here, apart from the store in global-settings.ts, so it is
 * not in the first-load JS: no page hands the store stored settings today (docs/decisions.md "No validator in the
 * first load").
 */
// zod/mini: the same checks at a fraction of the bundle size.
import * as z from 'zod/mini';
import { siteConfigSchema } from '@bf/api-client/schemas/site-config';
import { ODDS_FORMAT_IDS } from '../odds/odds-format.ts';
import type { OddsFormatId } from '../odds/odds-format.ts';
import { APP_VIEW_TYPES, MARKETS_NAME_TYPES, resolveOddsFormat } from '../odds/allowed-odds-format.ts';
import type { AppViewType, MarketsNameType } from '../odds/allowed-odds-format.ts';
import { COOKIES_AGREE_TYPES, defaultGlobalSettings, isTimeZoneOffset, type AppTheme, type CookiesAgreeType, type Flag, type GlobalSettings, type ParseSettingsOptions } from './global-settings.ts';

const DEFAULTS = defaultGlobalSettings();
const oneOf = <T extends number | string>(values: readonly T[]) => z.literal(values);
// Each field falls back to its own default, so one bad value never costs the player the others.
const field = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T> | (() => z.output<T>)) => z.catch(schema, fallback);
const flag = (fallback: Flag) => field(oneOf<Flag>([0, 1]), fallback);
const count = (fallback: number) => field(z.int().check(z.nonnegative()), fallback);

/** Validates stored or hydrated settings field by field; anything missing or malformed takes its default. */
export const globalSettingsSchema = z.lazy(() => z.catch(
  z.object({
    appFontSize: count(DEFAULTS.appFontSize),
    appTheme: field(oneOf<AppTheme>([0, 1]), DEFAULTS.appTheme),
    appViewType: field(oneOf<AppViewType>(APP_VIEW_TYPES), DEFAULTS.appViewType),
    balance: field(z.number(), DEFAULTS.balance),
    coefIndicationType: count(DEFAULTS.coefIndicationType),
    coefViewId: field(oneOf<OddsFormatId>(ODDS_FORMAT_IDS), DEFAULTS.coefViewId),
    marketDisplaySettings: field(z.record(z.string(), z.unknown()), () => ({})),
    language: field(z.string().check(z.regex(/^[a-z]{2}$/)), DEFAULTS.language),
    currentCountryCode: field(z.pipe(z.string().check(z.regex(/^[a-zA-Z]{2}$/)), z.transform((code) => code.toLowerCase())), DEFAULTS.currentCountryCode),
    timeZone: field(z.number().check(z.refine(isTimeZoneOffset)), DEFAULTS.timeZone),
    is12h: field(z.boolean(), DEFAULTS.is12h),
    userId: field(z.nullable(z.int().check(z.positive())), DEFAULTS.userId),
    lineProfileId: count(DEFAULTS.lineProfileId),
    liveProfileId: count(DEFAULTS.liveProfileId),
    profileIdTimestamp: count(DEFAULTS.profileIdTimestamp),
    isAccumulatorOfTheDay: flag(DEFAULTS.isAccumulatorOfTheDay),
    isLiveAccumulatorOfTheDay: flag(DEFAULTS.isLiveAccumulatorOfTheDay),
    isAppCompactView: flag(DEFAULTS.isAppCompactView),
    isAppLightVersion: flag(DEFAULTS.isAppLightVersion),
    isBestMatchesOnTop: flag(DEFAULTS.isBestMatchesOnTop),
    isBetGenerator: flag(DEFAULTS.isBetGenerator),
    isDetailedScore: flag(DEFAULTS.isDetailedScore),
    isDisplayStatsInNewWindow: flag(DEFAULTS.isDisplayStatsInNewWindow),
    isMoveVideoOnScroll: flag(DEFAULTS.isMoveVideoOnScroll),
    isShowGameId: flag(DEFAULTS.isShowGameId),
    isShowSportsOnly: flag(DEFAULTS.isShowSportsOnly),
    isTeamLogosInCoupon: flag(DEFAULTS.isTeamLogosInCoupon),
    leftSectionDisplayState: count(DEFAULTS.leftSectionDisplayState),
    rightSectionDisplayState: count(DEFAULTS.rightSectionDisplayState),
    isLeftSectionHover: field(z.boolean(), DEFAULTS.isLeftSectionHover),
    isLeftSectionFiltersOpen: field(z.boolean(), DEFAULTS.isLeftSectionFiltersOpen),
    marketsNameType: field(oneOf<MarketsNameType>(MARKETS_NAME_TYPES), DEFAULTS.marketsNameType),
    ssrHttpErrorCode: field(z.nullable(z.int().check(z.gte(100), z.lte(599))), DEFAULTS.ssrHttpErrorCode),
    siteConfig: field(z.nullable(siteConfigSchema), DEFAULTS.siteConfig),
    windowSize: field(z.nullable(z.object({ width: z.number().check(z.nonnegative()), height: z.number().check(z.nonnegative()) })), DEFAULTS.windowSize),
    zoneState: count(DEFAULTS.zoneState),
    cookiesAgreeType: field(z.nullable(oneOf<CookiesAgreeType>(COOKIES_AGREE_TYPES)), DEFAULTS.cookiesAgreeType),
    isUserTermsChanged: field(z.boolean(), DEFAULTS.isUserTermsChanged),
    partnerHasTaxes: field(z.boolean(), DEFAULTS.partnerHasTaxes),
    userTermsChangedUpdatedAt: field(z.nullable(z.int().check(z.nonnegative())), DEFAULTS.userTermsChangedUpdatedAt),
    abTestsAvailability: field(z.record(z.string(), z.boolean()), () => ({})),
    isGroupByCountry: field(z.boolean(), DEFAULTS.isGroupByCountry),
    isShadowNotifyOpened: field(z.boolean(), DEFAULTS.isShadowNotifyOpened),
    isRegistrationProcess: field(z.boolean(), DEFAULTS.isRegistrationProcess),
    visuallyImpairedMode: field(z.boolean(), DEFAULTS.visuallyImpairedMode),
    timezone: field(z.string().check(z.minLength(1), z.maxLength(64)), DEFAULTS.timezone),
  }),
  defaultGlobalSettings,
));

/**
 * Settings from anything (parsed JSON, a hydration payload, garbage): always a complete, valid object,
 * with the odds format checked against the allowed list and the view type (SPORT-006, 007).
 */
// JSON has no -0 (a stored -0 reads back as 0), so a -0 anywhere is read as 0: parsing parsed settings changes nothing.
const withoutNegativeZero = (value: unknown): unknown =>
  Object.is(value, -0) ? 0 : Array.isArray(value) ? value.map(withoutNegativeZero) : value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutNegativeZero(entry)])) : value;

export function parseGlobalSettings(input: unknown, { allowedOddsFormats = ODDS_FORMAT_IDS }: ParseSettingsOptions = {}): GlobalSettings {
  const settings: GlobalSettings = globalSettingsSchema.parse(withoutNegativeZero(input));
  settings.coefViewId = resolveOddsFormat(settings.coefViewId, { viewType: settings.appViewType, allowed: allowedOddsFormats });
  return settings;
}

