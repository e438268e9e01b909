import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from '../support/page-health.ts';

/**
 * Start times are written in the player's time zone (SESSION-017): the server, which only knows the `tzo` cookie,
 * writes them in its offset (UTC without it), the browser's first render writes the same so the page hydrates
 * without a mismatch, and then the list shows the zone the browser is really in. India (UTC+5:30) shows a half-hour
 * shift no rounding could fake.
 */

const PREMIER_LEAGUE = '/en/home/line/football/1/101-england-premier-league';
const CLOCK = />(\d{2}):(\d{2})</;

/** The first start time in the page's server HTML, in minutes after midnight. */
async function firstServerClock(page: Page): Promise<number> {
  const html = await (await page.request.get(PREMIER_LEAGUE)).text();
  const main = html.slice(html.indexOf('<main'));
  const [, hours, minutes] = CLOCK.exec(main) ?? [];
  expect(hours, 'a start time in the server HTML').toBeDefined();
  return Number(hours) * 60 + Number(minutes);
}

const clockText = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

test.describe('start times in the player\'s time zone', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('a first visit hydrates without a mismatch, then shows Indian time; with the tzo cookie the server writes it', async ({ page, context, baseURL }) => {
    const utc = await firstServerClock(page);
    const issues = watchConsole(page);
    await page.goto(PREMIER_LEAGUE);
    await waitForHydration(page);
    const first = page.getByRole('main').getByText(/^\d{2}:\d{2}$/).first();
    await expect(first).toHaveText(clockText(utc + 330));
    expect(issues.take()).toEqual([]);

    // The cookie the site keeps once functional cookies are accepted: 330 minutes east of UTC.
    await context.addCookies([{ name: 'tzo', value: '330', url: baseURL ?? 'http://127.0.0.1' }]);
    expect(clockText(await firstServerClock(page))).toBe(clockText(utc + 330));
    await page.reload();
    await waitForHydration(page);
    await expect(first).toHaveText(clockText(utc + 330));
    expect(issues.take()).toEqual([]);
  });
});
