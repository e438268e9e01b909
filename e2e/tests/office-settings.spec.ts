import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { bindPhoneOnSecurityPage, officeFact } from '../support/office.ts';

/**
 * The player's office: its menu, the settings page and the security page (spec: S1 §2 office routes, S2 §3, §4),
 * in both apps, against the reference API. Each test registers its own player through the API (one click).
 */

const ODDS_NAME = /^(.+?) (\d+\.\d+|\d+\/\d+|[+-]\d+), (.+? – .+?), (.+)$/;
const PREMIER_LEAGUE = '/en/home/line/football/1/101-england-premier-league';

async function newPlayer(request: APIRequestContext): Promise<{ login: string; password: string }> {
  const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB' } });
  expect(registered.ok()).toBe(true);
  const { data } = (await registered.json()) as { data: { login: string; password: string } };
  return { login: data.login, password: data.password };
}

async function signIn(page: Page, { login, password }: { login: string; password: string }) {
  await page.goto('/en/user/login');
  await waitForHydration(page);
  await page.getByLabel('Login or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log out' });

async function openOffice(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

test.describe('office settings', () => {
  test('the office menu marks the current page; odds format, 12-hour clock and theme apply on the sports pages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const issues = watchConsole(page);
    await signIn(page, await newPlayer(request));
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });

    await openOffice(page, '/en/office/settings', 'Settings');
    const current = page.getByRole('link', { name: 'Settings', exact: true }).and(page.locator('[aria-current="page"]'));
    await expect(current).toHaveAttribute('href', '/en/office/settings');
    await expect(page.getByRole('link', { name: 'Security', exact: true }).first()).toHaveAttribute('href', '/en/office/security');

    const main = page.getByRole('main');
    await main.getByLabel('Odds format').selectOption({ label: 'American' });
    await expect(main.getByText('Saved to your account')).toBeVisible({ timeout: 20_000 });
    await main.getByLabel('Time format').selectOption('12');
    await main.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await main.getByLabel('News and offers by SMS').check();
    await expect(main.getByText('Saved to your account')).toBeVisible({ timeout: 20_000 });
    // E-mail news is on by default: off, then on again; the saved subscription says so (ERR-014).
    await main.getByLabel('News and offers by e-mail').uncheck();
    await expect(main.getByText('Saved to your account')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('You are subscribed')).toHaveCount(0);
    await main.getByLabel('News and offers by e-mail').check();
    await expect(main.getByRole('status').filter({ hasText: 'You are subscribed' })).toContainText('News and offers will come to your e-mail.', { timeout: 20_000 });

    // Kept for the player by the reference API.
    const saved = await page.evaluate(async () => {
      const response = await fetch('/web-api/officeapi/v1/settings', { headers: { authorization: `Bearer ${decodeURIComponent(document.cookie.match(/user_token=([^;]+)/)?.[1] ?? '')}` } });
      return ((await response.json()) as { settings: Record<string, unknown> }).settings;
    });
    expect(saved).toMatchObject({ coef_view_id: 2, is_12h: true, app_theme: 1, enable_sms_news: true, enable_mail_news: true });

    // A sports page: American prices, 12-hour start times, still dark.
    await page.goto(PREMIER_LEAGUE);
    await waitForHydration(page);
    const odds = page.getByRole('main').getByRole('button', { name: ODDS_NAME });
    await expect(odds.first()).toHaveAccessibleName(/^.+? [+-]\d+, /, { timeout: 20_000 });
    await expect(page.getByRole('main').getByText(/^\d{2}:\d{2}\s?(AM|PM)$/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Back on the settings page, the choices read back, and the mailing switch too.
    await openOffice(page, '/en/office/settings', 'Settings');
    await expect(page.getByRole('main').getByLabel('Odds format')).toHaveValue('2');
    await expect(page.getByRole('main').getByLabel('Time format')).toHaveValue('12');
    await expect(page.getByRole('main').getByLabel('News and offers by SMS')).toBeChecked({ timeout: 20_000 });
    expect(issues.take()).toEqual([]);
  });
});

