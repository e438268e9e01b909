import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { parseInput, parseJsonBody } from '../http/validate.ts';
import { authenticate, type AuthDeps } from './auth-context.ts';
import { lastSmsQuery, staleTokenBody, testPlayerBody } from './auth-schemas.ts';
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

  /**
   * Makes the caller's token stale (scope `token`), or every token of its session, later ones too (`session`):
   * other calls answer 401 while the forced token refresh still renews the open session. Lets tests drive the
   * client's 401 → refresh → retry path against this API.
   */
  app.post('/web-api/test/stale-token', async (c) => {
    const { scope } = await parseJsonBody(c, staleTokenBody);
    const signedIn = await authenticate(c, deps, { allowStale: true });
    if (!signedIn) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in first' }]);
    if (scope === 'session') deps.stale.sessions.add(signedIn.session.id);
    else deps.stale.tokens.add(signedIn.token);
    c.header('Cache-Control', 'no-store');
    return c.json({ stale: scope });
  });

  /**
   * Puts the caller in a state: `termsOutdated` (accepted terms older than the current ones, so signed-in calls
   * answer 451), `banLevel` (read into tokens issued from now on: sign in again to carry it) and `blockTemplate`
   * (what the block check answers for the player from now on; 0 lifts the block); `needIdentification` and
   * `identificationBonus` (the user config's `is_need_identification` and `is_identification_bonus`, in memory);
   * `activationType` (over the one derived from the contacts, null to derive it again: a phone or e-mail that needs
   * activating, UCFG-020 and UCFG-021).
   */
  app.post('/web-api/test/player', async (c) => {
    const { termsOutdated, banLevel, blockTemplate, needIdentification, identificationBonus, activationType } = await parseJsonBody(c, testPlayerBody);
    const signedIn = await authenticate(c, deps, { allowStale: true });
    if (!signedIn) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in first' }]);
    if (termsOutdated !== undefined) {
      await deps.db.query('update users set terms_accepted_at = $2 where id = $1', [signedIn.user.id, termsOutdated ? null : deps.now().toISOString()]);
    }
    if (banLevel !== undefined) await deps.db.query('update users set ban_level = $2 where id = $1', [signedIn.user.id, banLevel]);
    if (blockTemplate !== undefined) await deps.db.query('update users set block_template = $2 where id = $1', [signedIn.user.id, blockTemplate || null]);
    if (activationType !== undefined) await deps.db.query('update users set activation_type_override = $2 where id = $1', [signedIn.user.id, activationType]);
    if (needIdentification !== undefined || identificationBonus !== undefined) {
      const flags = { ...deps.identification.get(signedIn.user.id) };
      if (needIdentification !== undefined) flags.is_need_identification = needIdentification;
      if (identificationBonus !== undefined) flags.is_identification_bonus = identificationBonus;
      deps.identification.set(signedIn.user.id, flags);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ login: signedIn.user.login, termsOutdated, banLevel, blockTemplate, needIdentification, identificationBonus, activationType });
  });

  return app;
}
