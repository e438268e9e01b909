import type { Db } from './db.ts';

/** Runs `work` between `begin` and `commit`, rolling back if it throws. */
export async function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    const result = await work();
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
