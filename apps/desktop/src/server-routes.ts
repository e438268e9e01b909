import type { RouteObject } from 'react-router-dom';
import { createServerRouterServices } from '@bf/headless/router-services';
import { createRoutes } from './app-routes.tsx';

let routes: RouteObject[] | undefined;

/** The route objects of this renderer, built once: they hold no per-request state. */
export function getServerRoutes(): RouteObject[] {
  routes ??= createRoutes(
    createServerRouterServices({
      apiOrigin: process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      isProduction: process.env.NODE_ENV === 'production',
    }),
  );
  return routes;
}
