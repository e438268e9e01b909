import { Hono, type Context } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/validate.ts';
import { authenticate, type AuthDeps } from './auth-context.ts';
import { AuthFailure } from './auth-http.ts';
import { blockBody, redirectLightBody } from './auth-schemas.ts';

/** Origins the request was addressed to: its own URL's, and the forwarded one when a proxy passed it on. */
function requestOrigins(c: Context): Set<string> {
  const origins = new Set([new URL(c.req.url).origin]);
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  if (host) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(c.req.url).protocol.replace(':', '');
    try {
      origins.add(new URL(`${proto}://${host}`).origin);
    } catch {
      // A malformed forwarded host adds nothing.
    }
  }
  return origins;
}

/** The block check, the redirect check and the One Tap client id (CALL-026, CALL-025, CALL-005). */
export function checkRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  /**
   * displayTypeId 1 with the player's block template (the blocking reason) for a blocked player; 0 and 0 for
   * everyone else. A ban is not a block: the ban level travels in the token and the front end guards on it.
   */
  app.post('/blocks-api/api/v2/block', async (c) => {
    await parseJsonBody(c, blockBody);
    const signedIn = await authenticate(c, deps);
    const template = signedIn?.user.block_template ?? null;
    c.header('Cache-Control', 'no-store');
    return c.json(template ? { displayTypeId: 1, templateTypeId: template } : { displayTypeId: 0, templateTypeId: 0 });
  });

  /** No redirect rules exist in the reference API, so a same-origin URL stays; another origin is refused. */
  app.post('/redirects-api/api/v1/redirect-light', async (c) => {
    const { url } = await parseJsonBody(c, redirectLightBody);
    const origins = requestOrigins(c);
    let target: URL | null = null;
    try {
      target = new URL(url, [...origins][0]);
    } catch {
      target = null;
    }
    if (!target || !origins.has(target.origin)) {
      throw AuthFailure.badRequest('foreign_url', 'Only addresses of this site can be checked', 'redirect');
    }
    return c.json({ redirect: false, code: 200, url, reasons: [], breadcrumbs: [] });
  });

  app.get('/social-api/oauth/google-one-tap/clientId', (c) => {
    const clientId = deps.env.googleOneTapClientId;
    if (!clientId) throw new ApiError(404, [{ code: 'not_found', detail: 'Google One Tap is not configured' }]);
    return c.json({ clientId });
  });

  return app;
}
