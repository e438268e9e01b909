import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/validate.ts';
import type { AuthDeps } from './auth-context.ts';
import { lastSmsQuery } from './auth-schemas.ts';
import { readPhone } from './phone.ts';

/** e2e hooks of the auth routes; mounted only with env API_TEST_HOOKS=1. */
export function authTestHookRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  /** The last SMS "sent" to `phone` (E.164; a `+` left unencoded in the query arrives as a space). */
  app.get('/web-api/test/last-sms', (c) => {
    const { phone } = parseInput(lastSmsQuery, c.req.query(), 'query');
    const read = readPhone(phone.trim().replace(/^(?=\d)/, '+'), undefined, false);
    const sms = read ? deps.sms.last(read.e164) : undefined;
    if (!sms) throw new ApiError(404, [{ code: 'not_found', detail: 'No SMS was sent to this number' }]);
    c.header('Cache-Control', 'no-store');
    return c.json(sms);
  });

  return app;
}
