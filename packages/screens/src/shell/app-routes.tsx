import { createAppRoutes, type AppComposition } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { ROUTES, screenOf } from '@bf/headless/routes';

/**
 * An app's react-router routes over the whole route table, for the server's render and the tests (the browser builds
 * its first view from the page's own route definitions, and loads the table with the first navigation).
 */
export function appRoutes(app: AppComposition) {
  return { screens: app.screens, createRoutes: (services: RouterServices) => createAppRoutes(app, services, ROUTES, screenOf) };
}
