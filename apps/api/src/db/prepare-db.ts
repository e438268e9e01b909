import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';
import { inTransaction } from './transaction.ts';

/** Any fixed number; every API process takes the same lock so two starting at once do not both migrate. */
const PREPARE_LOCK_ID = 7_310_001;

/** Brings the schema up to date and seeds demo data into an empty database, all or nothing. */
export function prepareDb(db: Db, now: Date): Promise<{ applied: string[]; seeded: boolean }> {
  return inTransaction(db, async () => {
    await db.query('select pg_advisory_xact_lock($1)', [PREPARE_LOCK_ID]);
    const applied = await migrate(db);
    const seeded = await seedIfEmpty(db, now);
    return { applied, seeded };
  });
}
