import {
  accountsResponseSchema,
  bonusesResponseSchema,
  cashbackClaimResponseSchema,
  cashbackResponseSchema,
  ideaResponseSchema,
  paymentStepSchema,
  playerBonusResponseSchema,
  promoApplyResponseSchema,
  promotionsResponseSchema,
  referralsResponseSchema,
  rewardsResponseSchema,
  type Account,
} from '@bf/api-client/office';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { insertUser } from '../auth/users.ts';
import { recomputeBalances } from '../office/ledger.ts';
import { createTestApi } from '../test/create-test-api.ts';

const OFFICE = '/web-api/officeapi/v1';
let api: Api;
const clock = new Date('2026-03-01T10:00:00.000Z');
let serial = 0;

beforeAll(async () => {
  api = await createTestApi(
    { API_TEST_HOOKS: '1' },
    { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: Number(c.req.header('x-test-user')) } : undefined), now: () => clock, paymentPendingMs: 30_000 },
  );
}, 180_000);
afterAll(() => api?.close());

/** A new RUB player of its own for each test. */
async function newPlayer(): Promise<number> {
  serial += 1;
  const created = await insertUser(api.db, { login: `rw${serial}x${Date.now() % 100000}`, passwordHash: 'x', currency: 'RUB', regType: 'full_reg' as never, bonus: 0, country: 'ru', createdAt: clock });
  if (!('id' in created)) throw new Error('duplicate');
  return created.id;
}

async function call(method: string, path: string, user: number | null, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user !== null) headers['x-test-user'] = String(user);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return api.app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
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
const byType = (list: Account[], type: number) => list.find((account) => account.type === type);

async function deposit(user: number, amountMinor: number) {
  const main = byType(await accounts(user), 0)!;
  const started = await ok(await call('POST', `${OFFICE}/payments/deposit`, user, { accountId: main.id, amountMinor, method: 'card' }), paymentStepSchema, 201);
  await ok(await call('POST', `${OFFICE}/payment-sim/${started.payment.id}`, user, { outcome: 'success' }), paymentStepSchema);
}

/** A placed coupon, already lost, with its stake taken through the ledger (as the coupon service does): wagering and losses. */
async function placeBet(user: number, accountId: number, amountMinor: number) {
  serial += 1;
  await api.db.query(
    `with c as (
       insert into coupons (code, user_id, idempotency_key, request_hash, type_id, account_id, iso, amount, possible_win, min_possible_win, change_coef_action, created_at)
       select 'T' || $4::text, $1, 'k' || $4::text, 'h', 1, a.id, a.iso, $3::numeric / 100, $3::numeric / 50, $3::numeric / 50, 0, $5 from accounts a where a.id = $2
       returning id, amount
     ), lost as (
       insert into coupon_settlements (coupon_id, status_id, payout_minor, settled_at) select c.id, 0, 0, $5 from c
     )
     insert into ledger_entries (account_id, kind, amount_minor, coupon_id) select $2, 'bet_stake', -(c.amount * 100)::bigint, c.id from c`,
    [user, accountId, amountMinor, `${serial}-${Date.now()}`, new Date(clock.getTime() + serial * 1000).toISOString()],
  );
}

async function ledgerBalanced(user: number) {
  for (const row of await recomputeBalances(api.db, user)) expect(row.balanceMinor).toBe(row.ledgerSumMinor);
}

