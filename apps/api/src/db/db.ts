/** A query result: the rows, typed by the caller. */
export interface QueryResult<T> {
  rows: T[];
}

/**
 * The little the API needs from a database: one parameterised statement at a time, and closing.
 * Both PGlite and `pg` fit behind it, so tests run in memory and production on PostgreSQL.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `ApiOptions.image` starts another database from. */
  dumpImage?(): Promise<Blob>;
}
