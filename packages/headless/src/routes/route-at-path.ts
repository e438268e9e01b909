import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routePaths } from './route-links.ts';

// The route table as plain path objects under the language segment; react-router ranks them as the app does.
let paths: RouteObject[] | undefined;
const pathRoutes = (): RouteObject[] => (paths ??= [{ path: ':lng', children: routePaths().map(([id, path]) => (path === '' ? { id, index: true } : { id, path })) }]);

/** The id of the route table's route at a pathname (`/en/office/recharge` → `office-recharge`); undefined if none. */
export function routeIdAtPath(pathname: string): string | undefined {
  return matchRoutes(pathRoutes(), pathname)?.at(-1)?.route.id;
}
