import {
  apiErrorBodySchema,
  CONFIG_GROUPS,
  siteConfigSchema,
  type SiteConfig,
} from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';

let api: Api;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function getConfig(query = '', headers: Record<string, string> = {}) {
  const res = await api.app.request(`/bff-api/config/all.json${query}`, { headers });
  return { res, body: (await res.json()) as SiteConfig };
}

function maxAge(res: Response): number {
  return Number(/^public, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
}

describe('GET /bff-api/config/all.json', () => {
  it('serves a SiteConfig that matches the shared schema', async () => {
    for (const lang of ['en', 'ru', 'it', 'kk']) {
      const { res, body } = await getConfig(`?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(siteConfigSchema.safeParse(body).error).toBeUndefined();
    }
  });

  it('carries the site config fields the spec lists, through the client\'s schema (CFG-002)', async () => {
    const { body } = await getConfig('?lang=en');
    const parsed = siteConfigSchema.parse(body);
    expect({
      ref_id: parsed.ref_id,
      group_id: parsed.group_id,
      companyName: parsed.companyName,
      isPwa: parsed.isPwa,
      themeColor: parsed.pwaManifest.themeColor,
      partnerCssBrandBook: parsed.partnerCssBrandBook,
      isFlexibleAssetPath: parsed.isFlexibleAssetPath,
      isFatmanAnalyticsAvailable: parsed.isFatmanAnalyticsAvailable,
    }).toEqual({
      ref_id: 1,
      group_id: 1,
      companyName: 'BetFront',
      isPwa: true,
      themeColor: '#0b5fff',
      partnerCssBrandBook: [
        { css_prop: '--brand-primary', css_value: '#0b5fff' },
        { css_prop: '--brand-on-primary', css_value: '#ffffff' },
      ],
      isFlexibleAssetPath: false,
      isFatmanAnalyticsAvailable: true,
    });
  });

  it('carries the flags the shell reads, through the client\'s schema (CFG-001)', async () => {
    const { body } = await getConfig('?lang=en');
    const parsed = siteConfigSchema.parse(body);
    expect(parsed).toMatchObject({
      isRegistrationAllowed: true,
      isVipDomain: false,
      isShowPaymentPageOnlyAuth: true,
      isAutoLogoffEnable: true,
      autoLogoffInactiveMinutes: 30,
      show_one_click: true,
      showVipBet: true,
      isAvailableCouponBonusBet: true,
      couponTypesWithMinAmount: [1, 2, 3, 4, 9],
      couponTypesWithMaxAmount: [1, 2, 3, 4, 9],
      ref_id: 1,
    });
    // Availability numbers 1 to 60 but 13, and 72.
    expect(parsed.availableRoutes).toHaveLength(60);
    expect(parsed.availableRoutes).toEqual(expect.arrayContaining([1, 12, 14, 60, 72]));
    expect(parsed.availableRoutes).not.toContain(13);
  });

  it('serves the demo operator', async () => {
    const { body } = await getConfig('?lang=en');
    expect(body).toMatchObject({
      companyName: 'BetFront',
      defaultLanguage: 'en',
      defaultCurrency: 'RUB',
      blockedUrlFragments: ['wp-admin', '.php'],
      isAgeConfirmation: 18,
      pwaManifest: { themeColor: '#0b5fff' },
      maintenance: { isActive: false },
    });
    expect(body.availableRoutes).toContain(72);
    expect(body.availableRoutes).not.toContain(13);
    expect(body.languages.map((language) => language.code)).toEqual(['en', 'ru', 'uk', 'kk', 'az', 'de', 'es', 'pt', 'tr', 'fr', 'it']);
    expect(body.languages.filter((language) => language.isHiddenForGuests).map((language) => language.code)).toEqual(['it']);
    expect(body.currencies.map((currency) => currency.iso)).toEqual(['RUB', 'USD', 'EUR', 'KZT', 'UAH', 'BRL', 'TRY', 'AZN']);
  });

  it('names languages in the requested language', async () => {
    const { res, body } = await getConfig('?lang=de');
    expect(res.headers.get('content-language')).toBe('de');
    expect(body.languages.find((language) => language.code === 'ru')).toMatchObject({ name: 'Russisch', nativeName: 'Русский' });
  });

  it('falls back to the default language for an unknown or absent lang', async () => {
    for (const query of ['', '?lang=', '?lang=xx', '?lang=zz-ZZ']) {
      const { res, body } = await getConfig(query);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-language')).toBe('en');
      expect(body.languages[1]).toMatchObject({ code: 'ru', name: 'Russian' });
    }
  });

  it('reads a regional tag by its language', async () => {
    const { res } = await getConfig('?lang=pt-BR');
    expect(res.headers.get('content-language')).toBe('pt');
  });

  it('accepts a geo-country header and refuses a malformed one', async () => {
    expect((await getConfig('?lang=en', { 'geo-country': 'kz' })).res.status).toBe(200);
    const { res, body } = await getConfig('?lang=en', { 'geo-country': 'not a country' });
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(body).errors[0]?.code).toBe('invalid_header');
  });

  it('refuses a malformed lang with 400 in the error shape', async () => {
    for (const lang of ['1', '<script>', 'e'.repeat(5000)]) {
      const { res, body } = await getConfig(`?lang=${encodeURIComponent(lang)}`);
      expect(res.status).toBe(400);
      expect(apiErrorBodySchema.parse(body).errors[0]?.code).toBe('invalid_query');
    }
  });

  it('is cached publicly for 600 to 900 seconds', async () => {
    const ages = await Promise.all(Array.from({ length: 30 }, async () => maxAge((await getConfig('?lang=en')).res)));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(600);
    expect(Math.max(...ages)).toBeLessThanOrEqual(900);
  });
});

describe('GET /bff-api/config/group/get', () => {
  const getGroups = (query: string) => api.app.request(`/bff-api/config/group/get${query}`);

  it('answers only the requested groups, each with its own fields', async () => {
    const res = await getGroups('?groups=b.core,d.core&lang=en');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(body)).toEqual(['b.core', 'd.core']);
    expect(body['b.core']).toMatchObject({ ref_id: 1, companyName: 'BetFront', defaultLanguage: 'en' });
    expect(body['b.core']).not.toHaveProperty('consultants');
    expect(Object.keys(body['d.core'] ?? {}).sort()).toEqual(
      ['consultants', 'countryId', 'isAccountMiddleware', 'isAgeConfirmation', 'isIdentificationAvailable', 'isNewSiteModal', 'isPromoBonusToOffer'].sort(),
    );
  });

  it('partitions the whole config: all groups together equal all.json', async () => {
    const res = await getGroups(`?groups=${CONFIG_GROUPS.join(',')}&lang=ru`);
    const groups = (await res.json()) as Record<string, Record<string, unknown>>;
    const merged = Object.assign({}, ...Object.values(groups)) as unknown;
    expect(merged).toEqual((await getConfig('?lang=ru')).body);
  });

  it('is cached publicly for 600 to 900 seconds', async () => {
    const age = maxAge(await getGroups('?groups=d.auth'));
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThanOrEqual(900);
  });

  it('refuses unknown, empty or missing groups with 400 in the error shape', async () => {
    for (const query of ['?groups=b.core,x.nope', '?groups=', '?groups=,,', '?lang=en', `?groups=${'b.core,'.repeat(500)}`]) {
      const res = await getGroups(query);
      expect(res.status, query).toBe(400);
      expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
    }
    const body = apiErrorBodySchema.parse(await (await getGroups('?groups=b.core,x.nope')).json());
    expect(body.errors[0]).toMatchObject({ code: 'invalid_query', detail: expect.stringContaining('x.nope') });
  });
});
