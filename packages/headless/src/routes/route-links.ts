import { AVAILABILITY_OF_ROUTE, ROUTE_PATHS } from './route-links.generated.ts';

/** The route that answers unknown paths with the technical error page (S1 §2, S1 §8). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Builds the href of a route for a language, filling its params; optional params left out are dropped. From the
 * route table's paths (`route-links.generated.ts`), so links need none of the table's guards and flags.
 */
export function routeHref(id: string, lng: string, params: Record<string, string | undefined> = {}): string {
  const path = routePath(id);
  if (path === undefined) throw new Error(`unknown route ${id}`);
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.replace(/^:|\?$/g, '');
      const value = params[name];
      if (value === undefined && !segment.endsWith('?')) throw new Error(`route ${id} needs param ${name}`);
      return value === undefined ? undefined : encodeURIComponent(value);
    })
    .filter((s): s is string => s !== undefined);
  return `/${[lng, ...segments].join('/')}`;
}

/** A route's path after the language segment (react-router syntax), or undefined for an unknown id. */
export function routePath(id: string): string | undefined {
  return ROUTE_PATHS[id];
}

/** The availability number a route's guard checks (site config's `availableRoutes`), or undefined (always available). */
export function routeAvailability(id: string): number | undefined {
  return AVAILABILITY_OF_ROUTE[id];
}

/** The route ids and paths of the table, for matching a pathname without the table (`route-at-path.ts`). */
export const routePaths = (): [id: string, path: string][] => Object.entries(ROUTE_PATHS);
