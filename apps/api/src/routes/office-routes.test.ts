import {
  accountsResponseSchema,
  betHistoryResponseSchema,
  currencyChangeResponseSchema,
  ledgerResponseSchema,
  paymentMethodsResponseSchema,
  paymentsResponseSchema,
  paymentStepSchema,
  personalDataResponseSchema,
  securityResponseSchema,
  twoStepResponseSchema,
  type Account,
} from '@bf/api-client/office';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';
import { userConfigOverlay } from '../office/profile.ts';
import { solvedCaptcha } from '../auth/auth-test-kit.ts';

const OFFICE = '/web-api/officeapi/v1';
let api: Api;
let clock = new Date('2026-03-01T10:00:00.000Z');
let users: Record<string, number> = {};

beforeAll(async () => {
  // Tests name the signed-in user in a header; without it the caller is a visitor. The clock is the test's.
  api = await createTestApi(
    { API_TEST_HOOKS: '1' },
    { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: Number(c.req.header('x-test-user')) } : undefined), now: () => clock, paymentPendingMs: 30_000 },
  );
  const { rows } = await api.db.query<{ id: number; login: string }>('select id, login from users');
  users = Object.fromEntries(rows.map((row) => [row.login, row.id]));
  // Migrating and seeding a fresh database can take over a minute on a loaded machine.
}, 180_000);
afterAll(() => api?.close());

async function call(method: string, path: string, user: number | null, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (user !== null) all['x-test-user'] = String(user);
  if (body !== undefined) all['content-type'] ??= 'application/json';
  return api.app.request(path, { method, headers: all, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

async function ok<T>(res: Response, schema: { parse(value: unknown): T }, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}

async function refused(res: Response, status: number): Promise<string[]> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return apiErrorBodySchema.parse(JSON.parse(text)).errors.map((error) => String(error.code));
}

const accounts = async (user: number) => (await ok(await call('GET', `${OFFICE}/accounts`, user), accountsResponseSchema)).accounts;
const byType = (list: Account[], type: number, iso?: string) => list.find((account) => account.type === type && (!iso || account.iso === iso))!;
const ledger = async (user: number, accountId: number) => ok(await call('GET', `${OFFICE}/ledger?accountId=${accountId}&limit=100`, user), ledgerResponseSchema);

/** A fresh player with a main RUB account holding `rub` roubles through an opening deposit. */
async function player(login: string, rub = 0): Promise<{ id: number; main: Account }> {
  const { rows } = await api.db.query<{ id: number }>(
    `with u as (insert into users (login, password_hash, currency, created_at, terms_accepted_at) values ($1, 'x', 'RUB', now(), now()) returning id)
     insert into accounts (user_id, type, iso, money) select id, 0, 'RUB', $2 from u returning user_id as id`,
    [login, rub],
  );
  const id = rows[0]!.id;
  return { id, main: byType(await accounts(id), 0) };
}

async function deposit(user: number, accountId: number, amountMinor: number, outcome: string, method = 'card') {
  const started = await ok(await call('POST', `${OFFICE}/payments/deposit`, user, { accountId, amountMinor, method, lang: 'en' }), paymentStepSchema, 201);
  return ok(await call('POST', `${OFFICE}/payment-sim/${started.payment.id}`, user, { outcome }), paymentStepSchema);
}

async function withdraw(user: number, accountId: number, amountMinor: number, outcome?: string) {
  const started = await ok(await call('POST', `${OFFICE}/payments/withdrawal`, user, { accountId, amountMinor, method: 'card', lang: 'ru' }), paymentStepSchema, 201);
  return outcome ? ok(await call('POST', `${OFFICE}/payment-sim/${started.payment.id}`, user, { outcome }), paymentStepSchema) : started;
}

describe('accounts (CALL-035, CALL-036)', () => {
  it('lists the demo player main RUB 1000, bonus 250 and USD 50 in exact decimals and cents, the main one active', async () => {
    const list = await accounts(users.demo!);
    expect(list.map(({ type, iso, money, moneyMinor, isActive }) => ({ type, iso, money, moneyMinor, isActive }))).toEqual([
      { type: 0, iso: 'RUB', money: '1000.00', moneyMinor: 100000, isActive: true },
      { type: 4, iso: 'RUB', money: '250.00', moneyMinor: 25000, isActive: false },
      { type: 9, iso: 'USD', money: '50.00', moneyMinor: 5000, isActive: false },
    ]);
    expect(byType(list, 0)).toMatchObject({ symbol: '₽', currencyId: 1, bonus: null });
    expect(byType(list, 4).bonus).toEqual({ idBonus: byType(list, 4).id, money: '250.00' });
    // Every seeded balance is its opening ledger entry.
    const main = await ledger(users.demo!, byType(list, 0).id);
    expect(main.entries.map((entry) => [entry.kind, entry.amountMinor])).toEqual([['opening', 100000]]);
    expect([main.balanceMinor, main.ledgerSumMinor]).toEqual([100000, 100000]);
  });

  it('switches the active account and answers the list; another player account is not found', async () => {
    const p = await player('switcher');
    await ok(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 3 }), currencyChangeResponseSchema);
    const eur = byType(await accounts(p.id), 9, 'EUR');
    const switched = await ok(await call('POST', `${OFFICE}/accounts/active?id=${eur.id}`, p.id), accountsResponseSchema);
    expect(switched.accounts.filter((account) => account.isActive).map((account) => account.iso)).toEqual(['EUR']);
    const demoMain = byType(await accounts(users.demo!), 0);
    expect(await refused(await call('POST', `${OFFICE}/accounts/active?id=${demoMain.id}`, p.id), 404)).toEqual(['account_not_found']);
    expect(await refused(await call('POST', `${OFFICE}/accounts/active?id=abc`, p.id), 400)).toEqual(['invalid_query']);
    expect(await refused(await call('GET', `${OFFICE}/accounts`, null), 401)).toEqual(['unauthorized']);
  });
});

