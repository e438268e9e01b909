import pg from 'pg';
import type { Db } from './db.ts';

/**
 * Opens a real PostgreSQL through `pg`. One connection is enough for the reference API,
 * and it keeps `begin … commit` on a single session, as the migrations need.
 */
export async function openPgDb(connectionString: string): Promise<Db> {
  const client = new pg.Client({ connectionString });
  // Without a listener a dropped connection would crash the process; queries then fail and answer 500.
  client.on('error', (error) => console.error('[api] database connection error', error));
  await client.connect();
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const { rows } = await client.query(sql, [...params]);
      return { rows: rows as T[] };
    },
    close: () => client.end(),
  };
}
