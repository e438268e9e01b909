import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { freshPlayer } from '../support/office.ts';

/**
 * The payment-bills out-of-service modal (SHELL-017; spec S2 §2 modals), in both apps: the deposit page's method list
 * comes back from the reference API with the bills method marked out of service (its `test_bills_out_of_service`
 * cookie, test hooks only); the shell's site-notice dialog tells the player once on that visit, and the method is not
 * offered. In service, the method is offered and no modal opens.
 */

const notice = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Payment by bill is out of service' });

test('the deposit page opens the out-of-service modal when bills come back out of service, once per visit', async ({ page, context, baseURL }) => {
  const console = watchConsole(page);
  await freshPlayer(page);

  // In service: offered, no modal.
  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Payment bills' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('radio', { name: 'Bank card' })).toBeChecked();
  await expect(notice(page)).toHaveCount(0);

  // Out of service: the modal opens over the deposit page and the method is not offered.
  await context.addCookies([{ name: 'test_bills_out_of_service', value: '1', url: baseURL! }]);
  await page.reload();
  await waitForHydration(page);
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
  await expect(notice(page)).toContainText('Paying by bill is temporarily unavailable. Please choose another deposit method.');
  await expect(main.getByRole('radio', { name: 'Bank card' })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'Payment bills' })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Answered: closed for this visit, even when the list is asked again (the window regains focus).
  await notice(page).getByRole('button', { name: 'Choose another method' }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(1_000);
  await expect(notice(page)).toHaveCount(0);

  // Another page: none; back on the deposit page (a new visit): the modal again, and the close button closes it.
  await page.goto('/en/office/history');
  await waitForHydration(page);
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  await expect(notice(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(notice(page)).toHaveCount(0);
  expect(console.take()).toEqual([]);
});
