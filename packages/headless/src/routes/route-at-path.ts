import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES } from './route-table.ts';

// The route table as plain path objects under the language segment; react-router ranks them as the app does.
const PATHS: RouteObject[] = [{ path: ':lng', children: ROUTES.map((route) => (route.path === '' ? { id: route.id, index: true } : { id: route.id, path: route.path })) }];

/** The id of the route table's route at a pathname (`/en/office/recharge` → `office-recharge`); undefined if none. */
export function routeIdAtPath(pathname: string): string | undefined {
  return matchRoutes(PATHS, pathname)?.at(-1)?.route.id;
}
