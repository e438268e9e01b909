import type { RouteObject } from 'react-router-dom';
import { createBrowserRouterServices } from '../router/create-browser-router-services.ts';
import type { RouterServices } from '../router/resolve-request.ts';
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
 * @example
 * startClient(createRoutes);
 */
export function startClient(createRoutes: (services: RouterServices) => RouteObject[]): void {
  installGlobalErrorHandlers();
  const container = document.getElementById('root');
  if (container) void hydrateApp(createRoutes(createBrowserRouterServices()), container);
}
