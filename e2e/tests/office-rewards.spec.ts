import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { keepConsentAnswered } from '../support/consent.ts';

// Bonuses, cashback, promotions, bring a friend, rewards and share an idea in both apps (issue 11), against the
// reference API. Each test registers its own player(s), so no two tests share a balance.

const OFFICE = '/web-api/officeapi/v1';
/** RUB amounts as the site writes them (Intl puts a no-break space after the code). */
const rub = (text: string) => new RegExp(`RUB\\s${text.replace('.', '\\.')}`);

interface Player {
  id: number;
  auth: { authorization: string };
}

async function register(request: APIRequestContext): Promise<{ token: string; auth: { authorization: string } }> {
  const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 0 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  return { token, auth: { authorization: `Bearer ${token}` } };
}

/** A new player, signed in in the browser through the session cookie. */
async function freshPlayer(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<Player> {
  const { token, auth } = await register(request);
  await context.clearCookies();
  await context.addCookies([{ name: 'user_token', value: token, url: baseURL }]);
  // The cookie consent went with the other cookies: answer it again so its modal does not cover the page.
  await keepConsentAnswered(context);
  const answer = await request.get(`${OFFICE}/accounts`, { headers: auth });
  const { accounts } = (await answer.json()) as { accounts: { id: number; type: number }[] };
  return { id: accounts.find((account) => account.type === 0)!.id, auth };
}

/** A successful deposit through the simulated provider's JSON answer (the payment pages have their own tests). */
async function deposit(request: APIRequestContext, player: Player, amountMinor: number) {
  const started = await request.post(`${OFFICE}/payments/deposit`, { headers: player.auth, data: { accountId: player.id, amountMinor, method: 'card' } });
  expect(started.status(), await started.text()).toBe(201);
  const { payment } = (await started.json()) as { payment: { id: number } };
  const decided = await request.post(`${OFFICE}/payment-sim/${payment.id}`, { headers: player.auth, data: { outcome: 'success' } });
  expect(decided.ok(), await decided.text()).toBe(true);
}

async function openOffice(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

const noIssues = (issues: string[]) => issues.filter((text) => !/status of 4\d\d/.test(text));

test.describe('office bonuses and rewards', () => {
  test('a deposit bonus is taken, credited to the bonus account, wagered from 0 and cancelled', async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const player = await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    await openOffice(page, '/en/office/bonuses/deposit', 'Bonuses');
    const main = page.getByRole('main');
    await expect(main.getByText(`Deposit at least ${'RUB'}`).first()).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Take the bonus' }).first()).toBeDisabled();

    await deposit(request, player, 200_000);
    await page.reload();
    await waitForHydration(page);
    // 50% of RUB 2,000.00, within the RUB 5,000.00 cap.
    await expect(main.getByText(rub('1,000.00')).first()).toBeVisible({ timeout: 20_000 });
    await main.getByRole('button', { name: 'Take the bonus' }).first().click();
    await expect(main.getByText('The bonus is on your bonus account. Wagering has started.')).toBeVisible({ timeout: 20_000 });
    const accounts = (await (await request.get(`${OFFICE}/accounts`, { headers: player.auth })).json()) as { accounts: { type: number; moneyMinor: number }[] };
    expect(accounts.accounts.find((account) => account.type === 4)?.moneyMinor).toBe(100_000);

    await main.getByRole('link', { name: 'Wagering' }).click();
    await expect(page).toHaveURL(/\/en\/office\/bonuses\/wager$/);
    const progress = main.getByRole('progressbar', { name: 'Wagering progress' });
    await expect(progress).toHaveAttribute('aria-valuemax', '500000', { timeout: 20_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await main.getByRole('button', { name: 'Cancel the bonus' }).click();
    await expect(main.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 20_000 });
    const after = (await (await request.get(`${OFFICE}/accounts`, { headers: player.auth })).json()) as { accounts: { type: number; moneyMinor: number }[] };
    expect(after.accounts.find((account) => account.type === 4)?.moneyMinor).toBe(0);
    expect(noIssues(issues.take())).toEqual([]);
  });

  test('VIP cashback starts at level 1 with 5% and nothing to claim; premium returns 10%', async ({ page, request, context, baseURL }) => {
    await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    await openOffice(page, '/en/office/casino/vipcashback', 'VIP cashback');
    const main = page.getByRole('main');
    await expect(main.getByText('Level 1 · 5% back').first()).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(/Cashback to claim: RUB\s0\.00/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Claim cashback' })).toBeDisabled();
    await openOffice(page, '/en/office/casino/premiumcashback', 'Premium cashback');
    await expect(main.getByText('Level 1 · 10% back').first()).toBeVisible({ timeout: 20_000 });
    expect(noIssues(issues.take())).toEqual([]);
  });

  test('a promo code is checked, applied once, and shows under rewards', async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    await openOffice(page, '/en/office/promotion', 'Promotions');
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: 'Promo code' });
    await field.fill('<b>');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByText('A code has 3 to 32 letters, digits or dashes.')).toBeVisible();
    await field.fill('NOSUCHCODE');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByText('No promotion has this code.')).toBeVisible({ timeout: 20_000 });
    await field.fill(' sportweek ');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByText(/Code SPORTWEEK applied: RUB\s500\.00 is on your bonus account\./)).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Use this code' })).toHaveCount(1);
    await field.fill('SPORTWEEK');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByText('You already used this code.')).toBeVisible({ timeout: 20_000 });

    await openOffice(page, '/en/office/rewards', 'Rewards');
    await expect(main.getByText('Promo code', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(rub('500.00')).first()).toBeVisible();
    expect(noIssues(issues.take())).toEqual([]);
  });

  test('a friend enters the referral code and appears in the invited friends list', async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const host = await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    await openOffice(page, '/en/office/bringfriend', 'Bring a friend');
    const main = page.getByRole('main');
    const code = main.getByRole('status', { name: 'Your referral code' }).or(main.locator('output'));
    await expect(code.first()).toHaveText(/^FRIEND-[0-9A-Z]+$/, { timeout: 20_000 });
    const text = (await code.first().textContent())!.trim();
    await expect(main.getByText('No friend has entered your code yet.')).toBeVisible();

    // The friend, in the same browser after the host's session is gone.
    await freshPlayer(request, context, baseURL!);
    await openOffice(page, '/en/office/promotion', 'Promotions');
    await main.getByRole('textbox', { name: 'Promo code' }).fill(text.toLowerCase());
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByText(new RegExp(`Your friend's code ${text} is applied`))).toBeVisible({ timeout: 20_000 });

    const referrals = (await (await request.get(`${OFFICE}/referrals`, { headers: host.auth })).json()) as { friends: unknown[] };
    expect(referrals.friends).toHaveLength(1);
    expect(noIssues(issues.take())).toEqual([]);
  });

  test('an idea is checked by the form, sent and confirmed with its number', async ({ page, request, context, baseURL }) => {
    await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    await openOffice(page, '/en/office/share-idea', 'Share an idea');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send the idea' }).click();
    await expect(main.getByText('Choose a topic.')).toBeVisible();
    await expect(main.getByText('Write at least 10 characters.')).toBeVisible();
    await main.getByLabel('Topic').selectOption('site');
    await main.getByRole('textbox', { name: 'Your idea' }).fill('Let me pin my favourite leagues on top.');
    await main.getByRole('button', { name: 'Send the idea' }).click();
    await expect(main.getByText('Thank you!')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(/Your idea no\. \d+ has reached the team\./)).toBeVisible();
    await main.getByRole('button', { name: 'Share another idea' }).click();
    await expect(main.getByRole('textbox', { name: 'Your idea' })).toHaveValue('');
    expect(noIssues(issues.take())).toEqual([]);
  });
});

