import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { apiAccounts, deposit, freshPlayer, placeFromSlip, seedCoupon } from '../support/office.ts';

/**
 * The bet history end to end, in both apps (office/history; print-coupon): a fresh player's bet placed through the
 * slip shows in the history, the filters narrow it, its detail opens, and its print page shows it.
 */

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('a placed bet shows in the history; filters narrow it; its detail and print page open', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await freshPlayer(page);
  const main = (await apiAccounts(page.request)).find((account) => account.type === 0)!;
  await deposit(page.request, main.id, 50_000);
  await page.goto('/en');
  await waitForHydration(page);
  await seedCoupon(page, 3);
  const couponId = await placeFromSlip(page, testInfo, '10');

  const console = watchConsole(page);
  await page.goto('/en/office/history');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
  const list = page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', { name: 'Your coupons' });
  const row = list.getByRole(testInfo.project.name === 'mobile' ? 'listitem' : 'row').filter({ hasText: `Coupon ${couponId}` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Accumulator');
  await expect(row).toContainText('₽10');
  await expect(row).toContainText('Not settled');
  await expect(page.getByRole('status').filter({ hasText: 'Coupons shown: 1' })).toBeVisible();

  // Filters: each narrows what the API answers; clearing brings the coupon back.
  const filters = page.getByRole('form', { name: 'Filter bets' });
  await filters.getByLabel('Status').selectOption({ label: 'Won' });
  await expect(page.getByRole('status').filter({ hasText: 'No bets match these filters.' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await filters.getByLabel('Status').selectOption({ label: 'Not settled' });
  await expect(row).toBeVisible();
  await filters.getByLabel('Bet type').selectOption({ label: 'Singles' });
  await expect(row).toHaveCount(0);
  await filters.getByLabel('Bet type').selectOption({ label: 'Accumulator' });
  await expect(row).toBeVisible();
  await filters.getByLabel('From').fill(isoDay(1));
  await expect(page.getByRole('status').filter({ hasText: 'No bets match these filters.' })).toBeVisible();
  await filters.getByLabel('From').fill(isoDay(-1));
  await filters.getByLabel('To').fill(isoDay(1));
  await expect(row).toBeVisible();
  await filters.getByLabel('To').fill(isoDay(-2));
  await expect(filters.getByRole('alert')).toHaveText('The first day is after the last day.');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row).toBeVisible();

  // The detail: the coupon's facts and its selection.
  await row.getByRole('button', { name: `Details of coupon ${couponId}` }).click();
  const detail = page.getByRole('region', { name: `Coupon ${couponId} in detail` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(/^[2-9A-HJ-NP-Z]{8}$/)).toBeVisible();
  await expect(detail).toContainText('Potential returns');

  // Print: the print page of this coupon.
  await detail.getByRole('link', { name: `Print coupon ${couponId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/print-coupon/${couponId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Coupon No. ${couponId}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(console.take().filter((line) => /hydrat/i.test(line))).toEqual([]);
});
