import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatOdds, ODDS_FORMAT } from '@bf/headless/odds';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * The sports pages in both apps (spec: site-routes §2 sports routes, multi, champs, results; RULES ROUTE-006..009,
 * ROUTE-018, SPORT-002/003): from home to a sport, a championship and a game; live scores; a price into the coupon;
 * the odds format. Against the reference API's simulated feed.
 */

/** An odds button's name: what it shows ("1", "Over 2.5", a team) and its price, then the game and the selection. */
const ODDS_NAME = /^(.+?) (\d+\.\d+|\d+\/\d+|[+-]\d+), (.+? – .+?), (.+)$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The odds buttons of the page's lists: real buttons named "<shown> <price>, <game>, <selection>". */
const oddsButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: ODDS_NAME });

/** The decimal price in an odds button's name. */
const priceOf = (name: string) => Number(ODDS_NAME.exec(name)?.[2]);

test.describe('sports pages', () => {
  test('home → sport → championship → game', async ({ page }) => {
    const issues = watchConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Top live' })).toBeVisible();
    await expect(oddsButtons(page).first()).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Football', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/home\/line\/football$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();

    const champ = page.getByRole('main').getByRole('link', { name: 'England. Premier League', exact: true });
    await champ.click();
    await expect(page).toHaveURL(/\/en\/home\/line\/football\/1\/101-england-premier-league$/);
    await expect(page.getByRole('heading', { level: 1, name: 'England. Premier League' })).toBeVisible();

    const gameLink = page.getByRole('main').locator('a[href*="/101-england-premier-league/"]').first();
    const href = await gameLink.getAttribute('href');
    await gameLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ – /);
    await expect(page.getByRole('button', { name: 'Match result', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /^Over \d+\.5 \d+\.\d+, / }).first()).toBeVisible();
    expect(issues.take()).toEqual([]);
  });

  test('the live page shows scores, periods and the game clock', async ({ page }) => {
    await page.goto('/en/home/live');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Live', exact: true }).and(page.locator('[aria-current="page"]')).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/^(Half|Period|Quarter|Set|Map|Round) \d$/).first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /^Tennis/ }).first().click();
    await expect(page).toHaveURL(/\/en\/home\/live\/tennis$/);
    await expect(page.getByRole('main').getByText(/^Set \d$/).first()).toBeVisible();
  });

  test('clicking a price adds it to the coupon and a second click takes it out', async ({ page }) => {
    await page.goto('/en/home/line/football');
    await waitForHydration(page);
    const button = oddsButtons(page).first();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const name = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    const pressed = page.getByRole('button', { name, exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('bf-coupon') ?? '{}') as { bets?: unknown[] }).bets?.length ?? 0)).toBe(1);
    // The selection survives a reload: the coupon restores it and the button shows it.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('bf-coupon') ?? '{}') as { bets?: unknown[] }).bets?.length ?? 0)).toBe(0);
  });

  test('a saved odds format and coupon show on a fresh load of home and the live list without a hydration mismatch', async ({ page }) => {
    // Lists hydrate in slices after the page restored the player's settings and coupon; each slice must still
    // hydrate what the server drew, then show the saved choices.
    const issues = watchConsole(page);
    await page.goto('/en/home/line/football');
    await waitForHydration(page);
    const first = oddsButtons(page).first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Odds format').first().selectOption({ label: 'Fractional' });
    for (const path of ['/en', '/en/home/live', '/en/home/line/football']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(oddsButtons(page).first()).toHaveAccessibleName(/^.+? \d+\/\d+, /);
    }
    const [, shown, , game, selection] = ODDS_NAME.exec(name) ?? [];
    // The demo line can hold the same two teams twice (another date, another price): the picked one is pressed.
    await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(shown ?? '')} \\d+/\\d+, ${escapeRegExp(game ?? '')}, ${escapeRegExp(selection ?? '')}$`), pressed: true })).toHaveCount(1);
    expect(issues.take()).toEqual([]);
  });

  test('the odds format changes every price and is kept on the next page', async ({ page }) => {
    await page.goto('/en/home/line/football');
    await waitForHydration(page);
    const first = oddsButtons(page).first();
    await expect(first).toBeVisible();
    const decimalName = (await first.getAttribute('aria-label')) ?? '';
    const coef = priceOf(decimalName);
    expect(coef).toBeGreaterThan(1);
    await expect(first).toContainText(formatOdds(coef, ODDS_FORMAT.decimal));

    await page.getByLabel('Odds format').first().selectOption({ label: 'Fractional' });
    const fractional = formatOdds(coef, ODDS_FORMAT.fractional);
    const [, shown, , game, selection] = ODDS_NAME.exec(decimalName) ?? [];
    await expect(page.getByRole('button', { name: `${shown} ${fractional}, ${game}, ${selection}`, exact: true })).toContainText(fractional);

    await page.getByRole('main').getByRole('link', { name: 'Live', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/home\/live\/football$/);
    await expect(oddsButtons(page).first()).toHaveAccessibleName(/^.+? \d+\/\d+, /);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Odds format').first()).toHaveValue(String(ODDS_FORMAT.fractional));
  });

  test('my sports: a sport hidden in live leaves the live menu, a cyber filter hides cyber championships, both kept (SPORT-012)', async ({ page }) => {
    await page.goto('/en/home/live');
    await waitForHydration(page);
    const sportsMenu = page.getByRole('main').getByRole('navigation', { name: 'Sports' });
    await expect(sportsMenu.getByRole('link', { name: /^Football/ })).toBeVisible();

    await page.getByText('My sports').click();
    await page.getByRole('checkbox', { name: 'Football: Live' }).uncheck();
    await expect(sportsMenu.getByRole('link', { name: /^Football/ })).toHaveCount(0);
    await expect(page.getByText('1 hidden')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Football\. / })).toHaveCount(0);

    // The line still lists football, with its cyber league until the player leaves cyber out.
    await page.goto('/en/home/line/football');
    await waitForHydration(page);
    await expect(sportsMenu.getByRole('link', { name: /^Football/ })).toBeVisible();
    const cyberLeague = page.getByRole('main').getByRole('link', { name: 'Cyber Football. Battle League', exact: true });
    await expect(cyberLeague).toBeVisible();
    await page.getByText('My sports').click();
    await page.getByRole('combobox', { name: 'Football: Cyber' }).selectOption({ label: 'Without cyber' });
    await expect(cyberLeague).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'England. Premier League', exact: true })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('link', { name: 'England. Premier League', exact: true })).toBeVisible();
    await expect(cyberLeague).toHaveCount(0);
    await page.goto('/en/home/live');
    await waitForHydration(page);
    await expect(sportsMenu.getByRole('link', { name: /^Tennis/ })).toBeVisible();
    await expect(sportsMenu.getByRole('link', { name: /^Football/ })).toHaveCount(0);

    await page.getByText('My sports').click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(sportsMenu.getByRole('link', { name: /^Football/ })).toBeVisible();
  });

  test('multi-live follows picked games side by side', async ({ page }) => {
    await page.goto('/en/multi');
    await waitForHydration(page);
    const pick = page.getByRole('button', { name: /\. Follow / });
    await pick.first().click();
    await pick.first().click();
    await expect(page.getByRole('button', { name: /Stop following / })).toHaveCount(4);
    await expect(page.getByText('Following 2 of 4')).toBeVisible();
    await expect(oddsButtons(page).first()).toBeVisible();
  });

  test('champion results and results pages show tables and scores', async ({ page }) => {
    await page.goto('/en/champs');
    await waitForHydration(page);
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.getByRole('link', { name: 'England. Premier League', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/champs\/101$/);
    await expect(page.getByRole('heading', { name: 'Latest results' })).toBeVisible();

    await page.goto('/en/results/live');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Live scores' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByText(/^(Half|Period|Quarter|Set|Map|Round) \d/).first()).toBeVisible();
  });
});

test.describe('sports pages accessibility', () => {
  for (const theme of [
    { name: 'light', value: '0' },
    { name: 'dark', value: '1' },
  ]) {
    for (const target of [
      { name: 'a sport\'s line', path: '/en/home/line/football' },
      { name: 'a championship', path: '/en/home/line/football/1/101-england-premier-league' },
      { name: 'multi-live with a game', path: '/en/multi', pick: true },
    ]) {
      test(`${target.name} in the ${theme.name} theme has no serious or critical violations`, async ({ page, context, baseURL }) => {
        // AxeBuilder over a whole line list is slow on a busy 2-core machine: one run took more than 40 s of the default 60.
        test.setTimeout(120_000);
        await context.addCookies([{ name: 'app_theme', value: theme.value, url: baseURL! }]);
        await page.goto(target.path);
        await waitForHydration(page);
        if (target.pick) await page.getByRole('button', { name: /\. Follow / }).first().click();
        await expect(oddsButtons(page).first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`) }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
  }
});
