import type { Db } from '../db/db.ts';
import { hashPassword } from './password.ts';

/**
 * The demo `vip` signs in with two steps; its second step takes this fixed six-digit code, in place of
 * an authenticator app's rolling one, so tests and demos can type it.
 */
export const DEMO_TWO_STEP = { login: 'vip', code: '424242' } as const;

/** The demo player who accepted an older version of the terms (spec S2 §4 "Terms"; TERMS-005). */
export const DEMO_TERMS_USER = { login: 'terms', acceptedAt: '2025-06-01T00:00:00.000Z' } as const;

/** The demo player the block check blocks, and its template type: 16, the suspension page (GUARD-041). */
export const DEMO_BLOCKED_USER = { login: 'blocked', blockTemplate: 16 } as const;

/** Auth data of the demo users: two-step for `vip`, old terms for `terms`, a block for `blocked`. Called by the seed once the users exist. */
export async function seedDemoAuth(db: Db): Promise<void> {
  await db.query('update users set block_template = $1 where login = $2', [DEMO_BLOCKED_USER.blockTemplate, DEMO_BLOCKED_USER.login]);
  await db.query('update users set terms_accepted_at = $1 where login = $2', [DEMO_TERMS_USER.acceptedAt, DEMO_TERMS_USER.login]);
  await db.query('update users set two_step_code_hash = $1 where login = $2', [
    await hashPassword(DEMO_TWO_STEP.code),
    DEMO_TWO_STEP.login,
  ]);
}
