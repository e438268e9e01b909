import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { snapshot } from 'valtio/vanilla';
import { APP_THEME, createSettingsStore, defaultGlobalSettings, parseGlobalSettings } from '@bf/headless/settings';
import type { GlobalSettings } from '@bf/headless/settings';
import { APP_VIEW_TYPE, ODDS_FORMAT, ODDS_FORMAT_IDS } from '@bf/headless/odds';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';

// spec: auth-limits §3 "Global settings", in the spec's order.
const SPEC_FIELDS = [
  'appFontSize', 'appTheme', 'appViewType', 'balance', 'coefIndicationType', 'coefViewId', 'marketDisplaySettings', 'language',
  'currentCountryCode', 'timeZone', 'is12h', 'userId', 'lineProfileId', 'liveProfileId', 'profileIdTimestamp', 'isAccumulatorOfTheDay',
  'isLiveAccumulatorOfTheDay', 'isAppCompactView', 'isAppLightVersion', 'isBestMatchesOnTop', 'isBetGenerator', 'isDetailedScore',
  'isDisplayStatsInNewWindow', 'isMoveVideoOnScroll', 'isShowGameId', 'isShowSportsOnly', 'isTeamLogosInCoupon', 'leftSectionDisplayState',
  'rightSectionDisplayState', 'isLeftSectionHover', 'isLeftSectionFiltersOpen', 'marketsNameType', 'ssrHttpErrorCode', 'siteConfig',
  'windowSize', 'zoneState', 'cookiesAgreeType', 'isUserTermsChanged', 'partnerHasTaxes', 'userTermsChangedUpdatedAt', 'abTestsAvailability',
  'isGroupByCountry', 'isShadowNotifyOpened', 'isRegistrationProcess', 'visuallyImpairedMode',
];

describe('global settings defaults', () => {
  it('has every field of the spec', () => {
    const keys = Object.keys(defaultGlobalSettings());
    for (const field of SPEC_FIELDS) expect(keys).toContain(field);
  });

  it('defaults to light, European, Russian, Russia, UTC+3 and the 24-hour clock', () => {
    const settings = defaultGlobalSettings();
    expect(APP_THEME).toEqual({ light: 0, dark: 1 });
    expect(APP_VIEW_TYPE).toEqual({ european: 0, asian: 1 });
    expect(settings).toMatchObject({ appTheme: 0, appViewType: 0, language: 'ru', currentCountryCode: 'ru', timeZone: 3, is12h: false, timezone: 'Europe/Moscow' });
  });

  it('defaults the accumulator, stats and video settings to 1', () => {
    expect(defaultGlobalSettings()).toMatchObject({ isAccumulatorOfTheDay: 1, isLiveAccumulatorOfTheDay: 1, isDisplayStatsInNewWindow: 1, isMoveVideoOnScroll: 1 });
  });

  it('defaults the view and section settings to 0', () => {
    expect(defaultGlobalSettings()).toMatchObject({
      isAppCompactView: 0, isAppLightVersion: 0, isBestMatchesOnTop: 0, isBetGenerator: 0, isDetailedScore: 0, isShowGameId: 0,
      isShowSportsOnly: 0, isTeamLogosInCoupon: 0, leftSectionDisplayState: 0, rightSectionDisplayState: 0,
    });
  });

  it('defaults to short market names, partner taxes and grouping by country', () => {
    expect(defaultGlobalSettings()).toMatchObject({ marketsNameType: 'short', partnerHasTaxes: true, isGroupByCountry: true, coefViewId: 0 });
  });

  it('gives a new object each time', () => {
    const a = defaultGlobalSettings();
    a.marketDisplaySettings.x = 1;
    expect(defaultGlobalSettings().marketDisplaySettings).toEqual({});
  });
});

