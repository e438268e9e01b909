import { Suspense, type ComponentType } from 'react';
import { preloadable, type PreloadableComponent } from '@bf/headless/env';
import type { AppComposition, LazyPage, ScreenKind } from '@bf/headless/router';
import { NotFoundScreen, ServerErrorScreen } from '../error.tsx';

/** The screens that load with their route, by kind (`screenTable` in `./screen-table.tsx`). */
export type LazyScreenTable = Partial<Readonly<Record<ScreenKind, LazyPage>>>;

/**
 * An app's screens and layouts for headless's routes, which decide which route shows which screen. The error pages
 * are imported (a page whose chunk failed to load still needs the error page); home, the sports lists and the game
 * page are rendered by the server and hydrate after the page's frame (below); every other screen loads with its
 * route, through the app's screen table, which loads on first need (a route whose screen file the app lacks shows the
 * pending page). The browser's entry builds its routes from this; `appRoutes` adds the route table.
 */
export function appComposition({ loadScreens, loadHome, layouts }: { loadScreens: () => Promise<LazyScreenTable>; loadHome: () => Promise<ComponentType>; layouts: AppComposition['layouts'] }): AppComposition {
  const loadScreen = async (kind: ScreenKind): Promise<ComponentType> => {
    const table = await loadScreens();
    const page = table[kind] ?? table.pending;
    if (!page) throw new Error('no pending-page screen file');
    return page.lazy();
  };
  const lazyScreen = (kind: ScreenKind): LazyPage => ({ lazy: () => loadScreen(kind) });
  return {
    screens: {
      pending: lazyScreen('pending'),
      home: screenAfterFrame('home', loadHome),
      // The ids are the screens' file names: the server preloads a screen file only when its HTML does not say it comes later.
      'sports-section': screenAfterFrame('sports-section-page', () => loadScreen('sports-section')),
      'sports-game': screenAfterFrame('sports-game-page', () => loadScreen('sports-game')),
      'not-found': NotFoundScreen,
      'server-error': ServerErrorScreen,
    },
    layouts,
    lazyScreen,
  };
}

/**
 * The first views a phone meets most (home, the live and line lists, a game) keep their screen's code out of the
 * first-load chunks: the server renders the screen into the page (its games and prices are in the HTML), the browser
 * hydrates the frame (header, menus, bottom bar, coupon) first and the screen's boundary once its chunk came, which
 * it starts fetching as hydration reaches it. The page paints the same; the frame answers sooner and the first load's
 * long task is shorter (docs/decisions.md, sessions 20 and 21). A navigation to one of them loads its code with the
 * route's data (`preload`, called by the route's loader), so it renders at once.
 */
function screenAfterFrame(id: string, load: () => Promise<ComponentType>): PreloadableComponent<object> {
  const Screen = preloadable(id, load, { afterHydration: true });
  function ScreenAfterFrame() {
    return (
      <Suspense>
        <Screen />
      </Suspense>
    );
  }
  ScreenAfterFrame.preload = Screen.preload;
  return ScreenAfterFrame;
}
