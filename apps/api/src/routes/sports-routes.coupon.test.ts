import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import type { CouponView, LoadedCoupon } from '../sports/coupon-views.ts';
import { createTestApi } from '../test/create-test-api.ts';

const COUPON = '/web-api/api/web/coupon/v1';
let api: Api;
let demo: number;
let vip: number;
let keys = 0;

beforeAll(async () => {
  // Tests name the signed-in user in a header; without it the caller is a visitor.
  api = await createTestApi({}, { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: Number(c.req.header('x-test-user')) } : undefined) });
  const { rows } = await api.db.query<{ id: number; login: string }>('select id, login from users');
  demo = rows.find((row) => row.login === 'demo')?.id ?? 0;
  vip = rows.find((row) => row.login === 'vip')?.id ?? 0;
});
afterAll(() => api.close());

interface Pick {
  id: number;
  coef: number;
  gameId: number;
  marketId: number;
}

const used = new Set<number>();

/** Outcomes of main markets of distinct, not-yet-used line games starting in more than an hour. */
async function lineOutcomes(count: number): Promise<Pick[]> {
  const { rows } = await api.db.query<Pick>(
    `select distinct on (g.id) o.id, o.coef::float8 as coef, g.id as "gameId", m.id as "marketId"
     from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
     where g.status = 'line' and g.start_at > now() + interval '1 hour' and not m.is_blocked and not o.is_blocked
       and m.type in ('1x2', 'winner') and not (g.id = any($1::int[]))
     order by g.id, o.position limit $2`,
    [[...used], count],
  );
  for (const row of rows) used.add(row.gameId);
  expect(rows).toHaveLength(count);
  return rows;
}

async function balance(userId: number, type = 0): Promise<number> {
  const { rows } = await api.db.query<{ money: number }>('select money::float8 as money from accounts where user_id = $1 and type = $2 order by id limit 1', [userId, type]);
  return rows[0]?.money ?? NaN;
}

interface PlaceOptions {
  user?: number | null;
  key?: string | null;
  raw?: string;
  contentType?: string;
}

async function place(body: unknown, { user = demo, key, raw, contentType = 'application/json' }: PlaceOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (user !== null) headers['x-test-user'] = String(user);
  if (key !== null) headers['idempotency-key'] = key ?? `key-${++keys}`;
  return api.app.request(`${COUPON}/place?lang=en`, { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

const bet = (pick: Pick, coef = pick.coef, isLive = false) => ({ market: { id: pick.id, coef, isLive } });

async function placed(res: Response): Promise<CouponView> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { coupon: CouponView }).coupon;
}

async function refused(res: Response, status = 400): Promise<{ code: string | number; detail: string; meta?: Record<string, unknown> }[]> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { errors: { code: string | number; detail: string; meta?: Record<string, unknown> }[] };
  apiErrorBodySchema.parse(body);
  return body.errors;
}

