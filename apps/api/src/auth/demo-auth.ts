import type { Db } from '../db/db.ts';
import { hashPassword } from './password.ts';

/**
 * The demo `vip` signs in with two steps; its second step takes this fixed six-digit code, in place of
 * an authenticator app's rolling one, so tests and demos can type it.
 */
export const DEMO_TWO_STEP = { login: 'vip', code: '424242' } as const;

/** Auth data of the demo users: two-step for `vip`. Called by the seed once the users exist. */
export async function seedDemoAuth(db: Db): Promise<void> {
  await db.query('update users set two_step_code_hash = $1 where login = $2', [
    await hashPassword(DEMO_TWO_STEP.code),
    DEMO_TWO_STEP.login,
  ]);
}
