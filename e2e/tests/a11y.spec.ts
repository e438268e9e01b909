import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import axe from 'axe-core';
import { screenOf } from '@bf/headless/routes';
import { isStatusNote, waitForHydration, watchConsole } from '../support/page-health.ts';
import { SAMPLE_ROUTES } from '../support/routes.ts';

/**
 * Accessibility of every page the route table builds, in both apps, in light (and a sample in dark): every rule axe has for
 * WCAG 2.2 A and AA (experimental ones included, which axe leaves out unless named), its best practices, and the
 * three checks issue 9 names (label in name, heading order, unique landmarks). A serious or critical violation
 * fails, and so does any violation of the named three. A route that gets a screen joins this list by itself.
 */

// axe-core injected straight into the page and run there: AxeBuilder re-injects it and opens a helper page on every
// analyze(), about 2 s a check on this machine against 0.3 s (the workbench measured it), and these run 300 times.
const AXE_SOURCE = (createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Best-practice or experimental rules axe runs only when asked; each fails at any impact. */
const NAMED_RULES = ['label-content-name-mismatch', 'heading-order', 'landmark-unique'];
const RULES = [...new Set([...axe.getRules([...WCAG_TAGS, 'best-practice']).map((rule) => rule.ruleId), ...NAMED_RULES])];

interface Target {
  name: string;
  /** Checked in the dark theme too (a sample of pages: see DARK_SAMPLE). */
  dark?: boolean;
  path: string | ((page: Page) => Promise<string>);
  cookies?: Record<string, string>;
  /** Signs a player in first (routes for signed-in players only). */
  player?: { termsOutdated?: boolean };
}

/** Routes whose page needs more than a visitor's cookies. */
const SETUP: Record<string, Omit<Target, 'name' | 'path'>> = {
  maintenance: { cookies: { maintenance: '1' } },
  'confirm-terms': { player: { termsOutdated: true } },
  'office-responsible': { player: {} },
};

/** The first game page the line list links to (the sample params of the table name no real game). */
async function firstGameHref(page: Page): Promise<string> {
  await page.goto('/en/home/line');
  await waitForHydration(page);
  const gameHref = async () => {
    const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.find((href) => /^\/en\/home\/line(\/[^/]+){4}$/.test(href));
  };
  // On a loaded machine the list may still be loading right after hydration: wait for its first game.
  await expect.poll(gameHref, { timeout: 20_000 }).toBeDefined();
  const game = await gameHref();
  expect(game, 'the line list links to a game').toBeDefined();
  return game!;
}

/**
 * Routes also checked in the dark theme: one page of each kind of layout the site has (the shell with the sports
 * lists, a game, the forms, the signed-in office, an information page, the status and error pages, the terms and
 * maintenance screens). Every component and every app screen is already checked in both themes by the workbench
 * (`npm run test:workbench`), so a dark check of every route repeated that for the theme while doubling this spec;
 * what only a real page adds in the dark (the shell around real data) these pages cover. Light covers every route.
 */
const DARK_SAMPLE = new Set(['home', 'sports-section', 'sports-game', 'login', 'registration', 'office-responsible', 'information-about', 'block', 'server-error', 'confirm-terms', 'maintenance']);

const built = SAMPLE_ROUTES.filter((sample) => !sample.route.redirect && screenOf(sample.route) !== 'pending');
const pendingSample = SAMPLE_ROUTES.find((sample) => !sample.route.redirect && screenOf(sample.route) === 'pending' && !sample.route.guards?.signedInOnly);

const TARGETS: Target[] = [
  ...built.map((sample) => ({ name: `${sample.route.id} ${sample.href}`, path: sample.href, dark: DARK_SAMPLE.has(sample.route.id), ...SETUP[sample.route.id] })),
  // Pages no single route stands for: the line list (the table's sample is the live one), a real game, the pending
  // page that every route without a screen shows, and the not-found page.
  { name: 'line list /en/home/line', path: '/en/home/line', dark: true },
  { name: 'a game of the line', path: firstGameHref, dark: true },
  { name: `pending page ${pendingSample!.href}`, path: pendingSample!.href },
  { name: 'not found', path: '/en/no-such-page', dark: true },
];

/** A fresh player, put in `state` by the reference API's test hook, signed in through the sign-in page. */
async function signInPlayer(page: Page, request: APIRequestContext, state: { termsOutdated?: boolean }) {
  const registered = await request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB' } });
  expect(registered.ok()).toBe(true);
  const { data } = (await registered.json()) as { data: { token: string; login: string; password: string } };
  expect((await request.post('/web-api/test/player', { headers: { authorization: `Bearer ${data.token}` }, data: state })).ok()).toBe(true);
  await page.goto('/en/user/login');
  await waitForHydration(page);
  await page.getByLabel('Login or e-mail').fill(data.login);
  await page.getByLabel('Password', { exact: true }).fill(data.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** Violations that fail the check, one line per node. */
async function blockingViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (rules) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] }).then((results) => results.violations),
    RULES,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAMED_RULES.includes(v.id))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`) }));
}

test('the check runs the WCAG 2.2 A and AA rules, experimental ones and the three named', () => {
  // axe 4.11 has more than 50 rules for these levels; label-in-name is experimental, so not run by tag alone.
  expect(RULES.length).toBeGreaterThan(50);
  for (const id of ['color-contrast', 'target-size', 'label-content-name-mismatch', 'heading-order', 'landmark-unique']) expect(RULES).toContain(id);
  // Every route with a screen of its own is checked (home, sports, sign-in, registration, status pages…).
  expect(built.length).toBeGreaterThanOrEqual(20);
  // Each route of the dark sample is one the table builds, so none drops out of the dark check unnoticed.
  for (const id of DARK_SAMPLE) expect(built.map((sample) => sample.route.id), `dark sample ${id}`).toContain(id);
});

for (const target of TARGETS) {
  test(`${target.name}: no violation in light${target.dark ? ' or dark' : ''}`, async ({ page, context, baseURL, request }) => {
    test.setTimeout(300_000);
    if (target.player) await signInPlayer(page, request, target.player);
    const path = typeof target.path === 'string' ? target.path : await target.path(page);
    // The browser notes the 404/500 of error pages and the 451 a player with old terms meets (confirm-terms) itself.
    const issues = watchConsole(page, (text) => isStatusNote(text) || /status of 451\b/.test(text));
    const themes = [{ name: 'light', cookies: {} }, ...(target.dark ? [{ name: 'dark', cookies: { app_theme: '1' } }] : [])];
    for (const theme of themes) {
      const cookies = { ...target.cookies, ...theme.cookies };
      await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL! })));
      const response = await page.goto(path);
      expect(response?.status(), `${theme.name} status`).toBeLessThan(600);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      const blocking = await blockingViolations(page);
      expect(blocking, `${theme.name} theme, ${new URL(page.url()).pathname}\n${JSON.stringify(blocking, null, 2)}`).toEqual([]);
    }
    expect(issues.take()).toEqual([]);
  });
}
