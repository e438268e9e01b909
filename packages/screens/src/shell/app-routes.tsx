import type { ComponentType } from 'react';
import { createAppRoutes, lazyScreens, type AppComposition, type ScreenModules } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { NotFoundScreen, ServerErrorScreen } from '../error.tsx';
import { sharedScreenFiles } from '../index.ts';

/**
 * An app's screens by screen kind and its react-router routes over the shared route table; headless decides which
 * route shows which screen, and a route whose screen is not here shows the pending page. Home and the error pages
 * are imported (a page whose chunk failed to load still needs the error page); the rest load with their route
 * (headless names each screen's file and export, so adding a screen is its file and its row in headless's screen files).
 */
export function appRoutes({ screenFiles, home, layouts }: { screenFiles: ScreenModules; home: ComponentType; layouts: AppComposition['layouts'] }) {
  // The shared screens first: a file of the same name in the app replaces one on that platform.
  const lazy = lazyScreens({ ...sharedScreenFiles, ...screenFiles });
  if (!lazy.pending) throw new Error('no pending-page screen file');
  const screens: AppComposition['screens'] = {
    ...lazy,
    pending: lazy.pending,
    home,
    'not-found': NotFoundScreen,
    'server-error': ServerErrorScreen,
  };
  return { screens, createRoutes: (services: RouterServices) => createAppRoutes({ screens, layouts }, services) };
}
