import { Hono } from 'hono';
import { parseJsonBody } from '../http/validate.ts';
import { authenticate, type AuthDeps } from './auth-context.ts';
import { clearUserTokenCookie } from './auth-http.ts';
import { captchaValidateBody } from './auth-schemas.ts';
import { endSession } from './sessions.ts';

/** Captcha validation types: 0 solved, 1 wrong (fetch a new challenge), 2 wrong too often, the player is signed out. */
export const CAPTCHA_TYPE = { solved: 0, wrong: 1, logout: 2 } as const;

/** The captcha module (CALL-022): `update` makes a challenge, `validate` checks an answer, `gettime` tells the time. */
export function captchaRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  const seconds = () => Math.floor(deps.now().getTime() / 1000);

  app.get('/captcha-api/update', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(deps.captcha.create());
  });

  app.get('/captcha-api/gettime', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ time: seconds() });
  });

  /**
   * `{ success, type, time, error_message }` (spec §3). A right answer leaves the challenge usable once in
   * `X-Captcha`; a wrong one spends it. A signed-in player who answers wrong too often is signed out (type 2,
   * spec §4 "isLogoutUser").
   */
  app.post('/captcha-api/validate', async (c) => {
    const { challengeId, answer } = await parseJsonBody(c, captchaValidateBody);
    const check = deps.captcha.check(challengeId, answer, false);
    if (check.ok) return c.json({ success: true, type: CAPTCHA_TYPE.solved, time: seconds(), error_message: null });
    const signedIn = await authenticate(c, deps);
    if (signedIn && deps.captchaFailures.fail(`user:${signedIn.user.id}`).blocked) {
      deps.captchaFailures.reset(`user:${signedIn.user.id}`);
      await endSession(deps.db, signedIn.session.id, deps.now());
      clearUserTokenCookie(c);
      return c.json({ success: false, type: CAPTCHA_TYPE.logout, time: seconds(), error_message: 'Too many wrong answers: signed out' });
    }
    return c.json({ success: false, type: CAPTCHA_TYPE.wrong, time: seconds(), error_message: check.detail });
  });

  return app;
}
