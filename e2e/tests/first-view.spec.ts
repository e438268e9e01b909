import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-health.ts';

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
  // Home's screen is in the first-load chunk: its page preloads no section screen.
  const home = (await (await page.request.get('/en')).text()).includes(screen!.file);
  expect(home).toBe(false);
  await waitForHydration(page);
  await expect(oddsButtons(page).first()).toBeVisible();
});
