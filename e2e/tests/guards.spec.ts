import { expect, test, type Page } from '@playwright/test';
import { startConfiguredServer, type ConfiguredServer } from '../support/configured-server.ts';
import { pastSiteNotices } from '../support/site-notices.ts';
import { waitForHydration } from '../support/page-health.ts';

/**
 * Access-guard rules a browser can see (spec: S2 §2 "Route behaviours"): account-middleware mode, the recharge-modal
 * guard, the operator's external block page, and the blocked-navigation flag. The first three need another site
 * config than the seeded one, so they run against a second site started with it (support/configured-server.ts).
 */

const DEMO = { login: 'demo', password: 'demo1234' };
const BANNED = { login: 'banned', password: 'banned123' };
const BLOCK_PAGE = 'https://block.betfront.test/banned';

async function signIn(page: Page, origin: string, { login, password }: { login: string; password: string }) {
  await page.goto(`${origin}/en/user/login`);
  await waitForHydration(page);
  await page.getByLabel('Login or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log out' });
/**
 * Counts the page loaders' block checks from now on: every client navigation that goes ahead asks one at once (GUARD-033),
 * a cancelled one never gets that far. Waiting a while and seeing none tells a cancelled navigation from a slow one.
 */
function watchNavigations(page: Page) {
  const checked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/blocks-api/api/v2/block') checked.push(request.postData() ?? '');
  });
  return { checked };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe('an operator in account-middleware mode with a recharge modal, an external block page, no extra limits and no identification page', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ConfiguredServer;
  const at = (path: string) => `${server.baseURL}${path}`;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    server = await startConfiguredServer(
      {
        isAccountMiddleware: true,
        isRechargeModal: true,
        externalBlockPageUrl: BLOCK_PAGE,
        externalHosts: ['block.betfront.test'],
        // The EXTRA_LIMITS section switched off (LIMIT-014): every player counts as excluded from the extra limits.
        disabledLimitSections: ['EXTRA_LIMITS'],
        // No identification page: the identification bonus opens the identification modal instead (UCFG-036).
        isIdentificationAvailable: false,
      },
      testInfo.parallelIndex,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(async ({ page }) => {
    // The registration reminder and the site notices must not cover what these tests click (as playwright.config.ts
    // does for the main site, whose origin this server's port is not).
    await page.addInitScript((markers) => {
      localStorage.setItem('registration_reminder_next_at', String(Date.now() + 24 * 3600_000));
      for (const { name, value } of markers) localStorage.setItem(name, value);
    }, pastSiteNotices());
  });

  test('a visitor denied a signed-in-only page goes to the account app login route with the language, nothing remembered (GUARD-022)', async ({ page, request }) => {
    const answer = await request.get(at('/de/office/history?tab=2'), { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/de/user/login');
    await page.goto(at('/en/office/history?tab=2'));
    await expect(page).toHaveURL((url) => url.pathname === '/en/user/login' && url.search === '');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a signed-in player denied a page goes to the account route with the language and the query (GUARD-024)', async ({ page }) => {
    await signIn(page, server.baseURL, DEMO);
    await expect(signOutButton(page)).toBeVisible();
    await page.goto(at('/en/user/login?tab=2'));
    await expect(page).toHaveURL((url) => url.pathname === '/en/office/account' && url.search === '?tab=2');
  });

  test('the recharge page opens from an account page, and a client navigation to it from elsewhere is cancelled (GUARD-025)', async ({ page }) => {
    await signIn(page, server.baseURL, DEMO);
    await expect(signOutButton(page)).toBeVisible();
    // A direct load has no previous route to cancel back to: the page renders (docs/decisions.md GUARD-025).
    await page.goto(at('/en/office/recharge'));
    await waitForHydration(page);
    expect(pathOf(page)).toBe('/en/office/recharge');
    // Home through the logo (a client navigation), then Back: from home to the recharge page is cancelled.
    await page.getByRole('banner').getByRole('link', { name: 'BetFront' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en');
    await waitForHydration(page);
    const navigations = watchNavigations(page);
    await page.goBack();
    await page.waitForTimeout(1500);
    expect(navigations.checked).toEqual([]);
    expect(pathOf(page)).toBe('/en');
    // From an account page the same navigation goes through.
    await page.goto(at('/en/office/account'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Deposit', exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/office/recharge');
  });

  test('with the EXTRA_LIMITS section off, the limits page offers deposit limits but no wager or loss limits (LIMIT-014, LIMIT-022)', async ({ page }) => {
    await signIn(page, server.baseURL, DEMO);
    await expect(signOutButton(page)).toBeVisible();
    await page.goto(at('/en/office/responsible'));
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Deposit limits' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Wager limits' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Loss limits' })).toHaveCount(0);
  });

  test('a banned player is sent out to the configured external block page (GUARD-026)', async ({ page, context, request }) => {
    await page.route('https://block.betfront.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Blocked</title><h1>Operator block page</h1>' }));
    // After signing in the browser goes home: a client navigation, which the guard sends out of the site.
    await signIn(page, server.baseURL, BANNED);
    await expect(page).toHaveURL(BLOCK_PAGE);
    await expect(page.getByRole('heading', { name: 'Operator block page' })).toBeVisible();
    // A page load answers with the redirect out; the block pages themselves stay on the site.
    const token = (await context.cookies(server.baseURL)).find((c) => c.name === 'user_token')?.value;
    expect(token).toBeTruthy();
    const headers = { cookie: `user_token=${token}` };
    const promotions = await request.get(at('/en/promotions'), { maxRedirects: 0, headers });
    expect([promotions.status(), promotions.headers().location]).toEqual([302, BLOCK_PAGE]);
    expect((await request.get(at('/en/block'), { maxRedirects: 0, headers })).status()).toBe(200);
  });

  test('without an identification page, the identification bonus opens the identification modal: face-id or another provider (UCFG-036, GUARD-044)', async ({ page, context, request }) => {
    // A fresh player of this site, offered the identification bonus and needing identification.
    const registered = await request.post(at('/web-api/auth/v1/register'), { data: { type: 'fast_reg', currency: 'RUB', bonus: 0 } });
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.post(at('/web-api/test/player'), { data: { needIdentification: true, identificationBonus: true }, headers: auth })).ok()).toBe(true);
    await context.addCookies([{ name: 'user_token', value: token, url: server.baseURL }]);

    await page.goto(at('/en/promotions'));
    const dialog = page.getByRole('dialog', { name: 'Identify yourself' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // The modal, not the (missing) identification page: the player stays where they were.
    expect(pathOf(page)).toBe('/en/promotions');
    await expect(dialog.getByRole('button', { name: /Face ID/ })).toBeVisible();
    await dialog.getByRole('button', { name: /Another provider/ }).click();
    await expect(dialog.getByText('You are identified. Thank you!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).last().click();
    await expect(dialog).toHaveCount(0);

    // Identified: the API's user config says so, and the next page load asks nothing.
    const config = (await (await request.get(at('/web-api/user/v1/config'), { headers: auth })).json()) as { result: { is_need_identification: boolean } };
    expect(config.result.is_need_identification).toBe(false);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: 'Identify yourself' })).toHaveCount(0);
  });
});

test.describe('blocked-navigation flag', () => {
  test('while signing out, a click on a link does not navigate (GUARD-030)', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, DEMO);
    await expect(signOutButton(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/en');
    // Hold the disconnect call until the link has been clicked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/web-api/auth/v1/disconnect', async (route) => {
      await held;
      await route.continue();
    });
    await signOutButton(page).click();
    const navigations = watchNavigations(page);
    await page.getByRole('link', { name: 'About us' }).first().click();
    await page.waitForTimeout(1500);
    expect(navigations.checked).toEqual([]);
    expect(pathOf(page)).toBe('/en');
    release();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});

test.describe('withdrawal guard', () => {
  test('a one-click player without the personal data is sent from the withdrawal page to the account page, by load and by link (GUARD-020)', async ({ page, context, request, baseURL }) => {
    // A one-click registration leaves the personal data empty: the user config says isDataAfterRegistration.
    const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 0 } });
    expect(registered.ok()).toBe(true);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    await context.addCookies([{ name: 'user_token', value: token, url: baseURL! }]);

    const answer = await request.get('/en/office/deduce', { maxRedirects: 0, headers: { cookie: `user_token=${token}` } });
    expect([answer.status(), answer.headers().location]).toEqual([302, '/en/office/account']);

    await page.goto('/en/office/history');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Withdrawal', exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/office/account');
  });

  test('a player with the personal data reaches the withdrawal page', async ({ page, baseURL }) => {
    await signIn(page, baseURL!, DEMO);
    await expect(signOutButton(page)).toBeVisible();
    await page.goto('/en/office/deduce');
    await waitForHydration(page);
    expect(pathOf(page)).toBe('/en/office/deduce');
  });
});

