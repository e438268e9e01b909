import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../create-api.ts';
import { createTestApi } from '../test/create-test-api.ts';

let api: Api | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const NOW = new Date('2026-05-01T12:00:00.000Z');
const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
// The calls find the player from a test header: these tests are about the analytics routes, not sign-in.
const byHeader = { authenticate: async (c: { req: { header(name: string): string | undefined } }) => (c.req.header('x-user') ? { userId: Number(c.req.header('x-user')) } : undefined) };

async function newUser(app: Api): Promise<{ id: number; login: string }> {
  const login = `consent${Math.floor(Math.random() * 1e9)}`;
  const { rows } = await app.db.query<{ id: number }>(`insert into users (login, password_hash, currency) values ($1, 'x', 'RUB') returning id`, [login]);
  return { id: rows[0]!.id, login };
}

describe('the internal collector (ANLT-002)', () => {
  it('stores each record with its id and string, integer and float slots, and the test hook reads them back', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' }, { now: () => NOW });
    const res = await api.app.request(
      '/web-api/analytics/v1/collect',
      json({
        records: [
          { id: 10000, at: 1, page: '/en/live', str: { iso: 'RUB' }, int: { couponId: 77, betCount: 2 }, float: { coef: 3.25 } },
          { id: 'page', at: 2, page: '/en', str: { route: 'home', path: '/en' }, int: {}, float: {} },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const read = (await (await api.app.request('/web-api/test/analytics')).json()) as { records: { id: unknown; receivedAt: string; int: object; float: object; str: object }[] };
    expect(read.records).toEqual([
      expect.objectContaining({ id: 10000, receivedAt: '2026-05-01T12:00:00.000Z', str: { iso: 'RUB' }, int: { couponId: 77, betCount: 2 }, float: { coef: 3.25 } }),
      expect.objectContaining({ id: 'page', str: { route: 'home', path: '/en' } }),
    ]);
  });

  it('answers bad batches with a 400, never a 500, and stores nothing of them', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' });
    const bad = [
      {},
      { records: [] },
      { records: [{ id: 1, at: 1, page: '/', str: {}, int: { n: 1.5 }, float: {} }] },
      { records: [{ id: 1, at: 1, page: '/', str: { 'bad key!': 'x' }, int: {}, float: {} }] },
      { records: Array.from({ length: 51 }, () => ({ id: 1, at: 1, page: '/', str: {}, int: {}, float: {} })) },
    ];
    for (const body of bad) expect((await api.app.request('/web-api/analytics/v1/collect', json(body))).status).toBe(400);
    expect((await api.app.request('/web-api/analytics/v1/collect', { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const read = (await (await api.app.request('/web-api/test/analytics')).json()) as { records: unknown[] };
    expect(read.records).toEqual([]);
  });

  it('has no read hook without API_TEST_HOOKS=1', async () => {
    api = await createTestApi();
    expect((await api.app.request('/web-api/test/analytics')).status).toBe(404);
  });
});

describe('the counters request', () => {
  it('answers the counters of a domain and project', async () => {
    api = await createTestApi();
    const res = await api.app.request('/web-api/analytics/v1/counters?domain=example.com&projectId=1');
    expect(res.status).toBe(200);
    const { counters } = (await res.json()) as { counters: { kind: string; id: string; src?: string }[] };
    // A tag manager, a sports-data queue, a goal counter, two social pixels and the internal collector (S2 §7; ANLT-001).
    expect(counters.map((counter) => `${counter.kind} ${counter.id}`)).toEqual(['tag_manager GTM-BFDEMO', 'sports_data_queue sd-demo', 'goal_counter 1045', 'social_pixel px-demo-a', 'social_pixel px-demo-b', 'internal_collector 1518']);
    expect(counters.find((counter) => counter.kind === 'goal_counter')?.src).toBe('/web-api/analytics/v1/vendors/goal_counter.js?id=1045');
    expect((await api.app.request('/web-api/analytics/v1/counters?domain=example.com&projectId=x')).status).toBe(400);
  });

  it('serves each demo vendor script as JavaScript, and 404 for any other name', async () => {
    api = await createTestApi();
    const res = await api.app.request('/web-api/analytics/v1/vendors/social_pixel.js?id=px-demo-a');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    const script = await res.text();
    expect(script).toContain('"_spq"');
    expect(() => new Function(script)).not.toThrow();
    for (const bad of ['evil.js', 'tag_manager', 'tag_manager.json', '..%2Fsecret.js', 'constructor.js']) {
      expect((await api.app.request(`/web-api/analytics/v1/vendors/${bad}`)).status).toBe(404);
    }
  });
});

describe('the cookie-agree-time log (CONSENT-008)', () => {
  it('records the signed-in player\'s agree time; a visitor gets 401', async () => {
    api = await createTestApi({ API_TEST_HOOKS: '1' }, byHeader as never);
    const user = await newUser(api);
    const body = { cookiesAgreeTime: '2026-04-30T08:15:00.000Z' };
    expect((await api.app.request('/web-api/api-v3/v2/user/cookies-agree-time', json(body))).status).toBe(401);
    expect((await api.app.request('/web-api/api-v3/v2/user/cookies-agree-time', json(body, { 'x-user': String(user.id) }))).status).toBe(200);
    const read = await (await api.app.request(`/web-api/test/cookies-agree-time?login=${user.login}`)).json();
    expect(read).toEqual({ cookiesAgreeTime: '2026-04-30T08:15:00.000Z' });
    expect((await api.app.request('/web-api/api-v3/v2/user/cookies-agree-time', json({ cookiesAgreeTime: 'yesterday' }, { 'x-user': String(user.id) }))).status).toBe(400);
  });
});
