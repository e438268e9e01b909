import type { ComponentType } from 'react';
import { createAppRoutes, lazyScreens, type AppComposition, type ScreenModules } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { NotFoundScreen, ServerErrorScreen } from '../error.tsx';
import { sharedScreenFiles } from '../index.ts';
import { PendingScreen } from '../pending.tsx';
import { MaintenanceScreen, StatusScreen } from '../status.tsx';

/**
 * An app's screens by screen kind and its react-router routes over the shared route table; headless decides which
 * route shows which screen, and a route whose screen is not here shows the pending page. The first page's screens
 * are imported; the rest load with their route (headless names each screen's file and export, so adding a screen is
 * its file and its row in headless's screen files).
 */
export function appRoutes({ screenFiles, home, layouts }: { screenFiles: ScreenModules; home: ComponentType; layouts: AppComposition['layouts'] }) {
  const screens: AppComposition['screens'] = {
    // The shared screens first: a file of the same name in the app replaces one on that platform.
    ...lazyScreens({ ...sharedScreenFiles, ...screenFiles }),
    home,
    status: StatusScreen,
    maintenance: MaintenanceScreen,
    pending: PendingScreen,
    'not-found': NotFoundScreen,
    'server-error': ServerErrorScreen,
  };
  return { screens, createRoutes: (services: RouterServices) => createAppRoutes({ screens, layouts }, services) };
}
