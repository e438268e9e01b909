import { Hono, type MiddlewareHandler } from 'hono';
import { parseInput } from '../http/validate.ts';
import { authenticate, issueToken, type AuthDeps } from './auth-context.ts';
import { AuthFailure } from './auth-http.ts';
import { getTokenQuery } from './auth-schemas.ts';
import { extendSession, sessionExpiry } from './sessions.ts';
import { mustAcceptTerms, termsRefusal } from './terms.ts';
import { buildUserConfig } from './user-config.ts';
import { userAccounts } from './users.ts';
import { userConfigOverlay } from '../office/profile.ts';
import { geoRegionOf, grantKey, issueGrant, SECURE_DATA_PATH } from './secure-data.ts';

/** Session and token calls (spec §7): token refresh, the session ping, the user-session check and the user config. */
export function sessionRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  const { db, now } = deps;
  const grants = grantKey(deps.tokens.secret);

  // Nothing here may be cached, errors included: each answer is about this request's session, now.
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };

  /** CALL-008: `data.token`; with force_refresh a new token (and cookie) for a fresh lifetime of the session. */
  app.get('/web-api/user/gettoken', noStore, async (c) => {
    const { force_refresh } = parseInput(getTokenQuery, c.req.query(), 'query');
    const forced = force_refresh === 'true' || force_refresh === '1';
    // A stale token (test hook) still renews its open session, the way a refresh outlives an access token.
    const signedIn = await authenticate(c, deps, { allowStale: forced });
    if (!signedIn) throw AuthFailure.unauthorized();
    if (!forced) return c.json({ data: { token: signedIn.token } });
    const exp = sessionExpiry(signedIn.session.remember, now());
    await extendSession(db, signedIn.session.id, exp);
    return c.json({ data: { token: await issueToken(c, deps, signedIn.user, signedIn.session.id, exp) } });
  });

  /** CALL-007 / CALL-002: plain text, never JSON; 200 while the session is valid, 401 once it is not. */
  app.get('/web-api/session', noStore, async (c) => {
    return (await authenticate(c, deps)) ? c.text('OK') : c.text('Unauthorized', 401);
  });

  /** CALL-010: the signed-in user's id, or null for a visitor (the caller then disconnects, SESSION-002). */
  app.get('/web-api/user/v1/session-check', noStore, async (c) => {
    const signedIn = await authenticate(c, deps);
    return c.json({ user_id: signedIn?.user.id ?? null });
  });

  /** CALL-034: `{ result, error }` with every user config field of spec §3. */
  app.get('/web-api/user/v1/config', noStore, async (c) => {
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw AuthFailure.unauthorized();
    if (mustAcceptTerms(signedIn.user)) throw termsRefusal();
    const accounts = await userAccounts(db, signedIn.user.id);
    const result = {
      ...buildUserConfig(signedIn.user, accounts, c.req.header('user-agent') ?? '', now()),
      // The office's own fields: protection, settings, mailing (office/profile.ts).
      ...(await userConfigOverlay(db, signedIn.user.id, now())),
      ...deps.identification.get(signedIn.user.id),
    };
    return c.json({ result, error: null });
  });

  /** CALL-004: `{ ggru, grant }` for the signed-in player; the grant is HMAC-signed and lasts 1800 s. */
  app.get(SECURE_DATA_PATH, noStore, async (c) => {
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw AuthFailure.unauthorized();
    return c.json({ ggru: geoRegionOf(signedIn.user.country), grant: issueGrant(grants, signedIn.user.id, now()) });
  });

  return app;
}
