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
 * What the first view runs before hydrating is preloaded (issue 10): a page whose screen loads with its route (the
 * sign-in page) has its screen chunk (found in the build's client-chunks.json) named in the HTML beside the
 * first-load chunks, so the browser fetches it with them instead of after the first-load chunk ran. The screens that
 * hydrate after the frame (home, the live list) are not preloaded: nothing waits for them.
 */
const chunkOf = (app: string, name: string) => {
  const chunks = JSON.parse(readFileSync(new URL(`../../apps/${app}/dist/client-chunks.json`, import.meta.url), 'utf8')) as Record<string, { file: string }>;
  return chunks[`src/screens/${name}.tsx`] ?? chunks[`../../packages/screens/src/${name}.tsx`];
};
/** The module preloads a page's HTML lists for after its first paint (apps/server/src/scripts-after-first-paint.ts). */
const preloadsOf = (html: string) => (JSON.parse(/<script type="application\/json" id="bf-deferred-scripts"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { preload?: string[] }).preload ?? [];

test('the sign-in page preloads its screen chunk with the first-load chunks; the live list does not wait for its own', async ({ page }, testInfo) => {
  const app = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  const signIn = chunkOf(app, 'auth-login-page');
  const live = chunkOf(app, 'sports-section-page');
  expect(signIn, 'the sign-in screen is a chunk of its own').toBeDefined();
  expect(live, 'the live list screen is a chunk of its own').toBeDefined();
  const response = await page.goto('/en/user/login');
  expect(preloadsOf((await response?.text()) ?? '').some((href) => href.endsWith(`/${signIn!.file}`))).toBe(true);
  await waitForHydration(page);
  await expect(page.getByLabel('Login or e-mail')).toBeVisible();
  for (const path of ['/en/home/live', '/en']) {
    const html = await (await page.request.get(path)).text();
    expect(html.includes(live!.file), `${path} preloads no section screen`).toBe(false);
    expect(preloadsOf(html).length, `${path} preloads its first-load chunks`).toBeGreaterThan(0);
  }
});

/**
 * Home's top games, the live list and a game page are not in the first-load chunks (issue 10, docs/decisions.md
 * sessions 20 and 21): the frame hydrates first and the screen once its chunk came. The server's rows stay on screen
 * through it: the odds buttons painted from the HTML are the same elements afterwards (a client render would have
 * replaced them), and a tap on one then adds the pick to the coupon.
 */
const afterFrame = [
  { page: 'home', file: 'home-page', path: async () => '/en' },
  { page: 'the live list', file: 'sports-section-page', path: async () => '/en/home/live' },
  {
    page: 'a game page',
    file: 'sports-game-page',
    // The first pre-match game of the football line, as a visitor reaches it from the list.
    path: async (page: Page) => {
      let href = '';
      await expect
        .poll(async () => (href = /href="(\/en\/home\/line\/football\/\d+\/[^"/]+\/[^"/]+)"/.exec(await (await page.request.get('/en/home/line/football')).text())?.[1] ?? ''))
        .toMatch(/^\/en\//);
      return href;
    },
  },
] as const;
for (const { page: screen, file, path } of afterFrame) {
  for (const visitor of ['a new visitor', 'a signed-in player'] as const) {
    test(`${screen} hydrates after the frame and keeps the server-rendered rows (${visitor})`, async ({ page }, testInfo) => {
      // A signed-in page has more state settling at hydration (session, balance): none of it may replace the rows.
      const url = await path(page);
      expect(url).toMatch(/^\/en/);
      if (visitor === 'a signed-in player') await freshPlayer(page);
      const app = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
      const chunk = chunkOf(app, file);
      expect(chunk, `${file} is a chunk of its own`).toBeDefined();
      // The screen's chunk comes late, as on a slow network: whatever the frame does meanwhile must leave the rows alone.
      await page.route(`**/${chunk!.file}`, async (route) => {
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
      const response = await page.goto(url);
      const html = (await response?.text()) ?? '';
      expect(html.includes(chunk!.file), "the first view does not preload the screen's chunk").toBe(false);
      await waitForHydration(page);
      const firstOdds = page.locator('main button[aria-pressed]').first();
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
}

/**
 * A navigation to a screen that hydrates after the frame loads its code with the route's data: the page shows the
 * old screen until the new one is ready, never an empty main area between them (nothing jumps).
 */
test('a navigation to the live list, to a game and to home shows no empty page while their code loads', async ({ page }, testInfo) => {
  const app = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop';
  for (const file of ['sports-section-page', 'sports-game-page', 'home-page']) {
    await page.route(`**/${chunkOf(app, file)!.file}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  }
  await page.goto('/en/user/login');
  await waitForHydration(page);
  // Watch the main area from here on: it must never be empty.
  await page.evaluate(() => {
    const w = window as unknown as { emptyMain: number };
    w.emptyMain = 0;
    const check = () => {
      const main = document.querySelector('main');
      if (!main || main.textContent?.trim() === '') w.emptyMain += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.evaluate(() => {
    history.pushState(null, '', '/en/home/live');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/en\/home\/live$/);
  await expect(oddsButtons(page).first()).toBeVisible();
  // A game's link (sport / championship / game), not a sport's or a championship's.
  const gameHref = await page.evaluate(() => Array.from(document.querySelectorAll('main a[href]')).map((a) => a.getAttribute('href') ?? '').find((href) => /^\/en\/home\/live\/[^/]+\/\d+\/[^/]+\/[^/]+$/.test(href)));
  expect(gameHref).toBeTruthy();
  await page.getByRole('main').locator(`a[href="${gameHref}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${gameHref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ – /);
  await expect(page.locator('main button[aria-pressed]').first()).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/en');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Top live' })).toBeVisible();
  await expect(oddsButtons(page).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emptyMain: number }).emptyMain)).toBe(0);
});
