import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startConfiguredServer, type ConfiguredServer } from '../support/configured-server.ts';
import { apiAccounts, deposit, freshPlayer, OFFICE_API } from '../support/office.ts';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * The installable app (spec: S2 §2, §7, §9; PWA-001..003, PWA-007, PWA-008) and the site-wide display settings
 * (CFG-019, CONST-009..011), in both apps against the reference API, whose seeded site config has PWA on in #0b5fff.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 27, 2026, 06:30 PM": a moment as a 12-hour clock 5 h 30 min east of UTC shows it. */
function indian12h(iso: string): string {
  const at = new Date(Date.parse(iso) + 330 * 60_000);
  const hours = at.getUTCHours();
  const h12 = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}, ${h12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });
  test('links the manifest and the touch icons, registers the worker, and shows the offline page without network', async ({ page, context }) => {
    const issues = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const response = await page.goto('/en');
    await waitForHydration(page);
    // Web push is initialised lazily (PWA-008): its module is not in the page's first load, and is fetched once the
    // worker is registered.
    const html = await response!.text();
    const pushModule = async (path: string) => (await (await page.request.get(path)).text()).includes('getSubscription');
    await expect.poll(async () => {
      for (const path of scripts) if (await pushModule(path)) return html.includes(path) ? 'in the first load' : 'loaded later';
      return 'not loaded';
    }, { timeout: 20_000 }).toBe('loaded later');
    const head = page.locator('head');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5fff');
    expect(await head.locator('link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('sizes')))).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
    const manifest = (await (await page.request.get('/manifest.json')).json()) as { theme_color: string };
    expect(manifest.theme_color).toBe('#0b5fff');

    // The worker takes the page over once it is active (clients.claim).
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(script).pathname).toBe('/pwa-sw.js');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

    await context.setOffline(true);
    await page.goto('/en/live').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en');
    expect(await seriousViolations(page)).toEqual([]);
    await context.setOffline(false);
    expect(issues.take()).toEqual([]);
  });
});

test.describe('the installable app when its worker cannot register', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a failed service-worker registration is only logged: no notice, the page works (PWA-007)', async ({ page, context }) => {
    // The worker's script answers 500: the browser refuses the registration.
    await context.route('**/pwa-sw.js*', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    const logged: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())));
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => void pageErrors.push(error.message));
    await page.goto('/en');
    await waitForHydration(page);
    await expect.poll(() => logged.filter((text) => text.startsWith('pwa: service worker registration failed')).length, { timeout: 20_000, message: JSON.stringify(logged) }).toBe(1);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // Nothing reaches the player: no notification, no error page, and the site still navigates.
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toBeEmpty();
    expect(pageErrors).toEqual([]);
    await page.goto('/en/live');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the installable app switched off', () => {
  test.use({ serviceWorkers: 'allow' });
  let server: ConfiguredServer | undefined;
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one site with PWA off is enough: the head and the worker are shared code');
    testInfo.setTimeout(180_000);
    server = await startConfiguredServer({ isPwa: false }, testInfo.parallelIndex);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('has no manifest and removes a worker registered before (PWA-002)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('registration_reminder_next_at', String(Date.now() + 24 * 3600_000)));
    await page.goto(`${server!.baseURL}/en`);
    await waitForHydration(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveCount(0);
    expect((await page.request.get(`${server!.baseURL}/manifest.json`)).status()).toBe(404);
    // A worker left from when the site had PWA on…
    await page.evaluate(async () => void (await navigator.serviceWorker.register('/pwa-sw.js?lng=en', { scope: '/' })));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
    // …is gone after the next page load.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 20_000 }).toBe(0);
  });
});

test.describe('site-wide settings', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('font size, compact and visually impaired modes apply at once and after reload; dates follow the chosen zone and clock', async ({ page }) => {
    test.setTimeout(120_000);
    const issues = watchConsole(page);
    await freshPlayer(page);
    const [account] = await apiAccounts(page.request);
    await deposit(page.request, account!.id, 50_000);
    const payments = (await (await page.request.get(`${OFFICE_API}/payments?limit=1`)).json()) as { payments: { createdAt: string }[] };
    const paidAt = payments.payments[0]!.createdAt;

    await page.goto('/en/office/settings');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
    const html = page.locator('html');
    const rootFontPx = () => html.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await rootFontPx()).toBe(16);

    await main.getByLabel('Font size').selectOption({ label: 'Large' });
    await expect(html).toHaveAttribute('data-font-size', '1');
    expect(await rootFontPx()).toBe(18);
    await main.getByLabel('Compact view').selectOption({ label: 'On' });
    await expect(html).toHaveAttribute('data-compact', '');
    await main.getByLabel('Mode for the visually impaired').selectOption({ label: 'On' });
    await expect(html).toHaveAttribute('data-impaired', '');
    await main.getByLabel('Time zone').selectOption({ label: 'UTC+05:30' });
    await main.getByLabel('Time format').selectOption('12');
    await expect(main.getByText('Saved to your account')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // Another page after a reload: the server wrote the modes into the page, and the payment's time is in India, 12-hour.
    await page.goto('/en/office/historypay');
    await waitForHydration(page);
    const served = await (await page.request.get('/en/office/historypay')).text();
    expect(served).toMatch(/<html [^>]*data-font-size="1" data-compact="" data-impaired=""/);
    await expect(html).toHaveAttribute('data-impaired', '');
    await expect(page.getByRole('main').getByText(indian12h(paidAt))).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The partner stylesheet of version 2.3.230 from the asset base (CONST-009, CONST-011).
    await expect(page.locator('head link[rel="stylesheet"][data-version="2.3.230"]')).toHaveAttribute('href', '/partner-assets/ui/2.3.230/partner.css');
    // The tab icon is the icon set's site mark, version 1.0.637 unless the icons_version cookie names another (CONST-010).
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/partner-assets/icons/1.0.637/logo.svg');
    expect((await page.request.get('/partner-assets/icons/1.0.637/logo.svg')).headers()['content-type']).toBe('image/svg+xml');
    await page.context().addCookies([{ name: 'icons_version', value: '1.0.640', url: page.url() }]);
    await page.reload();
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/partner-assets/icons/1.0.640/logo.svg');
    expect(issues.take()).toEqual([]);
  });

  test('the server\'s 500 page is a real page with a way on (ERR-008)', async ({ page }) => {
    const response = await page.goto('/__test/server-error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
