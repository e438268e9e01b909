import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject, vi } from 'vitest';
import { createApi, type Api, type ApiOptions } from '../create-api.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for this run's prepared databases (vitest.db-cache.ts); empty when there is none. */
    testDbCache: string;
  }
}

const MINUTE = 60_000;

/**
 * The demo data depends on the minute it is seeded in (the feed is made for `now` rounded down to the minute and
 * kept for that minute: seed-sports.ts), so a database migrated and seeded in one minute is, but for the demo
 * players' sign-up stamps (seconds apart), the database any other file would seed in that minute. The first file
 * of a minute keeps a tarball of it in the run's cache folder and the next ones start from it: PGlite's start,
 * migrations and seed (pricing a few hundred games) cost about a minute on the busy test machine, loading a tarball
 * about a third of that. Only in-memory databases; a run without the cache folder seeds every time as before.
 */
async function withCachedImage(options: ApiOptions): Promise<ApiOptions> {
  const cache = inject('testDbCache');
  if (!cache || options.dataDir || options.databaseUrl) return options;
  const imageOf = (at: Date) => join(cache, `${Math.floor(at.getTime() / MINUTE)}.tar`);
  const file = imageOf(options.now?.() ?? new Date());
  if (existsSync(file)) return { ...options, image: new Blob([await readFile(file)]) };
  return {
    ...options,
    onPrepared: async (db, prepared) => {
      await options.onPrepared?.(db, prepared);
      const target = imageOf(prepared.at);
      if (!prepared.seeded || !db.dumpImage || existsSync(target)) return;
      // Written under a name of its own, then renamed: a file starting in parallel never reads half a tarball.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await (await db.dumpImage()).arrayBuffer()));
      await rename(partial, target);
    },
  };
}

/** The env flags a test may set; everything else the API reads is blanked. */
export interface TestEnv {
  API_TEST_HOOKS?: '0' | '1';
  API_MAINTENANCE?: '0' | '1';
  /** JSON of site config fields written over the seeded ones. */
  API_SITE_CONFIG?: string;
  /** The version `GET /web-api/app-version` reports. */
  APP_VERSION?: string;
  /** The operator's working addresses, the primary first (`GET /web-api/site/v1/domains`). */
  SITE_DOMAINS?: string;
}

/**
 * A fresh API on in-memory PGlite (or `options.dataDir`), whatever the shell running the tests has set,
 * so a `DATABASE_URL` in CI never points unit tests at a shared database. Each call gets a database of its own,
 * started from this run's copy of the seeded database of the same minute when there is one.
 */
export async function createTestApi(env: TestEnv = {}, options: ApiOptions = {}): Promise<Api> {
  const prepared = await withCachedImage(options);
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('API_DATA_DIR', '');
  vi.stubEnv('API_TEST_HOOKS', env.API_TEST_HOOKS ?? '');
  vi.stubEnv('API_MAINTENANCE', env.API_MAINTENANCE ?? '');
  vi.stubEnv('API_SITE_CONFIG', env.API_SITE_CONFIG ?? '');
  vi.stubEnv('APP_VERSION', env.APP_VERSION ?? '');
  vi.stubEnv('SITE_DOMAINS', env.SITE_DOMAINS ?? '');
  try {
    return await createApi(prepared);
  } finally {
    vi.unstubAllEnvs();
  }
}
