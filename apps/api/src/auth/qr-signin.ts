import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/validate.ts';
import { authenticate, startSession, type AuthDeps } from './auth-context.ts';
import { findUserById } from './users.ts';
import { tokenText, tokenRefusal } from './user-actions.ts';

/** How long a QR sign-in code works: 120 s (docs/decisions.md "QR sign-in"). */
export const QR_LIFETIME_SECONDS = 120;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const lng = z.string().regex(/^[a-z]{2}$/).default('en');
const linkBody = z.object({ lng }).strict();
const signInBody = z.object({ token: tokenText }).strict();

/** The page that opens a QR sign-in code, in the player's language. */
export const qrLink = (token: string, language: string) => `/${language}/user/qr?token=${token}`;

/**
 * Issues a fresh code for the player: 32 random bytes (256 bits), base64url; only its hash is stored. The player's
 * earlier codes are removed, so only the newest one works (an older one is then unknown).
 */
export async function issueQrToken(db: Db, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + QR_LIFETIME_SECONDS * 1000);
  await db.query('delete from qr_signin_tokens where user_id = $1', [userId]);
  await db.query('insert into qr_signin_tokens (user_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)', [
    userId,
    sha256(token),
    now.toISOString(),
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
}

/** Claims a code: the player it signs in, or the refusal (unknown, used, expired). A code works once. */
export async function claimQrToken(db: Db, token: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number; user_id: number; expires_at: Date; used_at: Date | null }>(
    'select id, user_id, expires_at, used_at from qr_signin_tokens where token_hash = $1',
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) throw tokenRefusal('invalid');
  if (row.used_at) throw tokenRefusal('used');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw tokenRefusal('expired');
  const claimed = await db.query('update qr_signin_tokens set used_at = $2 where id = $1 and used_at is null returning id', [row.id, now.toISOString()]);
  if (claimed.rows.length === 0) throw tokenRefusal('used');
  return row.user_id;
}

/**
 * QR sign-in (ACCT-024 auth_qr; the spec names no paths, these are the reference API's): a signed-in player asks
 * for a code; another device opens its link and is signed in as the player, with the session and token the login
 * call issues.
 */
export function qrSigninRoutes(deps: AuthDeps): Hono {
  const app = new Hono();
  const { db, now } = deps;

  app.post('/web-api/auth/v1/qr/link', async (c) => {
    const body = await parseJsonBody(c, linkBody);
    const signedIn = await authenticate(c, deps);
    if (!signedIn) throw new ApiError(401, [{ code: 'unauthorized', detail: 'Sign in first' }]);
    const { token, expiresAt } = await issueQrToken(db, signedIn.user.id, now());
    c.header('Cache-Control', 'no-store');
    return c.json({ token, link: qrLink(token, body.lng), expiresAt: expiresAt.toISOString(), lifetimeSeconds: QR_LIFETIME_SECONDS });
  });

  app.post('/web-api/auth/v1/qr/login', async (c) => {
    const body = await parseJsonBody(c, signInBody);
    const userId = await claimQrToken(db, body.token, now());
    const user = await findUserById(db, userId);
    if (!user) throw tokenRefusal('invalid');
    const token = await startSession(c, deps, user, false);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, responseType: 'success', message: 'Signed in', data: { token } });
  });
  return app;
}
