import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-health.ts';
import { freshPlayer } from '../support/office.ts';

/**
 * The first view's lists come in the server's HTML with their odds (issue 10): with JavaScript off, home shows its
 * top live games and the live list its games, each with priced odds buttons; with JavaScript on, the page adopts that
 * data and does not ask the feed for it again at hydration.
 */

const oddsButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^.+? (\d+\.\d+|\d+\/\d+|[+-]\d+), .+? – .+?, .+$/ });

test.describe('first view without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: the top live games with their odds are in the server HTML', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { name: 'Top live' })).toBeVisible();
    await expect(oddsButtons(page).first()).toBeVisible();
    expect(await oddsButtons(page).count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading events' })).toHaveCount(0);
  });

  test('the live list: games with their odds are in the server HTML', async ({ page }) => {
    await page.goto('/en/home/live');
    await expect(oddsButtons(page).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/^(Half|Period|Quarter|Set|Map|Round) \d$/).first()).toBeVisible();
  });
});

test('home hydrates with the server data: the top games are not asked for again at once', async ({ page }) => {
  const topCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/betting/v1/top')) topCalls.push(request.url());
  });
  await page.goto('/en');
  await waitForHydration(page);
  await expect(oddsButtons(page).first()).toBeVisible();
  // The live list interval is at least 2 s: within one second of hydration nothing asks for the top games.
  await page.waitForTimeout(1_000);
  expect(topCalls).toEqual([]);
});

/**
 * What the first view runs before hydrating is preloaded (issue 10): the live list's screen is not in the first-load
 * chunk, and the HTML names its chunk (found in the build's client-chunks.json) beside the first-load chunks, so the
 * browser fetches it with them instead of after the first-load chunk ran.
 */
test('the live list preloads its screen chunk with the first-load chunks', async ({ page }, testInfo) => {
  const app = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const chunks = JSON.parse(readFileSync(new URL(`../../apps/${app}/dist/client-chunks.json`, import.meta.url), 'utf8')) as Record<string, { file: string }>;
  const screen = chunks['src/screens/sports-section-page.tsx'] ?? chunks['../../packages/screens/src/sports-section-page.tsx'];
  expect(screen, 'the live list screen is a chunk of its own').toBeDefined();
  const response = await page.goto('/en/home/live');
  const html = (await response?.text()) ?? '';
  // The server lists the page's module preloads for after the first paint (apps/server/src/scripts-after-first-paint.ts).
  const deferred = JSON.parse(/<script type="application\/json" id="bf-deferred-scripts"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { preload?: string[] };
  const preloaded = deferred.preload ?? [];
  expect(preloaded.some((href) => href.endsWith(`/${screen!.file}`))).toBe(true);
  // Home's page preloads no section screen.
  const home = (await (await page.request.get('/en')).text()).includes(screen!.file);
  expect(home).toBe(false);
  await waitForHydration(page);
  await expect(oddsButtons(page).first()).toBeVisible();
});

/**
 * Home's top games are not in the first-load chunks (issue 10, docs/decisions.md session 20): the frame hydrates
 * first and home's rows once their chunk came. The server's rows stay on screen through it: the odds buttons painted
 * from the HTML are the same elements afterwards (a client render would have replaced them), and a tap on one then
 * adds the pick to the coupon.
 */
for (const visitor of ['a new visitor', 'a signed-in player'] as const) {
  test(`home hydrates its top games after the frame and keeps the server-rendered rows (${visitor})`, async ({ page }, testInfo) => {
    // A signed-in page has more state settling at hydration (session, balance): none of it may replace the rows.
    if (visitor === 'a signed-in player') await freshPlayer(page);
    const app = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
    const chunks = JSON.parse(readFileSync(new URL(`../../apps/${app}/dist/client-chunks.json`, import.meta.url), 'utf8')) as Record<string, { file: string }>;
    const home = chunks['../../packages/screens/src/home-page.tsx'];
    expect(home, 'home is a chunk of its own').toBeDefined();
    // Home's chunk comes late, as on a slow network: whatever the frame does meanwhile must leave the rows alone.
    await page.route(`**/${home!.file}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.addInitScript(() => {
      // Before the page's module scripts run: mark the odds buttons the server's HTML painted.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const buttons = document.querySelectorAll('main button[aria-pressed]');
        buttons.forEach((button) => button.setAttribute('data-painted-by-server', ''));
        (window as unknown as { paintedCount: number }).paintedCount = buttons.length;
      });
    });
    const response = await page.goto('/en');
    const html = (await response?.text()) ?? '';
    expect(html.includes(home!.file), "the first view does not preload home's chunk").toBe(false);
    await waitForHydration(page);
    const firstOdds = oddsButtons(page).first();
    // Hydrated: React has its fiber on the button the server painted.
    await expect.poll(() => firstOdds.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    const painted = await page.evaluate(() => (window as unknown as { paintedCount: number }).paintedCount);
    expect(painted).toBeGreaterThanOrEqual(3);
    await expect(page.locator('main button[aria-pressed][data-painted-by-server]')).toHaveCount(painted);
    await firstOdds.click();
    await expect(firstOdds).toHaveAttribute('aria-pressed', 'true');
    await expect(firstOdds).toHaveAttribute('data-painted-by-server', '');
  });
}
