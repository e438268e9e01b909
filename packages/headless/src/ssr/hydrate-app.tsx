import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { loadRenderedPreloadable } from '../env/preloadable.tsx';
import { patchRestOfRoutesOnce, routesOnlyFor } from '../router/first-view-routes.ts';
import { FeedSeedProvider, readFeedSeed } from './feed-seed.tsx';

/** The routes the server rendered, by id: the keys of its hydration data (loader data and errors). */
function renderedRouteIds(): Set<string> | null {
  const data = (window as { __staticRouterHydrationData?: { loaderData?: object; errors?: object | null } }).__staticRouterHydrationData;
  // An error page's data names the boundary that caught the error, not every route the URL matched (a guarded route
  // answering 404): match the URL then, so each matched route's code is there before hydration.
  if (!data || (data.errors && Object.keys(data.errors).length > 0)) return null;
  return new Set(Object.keys(data.loaderData ?? {}));
}

function lazyRoutesOf(routes: RouteObject[], ids: Set<string>): RouteObject[] {
  return routes.flatMap((route) => [...(route.lazy && route.id && ids.has(route.id) ? [route] : []), ...lazyRoutesOf(route.children ?? [], ids)]);
}

/**
 * Loads the code of lazy routes the server rendered before hydrating, so the first client render matches
 * the server's HTML instead of rendering nothing while the chunk arrives. The server's hydration data names them:
 * matching the URL against the route table again (about 150 routes, the optional segments spelled out) cost a
 * phone a long task that the router then repeats.
 */
export async function loadInitialLazyRoutes(routes: RouteObject[], ids: Set<string> | null = renderedRouteIds()): Promise<void> {
  // Every route has a loader, so the hydration data names each route the server rendered: when none of them is lazy
  // (home is in the first-load chunk) there is nothing to load. Only a page without hydration data matches the URL.
  const lazy = ids ? lazyRoutesOf(routes, ids) : (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
  await Promise.all(
    lazy.map(async (route) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Ends the current task (the browser may paint and handle input), then resolves. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The routes a page hydrates with: its first view's (none on a page that carries no definitions), and the whole table. */
export interface HydrationRoutes {
  /** The routes of the definitions the server rendered the page with (`readFirstViewRoutes`). */
  firstView?: RouteObject[];
  /** Every route of the table, loaded with the first navigation (or before hydrating when the first view has none). */
  all: () => Promise<RouteObject[]>;
}

/**
 * Hydrates the server-rendered page with the feed answers it was rendered with (so its lists hydrate with their
 * odds and are not asked for again at once); from here on navigation is client-side.
 */
export async function hydrateApp({ firstView, all }: HydrationRoutes, container: HTMLElement): Promise<void> {
  const ids = renderedRouteIds();
  // The first view's routes when the hydration data names them; else (an error page, a page without the
  // definitions) the whole table, loaded first.
  const firstShown = firstView && ids ? routesOnlyFor(firstView, ids) : [];
  const rendered = firstShown.length > 0 ? firstView : undefined;
  const routes = rendered ?? (await all());
  // The lazy route and the preloadable overlays the server rendered (the consent sheet) load side by side.
  await Promise.all([loadInitialLazyRoutes(routes, ids), loadRenderedPreloadable(container)]);
  // The modules' evaluation ends this task: the router's set-up takes the next one.
  await yieldToBrowser();
  // createBrowserRouter picks up window.__staticRouterHydrationData written by the server render. It ranks and
  // matches every route it is given: it starts with the rendered branch, and the first navigation adds the rest.
  // (The rendered branch keeps the page objects themselves, so the lazy page loaded above is loaded there too.)
  const shown = rendered ? firstShown : ids ? routesOnlyFor(routes, ids) : [];
  const router = shown.length > 0 ? createBrowserRouter(shown, { patchRoutesOnNavigation: patchRestOfRoutesOnce(rendered ? all : async () => routes, shown) }) : createBrowserRouter(routes);
  const seed = readFeedSeed();
  // Hydration starts in a task of its own. (Dates are written from the language's own names: no `Intl` date data
  // is loaded on the way, see i18n/date-format.ts.)
  await yieldToBrowser();
  // Hydrating in a transition lets React hydrate in slices of a few milliseconds, giving the main thread back
  // between them (a plain hydrateRoot renders the whole page in one task: 1-3 s under Lighthouse's 4x slowdown).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <FeedSeedProvider seed={seed}>
          <RouterProvider router={router} />
        </FeedSeedProvider>
      </StrictMode>,
      { onRecoverableError: (error) => console.error('hydration', error) },
    );
  });
}
