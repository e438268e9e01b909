import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { waitForHydration } from '../support/page-health.ts';

// The SEO data in the page's head and the SEO block above the footer (SEO-001 to SEO-003, ROUTE-070), both apps.

const AXE_SOURCE = (createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
const HOME_TITLE = 'Sports betting online: live and pre-match odds · BetFront';

const seoBlock = (page: Page) => page.getByRole('region', { name: 'About' });

async function openHome(page: Page) {
  await page.goto('/en');
  await waitForHydration(page);
  await expect(seoBlock(page)).toBeVisible({ timeout: 20_000 });
  // The block hydrates after the page, once its code is in: until then its toggle is the server's inert markup.
  const toggle = seoBlock(page).getByRole('button').first();
  await expect.poll(() => toggle.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { timeout: 20_000 }).toBe(true);
}

test.describe('SEO', () => {
  test('the home page\'s HTML (no JavaScript) has the SEO title, description, robots, canonical and the SEO text (SEO-001, SEO-002)', async ({ request }) => {
    const response = await request.get('/en', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(`<title data-seo-title="">${HOME_TITLE}</title>`);
    expect(head).toContain('<meta name="description" content="Bet on football, tennis, basketball and more: pre-match and live odds, quick coupons and fast payouts." data-seo="" />');
    expect(head).toContain('<meta name="robots" content="index, follow" data-seo="" />');
    expect(head).toContain('<meta name="keywords" content="sports betting, live betting, odds" data-seo="" />');
    // No SITE_DOMAINS in the test server: the canonical is the page's own path.
    expect(head).toContain('<link rel="canonical" href="/en" data-seo="" />');
    // The SEO text is in the server's HTML, the part behind "Show more" too.
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('data-seo-block=""');
    expect(body).toContain('BetFront is a sports betting site with pre-match and live odds');
    expect(body).toContain('Pre-match line');
    // A custom canonical, mode url (SEO-002): the casino lobby in Russian names its English page.
    const lobby = await (await request.get('/ru/casino', { headers: { accept: 'text/html' } })).text();
    expect(lobby).toContain('<link rel="canonical" href="/en/casino" data-seo="" />');
    expect(lobby).toContain('<title data-seo-title="">Онлайн-казино: слоты, рулетка и live-дилеры · BetFront</title>');
    // A casino game page carries its section's robots (hierarchyMetaRobots) and no SEO block (ROUTE-070).
    const game = await (await request.get('/en/casino/game/21/royal-roulette', { headers: { accept: 'text/html' } })).text();
    expect(game).toContain('<meta name="robots" content="noindex, follow" data-seo="" />');
    expect(game).not.toContain('data-seo-block');
  });

  test('home has the SEO block above the footer; a casino game page has none (ROUTE-070)', async ({ page }) => {
    await openHome(page);
    await expect(seoBlock(page).getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    await expect(seoBlock(page).getByText('BetFront is a sports betting site')).toBeVisible();
    await expect(seoBlock(page).getByRole('heading', { name: 'Live betting' })).toBeHidden();
    const [blockBox, footerBox] = [await seoBlock(page).boundingBox(), await page.getByRole('contentinfo').boundingBox()];
    expect(blockBox!.y + blockBox!.height).toBeLessThanOrEqual(footerBox!.y);

    await page.goto('/en/casino/game/21/royal-roulette');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Royal Roulette' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-seo-block]')).toHaveCount(0);
  });

  test('the block opens and closes by keyboard (Enter and Space)', async ({ page }) => {
    await openHome(page);
    const toggle = seoBlock(page).getByRole('button', { name: 'Show more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const less = seoBlock(page).getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    await expect(seoBlock(page).getByRole('heading', { level: 3, name: 'Live betting' })).toBeVisible();
    await expect(seoBlock(page).getByRole('link', { name: 'responsible gaming' })).toHaveAttribute('href', '/en/information/responsiblegaming');
    await page.keyboard.press('Space');
    await expect(seoBlock(page).getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(seoBlock(page).getByRole('heading', { name: 'Live betting' })).toBeHidden();
  });

  test('the head follows a client-side navigation: title, description, canonical (SEO-001)', async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle(HOME_TITLE);
    await seoBlock(page).getByRole('button', { name: 'Show more' }).click();
    await seoBlock(page).getByRole('link', { name: 'live list' }).click();
    await expect(page).toHaveURL(/\/en\/home\/live$/);
    await expect(page).toHaveTitle('Live betting: odds that follow the game · BetFront', { timeout: 20_000 });
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /^Bet while the game is on/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/home\/live$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    // The live list's own SEO text replaces home's.
    await expect(seoBlock(page).getByText('Live betting at BetFront')).toBeVisible({ timeout: 20_000 });
  });

  test('the block passes the accessibility check open, light and dark', async ({ page, context, baseURL }) => {
    for (const theme of ['0', '1']) {
      await context.addCookies([{ name: 'app_theme', value: theme, url: baseURL! }]);
      await openHome(page);
      await seoBlock(page).getByRole('button', { name: 'Show more' }).click();
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe
          .run('[data-seo-block]', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] })
          .then((results) => results.violations.map((v) => `${v.id} (${String(v.impact)}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)),
      );
      expect(violations, `theme ${theme}`).toEqual([]);
    }
  });
});
