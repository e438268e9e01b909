import type { Context } from 'hono';
import type { Db } from '../db/db.ts';
import { requestToken, setUserTokenCookie } from './auth-http.ts';
import type { AuthEnv } from './auth-env.ts';
import { CaptchaService } from './captcha.ts';
import { ExpiringSet } from './expiring-set.ts';
import { SlidingWindowLimiter } from './rate-limiter.ts';
import { findOpenSession, openSession, sessionExpiry, type SessionRow } from './sessions.ts';
import { SmsCodeStore } from './sms-codes.ts';
import { createTokenService, type SessionClaims, type TokenService } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';
import { signInRefusal } from '../limits/limit-service.ts';

const MINUTE = 60_000;

/** spec-free limits we chose (README "Rate limits"). */
export const AUTH_LIMITS = {
  /** Failed sign-ins per account in the window; the next attempt answers 429. */
  accountFailures: 5,
  /** Failed sign-ins per client address in the window. */
  addressFailures: 20,
  /** Failed sign-ins after which the account's password forms need a solved captcha. */
  captchaAfterFailures: 3,
  failureWindowMs: 15 * MINUTE,
  /** SMS sent per phone, and per address, in the window. */
  smsPerPhone: 5,
  smsPerAddress: 20,
  smsWindowMs: 15 * MINUTE,
  /** Wrong captcha answers a signed-in player may give before being signed out (captcha type 2). */
  captchaFailuresBeforeLogout: 3,
  captchaWindowMs: 15 * MINUTE,
} as const;

/** Everything the auth routes share: the database, the clock, signing keys and the in-memory counters. */
export interface AuthDeps {
  db: Db;
  now: () => Date;
  env: AuthEnv;
  testHooks: boolean;
  tokens: TokenService;
  captcha: CaptchaService;
  sms: SmsCodeStore;
  accountFailures: SlidingWindowLimiter;
  addressFailures: SlidingWindowLimiter;
  smsByPhone: SlidingWindowLimiter;
  smsByAddress: SlidingWindowLimiter;
  captchaFailures: SlidingWindowLimiter;
  /** Two-step tickets already used, so one cannot sign in twice. */
  usedTwoStepTickets: ExpiringSet;
  /**
   * Test hooks only (`/web-api/test/stale-token`): tokens, and sessions whose every token, every call refuses
   * with 401 except the forced token refresh, which still issues a new token for the open session.
   */
  stale: { tokens: Set<string>; sessions: Set<string> };
  /**
   * User config identification flags per user id, over the neutral values (the reference API has no KYC): set by the
   * test hook `/web-api/test/player`, so the identification guards can be driven end to end; identifying through the
   * identification modal's provider clears `is_need_identification` (routes/identification-routes.ts).
   */
  identification: Map<number, { is_need_identification?: boolean; is_identification_bonus?: boolean }>;
}

export function createAuthDeps(db: Db, now: () => Date, env: AuthEnv, testHooks: boolean): AuthDeps {
  const tokens = createTokenService(env.tokenSecret, now);
  const limiter = (limit: number, windowMs: number) => new SlidingWindowLimiter({ limit, windowMs, now });
  return {
    db,
    now,
    env,
    testHooks,
    tokens,
    captcha: new CaptchaService(tokens.secret, now),
    sms: new SmsCodeStore(now, env.logSmsCodes),
    accountFailures: limiter(AUTH_LIMITS.accountFailures, AUTH_LIMITS.failureWindowMs),
    addressFailures: limiter(AUTH_LIMITS.addressFailures, AUTH_LIMITS.failureWindowMs),
    smsByPhone: limiter(AUTH_LIMITS.smsPerPhone, AUTH_LIMITS.smsWindowMs),
    smsByAddress: limiter(AUTH_LIMITS.smsPerAddress, AUTH_LIMITS.smsWindowMs),
    captchaFailures: limiter(AUTH_LIMITS.captchaFailuresBeforeLogout, AUTH_LIMITS.captchaWindowMs),
    usedTwoStepTickets: new ExpiringSet(now),
    stale: { tokens: new Set(), sessions: new Set() },
    identification: new Map(),
  };
}

/** A signed-in request: the token's claims, its open session and the current user row. */
export interface Authenticated {
  token: string;
  claims: SessionClaims;
  session: SessionRow;
  user: UserRow;
}

/**
 * The request's session, if its token (bearer or cookie) verifies, names an open session, and the user
 * still exists; null otherwise. Logout ends the session, so its unexpired tokens stop here too. A token the
 * test hook made stale is refused unless `allowStale` (the forced token refresh).
 */
export async function authenticate(c: Context, deps: AuthDeps, { allowStale = false }: { allowStale?: boolean } = {}): Promise<Authenticated | null> {
  const token = requestToken(c);
  if (!token) return null;
  const claims = await deps.tokens.verifySession(token);
  if (!claims) return null;
  if (!allowStale && (deps.stale.tokens.has(token) || deps.stale.sessions.has(claims.sessionId))) return null;
  const session = await findOpenSession(deps.db, claims.sessionId, deps.now());
  if (!session || session.user_id !== claims.userId) return null;
  const user = await findUserById(deps.db, claims.userId);
  return user ? { token, claims, session, user } : null;
}

/** Issues a token for an open session until `exp`, and sets the cookie. */
export async function issueToken(c: Context, deps: AuthDeps, user: UserRow, sessionId: string, exp: number): Promise<string> {
  const token = await deps.tokens.signSession({ userId: user.id, sessionId, banLevel: user.ban_level, exp });
  setUserTokenCookie(c, token, exp, deps.now());
  return token;
}

/** Opens a session for `user` (1 h, or 30 days with `remember`) and answers its token, cookie set. */
export async function startSession(c: Context, deps: AuthDeps, user: UserRow, remember: boolean): Promise<string> {
  const now = deps.now();
  // Responsible gaming: no session opens during a self-exclusion or time-out, or after a session limit was reached
  // until its day is over (403 naming it).
  const excluded = await signInRefusal(deps.db, user.id, now);
  if (excluded) throw excluded;
  const exp = sessionExpiry(remember, now);
  const sessionId = await openSession(deps.db, user.id, remember, exp, now);
  return issueToken(c, deps, user, sessionId, exp);
}
