import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { bearer, createAuthTestApi, tokenFor } from '../auth/auth-test-kit.ts';

// The coupon calls know the player by the same tokens the sign-in routes issue (no injected hook here).
let api: Api;
beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(() => api.close());

async function lineOutcome(): Promise<{ id: number; coef: number }> {
  const { rows } = await api.db.query<{ id: number; coef: number }>(
    `select o.id, o.coef::float8 as coef from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id
     where g.status = 'line' and g.start_at > now() + interval '1 hour' and not m.is_blocked and not o.is_blocked and m.type in ('1x2', 'winner')
     order by g.id, o.position limit 1`,
  );
  return rows[0]!;
}

describe('coupon placement with a real sign-in', () => {
  it('places for a signed-in player and refuses a logged-out token', async () => {
    const token = await tokenFor(api.app);
    const pick = await lineOutcome();
    const body = JSON.stringify({ typeId: 1, amount: 50, bets: [{ market: { id: pick.id, coef: pick.coef, isLive: false } }] });
    const headers = { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': 'real-auth-1' };
    const placed = await api.app.request('/web-api/api/web/coupon/v1/place?lang=en', { method: 'POST', headers, body });
    expect(placed.status, await placed.clone().text()).toBe(200);
    const again = await api.app.request('/web-api/api/web/coupon/v1/place?lang=en', { method: 'POST', headers, body });
    expect(((await again.json()) as { coupon: { id: number } }).coupon.id).toBe(((await placed.json()) as { coupon: { id: number } }).coupon.id);

    await api.app.request('/web-api/auth/v1/disconnect', { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: '{}' });
    const after = await api.app.request('/web-api/api/web/coupon/v1/place?lang=en', { method: 'POST', headers: { ...headers, 'idempotency-key': 'real-auth-2' }, body });
    expect(after.status).toBe(401);
  });
});
