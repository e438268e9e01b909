import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';

let api: Api;
let outcomeIds: number[] = [];
beforeAll(async () => {
  api = await createTestApi({}, { authenticate: async (c) => (c.req.header('x-test-user') ? { userId: 1 } : undefined) });
  const { rows } = await api.db.query<{ id: number }>(
    `select o.id from outcomes o join markets m on m.id = o.market_id join games g on g.id = m.game_id where g.status <> 'finished' order by o.id limit 60`,
  );
  outcomeIds = rows.map((row) => row.id);
});
afterAll(() => api.close());

/** No 5xx, and every error in the API's shape. */
async function expectNoServerError(path: string, init?: RequestInit): Promise<void> {
  const res = await api.app.request(path, init);
  expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(500);
  if (res.status >= 400 && init?.method !== 'HEAD') expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
}

const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.stringMatching(/^[%&=,;?#+.\-_a-z0-9"'\\ ]{0,40}$/),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.constantFrom('', '0', '-1', '1.5', '1e3', 'NaN', 'live', 'line', 'ru', 'pt-BR', '2024-02-29', '0000-01-01', '9999-12-31', '1,2,3', ',,,', '%00', '__proto__', 'x'.repeat(6000)),
);

const queryKeys = fc.constantFrom('lang', 'section', 'timeFilter', 'sportId', 'champId', 'date', 'ids', 'limit', 'beforeId', 'x');
const rawQuery = fc.oneof(
  fc.array(fc.tuple(queryKeys, nastyText), { maxLength: 4 }).map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')),
  fc.stringMatching(/^[ -~]{0,80}$/).map((text) => text.replace(/[#\s]/g, '')),
);

const paths = fc.constantFrom(
  '/web-api/betting/v1/sports',
  '/web-api/betting/v1/sports/1/champs',
  '/web-api/betting/v1/champs/101/games',
  '/web-api/betting/v1/games/1',
  '/web-api/betting/v1/live',
  '/web-api/betting/v1/top',
  '/web-api/betting/v1/results',
  '/web-api/betting/v1/champions',
  '/web-api/betting/v1/odds',
  '/web-api/api/web/coupon/v1/history',
  '/web-api/api/web/coupon/v1/1',
  '/web-api/api/web/coupon/v1/load/ABCDEFGH',
);

describe('the sports API under random input', () => {
  it('never answers 5xx to random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(paths, rawQuery, fc.boolean(), (path, query, signedIn) =>
        expectNoServerError(`${path}?${query}`, { headers: signedIn ? { 'x-test-user': '1' } : {} }),
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to random path segments', async () => {
    const segment = fc.oneof(fc.webSegment(), nastyText.map(encodeURIComponent), fc.constantFrom('%ZZ', '%', '..', '-1', '1e9', '99999999999999999999'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/web-api/betting/v1/sports/{}/champs', '/web-api/betting/v1/champs/{}/games', '/web-api/betting/v1/games/{}', '/web-api/api/web/coupon/v1/{}', '/web-api/api/web/coupon/v1/load/{}', '/web-api/betting/v1/{}'),
        segment,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
        (template, value, method) => expectNoServerError(template.replace('{}', value), { method, headers: { 'x-test-user': '1' } }),
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to random coupons, headers and bodies', async () => {
    const id = fc.oneof(fc.constantFrom(...outcomeIds), fc.integer({ min: -3, max: 3_000_000_000 }), fc.double(), fc.string({ maxLength: 5 }));
    const number = fc.oneof(fc.double(), fc.integer({ min: -10, max: 10 }), fc.constantFrom(0, 1, 2, 9, 10, 10.5, 1e6, 1e308, -0), fc.string({ maxLength: 4 }));
    const coupon = fc.record(
      {
        typeId: fc.oneof(fc.constantFrom(1, 2, 9), number),
        amount: fc.oneof(fc.constantFrom(10, 25.5, 100, 99_999, 100_001), number),
        systemValue: fc.oneof(fc.integer({ min: 0, max: 5 }), number),
        changeCoefAction: fc.oneof(fc.constantFrom(0, 1, 2), number),
        accountId: fc.oneof(fc.constantFrom(1, 2, 3, 4), number),
        bets: fc.array(
          fc.oneof(
            fc.record({ market: fc.record({ id, coef: fc.oneof(fc.double({ min: 1, max: 50, noNaN: true }), number), isLive: fc.oneof(fc.boolean(), number) }) }),
            fc.record({ outcomeId: id, coef: number, amount: fc.oneof(fc.constantFrom(10, 20), number) }, { requiredKeys: ['outcomeId'] }),
            fc.anything(),
          ),
          { maxLength: 8 },
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(coupon.map((value) => JSON.stringify(value)), fc.json(), nastyText);
    const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', '');
    const key = fc.oneof(fc.constantFrom('k1', 'k2', 'k3'), fc.stringMatching(/^[ -~]{0,140}$/));
    await fc.assert(
      fc.asyncProperty(body, contentType, key, fc.boolean(), (text, type, idempotencyKey, signedIn) => {
        const headers: Record<string, string> = { 'idempotency-key': idempotencyKey };
        if (type) headers['content-type'] = type;
        if (signedIn) headers['x-test-user'] = '1';
        return expectNoServerError('/web-api/api/web/coupon/v1/place?lang=en', { method: 'POST', body: text, headers });
      }),
      { numRuns: 400 },
    );
  });
});
