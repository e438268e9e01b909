import type { Db } from './db.ts';
import { openPgDb } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';

/** Where the data lives: a PostgreSQL URL wins; else PGlite in `dataDir`; else PGlite in memory. */
export interface DbLocation {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this tarball of another database's data folder (see `Db.dumpImage`). */
  image?: Blob;
}

/** Opens the database named by `location`. */
export function openDb({ databaseUrl, dataDir, image }: DbLocation): Promise<Db> {
  return databaseUrl ? openPgDb(databaseUrl) : openPgliteDb(dataDir, image);
}
