import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from '../support/page-health.ts';

/**
 * The sports lists as a bettor reads them (issue "Found" 6 and 7, crests and flags): every game of a list can be
 * reached and the count says how many, a championship's page is headed by the championship under a trail of links,
 * wide lists show the total and the handicap, the slip stays in reach, full team names, crests and flags drawn on
 * the site. Both apps, against the reference API's demo line.
 */

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const PREMIER_LEAGUE = '/en/home/line/football/1/101-england-premier-league';
/** A game page's path: …/{sport}/{champ}/{game}. */
const GAME_PATH = /\/home\/line\/[a-z-]+\/\d+\/\d+-[^/]+\/\d+-[^/#]+$/;

/** Distinct game pages the page's main area links to. */
async function gameLinks(page: Page): Promise<Set<string>> {
  const hrefs = await page.getByRole('main').locator('a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return new Set(hrefs.filter((href) => GAME_PATH.test(href)));
}

test.describe('sports lists', () => {
  test('"All sports" reaches every line game: the count shown is the chip\'s, and "show more" brings the rest', async ({ page }) => {
    await page.goto('/en/home/line');
    await waitForHydration(page);
    const status = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ events$/ });
    await expect(status).toHaveText(/^Showing 50 of \d+ events$/);
    // The chip over the list counts the same games. The two counts come from two feeds asked a moment apart, and the
    // live simulator starts games on the minute, sometimes two at once: a page that caught that moment is loaded again.
    const chip = page.getByRole('main').getByRole('link', { name: /^All sports\s*\d+$/ });
    const countsApart = async () => Math.abs(Number(/\d+$/.exec((await chip.innerText()).trim())?.[0]) - Number(/of (\d+)/.exec(await status.innerText())?.[1]));
    await expect
      .poll(async () => {
        const apart = await countsApart();
        if (apart > 1) {
          await page.reload();
          await waitForHydration(page);
        }
        return apart;
      }, { timeout: 30_000 })
      .toBeLessThanOrEqual(1);
    await expect(status).toHaveText(/^Showing 50 of \d+ events$/);
    const total = Number(/of (\d+)/.exec(await status.innerText())?.[1]);
    expect(total).toBeGreaterThan(50);
    expect((await gameLinks(page)).size).toBe(50);

    // Each press brings up to 50 more, until every game shows and the button is gone. The total is read again
    // each time: the live simulator may start a game (it leaves the line) between two presses.
    const currentTotal = async () => Number(/of (\d+)/.exec(await status.innerText())?.[1]);
    for (let shown = 50; shown < (await currentTotal()); ) {
      await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
      await expect(status).toHaveText(/^Showing \d+ of \d+ events$/);
      await expect.poll(async () => {
        const [, now, of] = /^Showing (\d+) of (\d+)/.exec(await status.innerText()) ?? [];
        return Number(now) === Math.min(shown + 50, Number(of));
      }).toBe(true);
      shown = Number(/^Showing (\d+)/.exec(await status.innerText())?.[1]);
    }
    await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
    const final = Number(/of (\d+)/.exec(await status.innerText())?.[1]);
    expect((await gameLinks(page)).size).toBe(final);
  });

  test('a championship page is headed by the championship, under a trail of links sport › country › championship', async ({ page }) => {
    await page.goto(PREMIER_LEAGUE);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('England. Premier League');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Line', 'Football', 'United Kingdom', 'England. Premier League']);
    await expect(trail.getByRole('link', { name: 'England. Premier League' })).toHaveAttribute('aria-current', 'page');

    // A game page carries the same trail, ending at the game; its steps are links back up.
    await page.getByRole('main').locator(`a[href*="/101-england-premier-league/"]`).first().click();
    await expect(page).toHaveURL(GAME_PATH);
    await expect(trail.getByRole('link')).toHaveCount(5);
    await expect(trail.getByRole('link').nth(3)).toHaveText('England. Premier League');
    await trail.getByRole('link', { name: 'Football', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/home\/line\/football$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
  });

  test('the trail and the championship title are in the page\'s language', async ({ page }) => {
    await page.goto('/ru/home/line/football/1/101-england-premier-league');
    await waitForHydration(page);
    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(trail.getByRole('link').nth(2)).toHaveText('Великобритания');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await trail.getByRole('link').nth(3).innerText());
  });

  test('lists offer the total and the handicap with their lines: columns on desktop, a market switch on the phone', async ({ page }, testInfo) => {
    await page.goto(PREMIER_LEAGUE);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const overs = main.getByRole('button', { name: /Over \d+(\.\d+)?/ });
    if (isMobile(testInfo)) {
      await expect(overs).toHaveCount(0);
      await page.getByRole('radiogroup', { name: 'Market' }).getByRole('radio', { name: 'Total' }).click();
    }
    await expect(overs.first()).toBeVisible();
    // The line shows on the button itself (desktop: small before the price; phone: in the caption).
    await expect(overs.first()).toContainText(/\d+(\.\d+)?/);
    if (!isMobile(testInfo)) {
      // The handicap joins where the list has room for it: a 1920 px window with the slip column open.
      await expect(main.getByText('Handicap', { exact: true })).toBeHidden();
      await page.setViewportSize({ width: 1920, height: 1080 });
      await expect(main.getByRole('button', { name: /\([+−-]?\d+(\.\d+)?\)/ }).first()).toBeVisible();
    }
  });

  test('team names are shown in full in lists and on the game page', async ({ page }) => {
    await page.goto(PREMIER_LEAGUE);
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('button', { name: /^.+? (\d+\.\d+|\d+\/\d+|[+-]\d+), .+? – .+?, .+$/ }).first()).toBeVisible();
    const names = await page.getByRole('main').locator('a[href*="/101-england-premier-league/"] span').evaluateAll((spans) =>
      spans.filter((span) => span.childElementCount === 0 && (span.textContent ?? '').length > 14).map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth + 1 })),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.cut)).toEqual([]);
    // The game page names both teams whole, in its heading and on its scoreboard.
    await page.getByRole('main').locator('a[href*="/101-england-premier-league/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' – ');
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    for (const team of heading.split(' – ')) {
      const shown = page.getByRole('main').getByText(team, { exact: true }).first();
      await expect(shown).toBeVisible();
      expect(await shown.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    }
  });

  test('rows show a crest per team and championships their flag, drawn by the site itself', async ({ page, baseURL }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await page.goto('/en/home/line/football');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('button', { name: /^.+? (\d+\.\d+|\d+\/\d+|[+-]\d+), .+? – .+?, .+$/ }).first()).toBeVisible();
    const firstGame = page.getByRole('main').locator('a[href*="/101-england-premier-league/"]').filter({ hasText: ' – ' }).first();
    await expect(firstGame.locator('svg text')).toHaveCount(2);
    await expect(firstGame.locator('svg text').first()).toHaveText(/^[\p{L}\p{N}]{1,2}$/u);
    // Championships grouped by country (the default) under their country's flag.
    const flag = page.getByRole('main').getByRole('region', { name: 'United Kingdom' }).locator('img').first();
    await expect(flag).toHaveAttribute('src', /gb[^/]*\.svg/);
    await expect.poll(() => flag.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  test('the desktop slip stays in view while a long list scrolls', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'the phone opens the slip from its button');
    await page.goto('/en/home/line');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: /^.+? (\d+\.\d+|\d+\/\d+|[+-]\d+), .+? – .+?, .+$/ }).first().click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await slip.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(900 - 150);
  });

  test('at 390×844 the "Bet slip (n)" button never covers the last odds button of a list', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the floating slip button is the phone\'s');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PREMIER_LEAGUE);
    await waitForHydration(page);
    const odds = page.getByRole('main').getByRole('button', { name: /^.+? (\d+\.\d+|\d+\/\d+|[+-]\d+), .+? – .+?, .+$/ });
    await odds.first().click();
    await expect(page.getByRole('button', { name: /^Bet slip \(1\)/ })).toBeVisible();

    const last = odds.last();
    // Scrolled to the end of the view, as a bettor's thumb leaves it, the button is the element at its centre.
    await last.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const hit = await last.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return { inside: top !== null && button.contains(top), bottom: rect.bottom, viewport: window.innerHeight };
    });
    expect(hit.inside).toBe(true);
    expect(hit.bottom).toBeLessThanOrEqual(hit.viewport);
    const box = await last.boundingBox();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Bet slip \(2\)/ })).toBeVisible();
  });
});
