import { createAppRoutes, type AppComposition } from '../router/create-app-routes.tsx';
import { readFirstViewRoutes } from '../router/first-view-definitions.ts';
import { createBrowserRouterServices } from '../router/create-browser-router-services.ts';
import { installGlobalErrorHandlers } from '../env/global-errors.ts';
import { hydrateApp } from './hydrate-app.tsx';

export { hydrateApp } from './hydrate-app.tsx';
export { installGlobalErrorHandlers } from '../env/global-errors.ts';
export type { GlobalErrorOptions } from '../env/global-errors.ts';

/**
 * An app's browser entry (its Vike `+client` file): installs the global error handlers (chunk load errors reload the
 * page, at most once a minute; other unexpected errors are logged and the page goes on), then hydrates the page in
 * `#root`. The pages set `clientHooks: false`, so Vike loads no client runtime of its own: it had nothing to do
 * here (no client routing, nothing passed to the client) and cost the first load about 12 KiB and a task.
 *
 * The first view's routes are built from the route definitions the page carries; the route table's code (every
 * route's guards, params and flags) loads with the first navigation.
 *
 * @example
 * startClient(app);
 */
export function startClient(app: AppComposition): void {
  installGlobalErrorHandlers();
  const container = document.getElementById('root');
  if (!container) return;
  const services = createBrowserRouterServices();
  const definitions = readFirstViewRoutes();
  const all = () => import('../routes/route-table.ts').then(({ ROUTES, screenOf }) => createAppRoutes(app, services, ROUTES, screenOf));
  void hydrateApp({ firstView: definitions && createAppRoutes(app, services, definitions, (route) => route.screen), all }, container);
}
