import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isStatusNote, waitForHydration, watchConsole } from '../support/page-health.ts';

/** Accessibility of the main page kinds in both apps and both themes: no serious or critical axe violation. */

const PAGES = [
  { name: 'home', path: '/en', status: 200 },
  { name: 'pending section', path: '/en/news', status: 200 },
  { name: 'not found', path: '/en/no-such-page', status: 404 },
  { name: 'maintenance', path: '/en/maintenance', status: 200, cookies: { maintenance: '1' } },
] as const;

const THEMES = [
  { name: 'light', cookies: {} },
  { name: 'dark', cookies: { app_theme: '1' } },
] as const;

for (const theme of THEMES) {
  test.describe(`${theme.name} theme`, () => {
    for (const target of PAGES) {
      test(`${target.name} has no serious or critical violations`, async ({ page, context, baseURL }) => {
        const cookies = { ...theme.cookies, ...('cookies' in target ? target.cookies : {}) };
        await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL! })));
        const issues = watchConsole(page, isStatusNote);
        const response = await page.goto(target.path);
        expect(response?.status()).toBe(target.status);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);

        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`) }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
        expect(issues.take()).toEqual([]);
      });
    }
  });
}
