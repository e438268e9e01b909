import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcPossibleWin, createCouponBet, createCouponStore, betIdOf } from '@bf/headless/coupon';
import { toPlaceBody } from '@bf/headless/coupon-placement';
import type { Api } from '../create-api.ts';
import type { CouponView } from './coupon-views.ts';
import { createTestApi } from '../test/create-test-api.ts';
import { priceCoupon } from './coupon-math.ts';

// One payout rule (docs/decisions.md): the slip's figures come from the same function, with the same rounding, as the
// figures the reference API records for the placed coupon, so the receipt shows what the slip showed.

const COUPON = '/web-api/api/web/coupon/v1';
let api: Api;
let demo = 0;
let keys = 0;

interface Pick {
  id: number;
  coef: number;
  gameId: number;
  marketId: number;
}
let pool: Pick[] = [];

beforeAll(async () => {
  api = await createTestApi({}, { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: Number(c.req.header('x-test-user')) } : undefined) });
  const { rows } = await api.db.query<{ id: number; login: string }>('select id, login from users');
  demo = rows.find((row) => row.login === 'demo')?.id ?? 0;
  // Room for every coupon the property places (the demo player holds ₽1,000).
  // Balances move only through the ledger: a bonus entry tops the main account up to ₽100,000,000.
  await api.db.query(
    `insert into ledger_entries (account_id, kind, amount_minor)
     select id, 'bonus', ((100000000 - money) * 100)::bigint from accounts where user_id = $1 and type = 0`,
    [demo],
  );
  const outcomes = await api.db.query<Pick>(
    `select distinct on (g.id) o.id, o.coef::float8 as coef, g.id as "gameId", m.id as "marketId"
     from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
     where g.status = 'line' and g.start_at > now() + interval '1 hour' and not m.is_blocked and not o.is_blocked
       and m.type in ('1x2', 'winner')
     order by g.id, o.position limit 40`,
  );
  pool = outcomes.rows;
});
afterAll(() => api.close());

async function placeBody(body: unknown): Promise<CouponView> {
  const res = await api.app.request(`${COUPON}/place?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-user': String(demo), 'idempotency-key': `payout-${++keys}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { coupon: CouponView }).coupon;
}

/** A random coupon: its type, which pool selections, the stake in kopecks, k, a banker and singles' own stakes. */
const arbCoupon = fc
  .record({
    typeId: fc.constantFrom(1, 2, 3, 4, 9),
    picks: fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 2, maxLength: 6 }),
    stakeKopecks: fc.integer({ min: 1000, max: 50_000 }),
    systemValue: fc.integer({ min: 2, max: 5 }),
    banker: fc.boolean(),
    ownKopecks: fc.array(fc.integer({ min: 1000, max: 30_000 }), { minLength: 6, maxLength: 6 }),
    blockOf: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
  })
  .filter(({ typeId, picks }) => typeId !== 2 || picks.length >= 3);

describe('one payout rule: the slip and the placed coupon', () => {
  it('pays 100 on 2.08 × 2.61 ₽542.88 on both sides, never ₽542.90 from rounding the total odds first', () => {
    expect(priceCoupon({ typeId: 1, amount: 100, odds: [2.08, 2.61], iso: 'RUB' })).toMatchObject({ possibleWin: 542.88, minPossibleWin: 542.88 });
    const bets = [createCouponBet({ market: { id: '1', coef: 2.08 } }), createCouponBet({ market: { id: '2', coef: 2.61 } })];
    expect(calcPossibleWin({ typeId: 1, bets, amount: 100, systemValue: 2, iso: 'RUB' }).possibleWin).toBe(542.88);
  });

  it('gives the placed coupon the possible and minimum win the slip showed, for random accumulators, systems with bankers, chains, blocks and singles (property)', async () => {
    expect(pool.length).toBeGreaterThanOrEqual(40);
    await fc.assert(
      fc.asyncProperty(arbCoupon, async ({ typeId, picks, stakeKopecks, systemValue, banker, ownKopecks, blockOf }) => {
        const store = createCouponStore({ account: { iso: 'RUB', money: 100_000_000, isBonus: false } });
        for (const index of picks) {
          const pick = pool[index]!;
          store.addBet(createCouponBet({ market: { id: String(pick.id), coef: pick.coef, gameId: pick.gameId, typeId: pick.marketId } }));
        }
        store.setType(typeId);
        expect(store.state.typeId).toBe(typeId);
        store.setAmount(stakeKopecks / 100);
        const ids = store.state.bets.map(betIdOf);
        if (typeId === 2) {
          if (banker && ids.length >= 4) store.setBanker(ids[0]!, true);
          store.setSystemValue(systemValue);
        }
        if (typeId === 9) ids.forEach((id, index) => index % 2 === 1 && store.setAmountByBetId(id, ownKopecks[index]! / 100));
        if (typeId === 4) {
          ids.forEach((id, index) => store.setBlock(id, Math.min(blockOf[index]!, ids.length)));
          for (const blockId of new Set(store.state.bets.map((bet) => bet.blockId ?? 1))) store.setAmountByBlockId(blockId, ownKopecks[blockId]! / 100);
          // One block is no block coupon: the slip does not place it (its place button waits), so neither does this.
          fc.pre(new Set(store.state.bets.map((bet) => bet.blockId)).size >= 2);
        }
        const { state } = store;
        // What the slip shows (useCoupon computes exactly this).
        const slip = calcPossibleWin({ typeId: state.typeId, bets: state.bets, amount: state.amount, amountByBetId: state.amountByBetId, amountByBlockId: state.amountByBlockId, systemValue: state.systemValue, iso: 'RUB' });
        const coupon = await placeBody(toPlaceBody(store.toSubmission(demo), state.bets));
        expect({ possibleWin: coupon.possibleWin, minWin: coupon.minPossibleWin }).toEqual({ possibleWin: slip.possibleWin, minWin: slip.minWin });
        // Whole kopecks.
        expect(Math.round(coupon.possibleWin * 100) / 100).toBe(coupon.possibleWin);
      }),
      { numRuns: 40 },
    );
  });
});
