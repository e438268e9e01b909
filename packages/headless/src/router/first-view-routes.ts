import type { RouteObject } from 'react-router-dom';

/**
 * The route table cut down to the branches the server rendered: a route stays when its id is named or a route
 * below it stays. The router ranks and matches every branch it is given when it is created (about 150 routes with
 * their optional segments spelled out: a long task on a phone), so the first view starts with its own branch and
 * the rest is added on the first navigation (`addRestOfRoutes`). Every other route is under `/:lng`, so a path
 * the cut table lacks matches with a parameter or not at all, and either way the router asks for the rest.
 */
export function routesOnlyFor(routes: readonly RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const children = route.children ? routesOnlyFor(route.children, ids) : [];
    if (children.length > 0) return [{ ...route, children } as RouteObject];
    // A route without an id (the index of `/` that picks a language) stays: the router looks for missing routes only
    // where a path has parameters, and `/` has none.
    if (route.id === undefined) return route.children ? [] : [route];
    if (!ids.has(route.id)) return [];
    return [route.children ? ({ ...route, children: [] } as RouteObject) : route];
  });
}

/** Adds routes under a parent (null: at the top); react-router's `patch`, which skips routes it has by id. */
export type PatchRoutes = (parentId: string | null, children: RouteObject[]) => void;

const sameRoute = (a: RouteObject, b: RouteObject) => (a.id !== undefined ? a.id === b.id : a.index === b.index && a.path === b.path);

/**
 * Patches the routes of `full` that `shown` (a tree from `routesOnlyFor`) lacks, level by level: one patch per
 * parent that misses children, each with all of that parent's children (the router skips those it has).
 */
export function addRestOfRoutes(full: readonly RouteObject[], shown: readonly RouteObject[], patch: PatchRoutes, parentId: string | null = null): void {
  if (full.some((route) => !shown.some((kept) => sameRoute(kept, route)))) patch(parentId, [...full]);
  for (const kept of shown) {
    const source = full.find((route) => sameRoute(kept, route));
    if (kept.id !== undefined && kept.children && source?.children) addRestOfRoutes(source.children, kept.children, patch, kept.id);
  }
}

/**
 * react-router's `patchRoutesOnNavigation` for a router created with `routesOnlyFor`: the first navigation (or
 * fetcher) loads the whole table (`full`: in the browser, the route table's code comes with it) and adds the rest of
 * it; later ones find it there. Navigations that start while it loads wait for the same load. The routes are added
 * by a navigation that is still current when the load comes: react-router drops what an aborted navigation patches
 * (one replaced by the next `navigate`), so that one leaves the adding to the navigation that replaced it.
 */
export function patchRestOfRoutesOnce(full: () => Promise<readonly RouteObject[]>, shown: readonly RouteObject[]) {
  let loading: Promise<readonly RouteObject[]> | undefined;
  let added = false;
  return ({ patch, signal }: { patch: PatchRoutes; signal: AbortSignal }): Promise<void> | undefined => {
    if (signal.aborted || added) return undefined;
    loading ??= full().catch((error: unknown) => {
      // A failed load (a chunk that did not come) is tried again by the next navigation.
      loading = undefined;
      throw error;
    });
    return loading.then((routes) => {
      if (signal.aborted || added) return;
      addRestOfRoutes(routes, shown, patch);
      added = true;
    });
  };
}
