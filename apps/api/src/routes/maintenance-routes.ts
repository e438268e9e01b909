import { Hono } from 'hono';
import { z } from 'zod';
import { loadMaintenance, setMaintenance } from '../config/site-config-store.ts';
import type { Db } from '../db/db.ts';
import { parseJsonBody } from '../http/validate.ts';

export interface MaintenanceRoutesOptions {
  db: Db;
  now: () => Date;
  /** Mounts `POST /web-api/test/maintenance`, for e2e tests only (env `API_TEST_HOOKS=1`). */
  testHooks: boolean;
}

const maintenanceSwitch = z.object({ isActive: z.boolean() });

/** The maintenance window (spec §3), and the e2e switch that changes it. */
export function maintenanceRoutes({ db, now, testHooks }: MaintenanceRoutesOptions): Hono {
  const app = new Hono();

  app.get('/web-api/maintenance', async (c) => {
    // Live state: the site polls it to leave the maintenance page as soon as work ends.
    c.header('Cache-Control', 'no-store');
    return c.json(await loadMaintenance(db));
  });

  if (testHooks) {
    app.post('/web-api/test/maintenance', async (c) => {
      const { isActive } = await parseJsonBody(c, maintenanceSwitch);
      return c.json(await setMaintenance(db, isActive, now()));
    });
  }

  return app;
}