describe('account fields (ACCT-001)', () => {
  it('answers each account with points, label and isPointsTypeBalance; the test hook sets them on the player\'s own account only', async () => {
    const p = await player('labelled');
    expect(byType(await accounts(p.id), 0)).toMatchObject({ points: 0, label: null, isPointsTypeBalance: false });
    const annotated = await ok(await call('POST', '/web-api/test/accounts/annotate', p.id, { accountId: p.main.id, label: 'Holiday fund', points: 1250, isPointsType: true }), accountsResponseSchema);
    expect(byType(annotated.accounts, 0)).toMatchObject({ points: 1250, label: 'Holiday fund', isPointsTypeBalance: true });
    const demoMain = byType(await accounts(users.demo!), 0);
    expect(await refused(await call('POST', '/web-api/test/accounts/annotate', p.id, { accountId: demoMain.id, label: 'x' }), 404)).toEqual(['account_not_found']);
    expect(await refused(await call('POST', '/web-api/test/accounts/annotate', p.id, { accountId: p.main.id, points: -1 }), 400)).not.toEqual([]);
  });
});

describe('currencies (CALL-037, CALL-038)', () => {
  it('adds a currency account once, removes it only when empty, and reopens it with its ledger', async () => {
    const p = await player('wallets');
    const added = await ok(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 2 }), currencyChangeResponseSchema);
    expect(added).toEqual({ success: true, data: { message: 'The USD account is being opened' } });
    expect(await refused(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 2 }), 409)).toEqual(['currency_already_added']);
    expect(await refused(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 99 }), 400)).toEqual(['unknown_currency']);
    expect(await refused(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: '2' }), 400)).toEqual(['invalid_body']);
    // The main currency is never a second account.
    expect(await refused(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 1 }), 409)).toEqual(['currency_already_added']);

    const usd = byType(await accounts(p.id), 9, 'USD');
    await deposit(p.id, usd.id, 2000, 'success');
    expect(await refused(await call('DELETE', `${OFFICE}/currencies/2`, p.id), 409)).toEqual(['account_not_empty']);
    await withdraw(p.id, usd.id, 2000, 'success');
    await ok(await call('POST', `${OFFICE}/accounts/active?id=${usd.id}`, p.id), accountsResponseSchema);
    const removed = await ok(await call('DELETE', `${OFFICE}/currencies/2`, p.id), currencyChangeResponseSchema);
    expect(removed.data.message).toBe('The USD account is being removed');
    const after = await accounts(p.id);
    expect(after.map((account) => account.iso)).toEqual(['RUB']);
    expect(after[0]?.isActive).toBe(true);
    expect(await refused(await call('DELETE', `${OFFICE}/currencies/2`, p.id), 404)).toEqual(['account_not_found']);

    await ok(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 2 }), currencyChangeResponseSchema);
    const reopened = byType(await accounts(p.id), 9, 'USD');
    expect(reopened.id).toBe(usd.id);
    expect((await ledger(p.id, usd.id)).entries.map((entry) => [entry.kind, entry.amountMinor, entry.balanceAfterMinor])).toEqual([
      ['withdrawal_hold', -2000, 0],
      ['deposit', 2000, 2000],
    ]);
  });
});