describe('deposit bonuses and wagering', () => {
  it('offers 50% of the latest deposit up to the cap, credits it through the ledger and tracks wagering (x5)', async () => {
    const user = await newPlayer();
    const before = await ok(await call('GET', `${OFFICE}/bonuses`, user), bonusesResponseSchema);
    expect(before.offers.find((offer) => offer.id === 'sport-reload')?.bonusMinor).toBeNull();
    expect(await refused(await call('POST', `${OFFICE}/bonuses`, user, { offerId: 'sport-reload' }), 409)).toEqual(['no_qualifying_deposit']);

    await deposit(user, 2_000_00);
    const offers = await ok(await call('GET', `${OFFICE}/bonuses`, user), bonusesResponseSchema);
    // 50% of 2000.00 RUB is 1000.00 RUB; the casino offer (100%, cap 3000 RUB) would give 2000.00.
    expect(offers.offers.find((offer) => offer.id === 'sport-reload')?.bonusMinor).toBe(1_000_00);
    expect(offers.offers.find((offer) => offer.id === 'casino-reload')?.bonusMinor).toBe(2_000_00);

    const { bonus } = await ok(await call('POST', `${OFFICE}/bonuses`, user, { offerId: 'sport-reload' }), playerBonusResponseSchema, 201);
    expect(bonus).toMatchObject({ status: 'active', bonusMinor: 1_000_00, wagerRequiredMinor: 5_000_00, wageredMinor: 0, iso: 'RUB' });
    const bonusAccount = byType(await accounts(user), 4)!;
    expect(bonusAccount.moneyMinor).toBe(1_000_00);
    // The same deposit counts once; a second bonus waits for the first.
    expect(await refused(await call('POST', `${OFFICE}/bonuses`, user, { offerId: 'casino-reload' }), 409)).toEqual(['no_qualifying_deposit']);

    const main = byType(await accounts(user), 0)!;
    await placeBet(user, main.id, 2_000_00);
    const halfway = await ok(await call('GET', `${OFFICE}/bonuses`, user), bonusesResponseSchema);
    expect(halfway.bonuses[0]).toMatchObject({ status: 'active', wageredMinor: 2_000_00 });

    await placeBet(user, bonusAccount.id, 400_00);
    await deposit(user, 3_000_00);
    // 2000 + 400 + 3000 staked? Only 2400 so far; a further 2600 completes the 5000 required.
    await placeBet(user, main.id, 2_600_00);
    const done = await ok(await call('GET', `${OFFICE}/bonuses`, user), bonusesResponseSchema);
    expect(done.bonuses[0]).toMatchObject({ status: 'wagered', wageredMinor: 5_000_00 });
    const after = await accounts(user);
    // The 600.00 left on the bonus account moved to the main account: 2000 - 2000 + 3000 - 2600 + 600 = 1000.00.
    expect(byType(after, 4)!.moneyMinor).toBe(0);
    expect(byType(after, 0)!.moneyMinor).toBe(1_000_00);
    await ledgerBalanced(user);
  });

  it('cancelling forfeits what is left of the bonus, once', async () => {
    const user = await newPlayer();
    await deposit(user, 1_000_00);
    const { bonus } = await ok(await call('POST', `${OFFICE}/bonuses`, user, { offerId: 'casino-reload' }), playerBonusResponseSchema, 201);
    expect(bonus.bonusMinor).toBe(1_000_00);
    expect(bonus.wagerRequiredMinor).toBe(20_000_00);
    const cancelled = await ok(await call('POST', `${OFFICE}/bonuses/${bonus.id}/cancel`, user), playerBonusResponseSchema);
    expect(cancelled.bonus.status).toBe('cancelled');
    expect(byType(await accounts(user), 4)!.moneyMinor).toBe(0);
    expect(byType(await accounts(user), 0)!.moneyMinor).toBe(1_000_00);
    expect(await refused(await call('POST', `${OFFICE}/bonuses/${bonus.id}/cancel`, user), 409)).toEqual(['bonus_not_active']);
    await ledgerBalanced(user);
  });

  it('refuses unknown offers, bad bodies and visitors without a 500', async () => {
    const user = await newPlayer();
    expect(await refused(await call('POST', `${OFFICE}/bonuses`, user, { offerId: 'nope' }), 404)).toEqual(['offer_not_found']);
    expect(await refused(await call('POST', `${OFFICE}/bonuses`, user, { offerId: 'X Y' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/bonuses`, user, '{'), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/bonuses/abc/cancel`, user), 400)).toEqual(['invalid_path']);
    expect(await refused(await call('GET', `${OFFICE}/bonuses`, null), 401)).toEqual(['unauthorized']);
  });
});

describe('cashback', () => {
  it('returns 5% of net losses at VIP level 1 and 10% on premium, claimed once into the main account', async () => {
    const user = await newPlayer();
    await deposit(user, 1_000_00);
    const main = byType(await accounts(user), 0)!;
    await placeBet(user, main.id, 300_00);
    const vip = await ok(await call('GET', `${OFFICE}/cashback/vip`, user), cashbackResponseSchema);
    expect(vip.cashback).toMatchObject({ level: 1, percent: 5, lossMinor: 300_00, amountMinor: 15_00, amount: '15.00', stakesMinor: 300_00 });
    const premium = await ok(await call('GET', `${OFFICE}/cashback/premium`, user), cashbackResponseSchema);
    expect(premium.cashback.amountMinor).toBe(30_00);

    const claimed = await ok(await call('POST', `${OFFICE}/cashback/vip/claim`, user), cashbackClaimResponseSchema);
    expect(claimed.claimedMinor).toBe(15_00);
    expect(claimed.cashback.amountMinor).toBe(0);
    // 1000 - 300 + 15 = 715.00
    expect(byType(await accounts(user), 0)!.moneyMinor).toBe(715_00);
    // The losses were paid back once: neither programme pays them again.
    expect(await refused(await call('POST', `${OFFICE}/cashback/premium/claim`, user), 409)).toEqual(['nothing_to_claim']);
    expect(await refused(await call('GET', `${OFFICE}/cashback/gold`, user), 400)).toEqual(['invalid_path']);
    await ledgerBalanced(user);
  });

  it('two concurrent claims pay once', async () => {
    const user = await newPlayer();
    await deposit(user, 1_000_00);
    await placeBet(user, byType(await accounts(user), 0)!.id, 1_000_00);
    const answers = await Promise.all([call('POST', `${OFFICE}/cashback/vip/claim`, user), call('POST', `${OFFICE}/cashback/vip/claim`, user)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(byType(await accounts(user), 0)!.moneyMinor).toBe(50_00);
    await ledgerBalanced(user);
  });
});

describe('promotions, promo codes and referrals', () => {
  it('a public code credits the bonus account once, typed in any case', async () => {
    const user = await newPlayer();
    const list = await ok(await call('GET', `${OFFICE}/promotions`, user), promotionsResponseSchema);
    expect(list.promotions.map((promo) => promo.code)).toEqual(['WELCOME2026', 'SPORTWEEK']);
    const applied = await ok(await call('POST', `${OFFICE}/promo-codes`, user, { code: '  welcome2026 ' }), promoApplyResponseSchema);
    expect(applied).toEqual({ code: 'WELCOME2026', kind: 'bonus', rewardMinor: 300_00, iso: 'RUB' });
    expect(byType(await accounts(user), 4)!.moneyMinor).toBe(300_00);
    expect(await refused(await call('POST', `${OFFICE}/promo-codes`, user, { code: 'WELCOME2026' }), 409)).toEqual(['promo_already_used']);
    expect(await refused(await call('POST', `${OFFICE}/promo-codes`, user, { code: 'NOSUCHCODE' }), 404)).toEqual(['promo_not_found']);
    expect(await refused(await call('POST', `${OFFICE}/promo-codes`, user, { code: '<b>' }), 400)).toEqual(['invalid_body']);
    const redeemed = await ok(await call('GET', `${OFFICE}/promotions`, user), promotionsResponseSchema);
    expect(redeemed.promotions.find((promo) => promo.code === 'WELCOME2026')?.isRedeemed).toBe(true);
    await ledgerBalanced(user);
  });

  it('a friend entering the referral code joins the list and both get 200.00, once', async () => {
    const host = await newPlayer();
    const friend = await newPlayer();
    const { code } = await ok(await call('GET', `${OFFICE}/referrals`, host), referralsResponseSchema);
    expect(code).toBe(`FRIEND-${host.toString(36).toUpperCase()}`);
    expect(await refused(await call('POST', `${OFFICE}/promo-codes`, host, { code }), 409)).toEqual(['own_referral_code']);
    expect(await ok(await call('POST', `${OFFICE}/promo-codes`, friend, { code }), promoApplyResponseSchema)).toMatchObject({ kind: 'referral', rewardMinor: 200_00 });
    expect(await refused(await call('POST', `${OFFICE}/promo-codes`, friend, { code }), 409)).toEqual(['already_referred']);
    const referrals = await ok(await call('GET', `${OFFICE}/referrals`, host), referralsResponseSchema);
    expect(referrals.friends).toHaveLength(1);
    expect(referrals.friends[0]).toMatchObject({ hasDeposit: false });
    expect(referrals.friends[0]!.login.startsWith('rw')).toBe(true);
    expect(referrals.friends[0]!.login).toContain('***');
    expect(byType(await accounts(host), 4)!.moneyMinor).toBe(200_00);
    expect(byType(await accounts(friend), 4)!.moneyMinor).toBe(200_00);
    const rewards = await ok(await call('GET', `${OFFICE}/rewards`, host), rewardsResponseSchema);
    expect(rewards.rewards.map((reward) => [reward.kind, reward.amountMinor])).toEqual([['referral', 200_00]]);
    expect(rewards.totalMinor).toBe(200_00);
    await ledgerBalanced(host);
    await ledgerBalanced(friend);
  });
});

describe('ideas', () => {
  it('stores an idea checked by the form schema', async () => {
    const user = await newPlayer();
    const saved = await ok(await call('POST', `${OFFICE}/ideas`, user, { topic: 'site', text: '  A dark theme for the coupon  ' }), ideaResponseSchema, 201);
    expect(saved.idea.topic).toBe('site');
    const { rows } = await api.db.query<{ body: string }>('select body from player_ideas where id = $1', [saved.idea.id]);
    expect(rows[0]?.body).toBe('A dark theme for the coupon');
    expect(await refused(await call('POST', `${OFFICE}/ideas`, user, { topic: 'site', text: 'too short' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/ideas`, user, { topic: 'weather', text: 'A long enough idea text' }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/ideas`, user, { topic: 'site', text: 'x'.repeat(2001) }), 400)).toEqual(['invalid_body']);
    expect(await refused(await call('POST', `${OFFICE}/ideas`, user, { topic: 'site', text: 'A long enough idea', extra: 1 }), 400)).toEqual(['invalid_body']);
  });
});
