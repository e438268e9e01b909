import { z } from 'zod';
import { isSiteHost, SITE_DOMAINS_MAX } from '@bf/api-client/web-api/site-domains';

const flag = z.enum(['0', '1']).transform((value) => value === '1');
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const apiEnvSchema = z.object({
  /** A PostgreSQL URL; when unset the API uses embedded PGlite. */
  DATABASE_URL: z.preprocess(blankAsUnset, z.string().optional()),
  /** Folder for PGlite's files; when unset PGlite runs in memory. */
  API_DATA_DIR: z.preprocess(blankAsUnset, z.string().optional()),
  API_PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65535).default(3001)),
  /** `1` turns on the `/web-api/test/*` hooks that e2e tests use; never set it in production. */
  API_TEST_HOOKS: z.preprocess(blankAsUnset, flag.default(false)),
  /** `1` switches maintenance on at startup, `0` off; unset leaves the stored state. */
  API_MAINTENANCE: z.preprocess(blankAsUnset, flag.optional()),
  /** Milliseconds a pending payment waits before it settles by itself (default 30000). */
  API_PAYMENT_PENDING_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(86_400_000).optional()),
  /** The deployed site's version, reported by `GET /web-api/app-version`; unset, the time the API started. */
  APP_VERSION: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /**
   * The operator's working addresses, `hostname[:port]` separated by commas, the first the primary (the domains
   * checker moves players from any other address to it); unset, each request's own host is the only one.
   */
  SITE_DOMAINS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((text) => [...new Set(text.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))])
      .pipe(z.array(z.string().refine(isSiteHost, 'Expected hostname[:port]')).min(1).max(SITE_DOMAINS_MAX))
      .optional(),
  ),
  /** A JSON object of site config fields written over the stored ones at startup (e.g. `{"isAccountMiddleware":true}`). */
  API_SITE_CONFIG: z.preprocess(
    blankAsUnset,
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string(), z.unknown()))
      .optional(),
  ),
});

/** The environment variables the API reads, checked (see README). */
export interface ApiEnv {
  databaseUrl?: string;
  dataDir?: string;
  port: number;
  testHooks: boolean;
  maintenance?: boolean;
  /** Site config fields to write over the stored ones at startup; checked against the config schema there. */
  siteConfig?: Record<string, unknown>;
  /** How long a pending payment waits before it settles by itself (ms); the office's default when unset. */
  paymentPendingMs?: number;
  /** The deployed site's version (S2 §4 "App version"). */
  appVersion?: string;
  /** The operator's working addresses, the primary first; unset, each request's own host. */
  siteDomains?: string[];
}

/** Reads and checks the API's environment variables; a bad value stops startup with its name. */
export function readApiEnv(env: Record<string, string | undefined> = process.env): ApiEnv {
  const parsed = apiEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Bad API environment: ${z.prettifyError(parsed.error)}`);
  const { DATABASE_URL, API_DATA_DIR, API_PORT, API_TEST_HOOKS, API_MAINTENANCE, API_SITE_CONFIG, API_PAYMENT_PENDING_MS, APP_VERSION, SITE_DOMAINS } = parsed.data;
  return {
    databaseUrl: DATABASE_URL,
    dataDir: API_DATA_DIR,
    port: API_PORT,
    testHooks: API_TEST_HOOKS,
    maintenance: API_MAINTENANCE,
    siteConfig: API_SITE_CONFIG,
    appVersion: APP_VERSION,
    paymentPendingMs: API_PAYMENT_PENDING_MS,
    siteDomains: SITE_DOMAINS,
  };
}