describe('deposits through the simulated provider', () => {
  it('credits a successful deposit once and lands on onpay/success; fail and cancel move nothing', async () => {
    const p = await player('depositor');
    const step = await deposit(p.id, p.main.id, 150_000, 'success');
    expect(step.payment).toMatchObject({ status: 'success', amount: '1500.00', amountMinor: 150_000, direction: 'deposit' });
    expect(step.redirectUrl).toBe(`/en/onpay/success?paymentId=${step.payment.id}`);
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(150_000);
    // Deciding again is refused: the provider answers a payment once.
    expect(await refused(await call('POST', `${OFFICE}/payment-sim/${step.payment.id}`, p.id, { outcome: 'success' }), 409)).toEqual(['payment_decided']);

    expect((await deposit(p.id, p.main.id, 50_000, 'fail')).redirectUrl).toMatch(/^\/en\/onpay\/fail\?paymentId=\d+$/);
    expect((await deposit(p.id, p.main.id, 50_000, 'cancel')).redirectUrl).toMatch(/^\/en\/onpay\/cancel\?paymentId=\d+$/);
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(150_000);
    // The user config now says the player has a deposit (the first-deposit bonus popup stops).
    expect((await userConfigOverlay(api.db, p.id)).has_deposit).toBe(true);
    const history = await ok(await call('GET', `${OFFICE}/payments?direction=deposit`, p.id), paymentsResponseSchema);
    expect(history.payments.map((payment) => payment.status)).toEqual(['cancel', 'fail', 'success']);
  });

  it('leaves a pending deposit uncredited until it settles 30 s later', async () => {
    const p = await player('pending-depositor');
    const step = await deposit(p.id, p.main.id, 20_000, 'pending');
    expect(step.payment.status).toBe('pending');
    expect(step.redirectUrl).toBe(`/en/onpay/pending?paymentId=${step.payment.id}`);
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(0);
    clock = new Date(clock.getTime() + 29_000);
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(0);
    clock = new Date(clock.getTime() + 1_000);
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(20_000);
    const payment = await ok(await call('GET', `${OFFICE}/payments/${step.payment.id}`, p.id), { parse: (v: unknown) => v as { payment: { status: string } } });
    expect(payment.payment.status).toBe('success');
  });

  it('follows the provider page form to the onpay page with a 303', async () => {
    const p = await player('form-depositor');
    const started = await ok(await call('POST', `${OFFICE}/payments/deposit`, p.id, { accountId: p.main.id, amountMinor: 10_000, method: 'ewallet', lang: 'de' }), paymentStepSchema, 201);
    const page = await call('GET', started.redirectUrl, p.id);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('100.00 RUB');
    expect(html.match(/name="outcome" value="(\w+)"/g)).toHaveLength(4);
    const posted = await call('POST', started.redirectUrl, p.id, 'outcome=cancel', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/de/onpay/cancel?paymentId=${started.payment.id}`);
    expect(await refused(await call('POST', started.redirectUrl, p.id, 'outcome=maybe', { 'content-type': 'application/x-www-form-urlencoded' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', started.redirectUrl, p.id, 'outcome=success', { 'content-type': 'application/x-www-form-urlencoded' }), 409)).toEqual(['payment_decided']);
  });

  it('credits the first-deposit bonus to the bonus account of a player who chose one, once', async () => {
    const p = await player('bonus-chooser');
    expect((await userConfigOverlay(api.db, p.id)).has_deposit).toBe(false);
    await api.db.query('update users set bonus = 1 where id = $1', [p.id]);
    await deposit(p.id, p.main.id, 30_000, 'success');
    await deposit(p.id, p.main.id, 30_000, 'success');
    const list = await accounts(p.id);
    expect([byType(list, 0).moneyMinor, byType(list, 4).moneyMinor]).toEqual([60_000, 30_000]);
  });

  it('checks the amount, the method and the account before anything is stored', async () => {
    const p = await player('careful');
    const body = { accountId: p.main.id, amountMinor: 10_000, method: 'card' };
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, p.id, { ...body, amountMinor: 9_999 }), 400)).toEqual(['amount_below_min']);
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, p.id, { ...body, amountMinor: 100.5 }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, p.id, { ...body, method: 'bank' }), 400)).toEqual(['unknown_method']);
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, p.id, { ...body, accountId: 999_999 }), 404)).toEqual(['account_not_found']);
    const bonus = byType(await accounts(users.demo!), 4);
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, users.demo!, { ...body, accountId: bonus.id }), 400)).toEqual(['bonus_account']);
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, p.id, '{"accountId":'), 400)).toEqual(['invalid_body']);
    const methods = await ok(await call('GET', `${OFFICE}/payments/methods?accountId=${p.main.id}&direction=withdrawal`, p.id), paymentMethodsResponseSchema);
    expect(methods.methods.map((method) => [method.id, method.minMinor])).toEqual([
      ['card', 10_000],
      ['ewallet', 5_000],
      ['bank', 100_000],
    ]);
  });
});

describe('the bills method out of service (SHELL-017)', () => {
  it('lists bills for deposits, marks it out of service for a test browser that asks, and refuses a deposit by it then', async () => {
    const p = await player('bills-payer');
    const path = `${OFFICE}/payments/methods?accountId=${p.main.id}&direction=deposit`;
    const plain = await ok(await call('GET', path, p.id), paymentMethodsResponseSchema);
    expect(plain.methods.map((method) => [method.id, method.outOfService ?? false])).toEqual([
      ['card', false],
      ['ewallet', false],
      ['bills', false],
    ]);
    const cookie = { cookie: 'test_bills_out_of_service=1' };
    const marked = await ok(await call('GET', path, p.id, undefined, cookie), paymentMethodsResponseSchema);
    expect(marked.methods.find((method) => method.id === 'bills')?.outOfService).toBe(true);
    expect(marked.methods.filter((method) => method.outOfService).map((method) => method.id)).toEqual(['bills']);
    const body = { accountId: p.main.id, amountMinor: 10_000, method: 'bills', lang: 'en' };
    expect(await refused(await call('POST', `${OFFICE}/payments/deposit`, p.id, body, cookie), 400)).toEqual(['method_out_of_service']);
    // In service again (no cookie): the deposit by bill starts.
    await ok(await call('POST', `${OFFICE}/payments/deposit`, p.id, body), paymentStepSchema, 201);
  });
});

describe('withdrawals', () => {
  it('reserves the funds at once, keeps them on success, gives them back on fail and cancel', async () => {
    const p = await player('withdrawer', 1000);
    const held = await withdraw(p.id, p.main.id, 40_000);
    expect(held.payment.status).toBe('created');
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(60_000);
    const failed = await ok(await call('POST', `${OFFICE}/payment-sim/${held.payment.id}`, p.id, { outcome: 'fail' }), paymentStepSchema);
    expect(failed.redirectUrl).toBe(`/ru/onpay/withdraw/fail?paymentId=${held.payment.id}`);
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(100_000);
    await withdraw(p.id, p.main.id, 30_000, 'cancel');
    await withdraw(p.id, p.main.id, 30_000, 'success');
    const pending = await withdraw(p.id, p.main.id, 20_000, 'pending');
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(50_000);
    // More than what is left (500.00) is refused; nothing is reserved.
    expect(await refused(await call('POST', `${OFFICE}/payments/withdrawal`, p.id, { accountId: p.main.id, amountMinor: 50_001, method: 'card' }), 400)).toEqual(['insufficient_funds']);
    await ok(await call('POST', '/web-api/test/payments/settle', p.id, { paymentId: pending.payment.id, outcome: 'fail' }), { parse: (v: unknown) => v });
    expect(byType(await accounts(p.id), 0).moneyMinor).toBe(70_000);
    const entries = (await ledger(p.id, p.main.id)).entries.map((entry) => [entry.kind, entry.amountMinor]).reverse();
    expect(entries).toEqual([
      ['opening', 100_000],
      ['withdrawal_hold', -40_000],
      ['withdrawal_release', 40_000],
      ['withdrawal_hold', -30_000],
      ['withdrawal_release', 30_000],
      ['withdrawal_hold', -30_000],
      ['withdrawal_hold', -20_000],
      ['withdrawal_release', 20_000],
    ]);
  });

  it('refuses a direct balance update in the database: money moves only through the ledger', async () => {
    const p = await player('direct', 10);
    await expect(api.db.query('update accounts set money = 1000000 where id = $1', [p.main.id])).rejects.toThrow(/only through ledger_entries/);
    await expect(api.db.query(`insert into ledger_entries (account_id, kind, amount_minor) values ($1, 'bonus', -1001)`, [p.main.id])).rejects.toThrow(/accounts_money_not_negative/);
  });
});

describe('bet history', () => {
  async function placeSingle(user: number, amount: number, key: string) {
    const { rows } = await api.db.query<{ id: number; coef: number }>(
      `select o.id, o.coef::float8 as coef from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
       where g.status = 'line' and g.start_at > $1::timestamptz + interval '1 hour' and not m.is_blocked and not o.is_blocked and m.type in ('1x2', 'winner')
       order by g.id, o.position limit 1`,
      [clock.toISOString()],
    );
    const pick = rows[0]!;
    const res = await call('POST', '/web-api/api/web/coupon/v1/place?lang=en', user, { typeId: 1, amount, bets: [{ outcomeId: pick.id, coef: pick.coef }], changeCoefAction: 1 }, { 'idempotency-key': key });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { coupon: { id: number } }).coupon.id;
  }

  it('debits a stake through the ledger and lists the coupon with filters and a detail', async () => {
    const p = await player('bettor', 100);
    const id = await placeSingle(p.id, 25, 'bet-1');
    const main = await ledger(p.id, p.main.id);
    expect(main.entries[0]).toMatchObject({ kind: 'bet_stake', amountMinor: -2500, balanceAfterMinor: 7500, couponId: id });
    const all = await ok(await call('GET', `${OFFICE}/bets?lang=en`, p.id), betHistoryResponseSchema);
    expect(all.coupons.map((coupon) => coupon.id)).toEqual([id]);
    expect((await ok(await call('GET', `${OFFICE}/bets?status=-2&typeId=1`, p.id), betHistoryResponseSchema)).coupons).toHaveLength(1);
    expect((await ok(await call('GET', `${OFFICE}/bets?status=1`, p.id), betHistoryResponseSchema)).coupons).toHaveLength(0);
    expect((await ok(await call('GET', `${OFFICE}/bets?typeId=9`, p.id), betHistoryResponseSchema)).coupons).toHaveLength(0);
    expect((await ok(await call('GET', `${OFFICE}/bets?dateFrom=2000-01-01&dateTo=2000-01-02`, p.id), betHistoryResponseSchema)).coupons).toHaveLength(0);
    expect((await ok(await call('GET', `${OFFICE}/bets/${id}`, p.id), { parse: (v: unknown) => v as { coupon: { id: number } } })).coupon.id).toBe(id);
    expect(await refused(await call('GET', `${OFFICE}/bets/${id}`, users.demo!), 404)).toEqual(['coupon_not_found']);
    expect(await refused(await call('GET', `${OFFICE}/bets?status=7`, p.id), 400)).toEqual(['invalid_query']);
    expect(await refused(await call('GET', `${OFFICE}/bets?dateFrom=2026-02-30`, p.id), 400)).toEqual(['invalid_query']);
    expect(await refused(await call('GET', `${OFFICE}/bets?dateFrom=2026-03-02&dateTo=2026-03-01`, p.id), 400)).toEqual(['invalid_query']);
  });

  it('places a bet without an account id from the active account: the EUR account falls by the stake, the main one stays', async () => {
    const p = await player('active-bettor', 100);
    await ok(await call('POST', `${OFFICE}/currencies`, p.id, { currencyId: 3 }), currencyChangeResponseSchema);
    const eur = byType(await accounts(p.id), 9, 'EUR');
    await deposit(p.id, eur.id, 2000, 'success');
    await ok(await call('POST', `${OFFICE}/accounts/active?id=${eur.id}`, p.id), accountsResponseSchema);
    const id = await placeSingle(p.id, 5, 'active-1');
    const after = await accounts(p.id);
    expect([byType(after, 9, 'EUR').moneyMinor, byType(after, 0).moneyMinor]).toEqual([1500, 10000]);
    expect((await ledger(p.id, eur.id)).entries[0]).toMatchObject({ kind: 'bet_stake', amountMinor: -500, couponId: id });
    const listed = await ok(await call('GET', `${OFFICE}/bets?lang=en`, p.id), betHistoryResponseSchema);
    expect(listed.coupons.map((coupon) => [coupon.id, coupon.iso, coupon.accountId])).toEqual([[id, 'EUR', eur.id]]);
    // Back on the main account, the next bet is in roubles.
    await ok(await call('POST', `${OFFICE}/accounts/active?id=${p.main.id}`, p.id), accountsResponseSchema);
    await placeSingle(p.id, 10, 'active-2');
    const last = await accounts(p.id);
    expect([byType(last, 9, 'EUR').moneyMinor, byType(last, 0).moneyMinor]).toEqual([1500, 9000]);
  });
});

describe('settings, personal data and security', () => {
  it('keeps mailing settings and refuses unknown or mistyped fields', async () => {
    const p = await player('settler');
    const defaults = await ok(await call('GET', `${OFFICE}/settings`, p.id), { parse: (v: unknown) => v as { settings: Record<string, unknown> } });
    expect(defaults.settings).toMatchObject({ user_hide_balance: true, enable_mail_news: true, cashback_mode: 0 });
    const changed = await ok(await call('PATCH', `${OFFICE}/settings`, p.id, { enable_mail_news: false, cashback_mode: 1 }), { parse: (v: unknown) => v as { settings: Record<string, unknown> } });
    expect(changed.settings).toMatchObject({ enable_mail_news: false, cashback_mode: 1, enable_mail_deposit: true });
    expect(await refused(await call('PATCH', `${OFFICE}/settings`, p.id, { enable_mail_news: 'no' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('PATCH', `${OFFICE}/settings`, p.id, { theme: 1 }), 400)).toEqual(['invalid_body']);
    // The settings page's display settings: kept per player, checked against the spec's values.
    expect(defaults.settings).toMatchObject({ coef_view_id: 0, time_zone: null, is_12h: false, app_theme: null, app_view_type: 0 });
    const display = await ok(await call('PATCH', `${OFFICE}/settings`, p.id, { coef_view_id: 2, time_zone: 5.5, is_12h: true, app_theme: 1, app_view_type: 1 }), { parse: (v: unknown) => v as { settings: Record<string, unknown> } });
    expect(display.settings).toMatchObject({ coef_view_id: 2, time_zone: 5.5, is_12h: true, app_theme: 1, app_view_type: 1, enable_mail_news: false });
    expect(await refused(await call('PATCH', `${OFFICE}/settings`, p.id, { coef_view_id: 3 }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('PATCH', `${OFFICE}/settings`, p.id, { time_zone: 5.3 }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('PATCH', `${OFFICE}/settings`, p.id, { time_zone: 15 }), 400)).toEqual(['invalid_body']);
  });

  it('stores personal data and checks each field', async () => {
    const p = await player('person');
    const saved = await ok(
      await call('PATCH', `${OFFICE}/personal-data`, p.id, { name: 'Anna', surname: 'Ivanova', birthdayDate: '1990-05-17', passportNumber: '123456', inn: '7707083893' }),
      personalDataResponseSchema,
    );
    expect(saved.personalData).toMatchObject({ login: 'person', name: 'Anna', surname: 'Ivanova', birthdayDate: '1990-05-17', passportNumber: '123456', inn: '7707083893', mainId: p.main.id });
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { birthdayDate: '1990-02-30' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { inn: '12' }), 400)).toEqual(['invalid_body']);
    // Country (a two-letter code) and passport type (UCFG-032).
    const typed = await ok(await call('PATCH', `${OFFICE}/personal-data`, p.id, { country: 'de', passportType: 3 }), personalDataResponseSchema);
    expect(typed.personalData).toMatchObject({ country: 'de', passportType: 3 });
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { country: 'DEU' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { passportType: 100 }), 400)).toEqual(['invalid_body']);
  });

  it('sets the PIN code (4 to 6 digits) only with a solved captcha, keeps only its hash, and says it is set (UCFG-032)', async () => {
    const p = await player('pin-person');
    expect((await ok(await call('GET', `${OFFICE}/personal-data`, p.id), personalDataResponseSchema)).personalData.hasPinCode).toBe(false);
    // No captcha: 400 code 111, the client's captcha hook asks and retries; a malformed or reused one: 100, 113.
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { pinCode: '2468' }), 400)).toEqual(['111']);
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { pinCode: '2468' }, { 'x-captcha': 'nonsense' }), 400)).toEqual(['100']);
    const solved = await solvedCaptcha(api.app);
    const saved = await ok(await call('PATCH', `${OFFICE}/personal-data`, p.id, { pinCode: '2468' }, { 'x-captcha': solved }), personalDataResponseSchema);
    expect(saved.personalData.hasPinCode).toBe(true);
    expect(JSON.stringify(saved)).not.toContain('2468');
    const { rows } = await api.db.query<{ personal_data: Record<string, unknown> }>('select personal_data from users where id = $1', [p.id]);
    expect(rows[0]!.personal_data.pinCode).toBeUndefined();
    expect(String(rows[0]!.personal_data.pinHash)).not.toContain('2468');
    expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { pinCode: '2468' }, { 'x-captcha': solved }), 400)).toEqual(['113']);
    // The format is checked first: 3 or 7 digits, or a letter.
    for (const pinCode of ['123', '1234567', '12a4']) expect(await refused(await call('PATCH', `${OFFICE}/personal-data`, p.id, { pinCode }), 400)).toEqual(['invalid_body']);
    // Other fields need no captcha, and keep the PIN code.
    const named = await ok(await call('PATCH', `${OFFICE}/personal-data`, p.id, { city: 'Kazan' }), personalDataResponseSchema);
    expect(named.personalData).toMatchObject({ city: 'Kazan', hasPinCode: true });
    // null removes it (with a captcha too).
    const removed = await ok(await call('PATCH', `${OFFICE}/personal-data`, p.id, { pinCode: null }, { 'x-captcha': await solvedCaptcha(api.app) }), personalDataResponseSchema);
    expect(removed.personalData.hasPinCode).toBe(false);
  });

  it('changes the password after checking the old one, and raises the protection level', async () => {
    const demo = users.demo!;
    const before = await ok(await call('GET', `${OFFICE}/security`, demo), securityResponseSchema);
    // e-mail 10 + phone 20 over the base 30.
    expect(before.security.protection_level).toBe(60);
    expect(await refused(await call('POST', `${OFFICE}/security/password`, demo, { oldPassword: 'wrong', newPassword: 'newpass123' }), 400)).toEqual(['invalid_password']);
    expect(await refused(await call('POST', `${OFFICE}/security/password`, demo, { oldPassword: 'demo1234', newPassword: 'shortpassword' }), 400)).toEqual(['invalid_body']);
    expect((await call('POST', `${OFFICE}/security/password`, demo, { oldPassword: 'demo1234', newPassword: 'newpass123' })).status).toBe(200);
    const signIn = await api.app.request('/web-api/auth/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'newpass123' }) });
    expect(signIn.status).toBe(200);
    expect((await ok(await call('GET', `${OFFICE}/security`, demo), securityResponseSchema)).security.protection_level).toBe(70);
  });

  it('turns two-step on with the password, answering the code, and off again', async () => {
    const vip = users.vip!;
    const off = await ok(await call('POST', `${OFFICE}/security/two-step`, vip, { enabled: false, password: 'vip12345' }), twoStepResponseSchema);
    expect(off.security.protection_methods.enable_two_factor_auth).toBe(false);
    const on = await ok(await call('POST', `${OFFICE}/security/two-step`, vip, { enabled: true, password: 'vip12345' }), twoStepResponseSchema);
    expect(on.code).toMatch(/^\d{6}$/);
    expect(on.security.protection_methods.enable_two_factor_auth).toBe(true);
    expect(await refused(await call('POST', `${OFFICE}/security/two-step`, vip, { enabled: true, password: 'nope' }), 400)).toEqual(['invalid_password']);
  });

  it('binds a phone with an SMS code: activation type 1 becomes 2', async () => {
    const p = await player('phoneless');
    await api.db.query(`update users set email = 'phoneless@betfront.test' where id = $1`, [p.id]);
    expect((await ok(await call('GET', `${OFFICE}/security`, p.id), securityResponseSchema)).security.activation_type).toBe(1);
    expect((await call('POST', `${OFFICE}/security/phone/code`, p.id, { phone_number: '+79161234567' })).status).toBe(200);
    const sms = (await (await api.app.request('/web-api/test/last-sms?phone=%2B79161234567')).json()) as { code: string; purpose: string };
    expect(sms.purpose).toBe('bind');
    expect(await refused(await call('POST', `${OFFICE}/security/phone`, p.id, { phone_number: '+79161234567', code: sms.code === '000000' ? '111111' : '000000' }), 400)).toEqual(['invalid_sms_code']);
    const bound = await ok(await call('POST', `${OFFICE}/security/phone`, p.id, { phone_number: '+79161234567', code: sms.code }), securityResponseSchema);
    expect(bound.security).toMatchObject({ activation_type: 2, phone: '+79161234567', protection_methods: { enable_phone_binding: true } });
    expect(await refused(await call('POST', `${OFFICE}/security/phone/code`, p.id, { phone_number: '12' }), 400)).toEqual(['invalid_body']);
  });

  it('blocks and unblocks the player’s own account: security and the user config’s isBlocked follow (UCFG-012)', async () => {
    const p = await player('blocker');
    expect((await ok(await call('GET', `${OFFICE}/security`, p.id), securityResponseSchema)).security.is_blocked).toBe(false);
    expect(await userConfigOverlay(api.db, p.id)).toMatchObject({ isBlocked: false });
    const blocked = await ok(await call('POST', `${OFFICE}/security/block`, p.id, { is_blocked: true }), securityResponseSchema);
    expect(blocked.security.is_blocked).toBe(true);
    expect(await userConfigOverlay(api.db, p.id)).toMatchObject({ isBlocked: true });
    const unblocked = await ok(await call('POST', `${OFFICE}/security/block`, p.id, { is_blocked: false }), securityResponseSchema);
    expect(unblocked.security.is_blocked).toBe(false);
    expect(await userConfigOverlay(api.db, p.id)).toMatchObject({ isBlocked: false });
    expect(await refused(await call('POST', `${OFFICE}/security/block`, p.id, { is_blocked: 'yes' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/security/block`, p.id, { is_blocked: true, userId: 1 }), 400)).toEqual(['invalid_body']);
    expect((await call('POST', `${OFFICE}/security/block`, null, { is_blocked: true })).status).toBe(401);
  });

  it('serves an activation type set over the derived one, so a phone can need activating; binding the phone clears it (UCFG-020)', async () => {
    const p = await player('unconfirmed');
    await api.db.query(`update users set email = 'unconfirmed@betfront.test', phone = '+79161230000', activation_type_override = 1 where id = $1`, [p.id]);
    // A phone and an e-mail, but activation type 1 (e-mail only): the phone needs activating.
    expect((await ok(await call('GET', `${OFFICE}/security`, p.id), securityResponseSchema)).security).toMatchObject({ activation_type: 1, phone: '+79161230000' });
    expect(await userConfigOverlay(api.db, p.id)).toMatchObject({ activation_type: 1 });
    expect((await call('POST', `${OFFICE}/security/phone/code`, p.id, { phone_number: '+79161230000' })).status).toBe(200);
    const sms = (await (await api.app.request('/web-api/test/last-sms?phone=%2B79161230000')).json()) as { code: string };
    const bound = await ok(await call('POST', `${OFFICE}/security/phone`, p.id, { phone_number: '+79161230000', code: sms.code }), securityResponseSchema);
    expect(bound.security.activation_type).toBe(2);
  });
});

