import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { parseJsonBody } from './validate.ts';

/** The refusals a test may ask for: the spec's error codes a screen reports to the player (ERR-004 to ERR-006). */
type ForcedStatus = 400 | 401 | 403;

const forcedStatusBody = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().regex(/^\/(web|bff)-api\//).max(200),
  status: z.union([z.literal(400), z.literal(401), z.literal(403)]),
  /** How many matching calls answer so; 0 clears it. A 401 is retried once after the token refresh: ask for 2. */
  times: z.number().int().min(0).max(10).default(1),
});

const DETAIL: Record<ForcedStatus, { code: string; detail: string }> = {
  400: { code: 'bad_request', detail: 'Refused by a test hook' },
  401: { code: 'unauthorized', detail: 'Refused by a test hook' },
  403: { code: 'forbidden', detail: 'Refused by a test hook' },
};

/**
 * e2e hook (mounted only with env API_TEST_HOOKS=1): `POST /web-api/test/next-status {method, path, status, times}`
 * makes the next `times` calls of that method and path answer `status` in the spec's error shape, so a test can
 * see how a screen reports a 400, 401 or 403 (ERR-004 to ERR-006) without breaking the data behind it.
 */
export function forcedStatusHooks(): { middleware: MiddlewareHandler; routes: Hono } {
  const pending = new Map<string, { status: ForcedStatus; left: number }>();
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  const middleware: MiddlewareHandler = async (c, next) => {
    const key = keyOf(c.req.method, c.req.path);
    const forced = pending.get(key);
    if (!forced) return next();
    forced.left -= 1;
    if (forced.left <= 0) pending.delete(key);
    throw new ApiError(forced.status, [DETAIL[forced.status]]);
  };

  const routes = new Hono();
  routes.post('/web-api/test/next-status', async (c) => {
    const { method, path, status, times } = await parseJsonBody(c, forcedStatusBody);
    if (times === 0) pending.delete(keyOf(method, path));
    else pending.set(keyOf(method, path), { status, left: times });
    c.header('Cache-Control', 'no-store');
    return c.json({ method, path, status, times });
  });
  return { middleware, routes };
}
