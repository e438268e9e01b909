import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authenticate as authenticateSession, createAuthDeps, type AuthDeps } from '../auth/auth-context.ts';
import { readAuthEnv } from '../auth/auth-env.ts';
import { AuthFailure, authFailureResponse } from '../auth/auth-http.ts';
import { captchaRoutes } from '../auth/captcha-routes.ts';
import { checkRoutes } from '../auth/check-routes.ts';
import { loginRoutes } from '../auth/login-routes.ts';
import { qrSigninRoutes } from '../auth/qr-signin.ts';
import { registerRoutes } from '../auth/register-routes.ts';
import { sessionRoutes } from '../auth/session-routes.ts';
import { authTestHookRoutes } from '../auth/test-hook-routes.ts';
import { mustAcceptTerms, termsRefusal, termsRoutes } from '../auth/terms.ts';
import { userActionRoutes } from '../auth/user-actions.ts';
import type { Db } from '../db/db.ts';
import { handleError } from '../http/error-handlers.ts';
import type { Authenticate } from '../http/authenticate.ts';

export interface AuthRoutesOptions {
  db: Db;
  now: () => Date;
  /** Mounts `GET /web-api/test/last-sms` (env `API_TEST_HOOKS=1`). */
  testHooks: boolean;
  /** Where `API_TOKEN_SECRET`, `GOOGLE_ONE_TAP_CLIENT_ID` and `API_TRUST_PROXY` are read; `process.env` by default. */
  env?: Record<string, string | undefined>;
}

/** Prefixes of the auth-side services outside `/web-api`, which create-api's body limit does not cover. */
const SERVICE_PREFIXES = ['/captcha-api', '/blocks-api', '/redirects-api', '/social-api'] as const;
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Sign-in, registration, session and token calls, the captcha, and the block, redirect and One Tap checks
 * (spec §3, §4, §7). Counters and SMS codes live in memory, per API instance.
 */
export function authRoutes({ db, now, testHooks, env }: AuthRoutesOptions): Hono {
  return createAuth({ db, now, testHooks, env }).routes;
}

/**
 * The auth routes and the `authenticate` hook other routes use to find the signed-in player (coupon calls):
 * both share one set of tokens and sessions.
 */
export function createAuth({ db, now, testHooks, env }: AuthRoutesOptions): { routes: Hono; authenticate: Authenticate; deps: AuthDeps } {
  const deps = createAuthDeps(db, now, readAuthEnv(env), testHooks);
  const app = new Hono();
  for (const prefix of SERVICE_PREFIXES) app.use(`${prefix}/*`, bodyLimit({ maxSize: MAX_BODY_BYTES }));

  app.route('/', loginRoutes(deps));
  app.route('/', registerRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', captchaRoutes(deps));
  app.route('/', checkRoutes(deps));
  app.route('/', termsRoutes(deps));
  app.route('/', userActionRoutes(deps, { mailbox: deps.env.demoMailbox }));
  app.route('/', qrSigninRoutes(deps));
  if (testHooks) app.route('/', authTestHookRoutes(deps));

  // Auth forms answer their refusals with `{ success, responseType, message }` besides the error shape.
  app.onError((error, c) => (error instanceof AuthFailure ? authFailureResponse(error, c) : handleError(error, c)));
  const authenticate: Authenticate = async (c) => {
    const session = await authenticateSession(c, deps);
    // Signed-in calls of other routes (the coupon) answer 451 until the player accepts the new terms (spec S2 §7).
    if (session && mustAcceptTerms(session.user)) throw termsRefusal();
    return session ? { userId: Number(session.user.id) } : undefined;
  };
  // The office binds phones with the same SMS codes and limits (office/profile.ts).
  return { routes: app, authenticate, deps };
}