describe('bad input', () => {
  it('never answers 500', async () => {
    const p = await player('fuzzy');
    const cases: [string, string, unknown?][] = [
      ['GET', `${OFFICE}/ledger`],
      ['GET', `${OFFICE}/ledger?accountId=-1`],
      ['GET', `${OFFICE}/payments?limit=1000`],
      ['GET', `${OFFICE}/payments?beforeId=99999999999`],
      ['GET', `${OFFICE}/payments/99999999999`],
      ['GET', `${OFFICE}/bets?lang=%00`],
      ['POST', `${OFFICE}/payments/withdrawal`, { accountId: 1, amountMinor: 1e300, method: 'card' }],
      ['POST', `${OFFICE}/payments/withdrawal`, []],
      ['POST', `${OFFICE}/payment-sim/1`, { outcome: 'success' }],
      ['DELETE', `${OFFICE}/currencies/0`],
      ['PATCH', `${OFFICE}/personal-data`, { passportType: 1.5 }],
      ['POST', `${OFFICE}/accounts/active?id=2147483648`],
    ];
    for (const [method, path, body] of cases) {
      const res = await call(method, path, p.id, body);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('answers random queries and bodies on every office call with a 4xx in the error shape or a success, never a 5xx', async () => {
    const p = await player('random', 100);
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('__proto__', '%00', '-1', '1e309', '2147483648', 'NaN', '9'.repeat(30)),
    );
    const body = fc.oneof(fc.dictionary(fc.constantFrom('accountId', 'amountMinor', 'method', 'lang', 'currencyId', 'outcome', 'enabled', 'password', 'code', 'name', 'birthdayDate', 'enable_mail_news'), value), fc.anything());
    const query = fc.array(fc.tuple(fc.constantFrom('accountId', 'id', 'limit', 'beforeId', 'status', 'typeId', 'dateFrom', 'dateTo', 'direction', 'lang'), fc.string({ maxLength: 30 })), { maxLength: 4 });
    const routes: [string, string][] = [
      ['GET', '/accounts'], ['POST', '/accounts/active'], ['POST', '/currencies'], ['GET', '/ledger'], ['GET', '/payments'], ['GET', '/payments/methods'],
      ['POST', '/payments/deposit'], ['POST', '/payments/withdrawal'], ['POST', '/payment-sim/1'], ['GET', '/bets'], ['PATCH', '/settings'],
      ['PATCH', '/personal-data'], ['POST', '/security/password'], ['POST', '/security/two-step'], ['POST', '/security/phone'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), query, body, async ([method, path], pairs, payload) => {
        const search = new URLSearchParams(pairs).toString();
        const res = await call(method, `${OFFICE}${path}${search ? `?${search}` : ''}`, p.id, method === 'GET' ? undefined : JSON.stringify(payload ?? null));
        expect(res.status, `${method} ${path}?${search} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (res.status >= 400) expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
