import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of lazy routes the server rendered before hydrating, so the first client render matches
 * the server's HTML instead of rendering nothing while the chunk arrives.
 */
export async function loadInitialLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Hydrates the server-rendered page; from here on navigation is client-side. */
export async function hydrateApp(routes: RouteObject[], container: HTMLElement): Promise<void> {
  await loadInitialLazyRoutes(routes);
  // createBrowserRouter picks up window.__staticRouterHydrationData written by the server render.
  const router = createBrowserRouter(routes);
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    { onRecoverableError: (error) => console.error('hydration', error) },
  );
}
