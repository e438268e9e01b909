import { accountsResponseSchema, ledgerResponseSchema, paymentStepSchema } from '@bf/api-client/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';
import { serveOnLoopback, type LoopbackServer } from '../test/serve-on-loopback.ts';

// Issue 11 "done when": 200 bets, deposits and withdrawals at once for one player against the running API (real HTTP,
// real sign-in); the ledger sums equal the balances, no balance goes negative, and nothing is created or lost.
const OFFICE = '/web-api/officeapi/v1';
const OPERATIONS = 200;
let api: Api;
let server: LoopbackServer;
let token: string;
let userId: number;
let mainId: number;

beforeAll(async () => {
  // Pending payments wait an hour here, so only the test decides when they settle.
  api = await createTestApi({ API_TEST_HOOKS: '1' }, { paymentPendingMs: 3_600_000 });
  server = await serveOnLoopback(api);
  const res = await fetch(`${server.baseUrl}/web-api/auth/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'fast_reg', currency: 'RUB' }),
  });
  const body = (await res.json()) as { data: { token: string; user_id: number } };
  token = body.data.token;
  userId = body.data.user_id;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await api?.close();
});

async function http(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

/** What one operation did, as the API answered it: ledger rows it wrote and cents it moved on the main account. */
interface Effect {
  kind: 'bet' | 'deposit' | 'withdrawal';
  ok: boolean;
  rows: number;
  cents: number;
  pendingPaymentId?: number;
  pendingDirection?: 'deposit' | 'withdrawal';
  amountMinor?: number;
}

const OUTCOMES = ['success', 'fail', 'cancel', 'pending'] as const;

describe('200 concurrent bets, deposits and withdrawals for one player', () => {
  it('keeps every balance equal to its ledger, never negative, with one ledger row per money movement', async () => {
    const accounts = accountsResponseSchema.parse((await http('GET', `${OFFICE}/accounts`)).json).accounts;
    mainId = accounts.find((account) => account.type === 0)!.id;
    // A starting balance of 2000.00 RUB, deposited like any other.
    const first = paymentStepSchema.parse((await http('POST', `${OFFICE}/payments/deposit`, { accountId: mainId, amountMinor: 200_000, method: 'card' })).json);
    expect((await http('POST', `${OFFICE}/payment-sim/${first.payment.id}`, { outcome: 'success' })).status).toBe(200);

    const { rows: picks } = await api.db.query<{ id: number; coef: number }>(
      `select distinct on (g.id) o.id, o.coef::float8 as coef from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
       where g.status = 'line' and g.start_at > now() + interval '2 hours' and not m.is_blocked and not o.is_blocked and m.type in ('1x2', 'winner')
       order by g.id, o.position limit 40`,
    );
    expect(picks.length).toBeGreaterThan(10);
    const { rows: before } = await api.db.query<{ n: number }>('select count(*)::int as n from ledger_entries where user_id = $1', [userId]);

    const rand = prng(11);
    const operations = Array.from({ length: OPERATIONS }, (_, index) => {
      const kind = (['bet', 'deposit', 'withdrawal'] as const)[index % 3]!;
      const outcome = OUTCOMES[rand(4)]!;
      const pick = picks[rand(picks.length)]!;
      const amount = kind === 'bet' ? (10 + rand(21)) * 100 : kind === 'deposit' ? (100 + rand(401)) * 100 : (100 + rand(301)) * 100;
      return async (): Promise<Effect> => {
        if (kind === 'bet') {
          const res = await http(
            'POST',
            '/web-api/api/web/coupon/v1/place?lang=en',
            { typeId: 1, amount: amount / 100, bets: [{ outcomeId: pick.id, coef: pick.coef }], changeCoefAction: 1, accountId: mainId },
            { 'idempotency-key': `concurrent-bet-${index}` },
          );
          if (res.status === 200) return { kind, ok: true, rows: 1, cents: -amount };
          expect(res.status, JSON.stringify(res.json)).toBe(400);
          return { kind, ok: false, rows: 0, cents: 0 };
        }
        const created = await http('POST', `${OFFICE}/payments/${kind}`, { accountId: mainId, amountMinor: amount, method: 'card' }, { 'idempotency-key': `concurrent-pay-${index}` });
        if (created.status !== 201) {
          // Only a withdrawal may be refused, and only for want of money.
          expect([kind, created.status, (created.json as { errors: { code: string }[] }).errors[0]?.code]).toEqual(['withdrawal', 400, 'insufficient_funds']);
          return { kind, ok: false, rows: 0, cents: 0 };
        }
        const paymentId = paymentStepSchema.parse(created.json).payment.id;
        const decided = await http('POST', `${OFFICE}/payment-sim/${paymentId}`, { outcome });
        expect(decided.status, JSON.stringify(decided.json)).toBe(200);
        if (kind === 'deposit') {
          if (outcome === 'success') return { kind, ok: true, rows: 1, cents: amount };
          if (outcome === 'pending') return { kind, ok: true, rows: 0, cents: 0, pendingPaymentId: paymentId, pendingDirection: kind, amountMinor: amount };
          return { kind, ok: true, rows: 0, cents: 0 };
        }
        // A withdrawal holds the amount when created; fail and cancel release it.
        if (outcome === 'fail' || outcome === 'cancel') return { kind, ok: true, rows: 2, cents: 0 };
        if (outcome === 'pending') return { kind, ok: true, rows: 1, cents: -amount, pendingPaymentId: paymentId, pendingDirection: kind, amountMinor: amount };
        return { kind, ok: true, rows: 1, cents: -amount };
      };
    });

    const effects = await Promise.all(operations.map((run) => run()));
    // Pending payments settle now: deposits credit, withdrawals stay paid out.
    for (const effect of effects.filter((item) => item.pendingPaymentId !== undefined)) {
      const res = await http('POST', '/web-api/test/payments/settle', { paymentId: effect.pendingPaymentId, outcome: 'success' });
      expect(res.status).toBe(200);
      if (effect.pendingDirection === 'deposit') {
        effect.rows += 1;
        effect.cents += effect.amountMinor!;
      }
    }

    const succeeded = effects.filter((effect) => effect.ok);
    const expectedRows = effects.reduce((sum, effect) => sum + effect.rows, 0);
    const expectedCents = 200_000 + effects.reduce((sum, effect) => sum + effect.cents, 0);

    console.info(
      `[office concurrency] ${OPERATIONS} operations: ${['bet', 'deposit', 'withdrawal'].map((kind) => `${kind} ${succeeded.filter((e) => e.kind === kind).length}/${effects.filter((e) => e.kind === kind).length}`).join(', ')}; ${expectedRows} ledger rows; balance ${expectedCents} cents`,
    );
    // The mix really ran: bets, deposits and withdrawals succeeded, and some withdrawals were refused.
    for (const kind of ['bet', 'deposit', 'withdrawal'] as const) expect(succeeded.filter((effect) => effect.kind === kind).length).toBeGreaterThan(20);

    const { rows: after } = await api.db.query<{ n: number }>('select count(*)::int as n from ledger_entries where user_id = $1', [userId]);
    expect(after[0]!.n - before[0]!.n).toBe(expectedRows);

    const main = ledgerResponseSchema.parse((await http('GET', `${OFFICE}/ledger?accountId=${mainId}&limit=1`)).json);
    expect(main.balanceMinor).toBe(expectedCents);
    expect(main.ledgerSumMinor).toBe(expectedCents);

    const { rows: sums } = await api.db.query<{ id: number; balance: string; total: string; lowest: string }>(
      `select a.id, (a.money * 100)::bigint as balance, coalesce(sum(l.amount_minor), 0)::bigint as total, coalesce(min(l.balance_after_minor), 0)::bigint as lowest
       from accounts a left join ledger_entries l on l.account_id = a.id where a.user_id = $1 group by a.id`,
      [userId],
    );
    for (const row of sums) {
      expect(row.balance).toBe(row.total);
      expect(Number(row.lowest)).toBeGreaterThanOrEqual(0);
    }

    // Nothing made or lost: one coupon per placed bet, one payment per created payment.
    const { rows: counts } = await api.db.query<{ coupons: number; payments: number; stakes: number }>(
      `select (select count(*)::int from coupons where user_id = $1) as coupons, (select count(*)::int from payments where user_id = $1) as payments,
              (select count(*)::int from ledger_entries where user_id = $1 and kind = 'bet_stake') as stakes`,
      [userId],
    );
    const bets = succeeded.filter((effect) => effect.kind === 'bet').length;
    const payments = succeeded.filter((effect) => effect.kind !== 'bet').length + 1;
    expect(counts[0]).toEqual({ coupons: bets, payments, stakes: bets });
  }, 300_000);
});
