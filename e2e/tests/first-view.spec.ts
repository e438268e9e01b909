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
