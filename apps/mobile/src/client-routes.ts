import type { RouteObject } from 'react-router-dom';
import { createBrowserRouterServices } from '@bf/headless/router-services';
import { createRoutes } from './app-routes.tsx';

/** The route objects in the browser. */
export function getClientRoutes(): RouteObject[] {
  return createRoutes(createBrowserRouterServices());
}
