import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { applySiteConfigOverrides, setMaintenance } from './config/site-config-store.ts';
import type { Db } from './db/db.ts';
import { openDb } from './db/open-db.ts';
import { prepareDb } from './db/prepare-db.ts';
import { readApiEnv } from './env.ts';
import type { Authenticate } from './http/authenticate.ts';
import { handleError, handleNotFound } from './http/error-handlers.ts';
import { authenticate as authenticateSession } from './auth/auth-context.ts';
import { forcedStatusHooks } from './http/forced-status.ts';
import { casinoRoutes } from './routes/casino-routes.ts';
import { analyticsRoutes } from './routes/analytics-routes.ts';
import { createAuth } from './routes/auth-routes.ts';
import { configRoutes } from './routes/config-routes.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { limitRoutes } from './routes/limit-routes.ts';
import { maintenanceRoutes } from './routes/maintenance-routes.ts';
import { officeRoutes } from './routes/office-routes.ts';
import { rewardsRoutes } from './routes/rewards-routes.ts';
import { officeCareRoutes } from './routes/office-care-routes.ts';
import { identificationRoutes } from './routes/identification-routes.ts';
import { siteRoutes } from './routes/site-routes.ts';
import { seoRoutes } from './routes/seo-routes.ts';
import { sportsRoutes } from './routes/sports-routes.ts';
import { sportsLiveDefault, type SportsLiveOptions } from './sports/live-feed.ts';

export interface ApiOptions {
  /** A PostgreSQL URL; defaults to env `DATABASE_URL`. */
  databaseUrl?: string;
  /** A folder for PGlite's files; defaults to env `API_DATA_DIR`. Neither set: PGlite in memory. */
  dataDir?: string;
  /** PGlite only: start from this tarball of a database's data folder (`Db.dumpImage`); migrations and seed still run if due. */
  image?: Blob;
  /** Called once the database is migrated and seeded (before the env's overrides), with the time it was seeded for. */
  onPrepared?: (db: Db, prepared: { at: Date; seeded: boolean }) => Promise<void>;
  /** The clock, for stamps such as the maintenance start. */
  now?: () => Date;
  /** The live sports simulator's timer; default on unless env `API_SPORTS_LIVE=0` or NODE_ENV is `test`. */
  sportsLive?: SportsLiveOptions;
  /** Who is calling, for the coupon calls (tests inject a user); default `http/authenticate.ts`. */
  authenticate?: Authenticate;
  /** How long a pending payment waits before it settles by itself; default env `API_PAYMENT_PENDING_MS` or 30 s. */
  paymentPendingMs?: number;
}

export interface Api {
  /** Routes are absolute (`/bff-api/…`, `/web-api/…`), so a host mounts it with `app.route('/', api.app)`. */
  app: Hono;
  db: Db;
  close(): Promise<void>;
}

/** Path prefixes the API owns; everything under them answers in the spec's error shape. */
// Every service prefix the API answers; unknown paths under them get the spec's error shape, not the site's 404.
const API_PREFIXES = ['/bff-api', '/web-api', '/captcha-api', '/blocks-api', '/redirects-api', '/social-api', '/limit-service-api', '/third-party'] as const;
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The reference API over its database: opens it, migrates it, seeds demo data when empty, and
 * applies env `API_MAINTENANCE` and `API_SITE_CONFIG`. Env `API_TEST_HOOKS=1` adds the `/web-api/test/*` hooks.
 * @example
 * const api = await createApi();
 * const res = await api.app.request('/bff-api/config/all.json?lang=ru');
 */
export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const env = readApiEnv();
  const now = options.now ?? (() => new Date());
  const db = await openDb({
    databaseUrl: options.databaseUrl ?? env.databaseUrl,
    dataDir: options.dataDir ?? env.dataDir,
    image: options.image,
  });
  try {
    const preparedAt = now();
    const { seeded } = await prepareDb(db, preparedAt);
    await options.onPrepared?.(db, { at: preparedAt, seeded });
    if (env.maintenance !== undefined) await setMaintenance(db, env.maintenance, now());
    if (env.siteConfig) await applySiteConfigOverrides(db, env.siteConfig);
  } catch (error) {
    await db.close();
    throw error;
  }

  const app = new Hono();
  // Scoped to the API's prefixes: mounted into the site's server, `*` would reach the site's routes too.
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, bodyLimit({ maxSize: MAX_BODY_BYTES }));

  const auth = createAuth({ db, now, testHooks: env.testHooks });
  if (env.testHooks) {
    // Before every route: a test can make one player's call answer 400, 401 or 403 (ERR-004 to ERR-006).
    const forced = forcedStatusHooks(async (c) => {
      // A token the auth routes refuse is theirs to answer: here it is just nobody's.
      const signedIn = await authenticateSession(c, auth.deps, { allowStale: true }).catch(() => undefined);
      return signedIn ? Number(signedIn.user.id) : undefined;
    });
    for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, forced.middleware);
    app.route('/', forced.routes);
  }
  app.get('/health', async (c) => {
    await db.query('select 1');
    return c.json({ ok: true });
  });
  app.route('/', configRoutes(db));
  app.route('/', contentRoutes());
  app.route('/', seoRoutes());
  app.route('/', siteRoutes({ domains: env.siteDomains, testHooks: env.testHooks }));
  app.route('/', maintenanceRoutes({ db, now, testHooks: env.testHooks, appVersion: env.appVersion }));
  app.route('/', auth.routes);
  // The coupon calls find the player through the auth routes' own tokens and sessions.
  const sports = sportsRoutes({ db, now, authenticate: options.authenticate ?? auth.authenticate, sportsLive: options.sportsLive ?? sportsLiveDefault() });
  app.route('/', sports.app);
  app.route('/', officeRoutes({ db, now, authenticate: options.authenticate ?? auth.authenticate, sms: auth.deps.sms, captcha: auth.deps.captcha, pendingMs: options.paymentPendingMs ?? env.paymentPendingMs, testHooks: env.testHooks }));
  app.route('/', rewardsRoutes({ db, now, authenticate: options.authenticate ?? auth.authenticate }));
  app.route('/', officeCareRoutes({ db, now, authenticate: options.authenticate ?? auth.authenticate, testHooks: env.testHooks, identification: auth.deps.identification }));
  app.route('/', identificationRoutes(auth.deps));
  app.route('/', casinoRoutes({ db, now, authenticate: options.authenticate ?? auth.authenticate }));

  app.route('/', limitRoutes({ db, now, authDeps: auth.deps, testHooks: env.testHooks }));
  app.route('/', analyticsRoutes({ db, now, authenticate: options.authenticate ?? auth.authenticate, testHooks: env.testHooks }));

  // A host's notFound wins over ours once mounted, so unknown API paths get explicit catch-alls. Keep them last.
  for (const prefix of API_PREFIXES) app.all(`${prefix}/*`, handleNotFound);
  app.notFound(handleNotFound);
  app.onError(handleError);

  return { app, db, close: () => sports.stop().then(() => db.close()) };
}
