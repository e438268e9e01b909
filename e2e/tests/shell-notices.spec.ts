import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * Notifications and site notices (spec: S1 §4 notification groups, §5 age restriction, §8 error catalogue, §9
 * constants; S2 §3-§4 maintenance and the new-site modal), in both apps through the reference API.
 */

async function expectNoSeriousAxe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(blocking, JSON.stringify(blocking)).toEqual([]);
}

/** The notification area's live region. */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');

test.describe('notifications', () => {
  test('the default group shows at most 3 at once; the next shows when one closes; all close after 10 s; focus stays put (SHELL-003, SHELL-005, SHELL-007)', async ({ page }) => {
    const console = watchConsole(page);
    // The page's clock runs, but the test may jump it ahead (auto-close).
    await page.clock.install();
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('link', { name: /skip to content/i }).focus();
    for (const n of [1, 2, 3, 4, 5]) {
      await page.evaluate((text) => window.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'success', text } })), `Saved ${n}`);
    }
    const region = notifications(page);
    await expect(region.getByText(/^Saved \d$/)).toHaveCount(3);
    await expect(region.getByText('Saved 4')).toHaveCount(0);
    // Success takes the done title; the live region is polite and the page keeps its focus.
    await expect(region.getByText('Done')).toHaveCount(3);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('link', { name: /skip to content/i })).toBeFocused();

    await region.getByRole('button', { name: 'Close' }).first().click();
    await expect(region.getByText('Saved 1')).toHaveCount(0);
    await expect(region.getByText('Saved 4')).toBeVisible();
    await expect(region.getByText(/^Saved \d$/)).toHaveCount(3);
    await expectNoSeriousAxe(page, 'section[aria-label="Notifications"]');
    // Each closes 10 s after it came on screen; the fifth shows as soon as one leaves, and then closes too.
    await page.clock.fastForward(10_100);
    await page.clock.fastForward(10_100);
    await expect(region.getByText(/^Saved \d$/)).toHaveCount(0);

    // Info has an OK button that closes it (SHELL-008); a custom-group one shows beside the default three (SHELL-004).
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'info', group: 'custom', text: 'Heads up' } })));
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'info', group: 'custom', text: 'Second custom' } })));
    await expect(region.getByText('Heads up')).toBeVisible();
    await expect(region.getByText('Second custom')).toHaveCount(0);
    await region.getByRole('button', { name: 'OK' }).click();
    await expect(region.getByText('Heads up')).toHaveCount(0);
    await expect(region.getByText('Second custom')).toBeVisible();
    expect(console.take()).toEqual([]);
  });

  test('the maintenance warning shows from notify start, in the alternate naming, with a close button (MAINT-001, MAINT-004, MAINT-006)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'test_maintenance_notice', value: 'camel', url: baseURL! }]);
    await page.clock.install();
    await page.goto('/en');
    await waitForHydration(page);
    const warning = notifications(page).locator('[data-tone="warning"]').filter({ hasText: 'Technical works' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await expect(warning).toContainText(/Technical works are planned from .+ to .+\. Some services may be temporarily unavailable\./);
    await expectNoSeriousAxe(page, 'section[aria-label="Notifications"]');
    // Sticky: still there after the 10 s a default notification lasts, until closed.
    await page.clock.fastForward(10_500);
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(warning).toHaveCount(0);
  });

  test('the maintenance text is Russian for kk, in the snake_case naming (MAINT-001, MAINT-005)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'test_maintenance_notice', value: 'snake', url: baseURL! }]);
    await page.goto('/kk');
    await waitForHydration(page);
    await expect(page.getByRole('status').getByText('Технические работы', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('a new app version on the server raises the update notice at the next 60 s check, with a reload action (PWA-004 to PWA-006)', async ({ page }) => {
    // Two page loads on a loaded machine.
    test.slow();
    let checks = 0;
    // The deployed version changes after the page started: the first answer is the start version.
    await page.route('**/web-api/app-version', (route) => {
      checks += 1;
      return route.fulfill({ json: { version: checks === 1 ? '2026.11.25-1' : '2026.11.26-1' }, headers: { 'cache-control': 'no-store' } });
    });
    await page.clock.install();
    await page.goto('/en');
    await waitForHydration(page);
    await expect.poll(() => checks, { timeout: 15_000 }).toBe(1);
    const notice = notifications(page).locator('[data-tone="warning"]').filter({ hasText: 'Update available' });
    await page.clock.fastForward(45_000);
    expect(checks).toBe(1);
    await expect(notice).toHaveCount(0);
    await page.clock.fastForward(16_000);
    await expect.poll(() => checks).toBe(2);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('A new version of the site is available.');
    // Sticky past the 10 s of a default notification; its action reloads the page.
    await page.clock.fastForward(10_500);
    await expect(notice).toBeVisible();
    await page.evaluate(() => void ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload page' }).click()]);
    // A new document: the mark set on the old one is gone.
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  });

  test.describe('with an ad blocker', () => {
    // The blocker's cosmetic filter is a style sheet the page did not write: the page's CSP would refuse it.
    test.use({ bypassCSP: true });
    test('hiding the bait raises the closable "website blocked by adblock" notice (SHELL-009)', async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const filter = document.createElement('style');
          filter.textContent = '.adsbox, .ad-banner { display: none !important; }';
          document.head.append(filter);
        });
      });
      await page.goto('/en');
      await waitForHydration(page);
      const notice = notifications(page).locator('[data-tone="warning"]').filter({ hasText: 'Website blocked by adblock' });
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice).toContainText('Please disable it for this site.');
      await notice.getByRole('button', { name: 'Close' }).click();
      await expect(notice).toHaveCount(0);
    });
  });

  test('a slow navigation shows the progress bar filling over 5 s, held short of full, gone when the page arrives (SHELL-018)', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    // What loads after hydration (the footer's slice, the overlays, the slip) is in before every request slows down.
    await page.waitForLoadState('networkidle');
    // Every request of the navigation (route code, data) takes 6.5 s.
    await page.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      await route.continue().catch(() => undefined);
    });
    const link = page.getByRole('contentinfo').getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    // The footer hydrates after the page: a press before that would be a full page load, not a client navigation.
    await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    const target = await link.getAttribute('href');
    await link.click();
    const bar = page.getByRole('progressbar', { name: 'Main navigation' });
    await expect(bar).toBeVisible();
    const early = Number(await bar.getAttribute('aria-valuenow'));
    expect(early).toBeLessThan(60);
    // 5 s fill: full width is never shown while loading, the bar stops at 95 %.
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 7_000 }).toBe(95);
    await page.unroute('**/*');
    await page.waitForURL((url) => url.pathname === target, { timeout: 20_000 });
    await expect(bar).toBeHidden();
  });

  test('without a maintenance window no warning shows', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('bf:notify', { detail: { type: 'error', text: 'marker' } })));
    await expect(notifications(page).getByText('Error')).toBeVisible();
    await expect(notifications(page).getByText('Technical works')).toHaveCount(0);
  });
});

