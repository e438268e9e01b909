import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTE_AVAILABILITY } from '@bf/headless/routes';
import { mapLimit } from '../support/concurrency.ts';
import { isStatusNote, waitForHydration, watchConsole } from '../support/page-health.ts';
import { SAMPLE_ROUTES, type SampleRoute } from '../support/routes.ts';

/**
 * Walks the whole route table as a signed-out visitor (spec: S1 §2, S2 §2): the first answer of the server is
 * what the guards say, and every page that renders hydrates cleanly on the platform of the project.
 */

/** The site config fields the guards read; loaded from the reference API the server mounts. */
interface GuardConfig {
  availableRoutes: number[];
  isShowPaymentPageOnlyAuth: boolean;
  isRegistrationAllowed: boolean;
  isVipDomain: boolean;
  isIdentificationAvailable: boolean;
  isPromoBonusToOffer: boolean;
  blockedUrlFragments: string[];
}

type Expected = { status: 200 | 404 | 500 } | { status: 301 | 302; location: string };

const found = (location: string): Expected => ({ status: 302, location });
const moved = (location: string): Expected => ({ status: 301, location });

/** Where each redirect route of the table sends a visitor (S2 §2; paths in docs/decisions.md). */
const REDIRECTS: Record<string, (params: Record<string, string>) => Expected> = {
  'old-registration': () => found('/en/registration'),
  'forgot-password': () => found('/en?showForgotPasswordModal=1'),
  coupon: () => found('/en'),
  'landing-redirect': (p) => found(p.landingId ? `/en/landing-page/${p.landingId}` : '/en'),
  'legacy-casino-game': (p) => moved(`/en/slots/game/${p.gameId}/${p.gameName ?? 'game'}`),
  'legacy-slots-game': (p) => moved(`/en/slots/game/${p.gameId}/${p.gameName ?? 'game'}`),
  'old-promotion-actions': (p) => moved(`/en/promotions/${p.name}`),
  'old-promotion-promo-actions': (p) => moved(`/en/promotions/${p.name}`),
  'old-promotion-bonus-actions': (p) => moved(`/en/promotions/${p.name}`),
};

/** Bonus routes and the offer routes they swap with (S2 §2 promo-bonus-to-offer). */
const BONUS_OFFER: Record<string, { isOffer: boolean; counterpart: string }> = {
  bonuses: { isOffer: false, counterpart: 'offers' },
  'bonus-rules': { isOffer: false, counterpart: 'offer-rules' },
  offers: { isOffer: true, counterpart: 'bonuses' },
  'offer-rules': { isOffer: true, counterpart: 'bonus-rules' },
};

/** The guards' answer for a signed-out visitor outside maintenance, in production. */
function expectedAnswer({ route, params, href }: SampleRoute, config: GuardConfig): Expected {
  const guards = route.guards ?? {};
  if (config.blockedUrlFragments.some((f) => f && href.toLowerCase().includes(f.toLowerCase()))) return { status: 404 };
  if (guards.debugOnly) return { status: 404 };
  if (guards.availability !== undefined && !config.availableRoutes.includes(guards.availability)) return { status: 404 };
  if (route.redirect) {
    const target = REDIRECTS[route.id];
    if (!target) throw new Error(`route-table.spec: say where the new redirect route ${route.id} goes`);
    return target(params);
  }
  // Not in maintenance: the maintenance page sends the user home (S1 §2).
  if (route.id === 'maintenance') return found('/en');
  const swap = BONUS_OFFER[route.id];
  if (swap && swap.isOffer !== config.isPromoBonusToOffer) return found(`/en/${swap.counterpart}/${href.split('/').slice(3).join('/')}`);
  if (guards.registrationAllowed && (!config.isRegistrationAllowed || config.isVipDomain)) return found('/en');
  if (guards.identification && !config.isIdentificationAvailable) return { status: 404 };
  if (guards.signedInOnly || (guards.payment && config.isShowPaymentPageOnlyAuth)) {
    const login = config.availableRoutes.includes(ROUTE_AVAILABILITY.login) ? '/en/user/login' : '/en';
    return found(`${login}?${new URLSearchParams({ returnUrl: href })}`);
  }
  if (guards.banOnly) return found('/en');
  if (route.id === 'server-error') return { status: 500 };
  return { status: 200 };
}

