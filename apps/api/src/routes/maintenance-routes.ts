import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { loadMaintenance, setMaintenance } from '../config/site-config-store.ts';
import type { Db } from '../db/db.ts';
import { parseJsonBody } from '../http/validate.ts';
import { POLICY_LOGO_GIF } from '../config/policy-logo.ts';

export interface MaintenanceRoutesOptions {
  db: Db;
  now: () => Date;
  /**
   * Mounts `POST /web-api/test/maintenance`, and lets a `test_maintenance_notice` cookie (`snake` or `camel`) ask for a
   * warning window around now in that naming, for e2e tests only (env `API_TEST_HOOKS=1`).
   */
  testHooks: boolean;
  /** The deployed site's version (S2 §4 "App version"): env `APP_VERSION`, else the time this API started. */
  appVersion?: string;
}

const HOUR_MS = 3_600_000;

const maintenanceSwitch = z.object({ isActive: z.boolean() });

/** The maintenance window (spec §3), and the e2e switch that changes it. */
export function maintenanceRoutes(options: MaintenanceRoutesOptions): Hono {
  const { db, now, testHooks } = options;
  const app = new Hono();

  app.get('/web-api/maintenance', async (c) => {
    // Live state: the site polls it to leave the maintenance page as soon as work ends.
    c.header('Cache-Control', 'no-store');
    const maintenance = await loadMaintenance(db);
    const naming = testHooks ? getCookie(c, 'test_maintenance_notice') : undefined;
    if (naming === 'snake' || naming === 'camel') {
      // One test's own warning window: works in an hour, announced from a minute ago; other visitors see the stored one.
      const at = (offset: number) => new Date(now().getTime() + offset).toISOString();
      const window =
        naming === 'snake'
          ? { notify_started_at: at(-60_000), notify_ended_at: at(2 * HOUR_MS), started_at: at(HOUR_MS), ended_at: at(2 * HOUR_MS) }
          : { notifyStartDate: at(-60_000), notifyEndDate: at(2 * HOUR_MS), startAt: at(HOUR_MS), finishAt: at(2 * HOUR_MS) };
      return c.json({ ...maintenance, ...window });
    }
    return c.json(maintenance);
  });

  // The site checks this every 60 s and offers a reload when it changes (S2 §4, §9).
  const appVersion = options.appVersion ?? new Date().toISOString();
  // The regulator's logo the footer shows for the licence countries (CALL-027).
  app.get('/web-api/policy/logo.agif', (c) => c.body(new Uint8Array(POLICY_LOGO_GIF), 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'public, max-age=86400' }));

  app.get('/web-api/app-version', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ version: appVersion });
  });

  if (testHooks) {
    app.post('/web-api/test/maintenance', async (c) => {
      const { isActive } = await parseJsonBody(c, maintenanceSwitch);
      return c.json(await setMaintenance(db, isActive, now()));
    });
  }

  return app;
}