describe('parseGlobalSettings', () => {
  it('keeps valid stored values', () => {
    const stored = { ...defaultGlobalSettings(), appTheme: 1, appViewType: 1, coefViewId: 6, language: 'en', currentCountryCode: 'DE', timeZone: 5.5, is12h: true, isGroupByCountry: false, marketsNameType: 'full', userId: 42, siteConfig: FALLBACK_SITE_CONFIG };
    const settings = parseGlobalSettings(JSON.parse(JSON.stringify(stored)));
    expect(settings).toMatchObject({ appTheme: 1, appViewType: 1, coefViewId: 6, language: 'en', currentCountryCode: 'de', timeZone: 5.5, is12h: true, isGroupByCountry: false, marketsNameType: 'full', userId: 42 });
    expect(settings.siteConfig?.companyName).toBe(FALLBACK_SITE_CONFIG.companyName);
  });

  it('replaces each bad field by its default and keeps the good ones', () => {
    const settings = parseGlobalSettings({ appTheme: 7, timeZone: 99, is12h: 'yes', language: 'Russian', coefViewId: 3, isAccumulatorOfTheDay: 2, partnerHasTaxes: null, isShowGameId: 1, siteConfig: { broken: true } });
    expect(settings).toMatchObject({ appTheme: 0, timeZone: 3, is12h: false, language: 'ru', coefViewId: 0, isAccumulatorOfTheDay: 1, partnerHasTaxes: true, isShowGameId: 1, siteConfig: null });
  });

  it('gives the defaults for garbage', () => {
    for (const garbage of [undefined, null, 'settings', 42, [], [1, 2], true]) expect(parseGlobalSettings(garbage)).toEqual(defaultGlobalSettings());
  });

  it('checks the stored odds format against the allowed list and the view type', () => {
    expect(parseGlobalSettings({ appViewType: 1, coefViewId: 1 }).coefViewId).toBe(ODDS_FORMAT.hongKong);
    expect(parseGlobalSettings({ coefViewId: 2 }, { allowedOddsFormats: [1] }).coefViewId).toBe(ODDS_FORMAT.decimal);
  });

  it('reads a -0 as 0, as JSON would store it (a case the property below found)', () => {
    expect(Object.is(parseGlobalSettings({ appFontSize: -0 }).appFontSize, 0)).toBe(true);
    expect(Object.is(parseGlobalSettings({ timeZone: -0 }).timeZone, 0)).toBe(true);
  });

  it('always yields a complete valid object from arbitrary JSON (property)', () => {
    const defaults = defaultGlobalSettings();
    const keys = Object.keys(defaults) as (keyof GlobalSettings)[];
    const fieldValue = fc.oneof(fc.jsonValue(), fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 14, 15, 16, 'short', 'full', 'ru', 'dark', true, false, null));
    const partial = fc.dictionary(fc.constantFrom(...keys, 'extra', '__proto__'), fieldValue);
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), partial), (input) => {
        const settings = parseGlobalSettings(input);
        expect(Object.keys(settings).sort()).toEqual([...keys].sort());
        expect([0, 1]).toContain(settings.appTheme);
        expect([0, 1]).toContain(settings.appViewType);
        expect(ODDS_FORMAT_IDS).toContain(settings.coefViewId);
        expect(['short', 'full']).toContain(settings.marketsNameType);
        expect(typeof settings.is12h).toBe('boolean');
        expect(Number.isFinite(settings.timeZone)).toBe(true);
        // Parsing valid settings changes nothing.
        expect(parseGlobalSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
      }),
    );
  });
});

describe('createSettingsStore', () => {
  it('makes a fresh store per call', () => {
    const a = createSettingsStore();
    const b = createSettingsStore();
    a.setTheme(APP_THEME.dark);
    a.state.marketDisplaySettings.x = 1;
    expect(b.state.appTheme).toBe(0);
    expect(b.state.marketDisplaySettings).toEqual({});
  });

  it('starts from validated stored settings', () => {
    const store = createSettingsStore({ initial: parseGlobalSettings({ appTheme: 1, timeZone: 'x' }) });
    expect(snapshot(store.state)).toMatchObject({ appTheme: 1, timeZone: 3 });
  });

  it('sets an allowed odds format and ignores one that is not allowed', () => {
    const store = createSettingsStore({ allowedOddsFormats: [0, 1, 2] });
    store.setOddsFormat(ODDS_FORMAT.fractional);
    expect(store.state.coefViewId).toBe(1);
    store.setOddsFormat(ODDS_FORMAT.malay);
    expect(store.state.coefViewId).toBe(1);
    store.setOddsFormat(3);
    expect(store.state.coefViewId).toBe(1);
  });

  it('adjusts the odds format when the view type changes', () => {
    const store = createSettingsStore();
    store.setOddsFormat(ODDS_FORMAT.american);
    store.setViewType(APP_VIEW_TYPE.asian);
    expect(store.state).toMatchObject({ appViewType: 1, coefViewId: ODDS_FORMAT.hongKong });
    store.setOddsFormat(ODDS_FORMAT.fractional);
    expect(store.state.coefViewId).toBe(ODDS_FORMAT.hongKong);
    store.setOddsFormat(ODDS_FORMAT.malay);
    expect(store.state.coefViewId).toBe(ODDS_FORMAT.malay);
    store.setViewType(2);
    expect(store.state.appViewType).toBe(1);
  });

  it('sets the theme, time zone and clock, ignoring bad values', () => {
    const store = createSettingsStore();
    store.setTheme(APP_THEME.dark);
    store.setTheme(5);
    store.setTimeZone(-3.5);
    store.setTimeZone(15);
    store.setTimeZone(2.1);
    store.set12h(true);
    expect(store.state).toMatchObject({ appTheme: 1, timeZone: -3.5, is12h: true });
    store.set12h(false);
    expect(store.state.is12h).toBe(false);
  });

  it('applies site defaults only when they are in the allowed lists', () => {
    const store = createSettingsStore();
    store.applySiteDefaults({ appViewType: 1, allowedViewTypes: [0], marketsNameType: 'full', allowedMarketsNameTypes: ['short'] });
    expect(store.state).toMatchObject({ appViewType: 0, marketsNameType: 'short' });
    store.applySiteDefaults({ appViewType: 1, allowedViewTypes: [0, 1], marketsNameType: 'full', coefViewId: ODDS_FORMAT.fractional });
    expect(store.state).toMatchObject({ appViewType: 1, marketsNameType: 'full', coefViewId: ODDS_FORMAT.hongKong });
    store.applySiteDefaults({ marketsNameType: 'huge', coefViewId: 99 });
    expect(store.state).toMatchObject({ marketsNameType: 'full', coefViewId: ODDS_FORMAT.hongKong });
  });
});
