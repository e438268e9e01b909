import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { parseJsonBody } from './validate.ts';

/** The refusals a test may ask for: the spec's error codes a screen reports to the player (ERR-004 to ERR-006). */
type ForcedStatus = 400 | 401 | 403;

const forcedStatusBody = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().regex(/^\/(web|bff)-api\//).max(200),
  status: z.union([z.literal(400), z.literal(401), z.literal(403)]),
  /** How many matching calls answer so; 0 clears it. A 401 is retried up to 3 times after token refreshes: ask for 4. */
  times: z.number().int().min(0).max(10).default(1),
});

const DETAIL: Record<ForcedStatus, { code: string; detail: string }> = {
  400: { code: 'bad_request', detail: 'Refused by a test hook' },
  401: { code: 'unauthorized', detail: 'Refused by a test hook' },
  403: { code: 'forbidden', detail: 'Refused by a test hook' },
};

/**
 * e2e hook (mounted only with env API_TEST_HOOKS=1): `POST /web-api/test/next-status {method, path, status, times}`
 * from a signed-in player makes that player's next `times` calls of that method and path answer `status` in the
 * spec's error shape, so a test can see how a screen reports a 400, 401 or 403 (ERR-004 to ERR-006) without breaking
 * the data behind it. Kept per player: tests running beside it on the same server are not touched.
 * `playerOf` finds the caller's user id, stale tokens too (a 401 is retried with a refreshed token).
 */
export function forcedStatusHooks(playerOf: (c: Context) => Promise<number | undefined>): { middleware: MiddlewareHandler; routes: Hono } {
  const pending = new Map<string, { status: ForcedStatus; left: number }>();
  const keyOf = (userId: number, method: string, path: string) => `${userId} ${method.toUpperCase()} ${path}`;

  const middleware: MiddlewareHandler = async (c, next) => {
    if (pending.size === 0 || !c.req.header('authorization')) return next();
    const userId = await playerOf(c);
    const key = userId === undefined ? undefined : keyOf(userId, c.req.method, c.req.path);
    const forced = key === undefined ? undefined : pending.get(key);
    if (!key || !forced) return next();
    forced.left -= 1;
    if (forced.left <= 0) pending.delete(key);
    throw new ApiError(forced.status, [DETAIL[forced.status]]);
  };

  const routes = new Hono();
  routes.post('/web-api/test/next-status', async (c) => {
    const { method, path, status, times } = await parseJsonBody(c, forcedStatusBody);
    const userId = await playerOf(c);
    if (userId === undefined) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in first' }]);
    if (times === 0) pending.delete(keyOf(userId, method, path));
    else pending.set(keyOf(userId, method, path), { status, left: times });
    c.header('Cache-Control', 'no-store');
    return c.json({ method, path, status, times });
  });
  return { middleware, routes };
}
