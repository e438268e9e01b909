import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * The office's player care in both apps against the reference API (spec: S1 §2 office routes; S2 §4 convert account):
 * support, payment requests by topic, payment and sub-topic, the verification step (office, identification and
 * sumsub routes) and convert account. Each test registers its own player.
 */

const OFFICE = '/web-api/officeapi/v1';

interface Player {
  auth: { authorization: string };
}

async function freshPlayer(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<Player> {
  const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 0 } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  await context.addCookies([{ name: 'user_token', value: token, url: baseURL }]);
  return { auth: { authorization: `Bearer ${token}` } };
}

async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

test.describe('office player care', () => {
  test('support: the form checks the topic and length, sends through the API and lists the message', async ({ page, request, context, baseURL }) => {
    const player = await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    await openPage(page, '/en/office/support', 'Support');
    const main = page.getByRole('main');
    await expect(main.getByText('You have not written to us yet.')).toBeVisible({ timeout: 20_000 });

    await main.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(main.getByText('Choose a topic.')).toBeVisible();
    await expect(main.getByText('Write your message.')).toBeVisible();
    await main.getByLabel('Topic', { exact: true }).selectOption({ label: 'Deposits and withdrawals' });
    await main.getByLabel('Message', { exact: true }).fill('Too short');
    await expect(main.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(main.getByText('9 / 2000')).toBeVisible();
    await main.getByLabel('Message', { exact: true }).fill('My deposit of 150 roubles has not arrived.');
    await main.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(main.getByText(/^Your message #\d+ was sent\./)).toBeVisible({ timeout: 20_000 });
    const stored = (await (await request.get(`${OFFICE}/support/tickets`, { headers: player.auth })).json()) as { tickets: { id: number; topic: string; message: string }[] };
    expect(stored.tickets).toHaveLength(1);
    expect(stored.tickets[0]).toMatchObject({ topic: 'payments', message: 'My deposit of 150 roubles has not arrived.' });
    await expect(main.getByText(`#${stored.tickets[0]!.id} · Deposits and withdrawals`)).toBeVisible();
    await expect(main.getByLabel('Message', { exact: true })).toHaveValue('');
    expect(issues.take()).toEqual([]);
  });

  test('payment requests: a deposit topic, the failed deposit, a sub-topic, the request sent and listed', async ({ page, request, context, baseURL }) => {
    test.setTimeout(90_000);
    const player = await freshPlayer(request, context, baseURL!);
    // Personal data filled in (payment request pages are withdrawal routes), and a deposit of RUB 150.00 that failed.
    const profile = await request.patch(`${OFFICE}/personal-data`, { headers: player.auth, data: { name: 'Ada', surname: 'Lovelace', birthdayDate: '1990-12-10' } });
    expect(profile.ok(), await profile.text()).toBe(true);
    const { accounts } = (await (await request.get(`${OFFICE}/accounts`, { headers: player.auth })).json()) as { accounts: { id: number; type: number }[] };
    const started = await request.post(`${OFFICE}/payments/deposit`, { headers: player.auth, data: { accountId: accounts.find((a) => a.type === 0)!.id, amountMinor: 15_000, method: 'card', lang: 'en' } });
    const { payment } = (await started.json()) as { payment: { id: number } };
    expect((await request.post(`${OFFICE}/payment-sim/${payment.id}`, { headers: player.auth, data: { outcome: 'fail' } })).ok()).toBe(true);
    const issues = watchConsole(page);

    await openPage(page, '/en/office/payment/requests', 'Payment requests');
    const main = page.getByRole('main');
    await expect(main.getByText('You have no payment requests.')).toBeVisible({ timeout: 20_000 });
    await main.getByRole('link', { name: /A deposit/ }).click();

    await expect(page).toHaveURL(/\/en\/office\/payment\/1\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A deposit' })).toBeVisible({ timeout: 20_000 });
    await main.getByRole('link', { name: new RegExp(`#${payment.id} · RUB\\s150\\.00`) }).click();

    await expect(page).toHaveURL(new RegExp(`/en/office/payment/1/transactions/${payment.id}$`));
    await expect(main.getByText('Failed').first()).toBeVisible({ timeout: 20_000 });
    await main.getByRole('link', { name: /The deposit was not credited/ }).click();

    await expect(page).toHaveURL(new RegExp(`/en/office/payment/1/11\\?transactionId=${payment.id}$`));
    await expect(main.getByLabel('Subject', { exact: true })).toHaveValue('11', { timeout: 20_000 });
    await expect(main.getByLabel('Payment', { exact: true })).toHaveValue(String(payment.id), { timeout: 20_000 });
    await main.getByLabel('Message', { exact: true }).fill('The money left my card but did not arrive.');
    await main.getByRole('button', { name: 'Send request' }).click();
    await expect(main.getByText(/^Request #\d+ was sent\./)).toBeVisible({ timeout: 20_000 });

    const { requests } = (await (await request.get(`${OFFICE}/payment-requests`, { headers: player.auth })).json()) as { requests: { id: number; topicId: number; subTopicId: number; transactionId: number }[] };
    expect(requests).toEqual([expect.objectContaining({ topicId: 1, subTopicId: 11, transactionId: payment.id })]);
    await main.getByRole('link', { name: 'See your requests' }).click();
    await expect(page).toHaveURL(/\/en\/office\/payment\/requests$/);
    await expect(main.getByText(`#${requests[0]!.id} · A deposit`)).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(`The deposit was not credited (payment #${payment.id})`)).toBeVisible();
    expect(issues.take()).toEqual([]);
  });

  test('payment requests: a question without a payment goes straight to the form with its sub-topics', async ({ page, request, context, baseURL }) => {
    const player = await freshPlayer(request, context, baseURL!);
    await request.patch(`${OFFICE}/personal-data`, { headers: player.auth, data: { name: 'Ada', surname: 'Lovelace', birthdayDate: '1990-12-10' } });
    await openPage(page, '/en/office/payment/create-request/3', 'Another payment question');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Subject', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByLabel('Payment', { exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Send request' }).click();
    await expect(main.getByText('Choose a subject.')).toBeVisible();
    await main.getByLabel('Subject', { exact: true }).selectOption({ label: 'Limits and fees' });
    await main.getByLabel('Message', { exact: true }).fill('What is the most I can withdraw a day?');
    await main.getByRole('button', { name: 'Send request' }).click();
    await expect(main.getByText(/^Request #\d+ was sent\./)).toBeVisible({ timeout: 20_000 });
  });

  test('verification: office/account says not verified and links to it; a document goes for review, pending, then approved without a reload, and the account says verified (UCFG-028, UCFG-031)', async ({ page, request, context, baseURL }) => {
    test.setTimeout(90_000);
    await freshPlayer(request, context, baseURL!);
    const issues = watchConsole(page);
    // office/account reads the user config: not verified (UCFG-028), with a way to verify while types are on offer (UCFG-031).
    await openPage(page, '/en/office/account', 'My account');
    const main = page.getByRole('main');
    const verificationFact = main.locator('dl > div, ul > li').filter({ has: page.getByText('Verification', { exact: true }) });
    await expect(verificationFact).toHaveText(/Verification\s*Not verified$/, { timeout: 20_000 });
    await main.getByRole('link', { name: 'Verify your account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/office/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('Not verified')).toBeVisible({ timeout: 20_000 });

    await main.getByRole('button', { name: 'Send for review' }).click();
    await expect(main.getByText('Choose the document.')).toBeVisible();
    await expect(main.getByText('Choose a file.')).toBeVisible();
    await main.getByLabel('Document', { exact: true }).selectOption({ label: 'Passport' });
    await main.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(main.getByText('The file must be JPEG, PNG or PDF.')).toBeVisible();
    await main.getByLabel('File', { exact: true }).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) });
    await main.getByRole('button', { name: 'Send for review' }).click();

    await expect(main.getByText('Your document was sent for review.')).toBeVisible({ timeout: 20_000 });
    await expect(main.locator('[data-state="pending"]')).toBeVisible();
    await expect(main.getByText('passport.png · 2 KB')).toBeVisible();
    // The simulated reviewer approves 5 s later; the page looks again every 2 s.
    await expect(main.locator('[data-state="approved"]')).toBeVisible({ timeout: 30_000 });
    await expect(main.getByText('Your identity is confirmed.')).toBeVisible();
    expect(issues.take()).toEqual([]);
    await openPage(page, '/en/office/account', 'My account');
    await expect(verificationFact).toHaveText(/Verification\s*Verified$/, { timeout: 20_000 });

    // The identification and sumsub routes show the same step.
    await openPage(page, '/en/office/identification', 'Verification');
    await expect(main.locator('[data-state="approved"]')).toBeVisible({ timeout: 20_000 });
    await openPage(page, '/en/verification/sumsub', 'Verification');
    await expect(page.getByRole('main').locator('[data-state="approved"]')).toBeVisible({ timeout: 20_000 });
  });

  test('convert account: status 0 needs nothing; status 1 shows the main account and takes the request', async ({ page, request, context, baseURL }) => {
    const player = await freshPlayer(request, context, baseURL!);
    await openPage(page, '/en/office/convert-account', 'Convert account');
    const main = page.getByRole('main');
    await expect(main.getByText('Your account does not need converting.')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Ask for the conversion' })).toHaveCount(0);

    const hook = await request.post('/web-api/test/convert-account', { headers: player.auth, data: { status: 1 } });
    expect(hook.ok(), await hook.text()).toBe(true);
    await openPage(page, '/en/office/convert-account', 'Convert account');
    await expect(main.getByRole('heading', { level: 2, name: 'Convert your RUB account' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('Your main account in RUB can be converted')).toBeVisible();
    await expect(main.getByText('Main, RUB')).toBeVisible();
    await main.getByRole('button', { name: 'Ask for the conversion' }).click();
    await expect(main.getByText('We have your request.')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(/^You asked for the conversion on /)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Ask for the conversion' })).toHaveCount(0);
  });
});

test.describe('convert-account reminder', () => {
  test('a player allowed to convert sees the notice once after signing in, and is marked reminded', async ({ page, request, context, baseURL }) => {
    const player = await freshPlayer(request, context, baseURL!);
    const hook = await request.post('/web-api/test/convert-account', { headers: player.auth, data: { status: 1 } });
    expect(hook.ok(), await hook.text()).toBe(true);
    await page.goto('/en');
    await waitForHydration(page);
    const notice = page.getByRole('status').filter({ hasText: 'Convert your RUB account' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(notice.getByText("Your main account can be converted to the site's current currency.")).toBeVisible();
    const state = (await (await request.get(`${OFFICE}/convert-account`, { headers: player.auth })).json()) as { convertAccount: { isReminded: boolean } };
    expect(state.convertAccount.isReminded).toBe(true);
    await notice.getByRole('link', { name: 'See how' }).click();
    await expect(page).toHaveURL(/\/en\/office\/convert-account$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Ask for the conversion' })).toBeVisible({ timeout: 20_000 });
    // A new tab asks again, and the API answers no notice: the player was reminded.
    const second = await context.newPage();
    const asked = second.waitForResponse((response) => response.url().endsWith('/convert-account/remind'), { timeout: 30_000 });
    await second.goto('/en');
    await waitForHydration(second);
    expect(((await (await asked).json()) as { notice: string | null }).notice).toBeNull();
    await expect(second.getByText('Convert your RUB account')).toHaveCount(0);
  });
});