test.describe('identification', () => {
  test('a player who needs identification is sent from withdrawal to the identification page, and the identification bonus routes there (GUARD-020, GUARD-044)', async ({ page, context, request, baseURL }) => {
    // A fresh player, so the flags set here touch no other test's player.
    const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 0 } });
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.post('/web-api/test/player', { data: { needIdentification: true }, headers: auth })).ok()).toBe(true);
    await context.addCookies([{ name: 'user_token', value: token, url: baseURL! }]);

    // Withdrawal waits for identification; other pages stay open.
    const deduce = await request.get('/en/office/deduce', { maxRedirects: 0, headers: { cookie: `user_token=${token}` } });
    expect([deduce.status(), deduce.headers().location]).toEqual([302, '/en/office/identification']);
    await page.goto('/en/promotions');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(pathOf(page)).toBe('/en/promotions');

    // With the identification bonus, the page load ends on the identification page.
    expect((await request.post('/web-api/test/player', { data: { identificationBonus: true }, headers: auth })).ok()).toBe(true);
    await page.goto('/en/promotions');
    await expect(page).toHaveURL((url) => url.pathname === '/en/office/identification');

    // The identification page's step: a document goes for review; approved, the player is identified.
    test.setTimeout(120_000);
    const main = page.getByRole('main');
    await expect(main.getByText('Not verified')).toBeVisible({ timeout: 20_000 });
    await main.getByLabel('Document', { exact: true }).selectOption({ label: 'Passport' });
    await main.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) });
    await main.getByRole('button', { name: 'Send for review' }).click();
    await expect(main.locator('[data-state="approved"]')).toBeVisible({ timeout: 30_000 });
    // Identified: withdrawal no longer waits for identification (this one-click player still owes the personal data,
    // GUARD-020 step 4), and the bonus prompt no longer routes anywhere.
    const after = await request.get('/en/office/deduce', { maxRedirects: 0, headers: { cookie: `user_token=${token}` } });
    expect([after.status(), after.headers().location]).toEqual([302, '/en/office/account']);
    await page.goto('/en/promotions');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(pathOf(page)).toBe('/en/promotions');
  });
});
