import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import type { Authenticate } from '../http/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { DEMO_COUNTERS, demoVendorScript, isDemoVendorKind } from '../analytics/demo-vendors.ts';

export interface AnalyticsRoutesOptions {
  db: Db;
  now: () => Date;
  authenticate: Authenticate;
  /** Mounts `GET /web-api/test/analytics` (what the collector received), for e2e tests only (env `API_TEST_HOOKS=1`). */
  testHooks: boolean;
}

/** The collector keeps this many records; older ones are dropped (a reference API, not a warehouse). */
export const ANALYTICS_RECORDS_KEPT = 5000;

const slotKey = z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/);
/** One collector record: an id with string, integer and float slots (spec: S2 §7; ANLT-002). */
const recordSchema = z
  .object({
    id: z.union([z.number().int(), z.string().min(1).max(60)]),
    at: z.number().int(),
    page: z.string().max(500),
    str: z.record(slotKey, z.string().max(500)),
    int: z.record(slotKey, z.number().int()),
    float: z.record(slotKey, z.number()),
  })
  .strict();
const batchSchema = z.object({ records: z.array(recordSchema).min(1).max(50) }).strict();
const countersQuery = z.object({ domain: z.string().max(253), projectId: z.coerce.number().int().min(0).max(1_000_000) });
const agreeTimeBody = z.object({ cookiesAgreeTime: z.string().datetime({ offset: true }) }).strict();
const readQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });


/** The internal collector, the counters request and the cookie-agree-time log (spec: S2 §7). */
export function analyticsRoutes({ db, now, authenticate, testHooks }: AnalyticsRoutesOptions): Hono {
  const app = new Hono();
  const userOf = async (c: Context) => {
    try {
      return (await authenticate(c))?.userId;
    } catch {
      // A player who must accept new terms still counts as a visitor for analytics.
      return undefined;
    }
  };

  app.post('/web-api/analytics/v1/collect', async (c) => {
    const { records } = await parseJsonBody(c, batchSchema);
    const userId = await userOf(c);
    const receivedAt = now();
    for (const record of records) {
      await db.query('insert into analytics_records (received_at, user_id, record) values ($1, $2, $3)', [receivedAt, userId ?? null, JSON.stringify(record)]);
    }
    await db.query('delete from analytics_records where id <= (select max(id) from analytics_records) - $1', [ANALYTICS_RECORDS_KEPT]);
    return c.json({ result: true });
  });

  app.get('/web-api/analytics/v1/counters', (c) => {
    parseInput(countersQuery, c.req.query(), 'query');
    c.header('Cache-Control', 'public, max-age=300');
    // The analytics counters of a site (spec: S2 §7 "Counters request"): the demo vendors and the internal collector.
    return c.json({ counters: DEMO_COUNTERS });
  });

  app.get('/web-api/analytics/v1/vendors/:file', (c) => {
    const kind = c.req.param('file').replace(/\.js$/, '');
    if (!c.req.param('file').endsWith('.js') || !isDemoVendorKind(kind)) throw new ApiError(404, [{ code: 'not_found', detail: 'No such vendor script' }]);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(demoVendorScript(kind));
  });

  app.post('/web-api/api-v3/v2/user/cookies-agree-time', async (c) => {
    const { cookiesAgreeTime } = await parseJsonBody(c, agreeTimeBody);
    const user = await authenticate(c);
    if (!user) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in to record the cookie agree time' }]);
    await db.query('update users set cookies_agree_time = $1 where id = $2', [new Date(cookiesAgreeTime), user.userId]);
    return c.json({ result: true });
  });

  if (testHooks) {
    // What the collector received, newest last, and each signed-in player's agree time: e2e reads them back.
    app.get('/web-api/test/analytics', async (c) => {
      const { limit } = parseInput(readQuery, c.req.query(), 'query');
      const { rows } = await db.query<{ received_at: Date; user_id: number | null; record: unknown }>(
        'select received_at, user_id, record from (select * from analytics_records order by id desc limit $1) latest order by id',
        [limit],
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ records: rows.map((row) => ({ receivedAt: new Date(row.received_at).toISOString(), userId: row.user_id, ...(typeof row.record === 'string' ? JSON.parse(row.record) : row.record) })) });
    });
    app.get('/web-api/test/cookies-agree-time', async (c) => {
      const { login } = parseInput(z.object({ login: z.string().min(1).max(100) }), c.req.query(), 'query');
      const { rows } = await db.query<{ cookies_agree_time: Date | null }>('select cookies_agree_time from users where login = $1', [login]);
      c.header('Cache-Control', 'no-store');
      return c.json({ cookiesAgreeTime: rows[0]?.cookies_agree_time ? new Date(rows[0].cookies_agree_time).toISOString() : null });
    });
  }
  return app;
}
