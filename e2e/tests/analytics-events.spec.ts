import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page-health.ts';
import { apiAccounts, deposit, freshPlayer, OFFICE_API, placeFromSlip, seedCoupon } from '../support/office.ts';

/**
 * The analytics events a player causes, read back from the reference API's internal collector, in both apps: with
 * analytics consent ("accept all"), a bet placed through the slip sends event 10000 (ANLT-009) and a payment result
 * page sends event 10001 with the payment's status (ANLT-011). Analytics starts 10 s after load (ANLT-015); events
 * before that wait in the queue. The registration flow's e-mail approval, sent and done, likewise (ANLT-022).
 */

interface CollectorRecord {
  id: string | number;
  page: string;
  str: Record<string, string>;
  int: Record<string, number>;
}
async function collected(page: Page): Promise<CollectorRecord[]> {
  const response = await page.request.get('/web-api/test/analytics?limit=500');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { records: CollectorRecord[] }).records;
}

test.beforeEach(async ({ context, baseURL }) => {
  // Consent answered "accept all" (every other spec starts with "only necessary", which sends nothing).
  await context.addCookies([{ name: 'cookies_agree_type', value: 'all', url: baseURL! }]);
});

test('a bet placed with analytics consent reaches the collector as event 10000 (ANLT-009)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await freshPlayer(page);
  const main = (await apiAccounts(page.request)).find((account) => account.type === 0)!;
  await deposit(page.request, main.id, 50_000);
  await page.goto('/en');
  await waitForHydration(page);
  await seedCoupon(page, 4);
  const couponId = await placeFromSlip(page, testInfo, '10');
  await expect
    .poll(async () => (await collected(page)).filter((record) => record.id === 10000 && record.int.couponId === couponId).map((record) => ({ amount: record.int.amount ?? record.str.amount, iso: record.str.iso })), { timeout: 30_000 })
    .toEqual([{ amount: 10, iso: 'RUB' }]);
});

test('a payment result page with analytics consent reaches the collector as event 10001 with the status (ANLT-011)', async ({ page }) => {
  test.setTimeout(90_000);
  await freshPlayer(page);
  const main = (await apiAccounts(page.request)).find((account) => account.type === 0)!;
  const started = await page.request.post(`${OFFICE_API}/payments/deposit`, {
    data: { accountId: main.id, amountMinor: 20_000, method: 'card', lang: 'en' },
    headers: { 'Idempotency-Key': `e2e-anlt-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { payment } = (await started.json()) as { payment: { id: number } };
  const decided = await page.request.post(`${OFFICE_API}/payment-sim/${payment.id}`, { data: { outcome: 'success' } });
  const { redirectUrl } = (await decided.json()) as { redirectUrl: string };
  expect(redirectUrl).toBe(`/en/onpay/success?paymentId=${payment.id}`);
  await page.goto(redirectUrl);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await collected(page)).filter((record) => record.id === 10001 && record.int.paymentId === payment.id).map((record) => ({ status: record.str.status, direction: record.str.direction })), { timeout: 30_000 })
    .toEqual([{ status: 'success', direction: 'deposit' }]);
});

test('registration by e-mail sends "e-mail approval sent"; the verification link from the mailbox sends "done" (ANLT-022)', async ({ page }) => {
  test.setTimeout(120_000);
  const mark = `p${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `anlt.${mark}@example.test`;
  // Registration pages start analytics at once (ANLT-015).
  await page.goto(`/en/registration?probe=${mark}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-42');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel(/accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await collected(page)).filter((record) => record.page.includes(mark) && (record.id === 'registration.email_sent' || record.id === 1255)).map((record) => [record.id, record.str.type]), { timeout: 30_000 })
    .toEqual([
      ['registration.email_sent', 'full_reg'],
      [1255, 'full_reg'],
    ]);

  await page.goto(`/en/demo/mailbox?to=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Open the link: Confirm your account' }).first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  const href = (await link.getAttribute('href'))!;
  const token = new URL(href, 'http://x').searchParams.get('token')!;
  await page.goto(href);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is confirmed' })).toBeVisible({ timeout: 15_000 });
  // Other pages start analytics 10 s after load.
  await expect.poll(async () => (await collected(page)).filter((record) => record.id === 'registration.email_done' && record.page.includes(token)).length, { timeout: 30_000 }).toBe(1);
});
