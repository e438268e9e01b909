import type { ComponentType } from 'react';
import type { AppComposition, LazyPage, ScreenKind } from '@bf/headless/router';
import { NotFoundScreen, ServerErrorScreen } from '../error.tsx';

/** The screens that load with their route, by kind (`screenTable` in `./screen-table.tsx`). */
export type LazyScreenTable = Partial<Readonly<Record<ScreenKind, LazyPage>>>;

/**
 * An app's screens and layouts for headless's routes, which decide which route shows which screen. Home and the
 * error pages are imported (a page whose chunk failed to load still needs the error page); every other screen loads
 * with its route, through the app's screen table, which loads on first need (a route whose screen file the app lacks
 * shows the pending page). The browser's entry builds its routes from this; `appRoutes` adds the route table.
 */
export function appComposition({ loadScreens, home, layouts }: { loadScreens: () => Promise<LazyScreenTable>; home: ComponentType; layouts: AppComposition['layouts'] }): AppComposition {
  const lazyScreen = (kind: ScreenKind): LazyPage => ({
    lazy: async () => {
      const table = await loadScreens();
      const page = table[kind] ?? table.pending;
      if (!page) throw new Error('no pending-page screen file');
      return page.lazy();
    },
  });
  return { screens: { pending: lazyScreen('pending'), home, 'not-found': NotFoundScreen, 'server-error': ServerErrorScreen }, layouts, lazyScreen };
}
