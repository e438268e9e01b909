import { Suspense, type ComponentType } from 'react';
import { preloadable } from '@bf/headless/env';
import type { AppComposition, LazyPage, ScreenKind } from '@bf/headless/router';
import { NotFoundScreen, ServerErrorScreen } from '../error.tsx';

/** The screens that load with their route, by kind (`screenTable` in `./screen-table.tsx`). */
export type LazyScreenTable = Partial<Readonly<Record<ScreenKind, LazyPage>>>;

/**
 * An app's screens and layouts for headless's routes, which decide which route shows which screen. The error pages
 * are imported (a page whose chunk failed to load still needs the error page); home is rendered by the server and
 * hydrates after the page's frame (below); every other screen loads with its route, through the app's screen table,
 * which loads on first need (a route whose screen file the app lacks shows the pending page). The browser's entry
 * builds its routes from this; `appRoutes` adds the route table.
 */
export function appComposition({ loadScreens, loadHome, layouts }: { loadScreens: () => Promise<LazyScreenTable>; loadHome: () => Promise<ComponentType>; layouts: AppComposition['layouts'] }): AppComposition {
  const lazyScreen = (kind: ScreenKind): LazyPage => ({
    lazy: async () => {
      const table = await loadScreens();
      const page = table[kind] ?? table.pending;
      if (!page) throw new Error('no pending-page screen file');
      return page.lazy();
    },
  });
  return { screens: { pending: lazyScreen('pending'), home: homeScreen(loadHome), 'not-found': NotFoundScreen, 'server-error': ServerErrorScreen }, layouts, lazyScreen };
}

/**
 * Home's top games, their rows and odds buttons are not in the first-load chunks: the server renders home into the
 * page (its games and prices are in the HTML), the browser hydrates the frame (header, menus, bottom bar) first and
 * home's boundary once its chunk came, which it starts fetching as hydration reaches it. The page paints the same;
 * the frame answers sooner and the first load's long task is shorter (docs/decisions.md, session 20).
 */
function homeScreen(loadHome: () => Promise<ComponentType>): ComponentType {
  const Home = preloadable('home', loadHome, { afterHydration: true });
  return function HomeScreen() {
    return (
      <Suspense>
        <Home />
      </Suspense>
    );
  };
}
