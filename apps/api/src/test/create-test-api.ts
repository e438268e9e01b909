import { vi } from 'vitest';
import { createApi, type Api, type ApiOptions } from '../create-api.ts';

/** The env flags a test may set; everything else the API reads is blanked. */
export interface TestEnv {
  API_TEST_HOOKS?: '0' | '1';
  API_MAINTENANCE?: '0' | '1';
  /** JSON of site config fields written over the seeded ones. */
  API_SITE_CONFIG?: string;
  /** The version `GET /web-api/app-version` reports. */
  APP_VERSION?: string;
}

/**
 * A fresh API on in-memory PGlite (or `options.dataDir`), whatever the shell running the tests has set,
 * so a `DATABASE_URL` in CI never points unit tests at a shared database.
 */
export async function createTestApi(env: TestEnv = {}, options: ApiOptions = {}): Promise<Api> {
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('API_DATA_DIR', '');
  vi.stubEnv('API_TEST_HOOKS', env.API_TEST_HOOKS ?? '');
  vi.stubEnv('API_MAINTENANCE', env.API_MAINTENANCE ?? '');
  vi.stubEnv('API_SITE_CONFIG', env.API_SITE_CONFIG ?? '');
  vi.stubEnv('APP_VERSION', env.APP_VERSION ?? '');
  try {
    return await createApi(options);
  } finally {
    vi.unstubAllEnvs();
  }
}