describe('POST place: who and how', () => {
  it('needs a signed-in user (401 unauthorized)', async () => {
    const [pick] = await lineOutcomes(1);
    expect((await refused(await place({ typeId: 1, amount: 50, bets: [bet(pick!)] }, { user: null }), 401))[0]?.code).toBe('unauthorized');
  });

  it('needs an Idempotency-Key header', async () => {
    const [pick] = await lineOutcomes(1);
    const body = { typeId: 1, amount: 50, bets: [bet(pick!)] };
    expect((await refused(await place(body, { key: null })))[0]).toMatchObject({ code: 'invalid_header', detail: 'Idempotency-Key header is required' });
    expect((await refused(await place(body, { key: 'has space' })))[0]?.code).toBe('invalid_header');
    expect((await refused(await place(body, { key: 'x'.repeat(129) })))[0]?.code).toBe('invalid_header');
  });

  it('refuses malformed coupons with one error per problem', async () => {
    const [pick] = await lineOutcomes(1);
    const ok = bet(pick!);
    const cases: unknown[] = [
      { typeId: 3, amount: 50, bets: [ok] },
      { typeId: 5, amount: 50, bets: [ok] },
      { typeId: 1, amount: 50, bets: [{ ...ok, blockId: 0 }] },
      { typeId: 1, amount: 50, bets: [ok], amountByBlockId: { 1: 50 } },
      { typeId: 1, amount: -5, bets: [ok] },
      { typeId: 1, amount: 10.005, bets: [ok] },
      { typeId: 1, amount: 50, bets: [] },
      { typeId: 1, amount: 50, bets: [ok, ok] },
      { typeId: 1, amount: 50, bets: [{ market: { id: 'x', coef: 2 } }] },
      { typeId: 1, amount: 50, bets: [ok], changeCoefAction: 3 },
      { typeId: 2, amount: 50, bets: [ok] },
      { typeId: 1, amount: 50, bets: Array.from({ length: 31 }, (_, i) => ({ market: { id: i + 1, coef: 2 } })) },
      { typeId: 1, amount: 50, bets: [{ ...ok, amount: 10 }] },
      [],
      null,
    ];
    for (const body of cases) {
      const errors = await refused(await place(body));
      expect(errors.every((error) => error.code === 'invalid_body'), JSON.stringify(body)).toBe(true);
    }
    expect((await refused(await place(null, { raw: '{"typeId":' })))[0]?.code).toBe('invalid_body');
    expect((await refused(await place(null, { raw: 'typeId=1', contentType: 'application/x-www-form-urlencoded' })))[0]?.code).toBe('invalid_body');
  });

  it('checks the system value: at least 2 and below the number of bets', async () => {
    const picks = await lineOutcomes(3);
    for (const systemValue of [1, 3, 4]) {
      const errors = await refused(await place({ typeId: 2, systemValue, amount: 30, bets: picks.map((pick) => bet(pick)) }));
      expect(errors[0]).toMatchObject({ code: 'invalid_body' });
      expect(errors[0]?.detail).toMatch(/systemValue/);
    }
  });
});

