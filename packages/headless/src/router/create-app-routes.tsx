import type { ComponentType, ReactNode } from 'react';
import { Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_ROUTE_ID } from '../routes/route-links.ts';
import { LAYOUT_IDS, type LayoutId, type RouteDefinition } from '../routes/route-types.ts';
import type { ScreenKind } from '../routes/route-screens.ts';
import type { RouterServices } from './resolve-request.ts';
import type { RouteHandle } from './route-handle.ts';
import type { ShellData } from './shell-data.ts';
import { LayoutError, RootError } from './route-errors.tsx';
import { ShellRoot, shellRevalidation } from './shell-root.tsx';
import { createShellSessionWatch } from './shell-session-watch.ts';

export type { RouteHandle } from './route-handle.ts';
export { createShellSessionWatch, type ShellSessionWatch } from './shell-session-watch.ts';
export type { ScreenKind } from '../routes/route-screens.ts';
// Which screen a route of the table shows (`screenOf`, routes/route-screens.ts) is the caller's: the server and the
// route table pass it, the browser's first view reads each route's screen from the page, so the map of every route
// to its screen is not in the first load.
// The screen files (`lazyScreens`, `SCREEN_FILES`) are `@bf/headless/screen-files`: a module this one named would be
// built into the first-load chunk with all its code, though only the apps' lazily loaded screen tables use it.

// The loaders' code (the guard pipeline, the shell's settings) loads with the first loader call: on the server before
// its first render, in the browser at the first navigation, beside the next page's screen. The first view hydrates
// from the data the server rendered with, so no loader runs before it and none of their code is in the first load.
const routeLoaders = () => import('./route-loaders.ts');

function pageLoader(route: RouteDefinition | undefined, services: RouterServices) {
  return async (args: LoaderFunctionArgs) => (await routeLoaders()).pageLoader(route, services)(args);
}

function shellLoader(services: RouterServices) {
  return async (args: LoaderFunctionArgs): Promise<ShellData> => (await routeLoaders()).shellLoader(services)(args);
}

/** A page whose code loads only when its route is visited (keeps it out of the first page's JavaScript). */
export interface LazyPage {
  lazy: () => Promise<ComponentType>;
}

/** Declares a page loaded on demand: `lazyPage(() => import('./screens/x.tsx').then((m) => m.XScreen))`. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return { lazy: load };
}

const isLazyPage = (page: ComponentType | LazyPage): page is LazyPage => typeof page === 'object' && page !== null && 'lazy' in page;

/**
 * A screen that hydrates after the page's frame (`preloadable` with `afterHydration`, in its own Suspense boundary)
 * has its code loaded by `preload()`. A navigation to it loads that code beside the route's data, so the screen
 * renders at once, as a lazy route's does, instead of showing its boundary's empty fallback first.
 */
export function preloadOf(page: ComponentType): (() => Promise<unknown>) | undefined {
  const preload = (page as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
}

export function withScreenCode<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, preload: (() => Promise<unknown>) | undefined): (args: LoaderFunctionArgs) => Promise<T> {
  if (!preload) return loader;
  return async (args: LoaderFunctionArgs) => (await Promise.all([loader(args), preload()]))[0];
}

type Frame = ComponentType<{ children: ReactNode }>;

/** The frames an app draws: the spec's layouts without navigation (headless, empty, maintenance, blocked) share `bare`. */
export type FrameKind = 'main' | 'office' | 'casino' | 'bare';

/** The frame a layout of the spec is drawn with. */
export function frameOf(layout: LayoutId): FrameKind {
  return layout === 'main' || layout === 'office' || layout === 'casino' ? layout : 'bare';
}

/**
 * What an app hands to headless: the screens it has (by screen kind; a route whose screen the app lacks shows
 * `pending`) and a frame per layout kind. Markup only: which route shows which screen is decided here.
 */
export interface AppComposition {
  screens: Partial<Readonly<Record<ScreenKind, ComponentType | LazyPage>>> & Readonly<Record<'pending', ComponentType | LazyPage>> & Readonly<Record<'not-found' | 'server-error', ComponentType>>;
  layouts: Readonly<Record<FrameKind, Frame>>;
  /**
   * The screen of a kind `screens` lacks, loaded with its route from the app's screen table (which itself loads on
   * first use, so the table of every screen file is not in the first load). Without it such a route shows `pending`.
   */
  lazyScreen?: (kind: ScreenKind) => LazyPage;
}

/** The component a screen kind renders in an app: its screen, the one its screen table loads, or the pending page. */
export function screenFor(screens: AppComposition['screens'], kind: ScreenKind, lazyScreen?: AppComposition['lazyScreen']): ComponentType | LazyPage {
  return screens[kind] ?? lazyScreen?.(kind) ?? screens.pending;
}

/** Route ids of `routes` (the route table) that have no page in a composition (a redirect route needs none). */
export function missingPages(screens: AppComposition['screens'], routes: readonly RouteDefinition[], screenOf: (route: RouteDefinition) => ScreenKind): string[] {
  return routes.filter((r) => !r.redirect && !screenFor(screens, screenOf(r))).map((r) => r.id);
}

/**
 * The react-router route objects of an app for route definitions of the one route table (`ROUTES` on the server;
 * in the browser the first view's own definitions, then the whole table with the first navigation): `/` picks a
 * language, `/:lng` holds the shell, each layout groups its routes, and unknown paths end in the main layout's 404
 * page.
 */
export function createAppRoutes<D extends RouteDefinition>(app: AppComposition, services: RouterServices, definitions: readonly D[], screenOf: (route: D) => ScreenKind): RouteObject[] {
  const watch = createShellSessionWatch();
  const { screens } = app;
  const NotFound = screens['not-found'];
  const ServerError = screens['server-error'];
  const layoutRoutes: RouteObject[] = LAYOUT_IDS.map((layoutId) => {
    const Layout = app.layouts[frameOf(layoutId)];
    const children: RouteObject[] = definitions.filter((r) => r.layout === layoutId).map((def) => {
      // A redirect route never renders: the guard pipeline answers it.
      const page = def.redirect ? NotFound : screenFor(screens, screenOf(def), app.lazyScreen);
      const view = isLazyPage(page) ? { lazy: async () => ({ Component: await page.lazy() }) } : { Component: page };
      const loader = withScreenCode(pageLoader(def, services), isLazyPage(page) ? undefined : preloadOf(page));
      const base = { id: def.id, loader, handle: { route: def } satisfies RouteHandle, ...view };
      return def.path === '' ? { ...base, index: true as const } : { ...base, path: def.path };
    });
    if (layoutId === 'main') {
      children.push({ id: NOT_FOUND_ROUTE_ID, path: '*', loader: pageLoader(undefined, services), element: <NotFound /> });
    }
    return {
      id: `layout-${layoutId}`,
      element: (
        <Layout>
          <Outlet />
        </Layout>
      ),
      errorElement: <LayoutError Layout={Layout} MainLayout={app.layouts.main} NotFound={NotFound} ServerError={ServerError} />,
      children,
    };
  });

  return [
    {
      id: 'root',
      path: '/',
      errorElement: <RootError ServerError={ServerError} />,
      children: [
        { index: true, loader: pageLoader(undefined, services) },
        { id: 'lng', path: ':lng', loader: shellLoader(services), shouldRevalidate: shellRevalidation(watch), element: <ShellRoot services={services} watch={watch} />, children: layoutRoutes },
      ],
    },
  ];
}
