import { describe, expect, it } from 'vitest';
import { createSportsServices, SPORTS_SETTINGS_KEY } from './sports-services.ts';
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
});
