import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * Responsible gaming (issue 12): a deposit limit set, decreased at once, increased only after 24 hours and the
 * player's confirmation; a self-exclusion signs the player out and the reference API refuses the next sign-in.
 */

async function newPlayer(request: APIRequestContext) {
  const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB' } });
  expect(registered.ok()).toBe(true);
  const { data } = (await registered.json()) as { data: { login: string; password: string } };
  return { login: data.login, password: data.password };
}

async function signIn(page: Page, player: { login: string; password: string }) {
  await page.goto('/en/user/login');
  await waitForHydration(page);
  await page.getByLabel('Login or e-mail').fill(player.login);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function openLimits(page: Page) {
  await page.goto('/en/office/responsible');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
}

/** Types `value` into the 24-hour deposit limit and sets it. */
async function setDayDepositLimit(page: Page, value: string) {
  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  await deposits.getByLabel('Deposit limit for 24 hours').fill(value);
  await deposits.getByRole('button', { name: 'Set limit' }).first().click();
}

test('a deposit limit: set, decreased at once, increased after 24 hours and a confirmation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const issues = watchConsole(page);
  await signIn(page, await newPlayer(request));
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  await openLimits(page);
  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  await expect(deposits.getByText('No limit').first()).toBeVisible({ timeout: 20_000 });

  await setDayDepositLimit(page, '1000');
  await expect(page.getByRole('status').filter({ hasText: 'The limit applies now' })).toBeVisible({ timeout: 20_000 });
  await expect(deposits.getByText('Limit: 1,000')).toBeVisible();

  await setDayDepositLimit(page, '500');
  await expect(deposits.getByText('Limit: 500', { exact: true })).toBeVisible({ timeout: 20_000 });

  await setDayDepositLimit(page, '2000');
  await expect(deposits.getByText('Change to 2,000: 24 h left before you can confirm it')).toBeVisible({ timeout: 20_000 });
  await expect(deposits.getByText('Limit: 500', { exact: true })).toBeVisible();
  await expect(deposits.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // The reference API's limit clock moves 24 hours on; the page asks to confirm.
  expect((await page.request.post('/web-api/test/limits/advance', { data: { seconds: 86_400 } })).ok()).toBe(true);
  await openLimits(page);
  await expect(deposits.getByText('Change to 2,000 is ready: confirm it to apply it')).toBeVisible({ timeout: 20_000 });
  await deposits.getByRole('button', { name: 'Confirm' }).click();
  await expect(deposits.getByText('Limit: 2,000')).toBeVisible({ timeout: 20_000 });
  expect(issues.take()).toEqual([]);
});

test('a self-exclusion asks for confirmation, signs the player out, and the next sign-in is refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request);
  await signIn(page, player);
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  await openLimits(page);
  const exclusion = page.getByRole('region', { name: 'Take a break' });
  // The desktop offers selects; the phone, radio cards.
  const selfExclusion = exclusion.getByRole('radio', { name: 'Self-exclusion' });
  if ((await selfExclusion.count()) > 0) {
    await selfExclusion.check();
    await exclusion.getByRole('radio', { name: '7', exact: true }).check();
  } else {
    await exclusion.getByLabel('Type').selectOption({ label: 'Self-exclusion' });
    await exclusion.getByLabel('Period, days').selectOption('7');
  }
  await exclusion.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('Self-exclusion, period in days: 7.');
  await dialog.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).not.toHaveURL(/\/office\//, { timeout: 20_000 });

  await signIn(page, player);
  await expect(page.getByRole('alert').filter({ hasText: /self-exclusion/i })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/user\/login/);
});
