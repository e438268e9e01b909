import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.ts';

/**
 * Opens an embedded PGlite database: in memory without `dataDir`, else persisted in that folder. `image` (a tarball
 * from `dumpImage`) starts it as a copy of that database instead of an empty one.
 */
export async function openPgliteDb(dataDir?: string, image?: Blob): Promise<Db> {
  // PGlite creates the data folder itself but not its parents.
  if (dataDir) await mkdir(dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: image });
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const { rows } = await pglite.query<T>(sql, [...params]);
      return { rows };
    },
    close: () => pglite.close(),
    dumpImage: () => pglite.dumpDataDir('none'),
  };
}
