import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { onTestFinished } from 'vitest';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { SiteConfig } from '@bf/api-client/bff';
import { renderRequest } from '../ssr/render-request.tsx';
import { loadInitialLazyRoutes } from '../ssr/hydrate-app.tsx';
import type { RouterServices } from '../router/resolve-request.ts';

/** Router services over a fixed config: no network in unit tests. */
export function fixedConfigServices(config: SiteConfig, isProduction = true): RouterServices {
  return { siteConfig: { get: async () => config, clear: () => undefined }, isProduction };
}

/**
 * Renders a path on the server, puts the HTML in the (jsdom) document, runs its hydration script and
 * hydrates it in the browser router. Returns what was rendered and every console error seen while hydrating.
 */
export async function renderAndHydrate(createRoutes: (services: RouterServices) => RouteObject[], config: SiteConfig, path: string, options: { isConsentAnswered?: boolean } = {}) {
  // A visitor who answered the cookie consent ("only necessary"), as in the e2e suite: otherwise its modal opens over
  // the page once hydrated and takes the focus the page's own tests look for. The consent has tests of its own.
  if (options.isConsentAnswered ?? true) document.cookie = 'cookies_agree_type=disable; path=/';
  const result = await renderRequest(createRoutes(fixedConfigServices(config)), new Request(`http://localhost${path}`), undefined);
  if (result.kind !== 'html') return { result, errors: [] as unknown[] };
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${result.appHtml}</div>`;
  // innerHTML does not run scripts: run the router's hydration script by hand.
  for (const script of Array.from(document.querySelectorAll('#root script'))) {
    new Function(script.textContent ?? '')();
  }
  const errors: unknown[] = [];
  // Tell React this is a test environment, so act() flushes the hydration synchronously.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const original = console.error;
  // The domains checker runs when the page is idle (on a busy machine, within hydration) and only logs a failed call
  // (ERR-015): unit tests have no API to answer it, and its line says nothing of the hydration.
  console.error = (...args: unknown[]) => {
    if (args[0] !== 'domains checker') errors.push(args);
  };
  try {
    const routes = createRoutes(fixedConfigServices(config));
    await loadInitialLazyRoutes(routes);
    const router = createBrowserRouter(routes);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />, { onRecoverableError: (error) => errors.push(error) });
    });
    // The page keeps polling and its timers run on: end them with the test, or a late tick renders into a torn-down
    // window (React's "window is not defined" after the file ends).
    onTestFinished(() => {
      act(() => root?.unmount());
      router.dispose();
    });
    return { result, errors, router };
  } finally {
    console.error = original;
  }
}
