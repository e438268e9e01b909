// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { loadInitialLazyRoutes } from './hydrate-app.tsx';

type Hydrated = { __staticRouterHydrationData?: unknown };

function table() {
  const home = vi.fn(async () => ({ Component: () => null }));
  const live = vi.fn(async () => ({ Component: () => null }));
  const routes: RouteObject[] = [
    { id: 'root', path: '/', children: [{ id: 'lng', path: ':lng', children: [{ id: 'layout-main', children: [{ id: 'home', index: true, lazy: home }, { id: 'sports-section', path: 'home/:section', lazy: live }] }] }] },
  ];
  return { routes, home, live };
}

afterEach(() => {
  delete (window as Hydrated).__staticRouterHydrationData;
  window.history.replaceState(null, '', '/');
});

describe('loadInitialLazyRoutes', () => {
  it('loads the page the server rendered, named by its hydration data, and no other', async () => {
    (window as Hydrated).__staticRouterHydrationData = { loaderData: { lng: {}, 'sports-section': {} }, errors: null };
    // The URL says home: the hydration data wins, so the table is not matched again.
    window.history.replaceState(null, '', '/en');
    const { routes, home, live } = table();
    await loadInitialLazyRoutes(routes);
    expect(live).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    const section = routes[0]?.children?.[0]?.children?.[0]?.children?.[1];
    expect(section?.lazy).toBeUndefined();
    expect(section?.Component).toBeTypeOf('function');
  });

  it('loads nothing when the page the server rendered is in the first-load chunk (not lazy)', async () => {
    // Home is not lazy in the apps: its hydration data names only routes without lazy code.
    (window as Hydrated).__staticRouterHydrationData = { loaderData: { lng: {}, 'layout-main': {} }, errors: null };
    window.history.replaceState(null, '', '/en/home/live');
    const { routes, home, live } = table();
    await loadInitialLazyRoutes(routes);
    expect(live).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();
  });

  it('matches the URL when the server rendered an error (its data names the boundary, not the matched routes)', async () => {
    (window as Hydrated).__staticRouterHydrationData = { loaderData: { lng: {} }, errors: { lng: { status: 404 } } };
    window.history.replaceState(null, '', '/en/home/live');
    const { routes, home, live } = table();
    await loadInitialLazyRoutes(routes);
    expect(live).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
  });

  it('matches the URL when the page has no hydration data', async () => {
    window.history.replaceState(null, '', '/en/home/live');
    const { routes, home, live } = table();
    await loadInitialLazyRoutes(routes);
    expect(live).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
  });
});
