import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startConfiguredServer, type ConfiguredServer } from '../support/configured-server.ts';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { pastSiteNotices } from '../support/site-notices.ts';

/**
 * The privacy update modal (spec: S2 §2; SHELL-016) on a site whose config carries `privacyUpdatedAt` (the demo
 * config has none, so this file runs its own server), in both apps.
 */

const PRIVACY_UPDATED_AT = '2026-11-01T00:00:00.000Z';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let server: ConfiguredServer | undefined;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startConfiguredServer({ privacyUpdatedAt: PRIVACY_UPDATED_AT }, testInfo.parallelIndex);
  // A cold server's first render can time out on a busy machine: wait until it renders a page once.
  await expect.poll(async () => (await fetch(`${server!.baseURL}/en`).catch(() => undefined))?.status, { timeout: 90_000, intervals: [1_000] }).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
});

test('a visitor past the age and new-site notices sees the privacy update once, keyboard and axe clean (SHELL-016)', async ({ page }) => {
  test.setTimeout(120_000);
  const issues = watchConsole(page);
  // This server's origin has none of the default storage state's markers: the age and new-site answers are set here.
  await page.addInitScript((markers) => {
    for (const { name, value } of markers) localStorage.setItem(name, value);
    localStorage.setItem('registration_reminder_next_at', String(Date.now() + 24 * 3600_000));
  }, pastSiteNotices());
  await page.goto(`${server!.baseURL}/en`);
  await waitForHydration(page);

  const dialog = page.getByRole('dialog', { name: 'Our privacy policy has been updated' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('We have updated how we handle your personal data. Please read the privacy policy.');
  expect(await seriousViolations(page)).toEqual([]);
  // By keyboard: the confirm button takes focus and Enter closes the notice.
  await dialog.getByRole('button', { name: 'I understand' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('privacy_update_seen'))).toBe(PRIVACY_UPDATED_AT);

  // Seen: not again after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(issues.take()).toEqual([]);
});
