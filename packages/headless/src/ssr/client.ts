import type { RouteObject } from 'react-router-dom';
import { createBrowserRouterServices } from '../router/create-router-services.ts';
import type { RouterServices } from '../router/resolve-request.ts';
import { installGlobalErrorHandlers } from '../env/global-errors.ts';
import { hydrateApp } from './hydrate-app.tsx';

export { hydrateApp } from './hydrate-app.tsx';
export { installGlobalErrorHandlers } from '../env/global-errors.ts';
export type { GlobalErrorOptions } from '../env/global-errors.ts';

/**
 * An app's Vike `onRenderClient`: installs the global error handlers (chunk load errors reload the page, at most
 * once a minute; other unexpected errors are logged and the page goes on), then hydrates the page in `#root`.
 *
 * @example
 * export const onRenderClient = createOnRenderClient(createRoutes);
 */
export function createOnRenderClient(createRoutes: (services: RouterServices) => RouteObject[]): () => Promise<void> {
  installGlobalErrorHandlers();
  return async () => {
    const container = document.getElementById('root');
    if (container) void hydrateApp(createRoutes(createBrowserRouterServices()), container);
  };
}
