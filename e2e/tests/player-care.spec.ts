import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * What a player meets outside the betting core (issue 9, items 8, 9 and 11): dates in Kazakh where the browser
 * lacks Kazakh date data, ban and suspension pages with a way out, the system colour scheme, the terms link.
 */

const BANNED = { login: 'banned', password: 'banned123' };
const SUSPENDED = { login: 'blocked', password: 'blocked123' };

async function signIn(page: Page, { login, password }: { login: string; password: string }) {
  await page.goto('/en/user/login');
  await waitForHydration(page);
  await page.getByLabel('Login or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('Kazakh dates on the line list read Kazakh month and weekday names, never "M11 27, Fri", and hydrate cleanly', async ({ page }) => {
  // Debian's Chromium has no Kazakh date data: Intl alone writes "M11 27, Fri" here.
  expect(await page.evaluate(() => new Intl.DateTimeFormat('kk', { month: 'short' }).formatToParts(new Date(2026, 10, 27)).find((p) => p.type === 'month')?.value)).toBe('M11');
  const issues = watchConsole(page);
  await page.goto('/kk/home/line');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText(/\b\d{1,2} (қаң|ақп|нау|сәу|мам|мау|шіл|там|қыр|қаз|қар|жел)\., (жс|дс|сс|ср|бс|жм|сб)(?=\s|$)/).first()).toBeVisible();
  await expect(main).not.toContainText(/\bM1?\d \d/);
  expect(issues.take()).toEqual([]);
});

test.describe('ban and suspension pages', () => {
  test('a banned player can reach support and sign out from the block page', async ({ page, context }) => {
    await signIn(page, BANNED);
    await expect(page).toHaveURL((url) => url.pathname === '/en/block');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeAttached();
    await expect(page.getByText(/^Your account has been restricted/)).toBeVisible();
    const support = page.getByRole('main').getByRole('link', { name: 'Contact support' });
    await expect(support).toHaveAttribute('href', '/en/information/contacts');
    // The contacts page stays open to a banned player (every other page sends them back here).
    await support.click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/information/contacts');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/en/block');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'user_token')?.value ?? '').toBe('');
    await expect(page).not.toHaveURL((url) => url.pathname === '/en/block');
  });

  test('the suspension page says the account is suspended, not the regional text, with support and sign-out', async ({ page }) => {
    await signIn(page, SUSPENDED);
    await expect(page).toHaveURL((url) => url.pathname === '/en/suspension');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByText(/^Your account is suspended\./)).toBeVisible();
    await expect(main).not.toContainText('your region');
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/en/information/contacts');
    await expect(main.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('system colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('follows a dark system before the first paint until the player chooses light', async ({ page, context }) => {
    // The theme the document has when its body starts: what the first paint uses.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as { __firstPaintTheme?: string }).__firstPaintTheme = document.documentElement.dataset.theme;
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en');
    expect(await page.evaluate(() => (window as unknown as { __firstPaintTheme?: string }).__firstPaintTheme)).toBe('dark');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('banner').getByRole('button', { name: /switch to light theme/i });
    await expect(toggle).toBeVisible();

    // Chosen light: kept in the cookie, and a dark system no longer wins.
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect((await context.cookies()).find((c) => c.name === 'app_theme')?.value).toBe('0');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('the terms and conditions of registration are a link to the terms, opening in a new tab', async ({ page }) => {
  await page.goto('/en/registration');
  await waitForHydration(page);
  const terms = page.getByRole('main').getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', '/en/rules/general');
  await expect(terms).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab).toHaveURL(/\/en\/rules\/general$/);
  // The form stays where it was, the box unticked.
  await expect(page.getByLabel(/accept the terms and conditions/)).not.toBeChecked();
});
