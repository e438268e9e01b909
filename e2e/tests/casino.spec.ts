import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import type axe from 'axe-core';
import { keepConsentAnswered } from '../support/consent.ts';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

// The casino (ROUTE-002, ROUTE-042 to ROUTE-050, SHELL-019) in both apps against the reference API's demo catalogue.

const AXE_SOURCE = (createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
const GAMES_CALL = /\/web-api\/casino\/v1\/games\?/;

/** The casino's category strip: its own row on desktop, the casino layout's chips on a phone. */
const strip = (page: Page, isMobile: boolean) => page.getByRole('navigation', { name: isMobile ? 'Main navigation' : 'Game categories' });
const gamesGrid = (page: Page, name = 'Games') => page.getByRole('region', { name, exact: true });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Holds every games call until `release` is called: the grid shows its skeletons for as long as the test needs. */
async function holdGames(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(GAMES_CALL, (route) => (isReleased ? route.continue() : void held.push(route)));
  return async () => {
    isReleased = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

async function signedInPlayer(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 0 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  await context.clearCookies();
  await context.addCookies([{ name: 'user_token', value: token, url: baseURL }]);
  await keepConsentAnswered(context);
}

test.describe('casino', () => {
  test('the lobby shows the games, a category, and search and provider filters (ROUTE-002, ROUTE-049)', async ({ page, isMobile }) => {
    const issues = watchConsole(page);
    await open(page, '/en/casino-lobby', 'Casino lobby');
    const grid = gamesGrid(page);
    await expect(page.getByText('Games: 78')).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('link', { name: /Fruit Fiesta/ })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect(gamesGrid(page, 'Other games').getByRole('listitem')).toHaveCount(2);
    // Every tile keeps its picture's 3:4 box (nothing jumps when pictures arrive).
    const box = await grid.getByRole('listitem').first().locator('img').boundingBox();
    expect(Math.round((box!.height / box!.width) * 100)).toBe(133);
    await grid.getByRole('button', { name: 'Show more' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(48);

    await page.getByRole('searchbox', { name: 'Search games' }).fill('roulette');
    await expect(page.getByText('Games: 2', { exact: true })).toBeVisible();
    await expect(grid.getByRole('link')).toHaveText([/Royal Roulette/, /Lightning Roulette Live/]);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Orbit Live' });
    await expect(page.getByText('Games: 8', { exact: true })).toBeVisible();
    for (const provider of await grid.getByRole('listitem').allInnerTexts()) expect(provider).toContain('Orbit Live');

    await strip(page, isMobile).getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(page.getByText('Games: 20', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: 'Egypt' }).click();
    await expect(page).toHaveURL(/\/en\/slots\/egypt$/);
    await expect(page.getByText('Games: 3', { exact: true })).toBeVisible();
    await expect(gamesGrid(page, 'Slots').getByRole('link')).toHaveText([/Book of Secrets/, /Pharaoh Gold/, /Sands of Anubis/]);
    expect(issues.take()).toEqual([]);
  });

  test('while the games load the grid shows 16 skeleton tiles and the other-games block 2 (SHELL-019)', async ({ page }) => {
    const release = await holdGames(page);
    await page.goto('/en/casino-lobby');
    await waitForHydration(page);
    await expect(gamesGrid(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('[data-skeleton="game"]')).toHaveCount(16);
    await expect(page.locator('[data-skeleton="other-game"]')).toHaveCount(2);
    await release();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
    await expect(gamesGrid(page).getByRole('listitem')).toHaveCount(24);
  });

  test('the other-games page shows 2 skeleton tiles, then its games (ROUTE-049, SHELL-019)', async ({ page }) => {
    const release = await holdGames(page);
    await page.goto('/en/othergames');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Other games' })).toBeVisible();
    await expect(page.locator('[data-skeleton="other-game"]')).toHaveCount(2);
    await expect(page.locator('[data-skeleton="game"]')).toHaveCount(0);
    await release();
    await expect(page.getByText('Games: 6', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  });

  test('category, provider, game and thank-you pages (ROUTE-042, ROUTE-045 to ROUTE-050)', async ({ page }) => {
    const issues = watchConsole(page);
    for (const [path, heading, count] of [
      ['/en/bingo', 'Bingo', 4],
      ['/en/keno', 'Keno', 3],
      ['/en/tvgames', 'TV games', 4],
      ['/en/virtualsports', 'Virtual sports', 4],
      ['/en/fast-games', 'Fast games', 4],
      ['/en/fast-bet', 'Fast bet', 4],
      ['/en/scratchcards', 'Scratch cards', 3],
      ['/en/fishinghunting', 'Fishing and hunting', 3],
      ['/en/asian-games', 'Asian games', 4],
      ['/en/card-games', 'Card games', 4],
      ['/en/crash-games', 'Crash games', 4],
      ['/en/skill-games', 'Skill games', 3],
      ['/en/poker', 'Poker', 4],
      ['/en/casino', 'Live casino', 8],
      ['/en/casino/roulette', 'Live casino', 2],
      ['/en/providers/orbit-live', 'Orbit Live', 8],
      ['/en/casino-search?q=roul', 'Casino search', 2],
    ] as const) {
      await open(page, path, heading);
      await expect(page.getByText(`Games: ${count}`, { exact: true })).toBeVisible({ timeout: 20_000 });
    }
    await open(page, '/en/providers', 'Providers');
    await page.getByRole('link', { name: /Golden Koi/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Golden Koi' })).toBeVisible();

    await open(page, '/en/slots', 'Slots');
    await gamesGrid(page, 'Slots').getByRole('link', { name: /Fruit Fiesta/ }).click();
    await expect(page).toHaveURL(/\/en\/slots\/game\/1\/fruit-fiesta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fruit Fiesta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sunset Reels' })).toBeVisible();
    await page.getByRole('link', { name: 'Play demo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fruit Fiesta' })).toBeVisible();
    await expect(page.getByText('demo mode')).toBeVisible();

    await open(page, '/en/casino/game/21/royal-roulette', 'Royal Roulette');
    await expect(page.getByRole('link', { name: 'Orbit Live' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play demo' })).toHaveAttribute('href', '/web-api/casino/v1/games/21/demo');

    for (const section of ['slots', 'casino']) {
      await open(page, `/en/${section}/thank-you`, 'Thank you');
      await expect(page.getByText('Thank you for playing.')).toBeVisible();
    }
    await open(page, '/en/keno/thank-you', 'Thank you');
    await page.getByRole('link', { name: 'Back to the games' }).click();
    await expect(page).toHaveURL(/\/en\/keno$/);
    expect(issues.take()).toEqual([]);
  });

  test('a game page hides the header, footer and bottom bar by its route flags; the lobby has them (ROUTE-070)', async ({ page, isMobile }) => {
    const frame = () => ({
      header: page.getByRole('banner'),
      footer: page.getByRole('contentinfo'),
      bottomBar: page.locator('nav[aria-label="Menu"]'),
    });
    await open(page, '/en/slots', 'Slots');
    await expect(frame().header).toBeVisible();
    await expect(frame().footer).toHaveCount(1);
    await expect(frame().bottomBar).toHaveCount(isMobile ? 1 : 0);
    // The game page (flags: header, footer, bottom navigation and SEO block hidden): the game fills the page.
    await gamesGrid(page, 'Slots').getByRole('link', { name: /Fruit Fiesta/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fruit Fiesta' })).toBeVisible();
    await expect(frame().header).toHaveCount(0);
    await expect(frame().footer).toHaveCount(0);
    await expect(frame().bottomBar).toHaveCount(0);
    // A fresh load of another game page (the server's render) is drawn the same way.
    await page.goto('/en/casino/game/21/royal-roulette');
    await expect(page.getByRole('heading', { level: 1, name: 'Royal Roulette' })).toBeVisible();
    await expect(frame().header).toHaveCount(0);
    await expect(frame().footer).toHaveCount(0);
    await expect(frame().bottomBar).toHaveCount(0);
  });

  test('a signed-in player keeps favourites; a visitor is sent to sign in (ROUTE-049)', async ({ page, request, context, baseURL }) => {
    await page.goto('/en/favorites');
    await expect(page).toHaveURL(/\/en\/user\/login/);

    await signedInPlayer(request, context, baseURL!);
    await open(page, '/en/slots', 'Slots');
    const grid = gamesGrid(page, 'Slots');
    await grid.getByRole('button', { name: 'Add Fruit Fiesta to favourites' }).click();
    await expect(grid.getByRole('button', { name: 'Remove Fruit Fiesta from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await open(page, '/en/favorites', 'Favourites');
    await expect(gamesGrid(page, 'Favourites').getByRole('link', { name: /Fruit Fiesta/ })).toBeVisible({ timeout: 20_000 });
    await open(page, '/en/my-casino', 'My casino');
    await expect(gamesGrid(page, 'My casino').getByRole('link', { name: /Fruit Fiesta/ })).toBeVisible({ timeout: 20_000 });
    await open(page, '/en/favorites', 'Favourites');
    await gamesGrid(page, 'Favourites').getByRole('button', { name: 'Remove Fruit Fiesta from favourites' }).click();
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No favourites yet')).toBeVisible({ timeout: 20_000 });
  });

  test('the lobby passes the accessibility check, light and dark', async ({ page, context, baseURL }) => {
    for (const theme of ['0', '1']) {
      await context.addCookies([{ name: 'app_theme', value: theme, url: baseURL! }]);
      await open(page, '/en/casino-lobby', 'Casino lobby');
      await expect(page.getByText('Games: 78')).toBeVisible({ timeout: 20_000 });
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe
          .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] })
          .then((results) => results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)),
      );
      expect(violations, `theme ${theme}`).toEqual([]);
    }
  });
});
