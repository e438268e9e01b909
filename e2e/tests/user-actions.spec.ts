import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { keepConsentAnswered } from '../support/consent.ts';
import { bindPhoneOnSecurityPage, officeFact } from '../support/office.ts';

/**
 * The user action pages act (issue 11 point 4; spec S2 §2 user action pages, §4 password recovery): the reference
 * API stores the messages it "sends", and the demo mailbox page lists them with their links. Both apps.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** The browser's note for a call the API refused (a used or malformed link answers 410 or 400). */
const isRefusalNote = (text: string) => /^Failed to load resource: the server responded with a status of (400|410)\b/.test(text);
/** SHOTS=<folder> saves each page's look for review. */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const path = `${process.env.SHOTS}/${test.info().project.name}-${name}`;
  await page.screenshot({ path: `${path}.png` });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  await page.screenshot({ path: `${path}-dark.png` });
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

/** A fresh player with an e-mail, registered through the API in its own request context (the page stays signed out). */
async function registerPlayer(request: APIRequestContext, password = 'first1234'): Promise<{ email: string; login: string }> {
  const email = `reset.${unique()}@example.com`;
  const response = await request.post('/web-api/auth/v1/register', { data: { type: 'full_reg', email, password, currency: 'EUR', birth_date: '1990-01-01', name: 'Ann', surname: 'Lee' } });
  expect(response.status()).toBe(200);
  return { email, login: ((await response.json()) as { data: { login: string } }).data.login };
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/en/user/login');
  await waitForHydration(page);
  await page.getByLabel('Login or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The mailbox's link for the newest message with this subject to `to`, read from the demo mailbox page. */
async function linkFromMailbox(page: Page, to: string, subject: string): Promise<string> {
  await page.goto(`/en/demo/mailbox?to=${encodeURIComponent(to)}`);
  await waitForHydration(page);
  await expect(page.getByRole('note')).toContainText('Demo only.');
  const link = page.getByRole('link', { name: `Open the link: ${subject}` }).first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/en\/user\/[a-z]+\?(type=[a-z]+&)?token=[A-Za-z0-9_-]{43}$/);
  return href!;
}

test.describe('user action pages', () => {
  test('forgot password → the link from the mailbox → a new password that signs in; the link then fails', async ({ page, request }) => {
    test.setTimeout(180_000);
    const issues = watchConsole(page, isRefusalNote);
    const player = await registerPlayer(request);

    await page.goto('/en?showForgotPasswordModal=1');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Login, e-mail or phone').fill(player.email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByText('If an account matches, the link is on its way. Check your e-mail and SMS.')).toBeVisible({ timeout: 15_000 });
    // The link can be sent again from here (ANLT-025's resend step); the newest link is the one used below.
    await dialog.getByRole('button', { name: 'Send the link again' }).click();
    await expect(dialog.getByText('Sent again.')).toBeVisible({ timeout: 15_000 });

    const href = await linkFromMailbox(page, player.email, 'Set a new password');
    await shot(page, 'mailbox');
    await page.getByRole('link', { name: 'Open the link: Set a new password' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/user/passwordreset');
    await expect(page.getByText(`Choose a new password for account ${player.login}.`)).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('New password', { exact: true }).fill('second123');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('second124');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await shot(page, 'reset-form');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('second123');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible({ timeout: 15_000 });
    await shot(page, 'reset-done');

    await signIn(page, player.email, 'second123');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible({ timeout: 15_000 });
    // A player who signed up with an e-mail: activation type 1 (UCFG-004); binding a phone makes it 2 (UCFG-005, UCFG-018).
    await page.goto('/en/office/security');
    await waitForHydration(page);
    await expect(officeFact(page, 'Confirmed contacts')).toHaveText(/Confirmed contacts\s*E-mail$/, { timeout: 20_000 });
    await bindPhoneOnSecurityPage(page);
    await expect(officeFact(page, 'Confirmed contacts')).toHaveText(/Confirmed contacts\s*E-mail and phone$/);
    // Leave the signed-in page before its cookies go, so none of its calls meets a session that vanished under it.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await keepConsentAnswered(page.context());

    // The same link a second time: used, said plainly, with the way to a new one.
    const reused = await page.goto(href);
    expect(reused?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/en?showForgotPasswordModal=1');
    await shot(page, 'reset-used');
    expect(issues.take()).toEqual([]);
  });

  test('a recovery asked for an account that does not exist reads the same, and the collector counts it naming nobody (ANLT-025)', async ({ page }) => {
    const since = Date.now() - 1_000;
    const nobody = `nobody-${since.toString(36)}@example.com`;
    await page.goto('/en?showForgotPasswordModal=1');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Login, e-mail or phone').fill(nobody);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByText('If an account matches, the link is on its way. Check your e-mail and SMS.')).toBeVisible({ timeout: 15_000 });
    const response = await page.request.get('/web-api/test/analytics?limit=500');
    const { records } = (await response.json()) as { records: { id: string; at: number; userId: number | null; str: Record<string, string> }[] };
    // The other project may count its own at the same moment: at least this one, none naming a player.
    const unknown = records.filter((record) => record.id === 'password_recovery.unknown_user' && record.at >= since);
    expect(unknown.length).toBeGreaterThanOrEqual(1);
    expect(unknown.every((record) => record.userId === null && record.str['lng'] === 'en')).toBe(true);
    expect(JSON.stringify(records)).not.toContain(nobody);
  });

  test('a malformed or unknown link gets an error page, never a 500', async ({ page }) => {
    const issues = watchConsole(page, isRefusalNote);
    for (const path of ['/en/user/accountverify?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E', `/en/user/activate?type=email&token=${'A'.repeat(43)}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible({ timeout: 15_000 });
    }
    expect(issues.take()).toEqual([]);
  });

  test('registration sends the verification link; confirming it works once', async ({ page, request }) => {
    const issues = watchConsole(page, isRefusalNote);
    const player = await registerPlayer(request);
    const href = await linkFromMailbox(page, player.email, 'Confirm your account');
    await page.goto(href);
    await waitForHydration(page);
    await expect(page.getByText(`Confirm that account ${player.login} and its e-mail are yours.`)).toBeVisible({ timeout: 15_000 });
    await shot(page, 'verify-ready');
    await page.getByRole('button', { name: 'Confirm my account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is confirmed' })).toBeVisible({ timeout: 15_000 });
    await page.goto(href);
    await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible({ timeout: 15_000 });
    expect(issues.take()).toEqual([]);
  });

  test('stop-newsletter: a signed-in player has a newsletter sent, unsubscribes by its link, and news mail is off', async ({ page }) => {
    const issues = watchConsole(page);
    // Registered through the page's own context: the browser is signed in as the new player.
    const player = await registerPlayer(page.request);
    await page.goto(`/en/demo/mailbox?to=${encodeURIComponent(player.email)}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'A newsletter' }).click();
    await expect(page.getByText(`Sent to ${player.email}`)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Open the link: BetFront news' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/user/stopnewsletter');
    await page.getByRole('button', { name: 'Unsubscribe' }).click({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible({ timeout: 15_000 });
    await shot(page, 'newsletter-done');
    const settings = await page.request.get('/web-api/officeapi/v1/settings');
    expect(((await settings.json()) as { settings: { enable_mail_news: boolean } }).settings.enable_mail_news).toBe(false);
    expect(issues.take()).toEqual([]);
  });
});

test.describe('the recovery save is active or passive (ANLT-025)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // Analytics consent ("accept all"): the collector gets the flow's events (every other spec sends none).
    await context.addCookies([{ name: 'cookies_agree_type', value: 'all', url: baseURL! }]);
  });

  for (const [how, mode] of [
    ['typed one key at a time', 'active'],
    ['filled at once, as a paste or the browser\'s password manager does', 'passive'],
  ] as const) {
    test(`a new password ${how} is saved ${mode}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const player = await registerPlayer(request);
      await page.goto('/en?showForgotPasswordModal=1');
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await dialog.getByLabel('Login, e-mail or phone').fill(player.email);
      await dialog.getByRole('button', { name: 'Send the link' }).click();
      await expect(dialog.getByText('If an account matches, the link is on its way. Check your e-mail and SMS.')).toBeVisible({ timeout: 15_000 });
      const href = await linkFromMailbox(page, player.email, 'Set a new password');

      await page.goto(href);
      await waitForHydration(page);
      await expect(page.getByText(`Choose a new password for account ${player.login}.`)).toBeVisible({ timeout: 15_000 });
      const password = page.getByLabel('New password', { exact: true });
      if (mode === 'active') await password.pressSequentially('second123');
      else await password.fill('second123');
      await page.getByLabel('Repeat the new password', { exact: true }).fill('second123');
      await page.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible({ timeout: 15_000 });

      // The collector's record of this page's save (its address carries this link's token); analytics starts 10 s after load.
      await expect
        .poll(
          async () => {
            const { records } = (await (await page.request.get('/web-api/test/analytics?limit=500')).json()) as { records: { id: string; page: string; str: Record<string, string> }[] };
            return records.filter((record) => record.id === 'password_recovery.saved' && record.page === href).map((record) => record.str['mode']);
          },
          { timeout: 40_000 },
        )
        .toEqual([mode]);
    });
  }
});
