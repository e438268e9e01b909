import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isStatusNote, waitForHydration, watchConsole } from '../support/page-health.ts';

/** Route behaviour of the spec (S1 §2 "Route behaviour", S2 §2), and the headers every page carries. */

async function firstAnswer(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers().location };
}

/** Marks the current document; a full page load loses the mark, a client-side navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(r.url());
  });
  return {
    async expectSameDocument() {
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'window.__marker survived').toBe(1);
      expect(documents, 'no document was requested').toEqual([]);
    },
  };
}

test.describe('redirect routes and statuses', () => {
  test('forgotpassword goes home with the modal flag added to the query', async ({ request }) => {
    expect(await firstAnswer(request, '/en/user/forgotpassword?x=1')).toEqual({ status: 302, location: '/en?x=1&showForgotPasswordModal=1' });
    expect(await firstAnswer(request, '/de/user/forgotpassword')).toEqual({ status: 302, location: '/de?showForgotPasswordModal=1' });
  });

  test('user/coupon goes to the language root', async ({ request }) => {
    expect(await firstAnswer(request, '/en/user/coupon')).toEqual({ status: 302, location: '/en' });
  });

  test('print-coupon takes a numeric id only', async ({ request }) => {
    expect((await firstAnswer(request, '/en/print-coupon/abc')).status).toBe(404);
    expect((await firstAnswer(request, '/en/print-coupon/42')).status).toBe(200);
  });

  test('old promotion and legacy game paths moved for good', async ({ request }) => {
    expect(await firstAnswer(request, '/en/actions/summer')).toEqual({ status: 301, location: '/en/promotions/summer' });
    expect(await firstAnswer(request, '/en/casino-games/12/book')).toEqual({ status: 301, location: '/en/slots/game/12/book' });
    expect(await firstAnswer(request, '/en/slots-game/7')).toEqual({ status: 301, location: '/en/slots/game/7/game' });
    expect((await firstAnswer(request, '/en/casino-games/abc/book')).status).toBe(404);
  });

  test('route 500 answers 500 with the error page', async ({ request }) => {
    const response = await request.get('/en/500', { maxRedirects: 0 });
    expect(response.status()).toBe(500);
    expect(await response.text()).toContain('Something went wrong');
  });

  test('/health answers 200', async ({ request }) => {
    const response = await request.get('/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

test.describe('pages', () => {
  test('an unknown path answers 404 with the error page', async ({ page }) => {
    const issues = watchConsole(page, isStatusNote);
    const response = await page.goto('/en/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'This page could not be found' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(issues.take()).toEqual([]);
  });

  test('route 500 renders the error page in the browser', async ({ page }) => {
    const issues = watchConsole(page, isStatusNote);
    const response = await page.goto('/en/500');
    expect(response?.status()).toBe(500);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(issues.take()).toEqual([]);
  });
});

test.describe('maintenance', () => {
  test('with the maintenance cookie every page goes to the maintenance page', async ({ request }) => {
    const cookie = { cookie: 'maintenance=1' };
    for (const path of ['/en', '/en/news', '/en/office/account', '/en/user/login', '/en/no-such-page', '/en/500', '/en/actions/summer']) {
      expect(await firstAnswer(request, path, cookie), path).toEqual({ status: 302, location: '/en/maintenance' });
    }
    expect(await firstAnswer(request, '/de/news', cookie)).toEqual({ status: 302, location: '/de/maintenance' });
    expect((await firstAnswer(request, '/en/maintenance', cookie)).status).toBe(200);
  });

  test('the maintenance page shows its heading, and sends home when maintenance is over', async ({ page, context, request }) => {
    const issues = watchConsole(page);
    await context.addCookies([{ name: 'maintenance', value: '1', url: test.info().project.use.baseURL! }]);
    const response = await page.goto('/en/news');
    expect(new URL(page.url()).pathname).toBe('/en/maintenance');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Technical maintenance' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Technical maintenance' }).first()).toBeVisible();
    expect(issues.take()).toEqual([]);

    expect(await firstAnswer(request, '/en/maintenance')).toEqual({ status: 302, location: '/en' });
  });
});

test.describe('client-side navigation', () => {
  test('a link of the main navigation opens the page without a reload', async ({ page }) => {
    const issues = watchConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    const marker = await markDocument(page);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/en\/promotions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
    await marker.expectSameDocument();
    expect(issues.take()).toEqual([]);
  });

  test('a footer link to a signed-in-only page opens sign-in over the page, client-side, and leads there after it (GUARD-021)', async ({ page }) => {
    const issues = watchConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    const marker = await markDocument(page);

    // Payment methods needs a signed-in user in the demo config (isShowPaymentPageOnlyAuth).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Payment methods' }).click();
    const signIn = page.getByRole('dialog', { name: 'Log in' });
    await expect(signIn).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/en' && url.search === '');
    await signIn.getByLabel('Login or e-mail').fill('demo');
    await signIn.getByLabel('Password', { exact: true }).fill('demo1234');
    await signIn.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/information/payment');
    await expect(signIn).toBeHidden();
    await marker.expectSameDocument();
    expect(issues.take()).toEqual([]);
  });

  test('the account entry of the mobile bottom bar opens sign-in over the page, client-side', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the bottom bar is part of the mobile app');
    await page.goto('/en/news');
    await waitForHydration(page);
    const marker = await markDocument(page);
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/en/news');
    await marker.expectSameDocument();
  });
});

test.describe('security headers', () => {
  test('pages carry a strict CSP whose nonce is on every script', async ({ request }, testInfo) => {
    const response = await request.get('/en');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/frame-ancestors [^;]+/);
    const nonce = /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(csp)?.[1];
    expect(nonce, 'script-src has a nonce').toBeTruthy();
    expect(csp).toMatch(new RegExp(`script-src [^;]*'nonce-${nonce!.replace(/[+/=-]/g, '\\$&')}'`));

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, 'script tag carries the nonce').toContain(`nonce="${nonce}"`);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    // A fresh nonce per response.
    const again = (await request.get('/en')).headers()['content-security-policy'];
    expect(again).not.toContain(`'nonce-${nonce}'`);

    // Hashed assets of the app that served the page are cached for good.
    const prefix = testInfo.project.name === 'mobile' ? '/_m/' : '/_d/';
    const assets = [...html.matchAll(/(?:src|href)="(\/_[dm]\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith(prefix), asset).toBe(true);
      const assetResponse = await request.get(asset);
      expect(assetResponse.status(), asset).toBe(200);
      expect(assetResponse.headers()['cache-control'], asset).toContain('immutable');
      expect(assetResponse.headers()['x-content-type-options'], asset).toBe('nosniff');
    }
    // A missing asset is a plain 404, not a page.
    expect((await request.get(`${prefix}assets/missing.js`)).status()).toBe(404);
  });
});
