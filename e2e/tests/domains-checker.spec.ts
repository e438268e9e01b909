import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isStatusNote, waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * The domains checker (ERR-015; docs/decisions.md "The domains checker"), in both apps: once the page is idle it asks
 * the reference API for the operator's working addresses (`GET /web-api/site/v1/domains`). A test hook gives this
 * browser its own answer. At an address not in the list the player gets one notice per browser session with a link
 * to the same page at the primary; at a listed address nothing; a failing or malformed answer is only logged.
 */

const DOMAINS = '/web-api/site/v1/domains';
const port = (page: Page) => new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).port;

async function answerDomains(page: Page, body: { answer: 'list'; domains: string[] } | { answer: 'error' | 'garbage' }) {
  const response = await page.request.post('/web-api/test/domains', { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens `path` and waits for the checker's call to be answered (it runs once the page is idle). */
async function openAndCheck(page: Page, path: string): Promise<number> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === DOMAINS, { timeout: 20_000 });
  await page.goto(path);
  await waitForHydration(page);
  const status = (await answered).status();
  // What the answer leads to happens in the same task as reading it; one frame later it is on screen.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  return status;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('at an address the operator retired, the player is offered the same page at the primary, once a session (ERR-015)', async ({ page }) => {
  const issues = watchConsole(page);
  // The site is opened at 127.0.0.1; the operator's addresses are localhost (primary) and a mirror.
  const primary = `localhost:${port(page)}`;
  await answerDomains(page, { answer: 'list', domains: [primary, 'mirror-1.bf.example'] });
  expect(await openAndCheck(page, '/en/home/live?from=mirror')).toBe(200);

  const notice = notifications(page).getByRole('status');
  await expect(notice).toContainText('New address');
  await expect(notice).toContainText(`This address is being retired. Continue at ${primary}.`);
  const link = notice.getByRole('link', { name: `Go to ${primary}` });
  await expect(link).toHaveAttribute('href', `http://${primary}/en/home/live?from=mirror`);
  const axe = await new AxeBuilder({ page }).include('section[aria-label="Notifications"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${test.info().project.name}-domains.png` });

  // Sticky: still there after the 10 s other notices close by themselves; OK closes it.
  await page.waitForTimeout(10_500);
  await expect(link).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(link).toHaveCount(0);

  // The next page of the same session: the checker does not ask again, and nothing is shown.
  let asked = false;
  page.on('request', (request) => void (new URL(request.url()).pathname === DOMAINS && (asked = true)));
  await page.goto('/en');
  await waitForHydration(page);
  await page.waitForTimeout(1_500);
  await expect(notifications(page).getByRole('link', { name: `Go to ${primary}` })).toHaveCount(0);
  expect(asked).toBe(false);
  expect(issues.take()).toEqual([]);
});

test('at one of the operator\'s addresses nothing is shown (ERR-015)', async ({ page }) => {
  const issues = watchConsole(page);
  await answerDomains(page, { answer: 'list', domains: [`localhost:${port(page)}`, `127.0.0.1:${port(page)}`] });
  expect(await openAndCheck(page, '/en')).toBe(200);
  await expect(notifications(page).getByRole('link')).toHaveCount(0);
  await expect(notifications(page)).not.toContainText('This address is being retired');
  expect(issues.take()).toEqual([]);
});

test('without SITE_DOMAINS the demo\'s own address is the primary: nothing is shown (ERR-015)', async ({ page }) => {
  const issues = watchConsole(page);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === DOMAINS, { timeout: 20_000 });
  await page.goto('/en');
  await waitForHydration(page);
  const answer = (await (await answered).json()) as { domains: { host: string; primary: boolean }[] };
  expect(answer).toEqual({ domains: [{ host: `127.0.0.1:${port(page)}`, primary: true }] });
  await expect(notifications(page).getByRole('link')).toHaveCount(0);
  expect(issues.take()).toEqual([]);
});

for (const [what, answer, status] of [
  ['a failing call (500)', 'error', 500],
  ['an answer that is not a list of hostnames', 'garbage', 200],
] as const) {
  test(`${what} is only logged as "domains checker", never shown (ERR-015)`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && logged.push(message.text())));
    const issues = watchConsole(page, (text) => text.startsWith('domains checker') || isStatusNote(text));
    await answerDomains(page, { answer });
    expect(await openAndCheck(page, '/en')).toBe(status);
    await expect.poll(() => logged.filter((text) => text.startsWith('domains checker')).length, { timeout: 10_000, message: JSON.stringify(logged) }).toBe(1);
    await expect(notifications(page).getByRole('status')).toBeEmpty();
    expect(issues.take()).toEqual([]);
  });
}
