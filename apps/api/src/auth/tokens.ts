import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Session token lifetime without "remember me": 1 hour. */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;
/** Session token lifetime with "remember me" (`save`): 30 days. */
export const REMEMBER_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** A two-step ticket (password accepted, code pending) lasts 5 minutes. */
export const TWO_STEP_TICKET_SECONDS = 5 * 60;

const ALGORITHM = 'HS256';
const ISSUER = 'bf-api';
/** Audiences keep the two kinds apart: a two-step ticket never passes as a session token, nor the reverse. */
const SESSION_AUDIENCE = 'web-api';
const TWO_STEP_AUDIENCE = 'two-step';

export interface SessionClaims {
  userId: number;
  sessionId: string;
  banLevel: number;
  /** Expiry, epoch seconds. */
  exp: number;
}

export interface TwoStepClaims {
  userId: number;
  remember: boolean;
  /** The ticket's id, so a used ticket can be refused. */
  ticketId: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export interface TokenService {
  /** A session token for `claims`, expiring at `claims.exp`. */
  signSession(claims: SessionClaims): Promise<string>;
  /** The claims of a session token we signed that has not expired, or null for anything else. */
  verifySession(token: string): Promise<SessionClaims | null>;
  signTwoStep(claims: Omit<TwoStepClaims, 'ticketId' | 'exp'>): Promise<string>;
  verifyTwoStep(token: string): Promise<TwoStepClaims | null>;
  /** Key material for other signatures (the captcha), derived apart from the token key. */
  readonly secret: Uint8Array;
}

const nowSeconds = (now: () => Date) => Math.floor(now().getTime() / 1000);

/**
 * HS256 tokens signed with `secret` (env `API_TOKEN_SECRET`), or with a random key made at start, which
 * ends every session when the process restarts. Verification allows HS256 only, so `alg: none` and
 * tokens signed with another algorithm are refused, and requires `exp` (spec §4 "Token").
 */
export function createTokenService(secret: string | undefined, now: () => Date): TokenService {
  const key = secret ? new TextEncoder().encode(secret) : new Uint8Array(randomBytes(32));

  async function verify(token: string, audience: string) {
    if (token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        currentDate: now(),
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? { userId, payload } : null;
    } catch {
      return null;
    }
  }

  return {
    secret: key,
    signSession: ({ userId, sessionId, banLevel, exp }) =>
      new SignJWT({ sid: sessionId, ban_level: banLevel })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(SESSION_AUDIENCE)
        // A unique id: two tokens issued in the same second for the same session still differ.
        .setJti(randomBytes(12).toString('base64url'))
        .setIssuedAt(nowSeconds(now))
        .setExpirationTime(exp)
        .sign(key),

    async verifySession(token) {
      const verified = await verify(token, SESSION_AUDIENCE);
      if (!verified) return null;
      const { sid, ban_level: banLevel, exp } = verified.payload;
      if (typeof sid !== 'string' || typeof exp !== 'number') return null;
      return { userId: verified.userId, sessionId: sid, banLevel: typeof banLevel === 'number' ? banLevel : 0, exp };
    },

    signTwoStep: ({ userId, remember }) =>
      new SignJWT({ remember })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(TWO_STEP_AUDIENCE)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(nowSeconds(now))
        .setExpirationTime(nowSeconds(now) + TWO_STEP_TICKET_SECONDS)
        .sign(key),

    async verifyTwoStep(token) {
      const verified = await verify(token, TWO_STEP_AUDIENCE);
      if (!verified) return null;
      const { jti, exp, remember } = verified.payload;
      if (typeof jti !== 'string' || typeof exp !== 'number') return null;
      return { userId: verified.userId, remember: remember === true, ticketId: jti, exp };
    },
  };
}
