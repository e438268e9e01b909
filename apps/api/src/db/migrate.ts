import type { Db } from './db.ts';
import { migrations as allMigrations, type Migration } from './migrations.ts';

/**
 * Applies the migrations not yet recorded in the `migrations` table and returns their names.
 * Idempotent; call it inside a transaction so a failed migration leaves nothing half done.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = allMigrations): Promise<string[]> {
  await db.query(`create table if not exists migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const { rows } = await db.query<{ name: string }>('select name from migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  for (const migration of pending) {
    for (const statement of migration.statements) await db.query(statement);
    await db.query('insert into migrations (name) values ($1)', [migration.name]);
  }
  return pending.map((migration) => migration.name);
}