test.describe('site notices', () => {
  // Several full page loads each on a loaded machine.
  test.slow();
  /** Opens home as a visitor who has confirmed nothing and seen nothing yet. */
  async function freshVisit(page: Page, keep: string[] = []) {
    await page.goto('/en/rules');
    await page.evaluate((kept) => {
      for (const key of ['age_confirmed_at', 'new_site_modal_shown_at']) if (!kept.includes(key)) localStorage.removeItem(key);
    }, keep);
    await page.goto('/en');
    await waitForHydration(page);
  }

  test('age confirmation cannot be dismissed without confirming, and is kept (SHELL-010 to SHELL-012)', async ({ page }) => {
    await freshVisit(page, ['new_site_modal_shown_at']);
    const dialog = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectNoSeriousAxe(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'I am 18 or older' }).click();
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(() => Number(localStorage.getItem('age_confirmed_at')));
    expect(Date.now() - stored).toBeLessThan(60_000);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the new-site modal shows a visitor once, after the age confirmation (SHELL-014, SHELL-015, GUARD-006)', async ({ page }) => {
    await freshVisit(page);
    await page.getByRole('dialog', { name: 'Are you 18 or older?' }).getByRole('button', { name: 'I am 18 or older' }).click();
    const dialog = page.getByRole('dialog', { name: /Welcome to the new .+ site/ });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxe(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await page.goto('/en/home/line');
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('scroll-to-top appears after 1 screen on desktop and 4 on a phone, and scrolls back up (SHELL-002)', async ({ page }, testInfo) => {
    const screens = testInfo.project.name === 'mobile' ? 4 : 1;
    await page.goto('/en');
    await waitForHydration(page);
    // Room to scroll whatever the demo feed holds today.
    await page.evaluate(() => document.body.style.setProperty('min-height', '20000px'));
    const viewport = page.viewportSize()!.height;
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate((y) => window.scrollTo(0, y), viewport * screens - 10);
    await expect(button).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), viewport * screens + 50);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('the footer carries the support link and the policy logo for the licence country (SHELL-001, CALL-027)', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/en/information/contacts');
    const logo = footer.getByRole('img', { name: 'Licensed by the regulator' });
    await expect(logo).toHaveAttribute('src', '/web-api/policy/logo.agif');
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