async function loadConfig(request: APIRequestContext): Promise<GuardConfig> {
  const response = await request.get('/bff-api/config/all.json?lang=en');
  expect(response.status()).toBe(200);
  return (await response.json()) as GuardConfig;
}

const describeRoute = ({ route, href }: SampleRoute) => `${route.id} ${href}`;

test.describe('route table: first answer of the server', () => {
  test('every route answers what its guards say', async ({ request }, testInfo) => {
    const config = await loadConfig(request);
    // The demo config must keep the cases the spec asks about reachable.
    expect(config.availableRoutes, 'login route (72) is on').toContain(ROUTE_AVAILABILITY.login);
    expect(config.availableRoutes, 'bonus games (13) are off').not.toContain(ROUTE_AVAILABILITY.bonusGames);

    const platform = testInfo.project.name;
    const results = await mapLimit(SAMPLE_ROUTES, 8, async (sample) => ({ sample, response: await request.get(sample.href, { maxRedirects: 0 }) }));
    const seen = new Set<string>();
    for (const { sample, response } of results) {
      const expected = expectedAnswer(sample, config);
      const label = describeRoute(sample);
      seen.add(sample.route.id);
      expect.soft(response.status(), label).toBe(expected.status);
      expect.soft(response.headers()['x-platform'], `${label} x-platform`).toBe(platform);
      if ('location' in expected) {
        const location = new URL(response.headers().location ?? '', testInfo.project.use.baseURL);
        expect.soft(location.origin, `${label} stays on the site`).toBe(new URL(testInfo.project.use.baseURL ?? '').origin);
        expect.soft(`${location.pathname}${location.search}`, `${label} location`).toBe(expected.location);
      }
    }
    expect(seen.size, 'every route of the table was requested').toBe(new Set(SAMPLE_ROUTES.map((s) => s.route.id)).size);
  });

  test('the cases the spec names answer as it says', async ({ request }) => {
    const answer = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return { status: response.status(), location: response.headers().location };
    };
    expect(await answer('/en/registration')).toEqual({ status: 200, location: undefined });
    expect(await answer('/en/games/bonus')).toMatchObject({ status: 404 });
    expect(await answer('/en/games/bonus/sample')).toMatchObject({ status: 404 });
    expect(await answer('/en/debug')).toMatchObject({ status: 404 });
    expect(await answer('/en/maintenance')).toEqual({ status: 302, location: '/en' });
    expect(await answer('/en/confirm')).toEqual({ status: 302, location: '/en/user/login?returnUrl=%2Fen%2Fconfirm' });
    expect(await answer('/en/office/account')).toEqual({ status: 302, location: '/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount' });
    expect(await answer('/en/block-appeal-history')).toEqual({ status: 302, location: '/en/user/login?returnUrl=%2Fen%2Fblock-appeal-history' });
    // The query string travels with the return URL.
    expect(await answer('/en/office/history?tab=2')).toEqual({ status: 302, location: '/en/user/login?tab=2&returnUrl=%2Fen%2Foffice%2Fhistory%3Ftab%3D2' });
  });
});

/** Pages that render for a visitor, split in batches so both workers share them. */
const BATCHES = 3;

test.describe('route table: every page renders and hydrates', () => {
  for (let batch = 0; batch < BATCHES; batch++) {
    test(`pages, batch ${batch + 1} of ${BATCHES}`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const config = await loadConfig(request);
      const renderable = SAMPLE_ROUTES.filter((sample) => expectedAnswer(sample, config).status === 200);
      const mine = renderable.filter((_, index) => index % BATCHES === batch);
      expect(mine.length).toBeGreaterThan(0);
      const consoleWatch = watchConsole(page, isStatusNote);
      const platform = testInfo.project.name;

      for (const sample of mine) {
        const label = describeRoute(sample);
        const response = await page.goto(sample.href, { waitUntil: 'load' });
        expect.soft(response?.status(), `${label} status`).toBe(200);
        expect.soft(response?.headers()['x-platform'], `${label} x-platform`).toBe(platform);
        await waitForHydration(page);
        expect.soft(new URL(page.url()).pathname, `${label} stays put`).toBe(sample.href);
        await expect.soft(page.locator('html'), `${label} <html lang>`).toHaveAttribute('lang', 'en');
        await expect.soft(page.getByRole('heading', { level: 1 }).first(), `${label} h1`).toBeVisible();
        expect.soft(consoleWatch.take(), `${label} console`).toEqual([]);
      }
    });
  }
});