test.describe('office settings: the outcome of each save', () => {
  const SETTINGS = '/web-api/officeapi/v1/settings';
  /** The reference API's hook: the signed-in player's next `times` saves answer `status` (API_TEST_HOOKS). */
  const refuseNextSave = async (page: Page, status: 400 | 401 | 403, times = 1) => {
    const answered = await page.evaluate(async (data) => {
      const token = decodeURIComponent(document.cookie.match(/user_token=([^;]+)/)?.[1] ?? '');
      const response = await fetch('/web-api/test/next-status', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(data) });
      return response.status;
    }, { method: 'PATCH', path: SETTINGS, status, times });
    expect(answered).toBe(200);
  };
  const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');

  test('a save says "Saved"; a 400, 401 and 403 say error, unauthorized and forbidden (ERR-002, ERR-004 to ERR-006)', async ({ page, request }) => {
    test.setTimeout(150_000);
    await signIn(page, await newPlayer(request));
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });
    await openOffice(page, '/en/office/settings', 'Settings');
    const main = page.getByRole('main');
    const sms = main.getByLabel('News and offers by SMS');
    await expect(sms).toBeEnabled({ timeout: 20_000 });

    // 200: saved.
    await sms.check();
    await expect(notifications(page).filter({ hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });

    // 400: the plain error; the switch goes back.
    await refuseNextSave(page, 400);
    await sms.click(); // the refusal puts the switch back at once, so no uncheck() (it would see no change)
    await expect(notifications(page).filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible({ timeout: 20_000 });
    await expect(sms).toBeChecked();

    // 401: the client refreshes its token and asks again up to 3 times, so all 4 answers are refusals: unauthorized.
    await refuseNextSave(page, 401, 4);
    await sms.click();
    await expect(notifications(page).filter({ hasText: 'Please log in to continue' })).toBeVisible({ timeout: 20_000 });

    // 403: forbidden.
    await refuseNextSave(page, 403);
    await sms.click();
    await expect(notifications(page).filter({ hasText: 'You do not have access to this' })).toBeVisible({ timeout: 20_000 });
    await expect(sms).toBeChecked();
  });
});

test.describe('office security', () => {
  test('the password rule is checked, the password changes, and the player signs in with the new one', async ({ page, request }) => {
    test.setTimeout(120_000);
    const issues = watchConsole(page);
    const player = await newPlayer(request);
    await signIn(page, player);
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });

    await openOffice(page, '/en/office/security', 'Security');
    const main = page.getByRole('main');
    // A fresh player with only a password sits at 30: the "bad" band.
    await expect(main.getByRole('meter', { name: 'Protection level' })).toHaveAttribute('aria-valuetext', /^(Weak|Normal) \(\d+\)$/, { timeout: 20_000 });
    // A one-click player has no e-mail and no phone: activation type 0 (UCFG-003). Binding a phone through the SMS
    // code makes it 3, phone only (UCFG-006, UCFG-017), switches phone-binding protection on and keeps the number (UCFG-019).
    await expect(officeFact(page, 'Confirmed contacts')).toHaveText(/Confirmed contacts\s*None yet$/);
    await expect(officeFact(page, 'Phone bound')).toHaveText(/Phone bound\s*Off$/);
    const phone = await bindPhoneOnSecurityPage(page);
    await expect(officeFact(page, 'Confirmed contacts')).toHaveText(/Confirmed contacts\s*Phone$/);
    await expect(officeFact(page, 'Phone bound')).toHaveText(/Phone bound\s*On$/);
    await expect(main.getByText(`Bound: ${phone}`)).toBeVisible();
    // Phone binding adds 20 to the 30 of a password: "normal" now.
    await expect(main.getByRole('meter', { name: 'Protection level' })).toHaveAttribute('aria-valuetext', 'Normal (50)');

    await main.getByLabel('Current password').fill(player.password);
    await main.getByLabel('New password', { exact: true }).fill('abcdefgh');
    await main.getByLabel('Repeat the new password').fill('abcdefgh');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('Add a digit.')).toBeVisible();

    const next = `Newpass${Math.floor(Math.random() * 1e6)}`;
    await main.getByLabel('New password', { exact: true }).fill(next);
    await main.getByLabel('Repeat the new password').fill(next);
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('Your password is changed. Use it next time you sign in.')).toBeVisible({ timeout: 20_000 });
    // A changed password counts towards the protection level (+10).
    await expect(main.getByRole('meter', { name: 'Protection level' })).toHaveAttribute('aria-valuetext', /^(Normal|Good) \(\d+\)$/);

    await signOutButton(page).click();
    // Signing out leaves the office (signed-in only) for home: let that navigation finish before the next one.
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/en/office'), { timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible({ timeout: 20_000 });
    await waitForHydration(page);
    await signIn(page, { login: player.login, password: player.password });
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible({ timeout: 20_000 });
    await expect(signOutButton(page)).toHaveCount(0);
    await signIn(page, { login: player.login, password: next });
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });
    expect(issues.take().filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
  });
});

