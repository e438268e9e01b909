import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from '../support/page-health.ts';

/**
 * The bet slip end to end (CALL-001; COUPON-005, -022..-025, -028..-030, -053): both apps, signed in through the
 * reference API as the demo player (RUB 1 000, so stakes stay small). Selections are seeded through the saved coupon
 * (`bf-coupon` in localStorage) with prices read from the feed, or added with the sports pages' odds buttons.
 * Elements are found by role and accessible name.
 */

const DEMO = { login: 'demo', password: 'demo1234' };
const COUPON_API = '/web-api/api/web/coupon/v1';
const ODDS_POLL = '**/web-api/betting/v1/odds?**';

interface FeedOutcome {
  id: number;
  name: string;
  coef: number;
  isBlocked: boolean;
}
interface FeedGame {
  id: number;
  sportId: number;
  champId: number;
  sportName: string;
  champName: string;
  team1: string;
  team2: string;
  startAt: string;
  status: string;
  gameStatusId: number;
  mainMarket: { id: number; groupId: number; kind: number; name: string; isBlocked: boolean; outcomes: FeedOutcome[] } | null;
}
interface PlacedCoupon {
  id: number;
  amount: number;
  typeId: number;
  systemValue: number | null;
  createdAt: string;
  bets: { market: { id: number; coef: number } }[];
}

/** A seeded selection: a coupon bet (COUPON-006/007) for a pre-match outcome. */
type SeedBet = ReturnType<typeof toCouponBet>;

function toCouponBet(game: FeedGame, outcome: FeedOutcome) {
  const market = game.mainMarket!;
  return {
    market: {
      id: String(outcome.id),
      coef: outcome.coef,
      sportId: game.sportId,
      typeId: market.id,
      kind: market.kind,
      isLive: false,
      sportName: game.sportName,
      champName: game.champName,
      gameId: game.id,
      champId: game.champId,
      marketName: market.name,
      outcomeName: outcome.name,
    },
    blockId: null,
    statusId: -1,
    typeId: market.groupId,
    team1Name: game.team1,
    team2Name: game.team2,
    team1Score: null,
    team2Score: null,
    gameStatusId: game.gameStatusId,
    startTime: Date.parse(game.startAt),
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: null,
    pageType: null,
    gameTime: null,
    isLiveInLive: false,
    isFinished: false,
  };
}

/**
 * `count` pre-match selections from different games that start in more than two hours (their prices hold still),
 * each the favourite of its main market; `offset` picks other games, so parallel tests use other outcomes.
 */
async function lineSelections(request: APIRequestContext, count: number, offset = 0): Promise<SeedBet[]> {
  const response = await request.get('/web-api/betting/v1/top?lang=en');
  expect(response.ok()).toBe(true);
  const { games } = (await response.json()) as { games: FeedGame[] };
  const usable = games.filter(
    (game) => game.status === 'line' && Date.parse(game.startAt) > Date.now() + 2 * 3600_000 && game.mainMarket && !game.mainMarket.isBlocked && game.mainMarket.outcomes.some((o) => !o.isBlocked),
  );
  expect(usable.length, 'pre-match top games in the feed').toBeGreaterThanOrEqual(offset + count);
  return usable.slice(offset, offset + count).map((game) => {
    const open = game.mainMarket!.outcomes.filter((o) => !o.isBlocked).sort((a, b) => a.coef - b.coef);
    return toCouponBet(game, open[0]!);
  });
}

