import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Hydrates the server-rendered page; from here on navigation is client-side. */
export function hydrateApp(routes: RouteObject[], container: HTMLElement): void {
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
