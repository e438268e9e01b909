import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isStatusNote, waitForHydration, watchConsole } from '../support/page-health.ts';

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

test('a deposit limit: set, decreased at once, increased after 24 hours through the blocking approval popup on any page', async ({ page, request }) => {
  test.setTimeout(150_000);
  // The popup's failed confirm below is a 500 the test makes on purpose.
  const issues = watchConsole(page, isStatusNote);
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
  // LIMIT-019: while the change waits, a further increase is locked.
  await deposits.getByLabel('Deposit limit for 24 hours').fill('3000');
  await expect(deposits.getByText('A change is waiting: cancel it before you ask for a higher limit.')).toBeVisible();
  await expect(deposits.getByRole('button', { name: 'Set limit' }).first()).toBeDisabled();

  // The reference API's limit clock moves 24 hours on: on any page (here the home page) a blocking popup asks.
  expect((await page.request.post('/web-api/test/limits/advance', { data: { seconds: 86_400 } })).ok()).toBe(true);
  await page.goto('/en');
  await waitForHydration(page);
  const approval = page.getByRole('alertdialog', { name: 'Confirm your deposit limit' });
  await expect(approval).toBeVisible({ timeout: 20_000 });
  await expect(approval).toContainText('Your 24-hour deposit limit can now change to 2,000. Confirm to apply it, or cancel to keep 500.');
  const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Not closable: no close button, Escape does nothing; keyboard: focus starts on Confirm and Tab stays inside.
  await expect(approval.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(approval).toBeVisible();
  await expect(approval.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(approval.locator(':focus')).toHaveCount(1);

  // A failed confirm keeps the popup open with the spec's message (LIMIT-030).
  await page.route('**/limit-service-api/limit/external/web/api/v1/limitaction', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
  await approval.getByRole('button', { name: 'Confirm' }).click();
  await expect(approval.getByRole('alert')).toHaveText('The limit could not be changed', { timeout: 20_000 });
  // Confirm approves, with the service's title as the success message (LIMIT-031).
  await approval.getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(approval).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('The 24-hour deposit limit is changed').first()).toBeVisible();
  await openLimits(page);
  await expect(deposits.getByText('Limit: 2,000')).toBeVisible({ timeout: 20_000 });

  // Cancel rejects: the next increase is dropped and 2,000 stays.
  await setDayDepositLimit(page, '3000');
  await expect(deposits.getByText('Change to 3,000: 24 h left before you can confirm it')).toBeVisible({ timeout: 20_000 });
  expect((await page.request.post('/web-api/test/limits/advance', { data: { seconds: 86_400 } })).ok()).toBe(true);
  await openLimits(page);
  await expect(approval).toContainText('can now change to 3,000', { timeout: 20_000 });
  await approval.getByRole('button', { name: 'Cancel change' }).click();
  await expect(approval).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('The change of the 24-hour deposit limit is cancelled').first()).toBeVisible();
  await expect(deposits.getByText('Limit: 2,000')).toBeVisible();
  await expect(deposits.getByText(/Change to 3,000/)).toHaveCount(0);
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
  // LIMIT-021: self-exclusion chosen, none started: the warning shows.
  await expect(exclusion.getByText('A self-exclusion cannot be lifted early, not even by support.', { exact: false })).toBeVisible();
  await exclusion.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('Self-exclusion, period in days: 7.');
  await dialog.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).not.toHaveURL(/\/office\//, { timeout: 20_000 });

  await signIn(page, player);
  // The refusal names the exclusion in days (LIMIT-024).
  await expect(page.getByRole('alert').filter({ hasText: /7-day self-exclusion/i })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/user\/login/);

  // Seven days later the player is back, and the page shows the ended (INACTIVE) self-exclusion in days (LIMIT-004).
  expect((await request.post('/web-api/test/limits/advance', { data: { seconds: 7 * 86_400, login: player.login } })).ok()).toBe(true);
  await signIn(page, player);
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  await openLimits(page);
  await expect(exclusion.getByText(/^Your last break: Self-exclusion, period in days: 7, ended on /)).toBeVisible({ timeout: 20_000 });
});

/** Picks `option` for the session-time row `limit` ('Session limit' or 'Reality check') and sets it. */
async function chooseTimeLimit(page: Page, limit: string, option: string) {
  const time = page.getByRole('region', { name: 'Session limit and reality check' });
  // A text field until the available values arrive, then a list: wait for the list.
  await time.getByRole('combobox', { name: `${limit}: new value` }).selectOption({ label: option });
  await time.locator(`[data-limit-type="${limit === 'Session limit' ? 31 : 32}"]`).getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The limit applies now' })).toBeVisible({ timeout: 20_000 });
}

test('a reality check fires at the chosen interval with time played and net result, and continue restarts the count', async ({ page, request }) => {
  test.setTimeout(120_000);
  const issues = watchConsole(page);
  await signIn(page, await newPlayer(request));
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  await openLimits(page);
  await chooseTimeLimit(page, 'Reality check', '5 min');
  await expect(page.getByText('A reminder every 5 min')).toBeVisible();

  // Five minutes pass on the reference API's clock (the session's start and the limit's), then any page load finds it due.
  expect((await page.request.post('/web-api/test/limits/advance', { data: { seconds: 300 } })).ok()).toBe(true);
  await page.goto('/en');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('You asked for a reminder every 5 minutes.');
  await expect(dialog.getByRole('definition').first()).toHaveText(/^0 h [5-9] min$/);
  await expect(dialog).toContainText('No bets yet');

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Keyboard only: focus starts on "Continue playing"; Enter answers it.
  await expect(dialog.getByRole('button', { name: 'Continue playing' })).toBeFocused();
  const answered = page.waitForRequest((req) => req.url().includes('/web-api/api/web/user/v1/reality-check') && req.method() === 'POST');
  await page.keyboard.press('Enter');
  const body = (await answered).postDataJSON() as { data: { attributes: { action: string; do_not_show_again: boolean; popup_show_at: number } } };
  expect(body.data.attributes).toMatchObject({ action: 'continue', do_not_show_again: false });
  // The answer is recorded with 204 and no body: the player reads "Action saved" (ERR-003).
  expect((await (await answered).response())?.status()).toBe(204);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Action saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const mark = JSON.parse((await page.evaluate(() => localStorage.getItem('realityCheckTimestamp'))) ?? '{}') as { from: number; dueAt: number };
  expect(mark.dueAt - mark.from).toBe(300_000);

  // The count restarted at the answer: a reload does not bring the popup back.
  const summary = page.waitForResponse((res) => res.url().includes('/web-api/api/web/user/v1/reality-check') && res.request().method() === 'GET');
  await page.reload();
  await summary;
  await expect(dialog).toHaveCount(0);
  expect(issues.take()).toEqual([]);
});

test('a session limit pings every 30 s; reached, it signs the player out with "visit tomorrow", and sign-in is refused for the rest of the day', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = await newPlayer(request);
  await signIn(page, player);
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  await openLimits(page);
  await chooseTimeLimit(page, 'Session limit', '1 h');
  await expect(page.getByText('At most 1 h per session')).toBeVisible();

  // The ping goes at page load, then every 30 s while the limit runs (LIMIT-034, CALL-012). The page's clock is moved
  // and the page notes, on that clock, when each ping starts and when its answer arrives: the next starts 30 s later.
  await page.addInitScript(() => {
    const notes: { start: number; end: number }[] = [];
    (window as unknown as { pingNotes: typeof notes }).pingNotes = notes;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/limit-service-api/api/external/web/v3/ping')) return original(input, init);
      const note = { start: Date.now(), end: 0 };
      notes.push(note);
      try {
        return await original(input, init);
      } finally {
        note.end = Date.now();
      }
    };
  });
  const pingNotes = () => page.evaluate(() => (window as unknown as { pingNotes: { start: number; end: number }[] }).pingNotes);
  await page.clock.install();
  await page.goto('/en');
  await waitForHydration(page);
  await expect.poll(async () => (await pingNotes()).filter((note) => note.end > 0).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await page.clock.runFor(30_000);
  await expect.poll(async () => (await pingNotes()).filter((note) => note.end > 0).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await page.clock.runFor(30_000);
  await expect.poll(async () => (await pingNotes()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const notes = await pingNotes();
  for (const index of [1, 2]) {
    const wait = notes[index]!.start - notes[index - 1]!.end;
    expect(wait).toBeGreaterThanOrEqual(30_000);
    expect(wait).toBeLessThan(32_000);
  }

  // An hour passes on the API's clock; the next ping ends the session.
  expect((await page.request.post('/web-api/test/limits/advance', { data: { seconds: 3600 } })).ok()).toBe(true);
  await page.clock.runFor(30_000);
  const alert = page.getByRole('dialog', { name: 'Your session limit is reached' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Please visit us tomorrow');
  // Keyboard only: focus is inside the alert on a "Sign out" control (the button or the close ×, both sign out).
  await expect(alert.locator(':focus')).toHaveAccessibleName('Sign out');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0, { timeout: 20_000 });

  await signIn(page, player);
  await expect(page.getByRole('alert').filter({ hasText: /session limit/i })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/user\/login/);
});

test('raising a loss limit asks the questionnaire: failing answers keep the limit, passing ones start the 24-hour wait', async ({ page, request }) => {
  test.setTimeout(120_000);
  const issues = watchConsole(page);
  await signIn(page, await newPlayer(request));
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });
  await openLimits(page);
  const losses = page.getByRole('region', { name: 'Loss limits' });
  const setDayLoss = async (value: string) => {
    await losses.getByLabel('Loss limit for 24 hours').fill(value);
    await losses.locator('[data-limit-type="10"]').getByRole('button', { name: 'Set limit' }).click();
  };
  await setDayLoss('100');
  await expect(losses.getByText('Limit: 100', { exact: true })).toBeVisible({ timeout: 20_000 });

  await setDayLoss('300');
  const quiz = page.getByRole('dialog', { name: 'A few questions first' });
  await expect(quiz).toBeVisible({ timeout: 20_000 });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const groups = quiz.getByRole('group');
  await expect(groups).toHaveCount(3);
  await expect(quiz.getByRole('button', { name: 'Send answers' })).toBeDisabled();
  // Keyboard: Space picks the focused radio, arrow keys move within a group.
  await groups.nth(0).getByRole('radio', { name: 'No' }).focus();
  await page.keyboard.press('Space');
  await expect(groups.nth(0).getByRole('radio', { name: 'No' })).toBeChecked();
  await groups.nth(1).getByRole('radio', { name: 'Yes' }).check();
  await groups.nth(2).getByRole('radio', { name: 'No' }).check();
  await quiz.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your answers suggest keeping this limit' })).toBeVisible({ timeout: 20_000 });
  await expect(quiz).toHaveCount(0);
  await expect(losses.getByText('Limit: 100', { exact: true })).toBeVisible();
  await expect(losses.getByText(/Change to 300/)).toHaveCount(0);

  await setDayLoss('300');
  await expect(quiz).toBeVisible({ timeout: 20_000 });
  for (const index of [0, 1, 2]) await quiz.getByRole('group').nth(index).getByRole('radio', { name: 'No' }).check();
  await quiz.getByRole('button', { name: 'Send answers' }).click();
  await expect(losses.getByText('Change to 300: 24 h left before you can confirm it')).toBeVisible({ timeout: 20_000 });
  await expect(losses.getByText('Limit: 100', { exact: true })).toBeVisible();

  // The operator sets the extra-limits lock (type 37): wager and loss limits are hidden (LIMIT-013, LIMIT-022).
  expect((await page.request.post('/web-api/test/limits/extra-lock')).ok()).toBe(true);
  await openLimits(page);
  await expect(page.getByRole('region', { name: 'Deposit limits' })).toBeVisible({ timeout: 20_000 });
  await expect(losses).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Wager limits' })).toHaveCount(0);
  expect(issues.take()).toEqual([]);
});

test('limits are one click from every page, and the deposit page asks for a deposit limit until one is set', async ({ page, request }) => {
  test.setTimeout(120_000);
  const issues = watchConsole(page);
  await signIn(page, await newPlayer(request));
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 20_000 });

  // From a sports page, the footer's link leads to the limits.
  await page.goto('/en/home/line/football');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Limits and self-exclusion' }).click();
  await expect(page).toHaveURL(/\/en\/office\/responsible$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();

  // A player without a deposit limit is asked to set one before the first deposit.
  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  await expect(page.getByText('You have no deposit limit. Set one before you deposit')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Set a deposit limit' }).click();
  await expect(page).toHaveURL(/\/en\/office\/responsible$/);
  await setDayDepositLimit(page, '1000');
  await expect(page.getByRole('status').filter({ hasText: 'The limit applies now' })).toBeVisible({ timeout: 20_000 });

  // With a limit set, the deposit page only links to it.
  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Your deposit limits' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You have no deposit limit.')).toHaveCount(0);
  expect(issues.take()).toEqual([]);
});