describe('POST place: bankers, chains and blocks', () => {
  it('checks bankers and blocks: block 0 only in a system, every bet of a block coupon in a block, a stake per block', async () => {
    const picks = await lineOutcomes(3);
    const [a, b, c] = picks.map((pick) => bet(pick));
    const cases: [unknown, RegExp][] = [
      // 1 banker + 2 others: a 2 of 2 is no system.
      [{ typeId: 2, systemValue: 2, amount: 30, bets: [{ ...a, blockId: 0 }, b, c] }, /systemValue must be at least 2 and less than the 2 bets besides the bankers/],
      [{ typeId: 2, systemValue: 2, amount: 30, bets: [{ ...a, blockId: 1 }, b, c] }, /only block 0/],
      [{ typeId: 4, amount: 30, bets: [{ ...a, blockId: 1 }, { ...b, blockId: 1 }, c], amountByBlockId: { 1: 30 } }, /needs a block from 1/],
      [{ typeId: 4, amount: 30, bets: [{ ...a, blockId: 1 }, { ...b, blockId: 1 }], amountByBlockId: { 1: 30 } }, /at least 2 blocks/],
      [{ typeId: 4, amount: 30, bets: [{ ...a, blockId: 1 }, { ...b, blockId: 2 }], amountByBlockId: { 1: 30 } }, /block 2 needs a stake/],
      [{ typeId: 4, amount: 30, bets: [{ ...a, blockId: 1 }, { ...b, blockId: 2 }], amountByBlockId: { 1: 10, 2: 10, 3: 10 } }, /no bet is in block 3/],
      [{ typeId: 4, amount: 30, bets: [{ ...a, blockId: 1 }, { ...b, blockId: 2 }], amountByBlockId: { 1: 10, 2: 10 } }, /sum of the blocks' stakes \(20\)/],
      [{ typeId: 3, amount: 30, bets: [a, { ...b, blockId: 1 }] }, /takes blockId/],
    ];
    for (const [body, message] of cases) {
      const errors = await refused(await place(body));
      expect(errors.map((error) => error.detail).join(' | '), JSON.stringify(body)).toMatch(message);
    }
  });

  it('places a system 2 of 3 with a banker: the banker multiplies every combination and must win (COUPON-024)', async () => {
    const picks = await lineOutcomes(4);
    const [banker, ...rest] = picks.map((pick) => pick.coef) as [number, number, number, number];
    const coupon = await placed(
      await place({ typeId: 2, systemValue: 2, amount: 30, bets: picks.map((pick, index) => ({ ...bet(pick), ...(index === 0 ? { blockId: 0 } : {}) })) }),
    );
    const [x, y, z] = rest as [number, number, number];
    expect(coupon.possibleWin).toBeCloseTo(10 * (x * y + x * z + y * z) * banker, 1);
    const [low1, low2] = [...rest].sort((p, q) => p - q) as [number, number];
    expect(coupon.minPossibleWin).toBeCloseTo(10 * low1 * low2 * banker, 1);
    expect(coupon.bets.map((item) => item.blockId)).toEqual([0, undefined, undefined, undefined]);
    // Settle: the banker and two others win → the one winning pair × the banker; the banker loses → nothing.
    const { rows } = await api.db.query<{ id: number }>(`select o.id from outcomes o where o.market_id = $1 and o.type = '2'`, [picks[3]!.marketId]);
    await api.db.query('update coupon_bets set outcome_id = $1 where coupon_id = $2 and position = 3', [rows[0]?.id, coupon.id]);
    await finishOneNil(picks.map((pick) => pick.gameId));
    const settled = await stored(coupon.id);
    expect(settled.bets.map((item) => item.statusId)).toEqual([1, 1, 1, 0]);
    expect(settled.payout).toBeCloseTo(10 * x * y * banker, 1);
  });

  it('places a chain of three and settles it in order (COUPON-026)', async () => {
    const picks = await lineOutcomes(3);
    const odds = picks.map((pick) => pick.coef) as [number, number, number];
    const before = await balance(demo);
    const coupon = await placed(await place({ typeId: 3, amount: 20, bets: picks.map((pick) => bet(pick)) }));
    expect(coupon).toMatchObject({ typeId: 3, amount: 20, amountByBlockId: null });
    expect(coupon.possibleWin).toBeCloseTo(20 * (odds[0] + odds[1] + odds[2] - 2), 1);
    expect(coupon.minPossibleWin).toBeCloseTo(20 * (odds[0] - 1), 1);
    expect(await balance(demo)).toBeCloseTo(before - 20, 2);
    // The second selection loses: what the first paid out is kept, the third no longer counts.
    const { rows } = await api.db.query<{ id: number }>(`select o.id from outcomes o where o.market_id = $1 and o.type = '2'`, [picks[1]!.marketId]);
    await api.db.query('update coupon_bets set outcome_id = $1 where coupon_id = $2 and position = 1', [rows[0]?.id, coupon.id]);
    await finishOneNil(picks.map((pick) => pick.gameId));
    const settled = await stored(coupon.id);
    expect(settled.bets.map((item) => item.statusId)).toEqual([1, 0, 1]);
    expect(settled.payout).toBeCloseTo(20 * odds[0] - 20, 1);
  });

  it('places blocks, each an express with its own stake, and loads them back by code (COUPON-026)', async () => {
    const picks = await lineOutcomes(3);
    const [a, b, c] = picks.map((pick) => pick.coef) as [number, number, number];
    const before = await balance(demo);
    const body = {
      typeId: 4,
      amount: 30,
      amountByBlockId: { 1: 10, 2: 20 },
      bets: [{ ...bet(picks[0]!), blockId: 1 }, { ...bet(picks[1]!), blockId: 1 }, { ...bet(picks[2]!), blockId: 2 }],
    };
    const coupon = await placed(await place(body));
    expect(coupon).toMatchObject({ typeId: 4, amount: 30, amountByBlockId: { 1: 10, 2: 20 } });
    expect(coupon.bets.map((item) => item.blockId)).toEqual([1, 1, 2]);
    expect(coupon.possibleWin).toBeCloseTo(10 * a * b + 20 * c, 1);
    expect(coupon.minPossibleWin).toBeCloseTo(Math.min(10 * a * b, 20 * c), 1);
    expect(await balance(demo)).toBeCloseTo(before - 30, 2);
    const loaded = (await (await api.app.request(`${COUPON}/load/${coupon.code}`)).json()) as LoadedCoupon;
    expect(loaded).toMatchObject({ typeId: 4, amountByBlockId: { 1: 10, 2: 20 } });
    expect(loaded.bets.map((item) => item.blockId)).toEqual([1, 1, 2]);
    // Block 1 loses one selection: only block 2 pays.
    const { rows } = await api.db.query<{ id: number }>(`select o.id from outcomes o where o.market_id = $1 and o.type = '2'`, [picks[0]!.marketId]);
    await api.db.query('update coupon_bets set outcome_id = $1 where coupon_id = $2 and position = 0', [rows[0]?.id, coupon.id]);
    await finishOneNil(picks.map((pick) => pick.gameId));
    expect((await stored(coupon.id)).payout).toBeCloseTo(20 * c, 1);
  });

  it('limits each block stake on its own', async () => {
    const picks = await lineOutcomes(2);
    const errors = await refused(await place({ typeId: 4, amount: 55, amountByBlockId: { 1: 5, 2: 50 }, bets: [{ ...bet(picks[0]!), blockId: 1 }, { ...bet(picks[1]!), blockId: 2 }] }));
    expect(errors).toEqual([expect.objectContaining({ code: 'amount_below_min', detail: expect.stringMatching(/^amountByBlockId\.1 5 is below the minimum 10 RUB/) })]);
  });
});

/** Ends these games 1:0 (team 1 wins, so outcome '1' and the winner market's first outcome win, '2' loses). */
async function finishOneNil(gameIds: number[]) {
  await api.db.query(
    `update games set status = 'finished', game_status_id = 4, score1 = 1, score2 = 0, period_scores = '[[1,0],[0,0]]',
       sim = '{"regulation":[1,0],"finish":{"method":"dec","round":3,"time":300}}' where id = any($1::int[])`,
    [gameIds],
  );
}

async function stored(id: number): Promise<CouponView> {
  const res = await api.app.request(`${COUPON}/${id}`, { headers: { 'x-test-user': String(demo) } });
  return ((await res.json()) as { coupon: CouponView }).coupon;
}

describe('POST place: success', () => {
  it('places an express, prices it, stores it and debits the stake', async () => {
    const picks = await lineOutcomes(3);
    const before = await balance(demo);
    const coupon = await placed(await place({ typeId: 1, amount: 50, bets: picks.map((pick) => bet(pick)), coef: 999, userId: 12345 }));
    const coef = Math.round(picks.reduce((product, pick) => product * pick.coef, 1) * 1000) / 1000;
    expect(coupon).toMatchObject({ typeId: 1, amount: 50, coef, possibleWin: Math.round(50 * picks.reduce((product, pick) => product * pick.coef, 1) * 100) / 100, iso: 'RUB', statusId: -2, payout: null });
    expect(coupon.id).toEqual(expect.any(Number));
    expect(coupon.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(new Date(coupon.createdAt).toISOString()).toBe(coupon.createdAt);
    expect(coupon.bets.map((item) => item.market.id)).toEqual(picks.map((pick) => pick.id));
    expect(coupon.bets[0]).toMatchObject({ statusId: -1, isBlocked: false, market: { coef: picks[0]?.coef, isLive: false, sportName: expect.any(String), marketName: 'Match result' } });
    expect(await balance(demo)).toBeCloseTo(before - 50, 2);
  });

  it('places a system 2 of 3 with its maximum and minimum return', async () => {
    const picks = await lineOutcomes(3);
    const coupon = await placed(await place({ typeId: 2, systemValue: 2, amount: 30, bets: picks.map((pick) => bet(pick)) }));
    const [a, b, c] = picks.map((pick) => pick.coef) as [number, number, number];
    expect(coupon.systemValue).toBe(2);
    expect(coupon.possibleWin).toBeCloseTo(10 * (a * b + a * c + b * c), 1);
    const [low1, low2] = [a, b, c].sort((x, y) => x - y) as [number, number];
    expect(coupon.minPossibleWin).toBeCloseTo(10 * low1 * low2, 1);
  });

  it('places singles, each with its own stake, even two from one game', async () => {
    const [pick] = await lineOutcomes(1);
    const { rows } = await api.db.query<{ id: number; coef: number }>(
      `select o.id, o.coef::float8 as coef from outcomes o join markets m on m.id = o.market_id where m.game_id = $1 and o.id <> $2 and not o.is_blocked and not m.is_blocked limit 1`,
      [pick!.gameId, pick!.id],
    );
    const other = { id: rows[0]!.id, coef: rows[0]!.coef, gameId: pick!.gameId, marketId: 0 };
    const before = await balance(demo);
    const coupon = await placed(await place({ typeId: 9, amount: 20, bets: [bet(pick!), { ...bet(other), amount: 30 }] }));
    expect(coupon).toMatchObject({ typeId: 9, amount: 50, coef: null });
    expect(coupon.bets.map((item) => item.amount)).toEqual([20, 30]);
    expect(coupon.bets[1]?.possibleWin).toBeCloseTo(30 * other.coef, 2);
    expect(coupon.possibleWin).toBeCloseTo(20 * pick!.coef + 30 * other.coef, 1);
    expect(await balance(demo)).toBeCloseTo(before - 50, 2);
  });

  it('accepts the short bet form { outcomeId, coef }', async () => {
    const [pick] = await lineOutcomes(1);
    const coupon = await placed(await place({ typeId: 1, amount: 10, bets: [{ outcomeId: pick!.id, coef: pick!.coef }] }));
    expect(coupon.bets[0]?.market.id).toBe(pick!.id);
  });
});

describe('POST place: the feed re-checked', () => {
  it('answers odds_changed with the new price when the player must confirm changes (changeCoefAction 0)', async () => {
    const [pick] = await lineOutcomes(1);
    const errors = await refused(await place({ typeId: 1, amount: 20, changeCoefAction: 0, bets: [bet(pick!, pick!.coef + 0.05)] }));
    expect(errors[0]).toMatchObject({ code: 'odds_changed', meta: { outcomeId: pick!.id, coef: pick!.coef, previousCoef: Math.round((pick!.coef + 0.05) * 1000) / 1000 } });
  });

  it('accepts increases only under changeCoefAction 2 (the default), any change under 1', async () => {
    const [up, down, any] = await lineOutcomes(3);
    const raised = await placed(await place({ typeId: 1, amount: 20, bets: [bet(up!, up!.coef - 0.02)] }));
    expect(raised.bets[0]?.market.coef).toBe(up!.coef);
    expect((await refused(await place({ typeId: 1, amount: 20, bets: [bet(down!, down!.coef + 0.02)] })))[0]?.code).toBe('odds_changed');
    const accepted = await placed(await place({ typeId: 1, amount: 20, changeCoefAction: 1, bets: [bet(any!, any!.coef + 0.5)] }));
    expect(accepted.bets[0]?.market.coef).toBe(any!.coef);
  });

  it('refuses a suspended market or outcome (market_blocked)', async () => {
    const [a, b] = await lineOutcomes(2);
    await api.db.query('update markets set is_blocked = true where id = $1', [a!.marketId]);
    await api.db.query('update outcomes set is_blocked = true where id = $1', [b!.id]);
    const errors = await refused(await place({ typeId: 1, amount: 20, bets: [bet(a!), bet(b!)] }));
    expect(errors.map((error) => error.code)).toEqual(['market_blocked', 'market_blocked']);
  });

  it('refuses a pre-match bet once the game has started (game_started)', async () => {
    const [due, gone] = await lineOutcomes(2);
    await api.db.query("update games set start_at = now() - interval '1 minute' where id = $1", [due!.gameId]);
    await api.db.query("update games set status = 'live', game_status_id = 2, period = 1 where id = $1", [gone!.gameId]);
    const errors = await refused(await place({ typeId: 1, amount: 20, bets: [bet(due!), bet(gone!)] }));
    expect(errors.map((error) => error.code)).toEqual(['game_started', 'game_started']);
    // A live bet on the live game is fine.
    expect((await place({ typeId: 1, amount: 20, bets: [bet(gone!, gone!.coef, true)] })).status).toBe(200);
  });

  it('refuses a finished game (game_finished) and an unknown outcome (outcome_not_found)', async () => {
    const [pick] = await lineOutcomes(1);
    await api.db.query("update games set status = 'finished', game_status_id = 4 where id = $1", [pick!.gameId]);
    const errors = await refused(await place({ typeId: 1, amount: 20, bets: [bet(pick!), { market: { id: 2_000_000_000, coef: 2 } }] }));
    expect(errors.map((error) => error.code)).toEqual(['game_finished', 'outcome_not_found']);
  });

  it('refuses two selections from one game in an express or a system (dependent_bets)', async () => {
    const [pick, third] = await lineOutcomes(2);
    const { rows } = await api.db.query<{ id: number; coef: number }>(
      `select o.id, o.coef::float8 as coef from outcomes o join markets m on m.id = o.market_id where m.game_id = $1 and m.id <> $2 and not o.is_blocked and not m.is_blocked limit 1`,
      [pick!.gameId, pick!.marketId],
    );
    const sibling = { market: { id: rows[0]!.id, coef: rows[0]!.coef } };
    expect((await refused(await place({ typeId: 1, amount: 20, bets: [bet(pick!), sibling] })))[0]).toMatchObject({ code: 'dependent_bets', meta: { gameId: pick!.gameId } });
    expect((await refused(await place({ typeId: 2, systemValue: 2, amount: 30, bets: [bet(pick!), sibling, bet(third!)] })))[0]?.code).toBe('dependent_bets');
  });

  it('applies the stake limits in the account currency: 10 RUB minimum, 100 000 RUB maximum', async () => {
    const [pick] = await lineOutcomes(1);
    expect((await refused(await place({ typeId: 1, amount: 9.99, bets: [bet(pick!)] })))[0]).toMatchObject({ code: 'amount_below_min', meta: { min: 10, iso: 'RUB' } });
    expect((await refused(await place({ typeId: 1, amount: 100_000.01, bets: [bet(pick!)] })))[0]).toMatchObject({ code: 'amount_above_max', meta: { max: 100_000 } });
    expect((await refused(await place({ typeId: 9, amount: 5, bets: [bet(pick!)] })))[0]?.code).toBe('amount_below_min');
    // The vip plays in dollars: the minimum is 10 RUB in USD.
    expect((await refused(await place({ typeId: 1, amount: 0.11, bets: [bet(pick!)] }, { user: vip })))[0]).toMatchObject({ code: 'amount_below_min', meta: { min: 0.12, iso: 'USD' } });
  });

  it('has no maximum on a bonus account (COUPON-044), but the balance still counts', async () => {
    const [pick] = await lineOutcomes(1);
    const { rows } = await api.db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 4', [demo]);
    const errors = await refused(await place({ typeId: 1, amount: 150_000, accountId: rows[0]?.id, bets: [bet(pick!)] }));
    expect(errors.map((error) => error.code)).toEqual(['insufficient_funds']);
  });

  it('refuses a stake above the balance and leaves the balance alone', async () => {
    const [pick] = await lineOutcomes(1);
    const before = await balance(demo);
    expect((await refused(await place({ typeId: 1, amount: 50_000, bets: [bet(pick!)] })))[0]).toMatchObject({ code: 'insufficient_funds', meta: { iso: 'RUB' } });
    expect(await balance(demo)).toBe(before);
  });

  it("refuses someone else's account", async () => {
    const [pick] = await lineOutcomes(1);
    const { rows } = await api.db.query<{ id: number }>('select id from accounts where user_id = $1 limit 1', [vip]);
    expect((await refused(await place({ typeId: 1, amount: 20, accountId: rows[0]?.id, bets: [bet(pick!)] })))[0]?.code).toBe('account_not_found');
  });
});

describe('POST place: idempotency', () => {
  it('answers the same coupon for the same key, debiting once; another coupon under that key is 422', async () => {
    const [pick, other] = await lineOutcomes(2);
    const body = { typeId: 1, amount: 15, bets: [bet(pick!)] };
    const before = await balance(demo);
    const first = await place(body, { key: 'same-key-1' });
    const firstCoupon = await placed(first);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await place(body, { key: 'same-key-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await placed(again)).toEqual(firstCoupon);
    expect(await balance(demo)).toBeCloseTo(before - 15, 2);
    expect((await refused(await place({ ...body, bets: [bet(other!)] }, { key: 'same-key-1' }), 422))[0]?.code).toBe('idempotency_key_reused');
    // Keys belong to a user: another player may use the same one.
    expect((await placed(await place(body, { key: 'same-key-1', user: vip }))).id).not.toBe(firstCoupon.id);
  });

  it('makes one coupon out of 20 concurrent requests with one key', async () => {
    const [pick] = await lineOutcomes(1);
    const before = await balance(demo);
    const body = { typeId: 1, amount: 11, bets: [bet(pick!)] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(body, { key: 'concurrent-key' })));
    const coupons = await Promise.all(answers.map(placed));
    expect(new Set(coupons.map((coupon) => coupon.id)).size).toBe(1);
    const { rows } = await api.db.query<{ count: number }>("select count(*)::int as count from coupons where idempotency_key = 'concurrent-key'");
    expect(rows[0]?.count).toBe(1);
    expect(await balance(demo)).toBeCloseTo(before - 11, 2);
  });
});

describe('GET load/{code}, {couponId} and history', () => {
  it('loads a coupon by its code with current prices, for anyone', async () => {
    const picks = await lineOutcomes(2);
    const coupon = await placed(await place({ typeId: 1, amount: 10, bets: picks.map((pick) => bet(pick)) }));
    await api.db.query('update outcomes set coef = coef + 0.1 where id = $1', [picks[0]!.id]);
    const res = await api.app.request(`${COUPON}/load/${coupon.code.toLowerCase()}?lang=ru`);
    expect(res.status).toBe(200);
    const loaded = (await res.json()) as LoadedCoupon;
    expect(Array.isArray(loaded.bets)).toBe(true);
    expect(loaded).toMatchObject({ code: coupon.code, typeId: 1, amount: 10 });
    expect(loaded.bets[0]?.market.coef).toBeCloseTo(picks[0]!.coef + 0.1, 3);
    expect(loaded.bets[0]?.market.sportName).toMatch(/[а-яА-Я]/);
    expect((await api.app.request(`${COUPON}/load/ZZZZZZZZ`)).status).toBe(404);
    expect((await refused(await api.app.request(`${COUPON}/load/no-way!`)))[0]?.code).toBe('invalid_path');
  });

  it('saves a quick coupon without placing it, for anyone, and loads it back by code with today\'s prices', async () => {
    const picks = await lineOutcomes(4);
    const before = await balance(demo);
    const body = { typeId: 2, systemValue: 2, amount: 30, bets: picks.map((pick, index) => ({ ...bet(pick), ...(index === 0 ? { blockId: 0 } : {}) })) };
    const res = await api.app.request(`${COUPON}/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(await balance(demo)).toBe(before);
    await api.db.query('update outcomes set coef = coef + 0.1 where id = $1', [picks[1]!.id]);
    const loaded = (await (await api.app.request(`${COUPON}/load/${code.toLowerCase()}?lang=en`)).json()) as LoadedCoupon;
    expect(loaded).toMatchObject({ code, typeId: 2, systemValue: 2, amount: 30 });
    expect(loaded.bets.map((item) => item.market.id)).toEqual(picks.map((pick) => pick.id));
    expect(loaded.bets.map((item) => item.blockId)).toEqual([0, undefined, undefined, undefined]);
    expect(loaded.bets[1]?.market.coef).toBeCloseTo(picks[1]!.coef + 0.1, 3);
    expect(loaded.bets[0]).toMatchObject({ isBlocked: false, statusId: -1, market: { marketName: expect.any(String), sportName: expect.any(String) } });
  });

  it('refuses to save a malformed coupon or an unknown outcome', async () => {
    const save = (body: unknown) => api.app.request(`${COUPON}/save`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await refused(await save({ typeId: 1, amount: 10, bets: [] })))[0]?.code).toBe('invalid_body');
    expect((await refused(await save({ typeId: 1, amount: 10, bets: [{ market: { id: 2_000_000_000, coef: 2 } }] })))[0]).toMatchObject({ code: 'outcome_not_found' });
  });

  it('answers a stored coupon to its owner only, by numeric id', async () => {
    const [pick] = await lineOutcomes(1);
    const coupon = await placed(await place({ typeId: 1, amount: 10, bets: [bet(pick!)] }));
    const own = await api.app.request(`${COUPON}/${coupon.id}`, { headers: { 'x-test-user': String(demo) } });
    expect(((await own.json()) as { coupon: CouponView }).coupon).toEqual(coupon);
    expect((await api.app.request(`${COUPON}/${coupon.id}`, { headers: { 'x-test-user': String(vip) } })).status).toBe(404);
    expect((await api.app.request(`${COUPON}/${coupon.id}`)).status).toBe(401);
    expect((await api.app.request(`${COUPON}/abc`, { headers: { 'x-test-user': String(demo) } })).status).toBe(404);
    expect((await api.app.request(`${COUPON}/99999999999`, { headers: { 'x-test-user': String(demo) } })).status).toBe(404);
  });

  it("lists the user's coupons newest first, in pages", async () => {
    const res = await api.app.request(`${COUPON}/history?limit=3`, { headers: { 'x-test-user': String(demo) } });
    const { coupons } = (await res.json()) as { coupons: CouponView[] };
    expect(coupons).toHaveLength(3);
    expect(coupons.map((coupon) => coupon.id)).toEqual([...coupons.map((coupon) => coupon.id)].sort((a, b) => b - a));
    const next = await api.app.request(`${COUPON}/history?limit=3&beforeId=${coupons[2]?.id}`, { headers: { 'x-test-user': String(demo) } });
    const older = ((await next.json()) as { coupons: CouponView[] }).coupons;
    expect(older[0]?.id).toBeLessThan(coupons[2]?.id ?? 0);
    expect((await api.app.request(`${COUPON}/history`)).status).toBe(401);
    expect((await refused(await api.app.request(`${COUPON}/history?limit=0`, { headers: { 'x-test-user': String(demo) } })))[0]?.code).toBe('invalid_query');
  });

  it('settles bets once their games finish', async () => {
    const [win, lose] = await lineOutcomes(2);
    const coupon = await placed(await place({ typeId: 9, amount: 10, bets: [bet(win!), bet(lose!)] }));
    // Both games end 1:0; `win` backed team 1 or the first outcome of the winner market, `lose` is made to back team 2.
    const { rows } = await api.db.query<{ id: number }>(`select o.id from outcomes o where o.market_id = $1 and o.type = '2'`, [lose!.marketId]);
    await api.db.query('update coupon_bets set outcome_id = $1 where coupon_id = $2 and position = 1', [rows[0]?.id, coupon.id]);
    await api.db.query(
      `update games set status = 'finished', game_status_id = 4, score1 = 1, score2 = 0, period_scores = '[[1,0],[0,0]]',
         sim = '{"regulation":[1,0],"finish":{"method":"dec","round":3,"time":300}}' where id = any($1::int[])`,
      [[win!.gameId, lose!.gameId]],
    );
    const res = await api.app.request(`${COUPON}/${coupon.id}`, { headers: { 'x-test-user': String(demo) } });
    const settled = ((await res.json()) as { coupon: CouponView }).coupon;
    expect(settled.bets.map((item) => item.statusId)).toEqual([1, 0]);
    expect(settled.statusId).toBe(1);
    expect(settled.payout).toBeCloseTo(10 * win!.coef, 2);
  });
});