async function signIn(page: Page) {
  const response = await page.request.post('/web-api/auth/v1/login', { data: DEMO });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Opens the site with this coupon saved, as a reload after adding the selections would find it. */
async function openWithCoupon(page: Page, bets: SeedBet[], coupon: { typeId?: number; systemValue?: number; amount: number; changeCoefAction?: 0 | 1 | 2 }) {
  await page.goto('/en');
  const saved = {
    bets,
    typeId: coupon.typeId ?? 1,
    systemValue: coupon.systemValue ?? 2,
    amount: coupon.amount,
    addedAtByBetId: Object.fromEntries(bets.map((bet) => [bet.market.id, Date.now()])),
    settings: { changeCoefAction: coupon.changeCoefAction ?? 2 },
  };
  await page.evaluate((text) => localStorage.setItem('bf-coupon', text), JSON.stringify(saved));
  await page.reload();
  await waitForHydration(page);
}

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The bet slip: the right column on desktop, the bottom sheet (opened from its button) on mobile. */
async function betSlip(page: Page, testInfo: TestInfo, count: number): Promise<Locator> {
  if (!isMobile(testInfo)) return page.getByRole('region', { name: 'Bet slip' });
  await page.getByRole('button', { name: new RegExp(`^Bet slip \\(${count}\\)`) }).click();
  const sheet = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(sheet).toBeVisible();
  return sheet;
}

const selectionsIn = (slip: Locator) => slip.getByRole('list', { name: 'Selections' }).getByRole('listitem');

/** Places the coupon and reads the coupon number off the success view (announced in the live region too). */
async function placeAndConfirm(page: Page, slip: Locator): Promise<number> {
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  const announced = page.getByRole('status').filter({ hasText: /Bet placed\. Coupon number \d+\./ });
  await expect(announced).toHaveCount(1);
  const id = Number(/Coupon number (\d+)/.exec((await announced.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await expect(slip.getByText(/^[2-9A-HJ-NP-Z]{8}$/)).toBeVisible();
  return id;
}

async function myCoupons(page: Page): Promise<PlacedCoupon[]> {
  const response = await page.request.get(`${COUPON_API}/history?lang=en&limit=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { coupons: PlacedCoupon[] }).coupons;
}

/** A stake of its own (10.01 to 10.99), so a test can find its coupon in a history other tests write to as well. */
const uniqueStake = () => 10 + Math.floor(1 + Math.random() * 98) / 100;

test.describe('bet slip', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('places an accumulator and prints it', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 3);
    await expect(selectionsIn(slip)).toHaveCount(3);
    await expect(slip.getByRole('radio', { name: 'Accumulator' })).toHaveAttribute('aria-checked', 'true');
    await expect(slip.getByText(`${bets[0]!.team1Name} – ${bets[0]!.team2Name}`)).toBeVisible();
    await expect(slip.getByLabel('Stake', { exact: true })).toHaveValue('10');
    const id = await placeAndConfirm(page, slip);

    const print = slip.getByRole('link', { name: 'Print coupon' });
    await expect(print).toHaveAttribute('href', `/en/print-coupon/${id}`);
    await page.goto(`/en/print-coupon/${id}`);
    await expect(page.getByRole('heading', { name: `Coupon No. ${id}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(1 + bets.length);
    await expect(page.getByText('Accumulator', { exact: true })).toBeVisible();
    // The placed coupon emptied the slip (it was saved that way).
    await page.goto('/en');
    await waitForHydration(page);
    if (isMobile(testInfo)) await expect(page.getByRole('button', { name: /^Bet slip \(/ })).toHaveCount(0);
    else await expect(page.getByRole('region', { name: 'Bet slip' }).getByText('Your bet slip is empty')).toBeVisible();
  });

  test('places a system 3 from 4 and shows its minimum and maximum returns', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 4, 0);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 4);
    await slip.getByRole('radio', { name: 'System' }).click();
    await slip.getByLabel('System', { exact: true }).selectOption({ label: '3 from 4 (4 bets)' });
    await expect(slip.getByText('Minimum returns')).toBeVisible();
    await expect(slip.getByText('Maximum returns')).toBeVisible();
    const id = await placeAndConfirm(page, slip);
    const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
    expect(placed).toMatchObject({ typeId: 2, systemValue: 3, amount: 10 });
    await page.goto(`/en/print-coupon/${id}`);
    await expect(page.getByText('System 3 from 4')).toBeVisible();
  });

  test('places singles, one stake per selection', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 2, 4);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 2);
    await slip.getByRole('radio', { name: 'Singles' }).click();
    await expect(slip.getByLabel('Promo code')).toHaveCount(0);
    await expect(slip.getByLabel(/^Stake on /)).toHaveCount(2);
    const id = await placeAndConfirm(page, slip);
    const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
    expect(placed).toMatchObject({ typeId: 9, amount: 20 });
  });

  test('places once for a double click', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 2, 6);
    const stake = uniqueStake();
    await openWithCoupon(page, bets, { amount: stake });
    const slip = await betSlip(page, testInfo, 2);
    const started = Date.now() - 60_000;
    await slip.getByRole('button', { name: 'Place bet' }).click({ clickCount: 2 });
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    const mine = (await myCoupons(page)).filter((coupon) => coupon.amount === stake && Date.parse(coupon.createdAt) > started);
    expect(mine).toHaveLength(1);
  });

  test('keeps every selection when the placement fails, and places after the stake is fixed', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3, 0);
    await openWithCoupon(page, bets, { amount: 200_000 });
    const slip = await betSlip(page, testInfo, 3);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const problems = slip.getByRole('alert').filter({ hasText: 'Your bet was not placed' });
    await expect(problems).toContainText('The maximum stake is ₽100,000.');
    await expect(page.getByRole('status').filter({ hasText: 'Bet not placed' })).toHaveCount(1);
    await expect(selectionsIn(slip)).toHaveCount(3);
    await expect(slip.getByText('Check your stake.')).toBeVisible();
    await slip.getByLabel('Stake', { exact: true }).fill('10');
    await placeAndConfirm(page, slip);
  });

  test.describe('when the odds changed since they were added', () => {
    /** The same selections, the first at a price the feed no longer offers; the coupon's own price poll is held back. */
    async function staleCoupon(page: Page, offset: number, shift: number, changeCoefAction: 0 | 1 | 2) {
      await page.route(ODDS_POLL, (route) => route.abort());
      const bets = await lineSelections(page.request, 2, offset);
      const current = bets[0]!.market.coef;
      bets[0]!.market.coef = Math.round((current + shift) * 100) / 100;
      await openWithCoupon(page, bets, { amount: 10, changeCoefAction });
      return { current, stale: bets[0]!.market.coef, outcomeId: Number(bets[0]!.market.id) };
    }

    test('"always ask me" shows the new price and places only after the player accepts it', async ({ page }, testInfo) => {
      const { current, stale, outcomeId } = await staleCoupon(page, 2, 0.2, 0);
      const slip = await betSlip(page, testInfo, 2);
      await expect(slip.getByLabel('When the odds change')).toHaveValue('0');
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const problems = slip.getByRole('alert').filter({ hasText: 'Your bet was not placed' });
      await expect(problems).toContainText(`the odds changed from ${stale.toFixed(2)} to ${current.toFixed(2)}`);
      await expect(selectionsIn(slip)).toHaveCount(2);
      await problems.getByRole('button', { name: 'Accept changes' }).click();
      const id = await placeAndConfirm(page, slip);
      const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
      expect(placed?.bets.find((bet) => bet.market.id === outcomeId)?.market.coef).toBe(current);
    });

    test('"accept higher odds" takes a rise without asking', async ({ page }, testInfo) => {
      const { current, outcomeId } = await staleCoupon(page, 4, -0.01, 2);
      const slip = await betSlip(page, testInfo, 2);
      const id = await placeAndConfirm(page, slip);
      const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
      expect(placed?.bets.find((bet) => bet.market.id === outcomeId)?.market.coef).toBe(current);
    });

    test('"accept higher odds" asks about a drop', async ({ page }, testInfo) => {
      const { current, stale } = await staleCoupon(page, 6, 0.3, 2);
      const slip = await betSlip(page, testInfo, 2);
      await slip.getByRole('button', { name: 'Place bet' }).click();
      await expect(slip.getByRole('alert')).toContainText(`the odds changed from ${stale.toFixed(2)} to ${current.toFixed(2)}`);
      await expect(slip.getByRole('button', { name: 'Place bet' })).toHaveAttribute('aria-disabled', 'true');
    });
  });

  for (const theme of [
    { name: 'light', cookie: '0' },
    { name: 'dark', cookie: '1' },
  ]) {
    test(`has no serious or critical axe violations, filled and after a refusal (${theme.name} theme)`, async ({ page, context, baseURL }, testInfo) => {
      await context.addCookies([{ name: 'app_theme', value: theme.cookie, url: baseURL! }]);
      await page.route(ODDS_POLL, (route) => route.abort());
      const bets = await lineSelections(page.request, 3, 0);
      bets[0]!.market.coef = Math.round((bets[0]!.market.coef + 0.25) * 100) / 100;
      await openWithCoupon(page, bets, { amount: 200_000, changeCoefAction: 0 });
      const slip = await betSlip(page, testInfo, 3);
      await slip.getByRole('button', { name: 'Place bet' }).click();
      await expect(slip.getByRole('alert').filter({ hasText: 'Your bet was not placed' })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include(isMobile(testInfo) ? '[role="dialog"]' : 'section[aria-label="Bet slip"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`) }));
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  }

  test('adds a selection with an odds button of the sports pages', async ({ page }, testInfo) => {
    await page.goto('/en');
    await waitForHydration(page);
    const odds = page.getByRole('main').getByRole('button', { name: /, odds \d/ });
    await odds.first().click();
    const slip = await betSlip(page, testInfo, 1);
    await expect(selectionsIn(slip)).toHaveCount(1);
  });
});

test('sends a visitor who presses "Place bet" to sign in, and back', async ({ page }, testInfo) => {
  const bets = await lineSelections(page.request, 1, 0);
  await openWithCoupon(page, bets, { amount: 10 });
  const slip = await betSlip(page, testInfo, 1);
  await slip.getByRole('button', { name: 'Log in to place a bet' }).click();
  await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen$/);
});

test('asks before one-click betting clears the slip (COUPON-028..030)', async ({ page }, testInfo) => {
  const bets = await lineSelections(page.request, 2, 0);
  await openWithCoupon(page, bets, { amount: 10 });
  const slip = await betSlip(page, testInfo, 2);
  const oneClick = slip.getByRole('switch', { name: 'One-click betting' });
  await oneClick.click();
  const warning = page.getByRole('alertdialog', { name: 'Your bet slip will be cleared' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(oneClick).toHaveAttribute('aria-checked', 'false');
  await expect(selectionsIn(slip)).toHaveCount(2);
  await oneClick.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn on' }).click();
  await expect(slip.getByText('Your bet slip is empty')).toBeVisible();
});
