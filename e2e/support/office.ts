import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './page-health.ts';

/**
 * What the office tests share: a fresh player of their own, money put in through the simulated provider, and a bet
 * placed through the slip (the selection seeded as the saved coupon, with a price read from the feed).
 */

export const OFFICE_API = '/web-api/officeapi/v1';

export interface ApiAccount {
  id: number;
  type: number;
  iso: string;
  moneyMinor: number;
  isActive: boolean;
}

/** Registers a one-click player (RUB) and signs the page's browser context in as them. */
export async function freshPlayer(page: Page): Promise<{ login: string; password: string }> {
  const registered = await page.request.post('/web-api/auth/v1/register', { data: { type: 'fast_reg', currency: 'RUB' } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { data } = (await registered.json()) as { data: { login: string; password: string } };
  const login = await page.request.post('/web-api/auth/v1/login', { data: { login: data.login, password: data.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return data;
}

export async function apiAccounts(request: APIRequestContext): Promise<ApiAccount[]> {
  const response = await request.get(`${OFFICE_API}/accounts`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accounts: ApiAccount[] }).accounts;
}

/** Puts `amountMinor` on the account through the simulated provider, answered with success. */
export async function deposit(request: APIRequestContext, accountId: number, amountMinor: number): Promise<void> {
  const started = await request.post(`${OFFICE_API}/payments/deposit`, {
    data: { accountId, amountMinor, method: 'card', lang: 'en' },
    headers: { 'Idempotency-Key': `e2e-${accountId}-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { payment } = (await started.json()) as { payment: { id: number } };
  const decided = await request.post(`${OFFICE_API}/payment-sim/${payment.id}`, { data: { outcome: 'success' } });
  expect(decided.ok(), await decided.text()).toBe(true);
}

/** A feed outcome as the betting API answers it (shared by the coupon and office specs). */
export interface FeedOutcome {
  id: number;
  name: string;
  coef: number;
  isBlocked: boolean;
}
/** A feed game with its main market. */
export interface FeedGame {
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

/** A pre-match favourite of a game starting in more than two hours (its price holds still), as a saved coupon bet. */
async function lineSelection(request: APIRequestContext, offset: number) {
  const response = await request.get('/web-api/betting/v1/top?lang=en');
  expect(response.ok()).toBe(true);
  const { games } = (await response.json()) as { games: FeedGame[] };
  const usable = games.filter((game) => game.status === 'line' && Date.parse(game.startAt) > Date.now() + 2 * 3600_000 && game.mainMarket && !game.mainMarket.isBlocked && game.mainMarket.outcomes.some((o) => !o.isBlocked));
  expect(usable.length, 'pre-match top games in the feed').toBeGreaterThan(offset);
  const game = usable[offset]!;
  const market = game.mainMarket!;
  const outcome = market.outcomes.filter((o) => !o.isBlocked).sort((a, b) => a.coef - b.coef)[0]!;
  return {
    market: { id: String(outcome.id), coef: outcome.coef, sportId: game.sportId, typeId: market.id, kind: market.kind, isLive: false, sportName: game.sportName, champName: game.champName, gameId: game.id, champId: game.champId, marketName: market.name, outcomeName: outcome.name },
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

/** Saves a one-selection coupon in the browser (as a reload after adding it would find it) and reloads the page. */
export async function seedCoupon(page: Page, offset = 0): Promise<void> {
  const bet = await lineSelection(page.request, offset);
  const saved = { bets: [bet], typeId: 1, systemValue: 2, amount: 5, addedAtByBetId: { [bet.market.id]: Date.now() }, settings: { changeCoefAction: 1 } };
  await page.evaluate((text) => localStorage.setItem('bf-coupon', text), JSON.stringify(saved));
  await page.reload();
  await waitForHydration(page);
}

/** The bet slip: the right column on desktop, the bottom sheet (opened from its button) on the phone. */
export async function openSlip(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (testInfo.project.name !== 'mobile') return page.getByRole('region', { name: 'Bet slip' });
  await page.getByRole('button', { name: /^Bet slip \(1\)/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Types the stake, places the coupon and answers its number. */
export async function placeFromSlip(page: Page, testInfo: TestInfo, stake: string): Promise<number> {
  const slip = await openSlip(page, testInfo);
  await slip.getByLabel('Stake', { exact: true }).fill(stake);
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible({ timeout: 20_000 });
  const announced = page.getByRole('status').filter({ hasText: /Bet placed\. Coupon number \d+\./ });
  const id = Number(/Coupon number (\d+)/.exec((await announced.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  if (testInfo.project.name === 'mobile') await page.keyboard.press('Escape');
  return id;
}

/**
 * Binds a fresh phone number on office/security (the page open): the code is sent, read back through the reference
 * API's last-SMS test hook, typed in, and the page says the phone is bound. Returns the number.
 */
export async function bindPhoneOnSecurityPage(page: Page): Promise<string> {
  const phone = `+7912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const main = page.getByRole('main');
  await main.getByLabel('Phone number').fill(phone);
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByText(`Code sent to ${phone}.`)).toBeVisible({ timeout: 20_000 });
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/web-api/test/last-sms?phone=${encodeURIComponent(phone)}`);
      code = response.ok() ? ((await response.json()) as { code: string }).code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await main.getByLabel('Code from the SMS').fill(code);
  await main.getByRole('button', { name: 'Bind phone' }).click();
  await expect(main.getByText('Phone bound.')).toBeVisible({ timeout: 20_000 });
  return phone;
}

/** A label-and-value row of an office page's facts (a dl row on desktop, a list row on the phone). */
export function officeFact(page: Page, label: string): Locator {
  return page.getByRole('main').locator('dl > div, ul > li').filter({ has: page.getByText(label, { exact: true }) });
}

/** Opens the header's account menu: a panel under the balance on desktop, a bottom sheet on the phone. */
export async function openAccounts(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Accounts/ }).click();
  const panel = page.getByRole(test.info().project.name === 'mobile' ? 'dialog' : 'region', { name: 'Your accounts' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Closes it: the balance button again on desktop, the sheet's close button on the phone. */
export async function closeAccounts(page: Page): Promise<void> {
  if (test.info().project.name === 'mobile') await page.getByRole('dialog', { name: 'Your accounts' }).getByRole('button', { name: 'Close' }).click();
  else await page.getByRole('button', { name: /^Accounts/ }).click();
  await expect(page.getByRole('list', { name: 'Your accounts' })).toBeHidden();
}
