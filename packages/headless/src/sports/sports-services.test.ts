import { describe, expect, it } from 'vitest';
import { BETTING_STATE_KEY, createSportsServices, SPORTS_SETTINGS_KEY } from './sports-services.ts';
import { ODDS_FORMAT } from '../odds/odds-format.ts';

const memory = (entries: Record<string, string> = {}) => {
  const data = new Map(Object.entries(entries));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

// spec: auth-limits §5, "View type and markets name type from site defaults are accepted only if in allowed lists" (SPORT-008).
describe('sports services: the site settings for a new player', () => {
  it('start a new player on the site defaults that are in their allowed lists', () => {
    const { settings } = createSportsServices({
      storage: memory(),
      siteDefaults: { appViewType: 1, allowedViewTypes: [0, 1], marketsNameType: 'full', allowedMarketsNameTypes: ['short', 'full'], coefViewId: ODDS_FORMAT.malay },
    });
    expect(settings.state.appViewType).toBe(1);
    expect(settings.state.marketsNameType).toBe('full');
    expect(settings.state.coefViewId).toBe(ODDS_FORMAT.malay);
  });

  it('ignore a default outside its allowed list, keeping the spec default', () => {
    const { settings } = createSportsServices({ storage: memory(), siteDefaults: { appViewType: 1, allowedViewTypes: [0], marketsNameType: 'full', allowedMarketsNameTypes: ['short'] } });
    expect(settings.state.appViewType).toBe(0);
    expect(settings.state.marketsNameType).toBe('short');
  });

  it("let the player's saved odds format win over the site default once restored", () => {
    const services = createSportsServices({ storage: memory({ [SPORTS_SETTINGS_KEY]: JSON.stringify({ coefViewId: ODDS_FORMAT.american }) }), siteDefaults: { coefViewId: ODDS_FORMAT.fractional } });
    expect(services.settings.state.coefViewId).toBe(ODDS_FORMAT.fractional);
    services.restore();
    expect(services.settings.state.coefViewId).toBe(ODDS_FORMAT.american);
  });

  it('restores and saves the office settings: view type, 12-hour clock and the chosen time zone', async () => {
    const storage = memory({ [SPORTS_SETTINGS_KEY]: JSON.stringify({ appViewType: 1, coefViewId: ODDS_FORMAT.malay, is12h: true, timeZone: 5.5 }) });
    const services = createSportsServices({ storage });
    expect([services.settings.state.is12h, services.zone.hours]).toEqual([false, null]);
    services.restore();
    expect([services.settings.state.appViewType, services.settings.state.coefViewId, services.settings.state.is12h, services.zone.hours]).toEqual([1, ODDS_FORMAT.malay, true, 5.5]);
    services.zone.hours = -3.5;
    services.settings.set12h(false);
    await Promise.resolve();
    expect(JSON.parse(storage.getItem(SPORTS_SETTINGS_KEY) ?? '{}')).toMatchObject({ appViewType: 1, is12h: false, timeZone: -3.5 });
  });

  it('ignores a stored time zone that is no UTC offset', () => {
    const services = createSportsServices({ storage: memory({ [SPORTS_SETTINGS_KEY]: JSON.stringify({ timeZone: 99 }) }) });
    services.restore();
    expect(services.zone.hours).toBeNull();
  });
});

describe('sports services: the betting state is kept in this browser', () => {
  it('restores the saved per-sport settings and time filter, and saves changes', async () => {
    const storage = memory({ [BETTING_STATE_KEY]: JSON.stringify({ timeFilter: 1, sportSettings: { 1: { line: true, live: false, cyberSportFilter: 1 } } }) });
    const services = createSportsServices({ storage });
    services.restore();
    expect(services.betting.state.timeFilter).toBe(1);
    expect(services.betting.sportSettingsOf(1)).toEqual({ line: true, live: false, cyberSportFilter: 1 });
    services.betting.setSportSettings(4, { line: false });
    await Promise.resolve();
    const saved = JSON.parse(storage.getItem(BETTING_STATE_KEY) ?? '{}') as { sportSettings: Record<string, unknown> };
    expect(saved.sportSettings['4']).toEqual({ line: false, live: true, cyberSportFilter: 0 });
  });

  it('ignores a malformed saved state and keeps the defaults', () => {
    const services = createSportsServices({ storage: memory({ [BETTING_STATE_KEY]: '{"timeFilter":"soon","sportSettings":{"x":1}}' }) });
    services.restore();
    expect(services.betting.state.timeFilter).toBe(0);
    expect(services.betting.state.sportSettings).toEqual({});
  });
});
