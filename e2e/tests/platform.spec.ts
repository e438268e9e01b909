import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { DESKTOP_CHROME_UA, IPHONE_SAFARI_UA, MAC_SAFARI_UA } from '../support/devices.ts';
import { pastSiteNoticesState } from '../support/site-notices.ts';

/** Which app serves a request (spec: S2 §2 "Platform"): query, then the remembered cookie, then the device. */

test.describe('platform choice on the server', () => {
  test('the device of the project gets its own app', async ({ request }, testInfo) => {
    const response = await request.get('/en');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-platform']).toBe(testInfo.project.name);
    // Each app serves its own hashed assets.
    expect(await response.text()).toContain(testInfo.project.name === 'mobile' ? '/_m/assets/' : '/_d/assets/');
  });

  test('a phone gets mobile and a desktop browser gets desktop, whatever the project', async ({ playwright, baseURL }) => {
    for (const [userAgent, platform] of [
      [IPHONE_SAFARI_UA, 'mobile'],
      ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36', 'mobile'],
      [DESKTOP_CHROME_UA, 'desktop'],
      [MAC_SAFARI_UA, 'desktop'],
    ] as const) {
      const context = await playwright.request.newContext({ baseURL, userAgent });
      const response = await context.get('/en/news', { maxRedirects: 0 });
      expect(response.status(), userAgent).toBe(200);
      expect(response.headers()['x-platform'], userAgent).toBe(platform);
      await context.dispose();
    }
  });

  test('platform_type=mobile on a desktop browser gets mobile and is remembered', async ({ playwright, baseURL }) => {
    const context = await playwright.request.newContext({ baseURL, userAgent: DESKTOP_CHROME_UA });
    const forced = await context.get('/en?platform_type=mobile', { maxRedirects: 0 });
    expect(forced.status()).toBe(200);
    expect(forced.headers()['x-platform']).toBe('mobile');
    expect(forced.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value).toMatch(/^platform_type=mobile;.*Path=\//i);

    // The next request carries the cookie and no parameter.
    const next = await context.get('/en/news', { maxRedirects: 0 });
    expect(next.headers()['x-platform']).toBe('mobile');

    // platform_type=desktop switches back, and that is remembered too.
    expect((await context.get('/en?platform_type=desktop')).headers()['x-platform']).toBe('desktop');
    expect((await context.get('/en')).headers()['x-platform']).toBe('desktop');
    await context.dispose();
  });

  test('the browser keeps the platform cookie from platform_type', async ({ page, context }) => {
    const first = await page.goto('/en?platform_type=mobile');
    expect(first?.headers()['x-platform']).toBe('mobile');
    expect((await context.cookies()).find((c) => c.name === 'platform_type')?.value).toBe('mobile');
    const second = await page.goto('/en/news');
    expect(second?.headers()['x-platform']).toBe('mobile');
    await waitForHydration(page);
    // The mobile app has a bottom bar; the desktop app has none.
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  test('platform_type on an unknown route goes home, keeping the language', async ({ request }) => {
    for (const [path, home] of [
      ['/de/nope?platform_type=mobile', '/de'],
      ['/en/no/such/page?platform_type=desktop', '/en'],
      ['/fr/print-coupon/abc?platform_type=mobile', '/fr'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(home);
    }
    // Without the parameter the unknown route is a plain 404.
    expect((await request.get('/de/nope', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('touch-capable Mac', () => {
  test.skip(({ isMobile }) => isMobile, 'a desktop browser case');

  test('an iPad in desktop mode (Mac user agent with touch) is moved to the mobile app', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: MAC_SAFARI_UA, hasTouch: true, viewport: { width: 1180, height: 820 }, storageState: pastSiteNoticesState(baseURL!) });
    const page = await context.newPage();
    // Chromium on Linux reports its own platform and one touch point: make it look like iPadOS in desktop mode.
    await page.addInitScript(() => {
      if (navigator.platform !== 'MacIntel') Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel', configurable: true });
      if (navigator.maxTouchPoints <= 1) Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5, configurable: true });
    });
    const issues = watchConsole(page);

    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) documents.push(response.headers()['x-platform'] ?? '?');
    });
    const mobileDocument = page.waitForResponse((r) => r.request().isNavigationRequest() && r.headers()['x-platform'] === 'mobile');
    const first = await page.goto('/en/news');
    // The user agent alone says desktop...
    expect(first?.headers()['x-platform']).toBe('desktop');

    // ...then the desktop app sees the touch Mac, remembers mobile and reloads.
    const reloaded = await mobileDocument;
    expect(new URL(reloaded.url()).pathname).toBe('/en/news');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await waitForHydration(page);
    // The page really looked like a touch Mac (the init script runs in every document).
    expect(await page.evaluate(() => ({ platform: navigator.platform, touch: navigator.maxTouchPoints > 1, ua: navigator.userAgent }))).toEqual({
      platform: 'MacIntel',
      touch: true,
      ua: MAC_SAFARI_UA,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    expect((await context.cookies()).find((c) => c.name === 'platform_type')?.value).toBe('mobile');
    // One reload, no loop.
    await page.waitForTimeout(300);
    expect(documents).toEqual(['desktop', 'mobile']);
    expect(issues.take()).toEqual([]);
    await context.close();
  });

  test('a Mac without touch stays on desktop', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: MAC_SAFARI_UA, viewport: { width: 1440, height: 900 }, storageState: pastSiteNoticesState(baseURL!) });
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel', configurable: true }));
    const response = await page.goto('/en/news');
    expect(response?.headers()['x-platform']).toBe('desktop');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/en/news');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'platform_type')).toBeUndefined();
    await context.close();
  });
});

test.describe('the browser window', () => {
  test('the width is kept in the window_width cookie only after functional cookies are accepted (100 ms debounce)', async ({ page, context, baseURL }) => {
    const consoleWatch = watchConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    expect((await context.cookies()).find((c) => c.name === 'window_width')).toBeUndefined();

    await context.addCookies([{ name: 'cookies_agree_type', value: 'all', url: baseURL! }]);
    await page.reload();
    await waitForHydration(page);
    const width = await page.evaluate(() => window.innerWidth);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'window_width')?.value).toBe(String(width));

    await page.setViewportSize({ width: width - 40, height: 800 });
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'window_width')?.value).toBe(String(width - 40));
    expect(consoleWatch.take()).toEqual([]);
  });

  test("the operator's brand variables reach the page under the CSP, px values in em", async ({ page }) => {
    const consoleWatch = watchConsole(page);
    const response = await page.goto('/en');
    expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9_-]+'/);
    await waitForHydration(page);
    // The reference API seeds --brand-primary (docs/decisions.md, brand book).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe('#0b5fff');
    expect(consoleWatch.take()).toEqual([]);
  });
});