test.describe('user config in the browser', () => {
  test('the signed-in page loads the user config with every field of the spec (UCFG-001, UCFG-008)', async ({ page, request }) => {
    const player = await newPlayer(request);
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/web-api/user/v1/config' && response.request().method() === 'GET', { timeout: 30_000 });
    await signIn(page, player);
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });
    const answer = (await (await loaded).json()) as { result: Record<string, unknown>; error: unknown };
    expect(answer.error).toBeNull();
    // spec S2 §3 "User config", field by field.
    const fields = [
      'disallow_line_sport', 'disallow_live_sport', 'phone_number', 'phone_code', 'user_email', 'user_name', 'user_country_code', 'user_country_id',
      'activation_type', 'user_ref_id', 'user_msg_count', 'isRequiredTransfer', 'is_active_secure_question', 'user_hide_balance', 'changed_pass_day_count',
      'user_data', 'protection_level', 'protection_methods', 'should_sync_protection_methods', 'is_need_identification', 'ban_level', 'ban_version',
      'user_status_id', 'internal_verification_status', 'verification_status', 'verification_types', 'isCCLine', 'isCClive', 'isDataAfterRegistration',
      'verification_status_group_code', 'requested_additional_document', 'has_deposit', 'is_identification_bonus', 'show_verification_modal_on_deposit_page',
      'remaining_days_to_activate', 'recharge_notification',
    ];
    expect(fields.filter((field) => !(field in answer.result))).toEqual([]);
    expect(Array.isArray(answer.result.verification_types)).toBe(true);
    expect(typeof answer.result.requested_additional_document).toBe('number');
    expect(Object.keys(answer.result.recharge_notification as object).sort()).toEqual(['show', 'show_button', 'text_id']);
    // user_data (UCFG-008): the nine personal fields.
    expect(Object.keys(answer.result.user_data as object).sort()).toEqual(['date_birthday', 'document_type_id', 'inn', 'name', 'passport', 'passport_date', 'passport_end_date', 'registration_address', 'surname']);
    // What the page shows from it: a one-click player (no e-mail, no phone) has activation type 0 and the base protection 30.
    expect([answer.result.activation_type, answer.result.protection_level, answer.result.user_hide_balance]).toEqual([0, 30, true]);
    await page.getByRole('button', { name: 'Accounts, balance hidden' }).waitFor({ timeout: 20_000 });
    await openOffice(page, '/en/office/security', 'Security');
    await expect(page.getByRole('main').getByRole('meter', { name: 'Protection level' })).toHaveAttribute('aria-valuetext', 'Weak (30)', { timeout: 20_000 });
    await expect(officeFact(page, 'Confirmed contacts')).toHaveText(/Confirmed contacts\s*None yet$/);
  });
});

test.describe('office settings: bonuses and cashback', () => {
  test('the bonus type, first-deposit bonus type and cashback mode are chosen and kept (UCFG-034, UCFG-035)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB', bonus: 1 } });
    expect(registered.ok()).toBe(true);
    const { login, password, token } = ((await registered.json()) as { data: { login: string; password: string; token: string } }).data;
    await signIn(page, { login, password });
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });
    await openOffice(page, '/en/office/settings', 'Settings');
    const panel = page.getByRole('main').getByRole('region', { name: 'Bonuses and cashback' });
    // The registration's bonus (1, sports) is the default of both bonus types; cashback is a percent of the balance.
    const bonusType = panel.getByLabel('Bonus you take part in');
    await expect(bonusType).toBeEnabled({ timeout: 20_000 });
    await expect(bonusType).toHaveValue('1');
    await expect(panel.getByLabel('First deposit bonus')).toHaveValue('1');
    await expect(panel.getByText('Cashback comes back as a percent of your balance.')).toBeVisible();

    await bonusType.selectOption({ label: 'Casino bonus' });
    await expect(page.getByText('Saved to your account').first()).toBeVisible({ timeout: 20_000 });
    await panel.getByLabel('Cashback', { exact: true }).selectOption({ label: 'Points for your bets' });
    await expect(panel.getByText('Cashback comes as points for each bet you place.')).toBeVisible();
    await expect
      .poll(async () => {
        const config = (await (await request.get('/web-api/user/v1/config', { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { bonus_type: number; cashback_mode: number } };
        return [config.result.bonus_type, config.result.cashback_mode];
      })
      .toEqual([2, 1]);

    await page.reload();
    await waitForHydration(page);
    await expect(panel.getByLabel('Bonus you take part in')).toHaveValue('2', { timeout: 20_000 });
    await expect(panel.getByLabel('Cashback', { exact: true })).toHaveValue('1');
    await expect(panel.getByText('Cashback comes as points for each bet you place.')).toBeVisible();
  });
});

