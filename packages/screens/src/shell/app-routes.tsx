import type { ComponentType } from 'react';
import { createAppRoutes, type AppComposition, type LazyPage, type ScreenKind } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { NotFoundScreen, ServerErrorScreen } from '../error.tsx';

/** The screens that load with their route, by kind (`screenTable` in `./screen-table.tsx`). */
export type LazyScreenTable = Partial<Readonly<Record<ScreenKind, LazyPage>>>;

/**
 * An app's screens by screen kind and its react-router routes over the shared route table; headless decides which
 * route shows which screen. Home and the error pages are imported (a page whose chunk failed to load still needs the
 * error page); every other screen loads with its route, through the app's screen table, which loads on first need
 * (a route whose screen file the app lacks shows the pending page).
 */
export function appRoutes({ loadScreens, home, layouts }: { loadScreens: () => Promise<LazyScreenTable>; home: ComponentType; layouts: AppComposition['layouts'] }) {
  const lazyScreen = (kind: ScreenKind): LazyPage => ({
    lazy: async () => {
      const table = await loadScreens();
      const page = table[kind] ?? table.pending;
      if (!page) throw new Error('no pending-page screen file');
      return page.lazy();
    },
  });
  const screens: AppComposition['screens'] = { pending: lazyScreen('pending'), home, 'not-found': NotFoundScreen, 'server-error': ServerErrorScreen };
  return { screens, createRoutes: (services: RouterServices) => createAppRoutes({ screens, layouts, lazyScreen }, services) };
}