test.describe('first-deposit bonus popup', () => {
  test('a player who chose a bonus and has not deposited sees the offer after 15 s, once per session', async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 1 } });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    await context.addCookies([{ name: 'user_token', value: token, url: baseURL! }]);
    const issues = watchConsole(page);
    await openOffice(page, '/en/office/share-idea', 'Share an idea');
    const started = Date.now();
    const dialog = page.getByRole('dialog', { name: 'First deposit bonus' });
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    // Not before the spec's 15 s (counted from after hydration, so a little less from here).
    expect(Date.now() - started).toBeGreaterThanOrEqual(13_000);
    await expect(dialog.getByText(/Make your first deposit and get 100% on top, up to RUB\s10,000\.00\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).first().click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('bf.firstDepositBonusClosed'))).toBe('1');
    // Closing set the session flag; signing out resets it, so the next sign-in in this tab may offer it again (ACCT-023).
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('bf.firstDepositBonusClosed')), { timeout: 20_000 }).toBe('');
    expect(noIssues(issues.take())).toEqual([]);
  });

  test('on the phone, the offer waits while the accounts sheet is open, and comes once it closes', async ({ page, request, context, baseURL }) => {
    test.skip(test.info().project.name !== 'mobile', 'the accounts sheet is the phone\'s; the desktop menu is no dialog');
    test.setTimeout(120_000);
    const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 1 } });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    await context.addCookies([{ name: 'user_token', value: token, url: baseURL! }]);
    await openOffice(page, '/en/office/share-idea', 'Share an idea');
    await page.getByRole('button', { name: /^Accounts/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Your accounts' });
    await expect(sheet).toBeVisible();
    const offer = page.getByRole('dialog', { name: 'First deposit bonus' });
    // Past the spec's 15 s with the sheet open: the offer does not open under it.
    await page.waitForTimeout(18_000);
    await expect(offer).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toBeVisible({ timeout: 10_000 });
  });
});