test.describe('office security: account block and contacts to confirm', () => {
  test('the player blocks and unblocks the account; a phone or e-mail outside the activation type asks to be confirmed; contacts count as filled with both (UCFG-012, UCFG-020, UCFG-021, UCFG-030)', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A player with an e-mail (full registration), signed in through the page.
    const email = `confirm.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'full_reg', email, password: 'first1234', currency: 'EUR', birth_date: '1990-01-01', name: 'Ann', surname: 'Lee' } });
    expect(registered.status()).toBe(200);
    const { login, token } = ((await registered.json()) as { data: { login: string; token: string } }).data;
    await signIn(page, { login, password: 'first1234' });
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });
    await openOffice(page, '/en/office/security', 'Security');
    const main = page.getByRole('main');

    // UCFG-012: block, then unblock; the state stays after a reload (the reference API keeps it).
    const block = main.getByRole('region', { name: 'Account block' });
    await expect(block.getByText('Your account is not blocked.')).toBeVisible({ timeout: 20_000 });
    await block.getByRole('button', { name: 'Block my account' }).click();
    await expect(block.getByText('Your account is blocked now.')).toBeVisible({ timeout: 20_000 });
    await expect(block.getByText('Your account is blocked.', { exact: true })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(block.getByRole('button', { name: 'Unblock my account' })).toBeVisible({ timeout: 20_000 });
    const config = async () => ((await (await request.get('/web-api/user/v1/config', { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { isBlocked: boolean; activation_type: number } }).result;
    expect((await config()).isBlocked).toBe(true);
    await block.getByRole('button', { name: 'Unblock my account' }).click();
    await expect(block.getByText('Your account is unblocked.')).toBeVisible({ timeout: 20_000 });
    await expect(block.getByRole('button', { name: 'Block my account' })).toBeVisible();
    expect((await config()).isBlocked).toBe(false);

    // Activation type 1 (e-mail only) from full registration: the e-mail is confirmed. Binding a phone makes it 2.
    await expect(main.getByText(`${email}: confirmed`, { exact: true })).toBeVisible();
    // UCFG-030: contact fields count as filled only with a phone and an e-mail both.
    await expect(officeFact(page, 'Contact details')).toHaveText(/Contact details\s*Add both a phone and an e-mail$/);
    const phone = await bindPhoneOnSecurityPage(page);
    await expect(officeFact(page, 'Contact details')).toHaveText(/Contact details\s*Phone and e-mail given$/);
    await expect(officeFact(page, 'Confirmed contacts')).toHaveText(/Confirmed contacts\s*E-mail and phone$/);
    await expect(main.getByText(`${phone} is not confirmed yet`, { exact: false })).toHaveCount(0);

    // UCFG-020: the operator's activation type says e-mail only (1) while a phone is bound: the phone asks to be confirmed.
    expect((await request.post('/web-api/test/player', { data: { activationType: 1 }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect(main.getByText(`${phone} is not confirmed yet: send a code to it and enter the code to confirm it.`)).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(`${email}: confirmed`, { exact: true })).toBeVisible();

    // UCFG-021: phone only (3) while there is an e-mail: the e-mail is not confirmed.
    expect((await request.post('/web-api/test/player', { data: { activationType: 3 }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect(main.getByText(`${email}: not confirmed`, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(`${phone} is not confirmed yet`, { exact: false })).toHaveCount(0);
    expect((await config()).activation_type).toBe(3);
  });
});

test.describe('office account', () => {
  test('personal data: the required fields are listed until saved, and stay saved', async ({ page, request }) => {
    const issues = watchConsole(page);
    await signIn(page, await newPlayer(request));
    await expect(signOutButton(page)).toBeVisible({ timeout: 20_000 });

    await openOffice(page, '/en/office/account', 'My account');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Accounts and balances' })).toBeVisible();
    await expect(main.getByText(/^To complete your profile, fill in: First name, Last name, /)).toBeVisible({ timeout: 20_000 });

    await main.getByLabel('First name (required)').fill('Anna');
    await main.getByLabel('Last name (required)').fill('Ivanova');
    await main.getByLabel('Date of birth (required)').fill('1990-05-17');
    await main.getByLabel('Registration address (required)').fill('Lenina 1, Kazan');
    await main.getByLabel('Passport number (required)').fill('12');
    await main.getByLabel('Passport issue date (required)').fill('2010-06-01');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main.getByText('Check the format of this field.')).toBeVisible();

    await main.getByLabel('Passport number (required)').fill('4510123456');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main.getByText('Your personal data is saved.')).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('Your profile is complete.')).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('main').getByLabel('Last name (required)')).toHaveValue('Ivanova', { timeout: 20_000 });
    await expect(page.getByRole('main').getByText('Your profile is complete.')).toBeVisible();
    expect(issues.take()).toEqual([]);
  });
});
