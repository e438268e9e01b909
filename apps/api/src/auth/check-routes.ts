import { Hono, type Context } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/validate.ts';
import { authenticate, startSession, type AuthDeps } from './auth-context.ts';
import { AuthFailure } from './auth-http.ts';
import { blockBody, googleOneTapForm, redirectLightBody } from './auth-schemas.ts';
import { generateLogin, generatePassword } from './credentials.ts';
import { hashPassword } from './password.ts';
import { readSocialToken } from './social.ts';
import { currencyExists, findUserById, findUserBySocial, insertUser } from './users.ts';

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

/** The block check, the redirect check, the One Tap client id and the One Tap sign-in (CALL-026, CALL-025, CALL-005, CALL-006). */
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

  /**
   * One Tap sign-in (CALL-006, AUTH-014, AUTH-015): multipart credential, language, currency and countryId. The
   * reference API cannot ask Google, so it takes the demo credential `demo:google:<id>` only; a player new to it
   * is registered (soc_reg) in the given currency. Answers `redirectUrl`, the language's home, with the session cookie set.
   */
  app.post('/social-api/oauth/google-one-tap', async (c) => {
    if (!deps.env.googleOneTapClientId) throw new ApiError(404, [{ code: 'not_found', detail: 'Google One Tap is not configured' }]);
    let fields: Record<string, unknown>;
    try {
      fields = await c.req.parseBody();
    } catch {
      throw ApiError.badRequest('invalid_body', 'Send the One Tap form as multipart/form-data');
    }
    const parsed = googleOneTapForm.safeParse(fields);
    if (!parsed.success) throw ApiError.badRequest('invalid_body', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const { credential, language, currency } = parsed.data;
    const socialId = readSocialToken('google', credential);
    if (!socialId) throw AuthFailure.badRequest('invalid_social_token', 'Google did not confirm this sign-in', 'social');
    let user = await findUserBySocial(deps.db, 'google', socialId);
    if (!user) {
      if (!(await currencyExists(deps.db, currency))) throw AuthFailure.badRequest('unknown_currency', `Currency ${currency} is not offered`, 'registration');
      const inserted = await insertUser(deps.db, {
        login: generateLogin(),
        passwordHash: await hashPassword(generatePassword()),
        currency,
        regType: 'soc_reg',
        bonus: 0,
        country: 'ru',
        social: { provider: 'google', id: socialId },
        createdAt: deps.now(),
      });
      if ('duplicate' in inserted) throw AuthFailure.badRequest('registration_conflict', 'Try again', 'registration');
      user = await findUserById(deps.db, inserted.id);
      if (!user) throw new Error('registered user vanished');
    }
    await startSession(c, deps, user, false);
    c.header('Cache-Control', 'no-store');
    return c.json({ redirectUrl: `/${language}` });
  });

  return app;
}
