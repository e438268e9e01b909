import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { REMEMBER_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from './tokens.ts';

export interface SessionRow {
  id: string;
  user_id: number;
  remember: boolean;
  expires_at: Date;
  revoked_at: Date | null;
  /** When the session opened: a session limit counts from here. */
  created_at: Date;
}

/** Token lifetime of a session: 1 hour, or 30 days when the player asked to be remembered. */
export const sessionLifetimeSeconds = (remember: boolean) => (remember ? REMEMBER_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS);

/** Epoch seconds at which a token issued now for this session expires. */
export const sessionExpiry = (remember: boolean, now: Date) =>
  Math.floor(now.getTime() / 1000) + sessionLifetimeSeconds(remember);

/** Opens a session for `userId` that lasts until `exp` (epoch seconds), and drops the user's long-dead ones. */
export async function openSession(db: Db, userId: number, remember: boolean, exp: number, now: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.query(`delete from auth_sessions where user_id = $1 and expires_at < $2::timestamptz - interval '1 day'`, [
    userId,
    now.toISOString(),
  ]);
  await db.query(
    'insert into auth_sessions (id, user_id, remember, created_at, expires_at) values ($1, $2, $3, $4, to_timestamp($5))',
    [id, userId, remember, now.toISOString(), exp],
  );
  return id;
}

/** The session if it is open (not ended, not expired). */
export async function findOpenSession(db: Db, id: string, now: Date): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, remember, expires_at, revoked_at, created_at from auth_sessions
     where id = $1 and revoked_at is null and expires_at > $2`,
    [id, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Moves the session's end to `exp` (epoch seconds), for a refreshed token. */
export async function extendSession(db: Db, id: string, exp: number): Promise<void> {
  await db.query('update auth_sessions set expires_at = to_timestamp($2) where id = $1', [id, exp]);
}

/** Ends the session (logout); its tokens stop working at once. */
export async function endSession(db: Db, id: string, now: Date): Promise<void> {
  await db.query('update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, now.toISOString()]);
}
