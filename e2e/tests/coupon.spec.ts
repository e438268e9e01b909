import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ODDS_FORMAT, formatOdds } from '@bf/headless/odds';
import { waitForHydration } from '../support/page-health.ts';
import type { FeedGame, FeedOutcome } from '../support/office.ts';

/**
 * The bet slip end to end (CALL-001; COUPON-005, -022..-025, -028..-030, -053): both apps, signed in through the
 * reference API as the demo player (RUB 1 000, so stakes stay small). Selections are seeded through the saved coupon
 * (`bf-coupon` in localStorage) with prices read from the feed, or added with the sports pages' odds buttons.
 * Elements are found by role and accessible name.
 */

const DEMO = { login: 'demo', password: 'demo1234' };
const COUPON_API = '/web-api/api/web/coupon/v1';
const ODDS_POLL = '**/web-api/betting/v1/odds?**';

interface PlacedCoupon {
  id: number;
  amount: number;
  typeId: number;
  systemValue: number | null;
  createdAt: string;
  possibleWin: number;
  bets: { market: { id: number; coef: number; isLive: boolean }; blockId?: number }[];
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
    statusId: -1 as number,
    typeId: market.groupId,
    team1Name: game.team1,
    team2Name: game.team2,
    team1Score: null as string | null,
    team2Score: null as string | null,
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

interface SeedCoupon {
  typeId?: number;
  systemValue?: number;
  amount: number;
  changeCoefAction?: 0 | 1 | 2;
  /** More coupon settings (one-click…). */
  settings?: Record<string, unknown>;
  /** The odds format (settings `coefViewId`). */
  oddsFormat?: number;
  /** The page to open (home by default). */
  path?: string;
}

/** Opens the site with this coupon saved, as a reload after adding the selections would find it. */
async function openWithCoupon(page: Page, bets: SeedBet[], coupon: SeedCoupon) {
  await page.goto(coupon.path ?? '/en');
  const saved = {
    bets,
    typeId: coupon.typeId ?? 1,
    systemValue: coupon.systemValue ?? 2,
    amount: coupon.amount,
    addedAtByBetId: Object.fromEntries(bets.map((bet) => [bet.market.id, Date.now()])),
    settings: { changeCoefAction: coupon.changeCoefAction ?? 2, ...coupon.settings },
  };
  await page.evaluate(
    ([text, format]) => {
      localStorage.setItem('bf-coupon', text);
      if (format !== null) localStorage.setItem('bf-settings', JSON.stringify({ coefViewId: format }));
    },
    [JSON.stringify(saved), coupon.oddsFormat ?? null] as const,
  );
  await page.reload();
  await waitForHydration(page);
}

/** A live selection whose game runs and whose main market is open, at a price between 1.2 and 6. */
async function liveSelection(request: APIRequestContext): Promise<SeedBet> {
  const response = await request.get('/web-api/betting/v1/live?lang=en');
  expect(response.ok()).toBe(true);
  const { games } = (await response.json()) as { games: (FeedGame & { score: { team1: number; team2: number } | null })[] };
  for (const game of games) {
    const outcome = game.mainMarket && !game.mainMarket.isBlocked ? game.mainMarket.outcomes.find((o) => !o.isBlocked && o.coef >= 1.2 && o.coef <= 6) : undefined;
    if (!outcome) continue;
    const bet = toCouponBet(game, outcome);
    return {
      ...bet,
      market: { ...bet.market, isLive: true },
      statusId: -2,
      team1Score: String(game.score?.team1 ?? 0),
      team2Score: String(game.score?.team2 ?? 0),
    };
  }
  throw new Error('no live game with an open main market');
}

/** The amount a summary row shows ("Maximum returns" → 45.5). */
async function summaryAmount(slip: Locator, label: string): Promise<number> {
  const value = slip.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
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

  test('a stake over the balance waits with the reason at the field before anything is sent', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3, 0);
    // Within the limits the slip shows, but more than the demo player holds: the slip knows the balance from the header's accounts.
    await openWithCoupon(page, bets, { amount: 50_000 });
    const slip = await betSlip(page, testInfo, 3);
    const placements: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${COUPON_API}/place`)) placements.push(request.url());
    });
    const stake = slip.getByLabel('Stake', { exact: true });
    await expect(stake).toHaveAccessibleDescription(/^Your balance is ₽[\d,.]+: lower the stake\.$/);
    const place = slip.getByRole('button', { name: 'Place bet' });
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await place.click({ force: true });
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toHaveCount(0);
    expect(placements).toEqual([]);
    await expect(selectionsIn(slip)).toHaveCount(3);
  });

  test('keeps every selection when the placement fails, and places when the service is back', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3, 0);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 3);
    // The coupon service is down for one attempt.
    await page.route(`**${COUPON_API}/place**`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'unavailable', detail: 'Service unavailable' }] }) }));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('alert').filter({ hasText: 'Your bet was not placed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Bet not placed' })).toHaveCount(1);
    await expect(selectionsIn(slip)).toHaveCount(3);
    await expect(slip.getByLabel('Stake', { exact: true })).toHaveValue('10');
    await page.unroute(`**${COUPON_API}/place**`);
    await placeAndConfirm(page, slip);
  });

  test.describe('the amount placed is the amount shown', () => {
    test('a stake that is no amount, not finite, negative, under the minimum or over the maximum places nothing, with its reason at the field', async ({ page }, testInfo) => {
      const bets = await lineSelections(page.request, 2, 8);
      // An initial stake no other test uses: a bad stake must never fall back to it (it once placed the previous value).
      await openWithCoupon(page, bets, { amount: 137 });
      const slip = await betSlip(page, testInfo, 2);
      const stake = slip.getByLabel('Stake', { exact: true });
      // The limits show before anything is placed.
      await expect(slip.getByText('Min. ₽10 · Max. ₽100,000')).toBeVisible();
      const started = Date.now();
      const cases: [string, string][] = [
        ['abc', 'Enter an amount, such as 150 or 12.50.'],
        ['1e309', 'That number is too large to be a stake.'],
        ['-5', 'A stake cannot be negative.'],
        ['9.99', 'The minimum stake is ₽10'],
        ['100000.01', 'The maximum stake is ₽100,000'],
      ];
      for (const [typed, reason] of cases) {
        await stake.fill(typed);
        await stake.blur();
        // The field keeps what was typed, says why next to it, and "Place bet" waits.
        await expect(stake).toHaveValue(typed);
        await expect(stake).toHaveAccessibleDescription(reason);
        const place = slip.getByRole('button', { name: 'Place bet' });
        await expect(place).toHaveAttribute('aria-disabled', 'true');
        await place.click({ force: true });
        await expect(slip.getByRole('heading', { name: 'Bet placed' })).toHaveCount(0);
      }
      // The reference API holds no coupon of this player at any of those amounts, nor at the stake before them (other
      // tests place coupons for the same demo player meanwhile, so only these amounts are checked).
      const placedSince = (await myCoupons(page)).filter((coupon) => Date.parse(coupon.createdAt) >= started - 1000);
      expect(placedSince.filter((coupon) => [137, 1, 5, 9.99, 100000.01].includes(coupon.amount))).toEqual([]);
      // What the field shows is what goes out: 12,34 is placed as 12.34.
      await stake.fill('12,34');
      await stake.blur();
      await expect(stake).toHaveValue('12.34');
      const id = await placeAndConfirm(page, slip);
      expect((await myCoupons(page)).find((coupon) => coupon.id === id)).toMatchObject({ amount: 12.34 });
    });
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
      await openWithCoupon(page, bets, { amount: 10, changeCoefAction: 0 });
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

  test('has no serious or critical axe violations with a chain, blocks and the save code', async ({ page }, testInfo) => {
    await page.route(ODDS_POLL, (route) => route.abort());
    const bets = await lineSelections(page.request, 3, 0);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 3);
    const scan = async () => {
      const results = await new AxeBuilder({ page })
        .include(isMobile(testInfo) ? '[role="dialog"]' : 'section[aria-label="Bet slip"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`) }));
    };
    await slip.getByRole('radio', { name: 'Chain' }).click();
    await expect(slip.getByRole('button', { name: /earlier in the chain$/ })).toHaveCount(3);
    expect(await scan()).toEqual([]);
    await slip.getByRole('radio', { name: 'Blocks' }).click();
    await expect(slip.getByLabel('Stake on block 3')).toBeVisible();
    await slip.getByRole('button', { name: 'Save and share' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Coupon saved.' })).toBeVisible();
    expect(await scan()).toEqual([]);
  });

  test('places a chain: the returns when all win, and in order (COUPON-026)', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3, 1);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 3);
    await slip.getByRole('radio', { name: 'Chain' }).click();
    await expect(slip.getByText(/A chain bets on the selections in order/)).toBeVisible();
    // The second selection goes first: the chain's order is the player's.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await slip.getByRole('button', { name: new RegExp(`^Move ${escape(`${bets[1]!.team1Name} – ${bets[1]!.team2Name}`)}, .* earlier in the chain$`) }).click();
    await expect(selectionsIn(slip).first()).toContainText(`${bets[1]!.team1Name} – ${bets[1]!.team2Name}`);
    const ordered = [bets[1]!, bets[0]!, bets[2]!];
    // Every win carries the 10 on and pays out the rest: 10 × (Σ odds − 2).
    const sum = bets.reduce((total, bet) => total + bet.market.coef, 0);
    expect(await summaryAmount(slip, 'Maximum returns')).toBeCloseTo(10 * (sum - 2), 1);
    expect(await summaryAmount(slip, 'Minimum returns')).toBeCloseTo(10 * (ordered[0]!.market.coef - 1), 1);
    const id = await placeAndConfirm(page, slip);
    // A chain's returns are not one price: the success view shows none.
    await expect(slip.getByText('Total odds')).toHaveCount(0);
    const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
    expect(placed).toMatchObject({ typeId: 3, amount: 10 });
    expect(placed!.possibleWin).toBeCloseTo(10 * (sum - 2), 1);
    expect(placed!.bets.map((bet) => String(bet.market.id))).toEqual(ordered.map((bet) => bet.market.id));
    await page.goto(`/en/print-coupon/${id}`);
    await expect(page.getByText('Chain', { exact: true })).toBeVisible();
    await expect(page.getByText('Total odds')).toHaveCount(0);
  });

  test('places blocks: selections moved between blocks, a stake per block (COUPON-026)', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3, 3);
    await openWithCoupon(page, bets, { amount: 10 });
    const slip = await betSlip(page, testInfo, 3);
    await slip.getByRole('radio', { name: 'Blocks' }).click();
    const blockOf = (bet: SeedBet) => slip.getByRole('combobox', { name: new RegExp(`^Block for ${bet.team1Name} – ${bet.team2Name}`) });
    await expect(blockOf(bets[1]!)).toHaveValue('2');
    await blockOf(bets[1]!).selectOption('1');
    await expect(slip.getByLabel('Stake on block 2')).toHaveCount(0);
    await slip.getByLabel('Stake on block 1').fill('10');
    await slip.getByLabel('Stake on block 3').fill('15');
    const express = bets[0]!.market.coef * bets[1]!.market.coef;
    expect(await summaryAmount(slip, 'Total stake')).toBe(25);
    expect(await summaryAmount(slip, 'Maximum returns')).toBeCloseTo(10 * express + 15 * bets[2]!.market.coef, 1);
    const id = await placeAndConfirm(page, slip);
    const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
    expect(placed).toMatchObject({ typeId: 4, amount: 25 });
    expect(placed!.bets.map((bet) => bet.blockId)).toEqual([1, 1, 3]);
  });

  test('places a system with a banker: the banker goes to the API in block 0 (COUPON-024)', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 4, 5);
    await openWithCoupon(page, bets, { amount: 12 });
    const slip = await betSlip(page, testInfo, 4);
    await slip.getByRole('radio', { name: 'System' }).click();
    await selectionsIn(slip).first().getByRole('checkbox', { name: 'Banker' }).check();
    await expect(slip.getByText('Bankers in every bet: 1')).toBeVisible();
    await expect(slip.getByLabel('System', { exact: true })).toHaveValue('2');
    await expect(slip.getByLabel('System', { exact: true }).locator('option')).toHaveText(['2 from 3 (3 bets)']);
    const [banker, a, b, c] = bets.map((bet) => bet.market.coef) as [number, number, number, number];
    expect(await summaryAmount(slip, 'Maximum returns')).toBeCloseTo(4 * (a * b + a * c + b * c) * banker, 1);
    const id = await placeAndConfirm(page, slip);
    const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
    expect(placed).toMatchObject({ typeId: 2, systemValue: 2, amount: 12 });
    expect(placed!.bets.map((bet) => bet.blockId ?? null)).toEqual([0, null, null, null]);
    expect(placed!.possibleWin).toBeCloseTo(4 * (a * b + a * c + b * c) * banker, 1);
  });

  test('places line and live selections together, priced in the chosen odds format', async ({ page }, testInfo) => {
    // The coupon's own price poll is held back, so the prices shown are the ones added; "accept any change" places
    // the live selection whatever its price is by then.
    await page.route(ODDS_POLL, (route) => route.abort());
    const bets = [...(await lineSelections(page.request, 2, 7)), await liveSelection(page.request)];
    await openWithCoupon(page, bets, { amount: 10, changeCoefAction: 1, oddsFormat: ODDS_FORMAT.american });
    const slip = await betSlip(page, testInfo, 3);
    const live = selectionsIn(slip).nth(2);
    await expect(live.getByText('Live', { exact: true })).toBeVisible();
    for (const [index, bet] of bets.entries()) await expect(selectionsIn(slip).nth(index)).toContainText(formatOdds(bet.market.coef, ODDS_FORMAT.american));
    const product = bets.reduce((total, bet) => total * bet.market.coef, 1);
    await expect(slip.locator('dt', { hasText: 'Total odds' }).locator('xpath=following-sibling::dd')).toHaveText(/^[+-]\d+$/);
    expect(await summaryAmount(slip, 'Potential returns')).toBeCloseTo(10 * product, 0);
    // The placement reads the format from the player's settings and sends it with the coupon (COUPON-005 coefViewId).
    const placeRequest = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `${COUPON_API}/place`);
    const id = await placeAndConfirm(page, slip);
    expect((await placeRequest).postDataJSON()).toMatchObject({ coefViewId: ODDS_FORMAT.american });
    const placed = (await myCoupons(page)).find((coupon) => coupon.id === id);
    expect(placed).toMatchObject({ typeId: 1, amount: 10 });
    expect(placed!.bets.map((bet) => bet.market.isLive)).toEqual([false, false, true]);
  });

  test('saves a quick coupon, and its code loads the same selections back after the slip is cleared', async ({ page }, testInfo) => {
    const bets = await lineSelections(page.request, 3, 2);
    await openWithCoupon(page, bets, { typeId: 3, amount: 10 });
    const slip = await betSlip(page, testInfo, 3);
    await expect(slip.getByRole('radio', { name: 'Chain' })).toHaveAttribute('aria-checked', 'true');
    await slip.getByRole('button', { name: 'Save and share' }).click();
    const saved = slip.getByRole('status').filter({ hasText: 'Coupon saved.' });
    await expect(saved).toBeVisible();
    const code = /code ([2-9A-HJ-NP-Z]{8})\./.exec((await saved.textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    // Saving placed nothing.
    expect((await myCoupons(page)).some((coupon) => Date.parse(coupon.createdAt) > Date.now() - 5_000 && coupon.typeId === 3 && coupon.bets.length === 3 && String(coupon.bets[0]!.market.id) === bets[0]!.market.id)).toBe(false);
    await slip.getByRole('button', { name: 'Remove all' }).click();
    await expect(slip.getByText('Your bet slip is empty')).toBeVisible();
    await slip.getByLabel('Load a coupon by code').fill(code!.toLowerCase());
    await slip.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(selectionsIn(slip)).toHaveCount(3);
    for (const [index, bet] of bets.entries()) await expect(selectionsIn(slip).nth(index)).toContainText(`${bet.team1Name} – ${bet.team2Name}`);
    await expect(slip.getByRole('radio', { name: 'Chain' })).toHaveAttribute('aria-checked', 'true');
    await expect(slip.getByLabel('Stake', { exact: true })).toHaveValue('10');

    // The link to a saved coupon opens the site with it in the slip, then leaves the address clean.
    await slip.getByRole('button', { name: 'Save and share' }).click();
    const href = await slip.getByRole('link', { name: 'Open the link' }).getAttribute('href');
    const linkCode = /\?coupon=([2-9A-HJ-NP-Z]{8})$/.exec(href ?? '')?.[1];
    expect(linkCode).toBeTruthy();
    await slip.getByRole('button', { name: 'Remove all' }).click();
    await expect(slip.getByText('Your bet slip is empty')).toBeVisible();
    await page.goto(href!);
    await waitForHydration(page);
    // The phone's sheet opens by itself to show what the link loaded.
    const opened = isMobile(testInfo) ? page.getByRole('dialog', { name: 'Bet slip' }) : page.getByRole('region', { name: 'Bet slip' });
    await expect(opened.getByText(`Coupon ${linkCode} loaded.`)).toBeVisible();
    await expect(selectionsIn(opened)).toHaveCount(3);
    await expect(page).toHaveURL(/\/en$/);
  });

  test('one-click betting places a clicked price at once with the one-click stake, once for a double click', async ({ page }, testInfo) => {
    // A range of its own (11.01 to 19.99), apart from the other tests' stakes, to find its coupons in the history.
    // Rounded to cents as a number: 11 + 5.37 alone is 16.369999999999997, which no stored coupon amount equals.
    const stake = Number((11 + Math.floor(1 + Math.random() * 898) / 100).toFixed(2));
    const started = Date.now() - 60_000;
    await openWithCoupon(page, [], { amount: 10, path: '/en/home/line/football', settings: { isActiveOneClick: true, oneClickAmount: stake, changeCoefAction: 1 } });
    const odds = page.getByRole('main').getByRole('button', { name: /^.+? \d+\.\d+, .+ – / });
    await odds.first().click();
    const toast = page.getByRole('status').filter({ hasText: /^One-click bet placed: / });
    await expect(toast).toBeVisible();
    const first = Number(/Coupon number (\d+)\./.exec((await toast.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThan(0);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
    await odds.nth(3).dblclick();
    await expect(toast).toBeVisible();
    // The notice floats over the page (and closes itself after 10 s): it has no serious or critical axe violations.
    const results = await new AxeBuilder({ page }).include('[role="status"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    const mine = (await myCoupons(page)).filter((coupon) => coupon.amount === stake && Date.parse(coupon.createdAt) > started);
    expect(mine).toHaveLength(2);
    expect(mine.every((coupon) => coupon.typeId === 1 && coupon.bets.length === 1)).toBe(true);
    expect(mine.map((coupon) => coupon.id)).toContain(first);
    // The slip itself stays empty (nothing was added to it) and shows one-click on with its stake.
    const slip = await betSlip(page, testInfo, 0);
    await expect(slip.getByText('Your bet slip is empty')).toBeVisible();
    await expect(slip.getByRole('switch', { name: 'One-click betting' })).toHaveAttribute('aria-checked', 'true');
    await expect(slip.getByLabel('One-click stake')).toHaveValue(String(stake));
  });

  test('adds a selection with an odds button of the sports pages', async ({ page }, testInfo) => {
    await page.goto('/en');
    await waitForHydration(page);
    const odds = page.getByRole('main').getByRole('button', { name: /^.+? \d+\.\d+, .+ – / });
    await odds.first().click();
    const slip = await betSlip(page, testInfo, 1);
    await expect(selectionsIn(slip)).toHaveCount(1);
  });
});

test('re-words its selections in the new language after a language switch', async ({ page }, testInfo) => {
  await page.goto('/en/home/line/football/1/101-england-premier-league');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: /^.+? \d+\.\d+, .+ – / }).first().click();
  const slip = await betSlip(page, testInfo, 1);
  await expect(selectionsIn(slip).first()).toContainText('Match result');
  if (isMobile(testInfo)) await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Change language' }).selectOption('ru');
  await expect(page).toHaveURL(/\/ru\//);
  // The slip asks for its prices in the new language at once, and its lines come back in Russian.
  const ruSlip = isMobile(testInfo) ? page.getByRole('dialog', { name: 'Купон' }) : page.getByRole('region', { name: 'Купон' });
  if (isMobile(testInfo)) await page.getByRole('button', { name: /^Купон \(1\)/ }).click();
  const line = ruSlip.getByRole('list', { name: 'События в купоне' }).getByRole('listitem').first();
  await expect(line).toContainText('Исход матча');
  await expect(line).not.toContainText('Match result');
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
