import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';
import { freshPlayer } from '../support/office.ts';
import { pastSiteNotices } from '../support/site-notices.ts';

/**
 * Cookie consent and analytics (CONSENT-004 to CONSENT-010, ANLT-001, ANLT-002): a fresh visitor sees the consent
 * modal; until they answer, no functional cookie is set and no analytics request leaves the page; after "accept all"
 * the internal collector receives the page event, after "only necessary" it never does; the choice persists.
 */

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
// Every other spec starts with consent answered (playwright.config.ts); these start without it.
// Past the age confirmation and the new-site modal, so the consent modal is the only one over the page.
test.use({ storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'registration_reminder_next_at', value: String(Date.now() + 24 * 3600_000) }, ...pastSiteNotices()] }] } });

/** Cookies the site may set before consent: the session, language, platform and the consent answer itself. */
const NECESSARY = new Set(['lng', 'user_token', 'cookies_agree_type', 'platform_type', 'app_theme', 'ua', 'redirect_url', 'from_url', 'maintenance', 'hide_right', 'device_id']);
/** Functional cookies named by the spec, never set without consent. */
const FUNCTIONAL = ['window_width', 'tzo'];

const probe = () => `p${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const isAnalytics = (request: Request) => request.url().includes('/analytics/') || !request.url().startsWith(ORIGIN);

/** What a demo vendor script of the reference API read from its queue (apps/api/src/analytics/demo-vendors.ts). */
interface DemoVendor {
  ids: string[];
  events: unknown[];
  consent: Record<string, string> | null;
}

interface CollectorRecord {
  id: string | number;
  page: string;
  str: Record<string, string>;
}
async function collected(page: Page, mark: string): Promise<CollectorRecord[]> {
  const response = await page.request.get('/web-api/test/analytics?limit=500');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { records: CollectorRecord[] }).records.filter((record) => record.page.includes(mark));
}

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' });

test('the page under the consent sheet does not scroll, from the server\'s HTML on, and scrolls again after the answer', async ({ page, browser }, testInfo) => {
  // Without JavaScript: the lock is in the server's HTML (a CSS rule on the modal's mark), not added by hydration.
  const { userAgent, viewport, isMobile, hasTouch } = testInfo.project.use;
  const noScript = await browser.newContext({ userAgent, viewport, isMobile, hasTouch, baseURL: ORIGIN, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/en/home/live');
  await expect(bare.getByRole('dialog')).toBeVisible();
  expect(await bare.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  await noScript.close();

  await page.goto('/en/home/live');
  await waitForHydration(page);
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
  expect(await rootOverflow()).toBe('hidden');
  await consentDialog(page).getByRole('button', { name: 'Only necessary' }).click();
  await expect(consentDialog(page)).toBeHidden();
  expect(await rootOverflow()).not.toBe('hidden');
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a fresh visit sets no functional cookie and sends no analytics request until the visitor answers', async ({ page, context }) => {
  const issues = watchConsole(page);
  const requests: string[] = [];
  page.on('request', (request) => void (isAnalytics(request) && requests.push(request.url())));
  const mark = probe();
  await page.goto(`/en/news?probe=${mark}`);
  await waitForHydration(page);
  await expect(consentDialog(page)).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');

  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => !NECESSARY.has(name)), `cookies: ${names.join(', ')}`).toEqual([]);
  for (const name of FUNCTIONAL) expect(names).not.toContain(name);
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await collected(page, mark)).toEqual([]);
  expect(issues.take()).toEqual([]);
});

test('after "accept all" the collector receives the page event, functional cookies are set, and the choice persists', async ({ page, context }) => {
  const issues = watchConsole(page);
  const mark = probe();
  await page.goto(`/en/news?probe=${mark}`);
  await waitForHydration(page);
  await consentDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(consentDialog(page)).toBeHidden();

  // Accepting starts analytics at once (CONSENT-009): the page event reaches the internal collector.
  await expect.poll(async () => (await collected(page, mark)).map((record) => `${record.id} ${record.str.path}`), { timeout: 20_000 }).toContain('page /en/news');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('all');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'window_width')).toBe(true);
  // The visitor's agree time waits in local storage for a sign-in (CONSENT-008); its code loads with the answer.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cookies_agree_time'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  // Analytics and ads consent went to the data layer (CONSENT-010).
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).toContain('"analytics_storage":"granted"');
  // The vendors the counters name loaded after consent and read their queues (ANLT-001, CALL-030): the tag manager saw
  // the consent update and the page event, the sports-data queue, the goal counter 1045 and both social pixels the page event.
  const vendors = () => page.evaluate(() => (window as unknown as { bfDemoVendors?: Record<string, DemoVendor> }).bfDemoVendors ?? {});
  await expect.poll(async () => Object.keys(await vendors()).sort(), { timeout: 15_000 }).toEqual(['goal_counter', 'social_pixel', 'sports_data_queue', 'tag_manager']);
  const seen = await vendors();
  expect(seen['tag_manager']!.ids).toEqual(['GTM-BFDEMO']);
  expect(seen['tag_manager']!.consent).toEqual({ analytics_storage: 'granted', ad_storage: 'granted', functionality_storage: 'granted' });
  expect(JSON.stringify(seen['tag_manager']!.events)).toContain('"code":"page"');
  expect(JSON.stringify(seen['sports_data_queue']!.events)).toContain('["event","page"');
  expect(JSON.stringify(seen['goal_counter']!.events)).toContain('["1045","reachGoal","page"');
  expect(seen['social_pixel']!.ids.sort()).toEqual(['px-demo-a', 'px-demo-b']);
  expect(JSON.stringify(seen['social_pixel']!.events)).toContain('["px-demo-b","track","page"');
  // The web vitals are reported at the latest 10 s after load (ANLT-016).
  await expect.poll(async () => (await collected(page, mark)).map((record) => record.id), { timeout: 20_000 }).toContain('web_vitals');

  // "Cookie settings" in the footer reopens the choice: withdrawing marketing stops analytics on this very page.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  const customize = page.getByRole('dialog', { name: 'Choose cookies' });
  await expect(customize.getByLabel('Marketing')).toBeChecked();
  await expect(customize.getByLabel('Functionality')).toBeChecked();
  await customize.getByLabel('Marketing').click();
  await customize.getByRole('button', { name: 'Accept selected' }).click();
  await expect(customize).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('only_functionality');
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).toContain('"analytics_storage":"denied"');
  // The tag manager is told at once (CONSENT-010).
  expect((await vendors())['tag_manager']!.consent).toEqual({ analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'granted' });
  const afterWithdrawal: string[] = [];
  page.on('request', (request) => void (request.url().includes('/analytics/v1/collect') && afterWithdrawal.push(request.url())));
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname !== '/en/news');
  await page.waitForTimeout(1_500);
  expect(afterWithdrawal).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(consentDialog(page)).toBeHidden();
  expect(issues.take()).toEqual([]);
});

test('after "only necessary" no analytics request is ever made, and the choice persists', async ({ page, context }) => {
  const requests: string[] = [];
  page.on('request', (request) => void (isAnalytics(request) && requests.push(request.url())));
  const mark = probe();
  await page.goto(`/en/news?probe=${mark}`);
  await waitForHydration(page);
  await consentDialog(page).getByRole('button', { name: 'Only necessary' }).click();
  await expect(consentDialog(page)).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('disable');

  await page.reload();
  await waitForHydration(page);
  await expect(consentDialog(page)).toBeHidden();
  // Analytics would start 10 s after load (ANLT-015): wait past that for a collector call that must not come.
  const collectorCall = await page.waitForRequest(/\/analytics\/v1\/collect/, { timeout: 12_000 }).then(
    () => true,
    () => false,
  );
  expect(collectorCall).toBe(false);
  expect(requests).toEqual([]);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  for (const name of FUNCTIONAL) expect(names).not.toContain(name);
  expect(await collected(page, mark)).toEqual([]);
});

test('the modal cannot be closed, works by keyboard alone, and axe finds no serious violation in either view', async ({ page, context }) => {
  await page.goto('/en/news');
  await waitForHydration(page);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'Accept all' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const axe = async () => {
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  };
  expect(await axe()).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Customize' })).toBeFocused();
  await page.keyboard.press('Enter');
  const customize = page.getByRole('dialog', { name: 'Choose cookies' });
  await expect(customize).toBeVisible();
  await expect(customize.getByRole('button', { name: 'Accept selected' })).toBeFocused();
  await expect(customize.getByLabel('Necessary')).toBeDisabled();
  await expect(customize.getByLabel('Necessary')).toBeChecked();
  expect(await axe()).toEqual([]);

  // Back through the options to Functionality, switch it on with Space, then on to "Accept selected".
  const functionality = customize.getByLabel('Functionality');
  for (let i = 0; i < 6 && !(await functionality.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(functionality).toBeFocused();
  await page.keyboard.press('Space');
  await expect(functionality).toBeChecked();
  const accept = customize.getByRole('button', { name: 'Accept selected' });
  for (let i = 0; i < 6 && !(await accept.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(customize).toBeHidden();
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('only_functionality');
});

test('a visitor\'s agree time is sent when they sign in, then removed from the browser', async ({ page }) => {
  await page.goto('/en/news');
  await waitForHydration(page);
  await consentDialog(page).getByRole('button', { name: 'Accept all' }).click();
  // Kept once the agree-time code, loaded with the answer, ran.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cookies_agree_time'))).toMatch(/^\d{4}-\d\d-\d\dT/);
  const agreedAt = await page.evaluate(() => localStorage.getItem('cookies_agree_time'));

  const player = await freshPlayer(page);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(async () => ((await (await page.request.get(`/web-api/test/cookies-agree-time?login=${player.login}`)).json()) as { cookiesAgreeTime: string | null }).cookiesAgreeTime, { timeout: 15_000 }).toBe(agreedAt);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cookies_agree_time'))).toBeNull();

  // With marketing consent the deposit page reports event 10002 to the collector (ANLT-012; analytics starts 10 s after load).
  const mark = probe();
  await page.goto(`/en/office/recharge?probe=${mark}`);
  await waitForHydration(page);
  await expect.poll(async () => (await collected(page, mark)).map((record) => record.id), { timeout: 25_000 }).toContain(10002);
});

test('"Cookie settings" reopens a closable customize view, by keyboard, and axe finds no serious violation', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookies_agree_type', value: 'only_marketing', url: ORIGIN }]);
  await page.goto('/en/news');
  await waitForHydration(page);
  await expect(consentDialog(page)).toHaveCount(0);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const customize = page.getByRole('dialog', { name: 'Choose cookies' });
  await expect(customize).toBeVisible();
  await expect(customize.getByLabel('Marketing')).toBeChecked();
  await expect(customize.getByLabel('Functionality')).not.toBeChecked();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Escape closes it, the choice unchanged, and focus goes back to the footer entry.
  await page.keyboard.press('Escape');
  await expect(customize).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('only_marketing');
});
