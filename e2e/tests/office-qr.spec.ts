import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshPlayer } from '../support/office.ts';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * QR sign-in (ACCT-024 auth_qr), in both apps against the reference API: the account menu's auth_qr section opens
 * office/qr, which shows a QR code of a single-use link valid for 120 s; a second browser opens the link and is signed
 * in as the same player; the link is refused when used again.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('a signed-in player shows a QR code; another browser opens its link, is signed in as the player, and the link works once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await freshPlayer(page);
  const issues = watchConsole(page);

  // The account menu's auth_qr section is a link to the QR panel.
  await open(page, '/en/office/account');
  const section = page.locator('a[data-analytics="auth_qr"]').first();
  await expect(section).toHaveAttribute('href', '/en/office/qr');
  await section.scrollIntoViewIfNeeded();
  await section.click();
  await expect(page).toHaveURL(/\/en\/office\/qr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a QR code' })).toBeVisible({ timeout: 20_000 });

  const code = page.getByRole('img', { name: 'QR code to sign in on another device' });
  await expect(code).toBeVisible();
  expect(await code.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  expect(await code.locator('path').getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  // The countdown starts at 2:00 (120 s) or a second under it.
  await expect(page.getByRole('timer')).toHaveText(/^The code works for (2:00|1:5\d) more$/);
  const link = page.getByTestId('qr-link');
  const url = (await link.getAttribute('href')) ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/user\/qr\?token=[A-Za-z0-9_-]{43}$/);
  await expect(link).toHaveText(url);

  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // A second browser (no session) opens the link and is signed in as the same player.
  const project = test.info().project.use;
  const other = await browser.newContext({ viewport: project.viewport, userAgent: project.userAgent, isMobile: project.isMobile, hasTouch: project.hasTouch });
  try {
    const device = await other.newPage();
    await open(device, url);
    await expect(device.getByText('You are signed in on this device.')).toBeVisible({ timeout: 20_000 });
    const banner = device.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'My account' })).toBeVisible();
    const checked = await device.request.get('/web-api/user/v1/session-check');
    const original = await page.request.get('/web-api/user/v1/session-check');
    const who = ((await checked.json()) as { user_id: number | null }).user_id;
    expect(who).not.toBeNull();
    expect(who).toBe(((await original.json()) as { user_id: number }).user_id);
    await device.getByRole('link', { name: 'Go to my account' }).click();
    await expect(device.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({ timeout: 20_000 });

    // The same link again, in a third browser: refused, and that browser stays signed out.
    const third = await browser.newContext({ viewport: project.viewport, userAgent: project.userAgent, isMobile: project.isMobile, hasTouch: project.hasTouch });
    try {
      const late = await third.newPage();
      await open(late, url);
      await expect(late.getByText('This code was already used. Ask for a new code on the signed-in device.')).toBeVisible({ timeout: 20_000 });
      expect(((await (await late.request.get('/web-api/user/v1/session-check')).json()) as { user_id: number | null }).user_id).toBeNull();
    } finally {
      await third.close();
    }
  } finally {
    await other.close();
  }

  // "Get a new code" replaces the code: a new link, and the countdown starts again.
  await page.getByRole('button', { name: 'Get a new code' }).click();
  await expect(link).not.toHaveAttribute('href', url);
  await expect(page.getByRole('timer')).toHaveText(/^The code works for (2:00|1:5\d) more$/);
  expect(issues.take()).toEqual([]);
});
