import type { RouteObject } from 'react-router-dom';
import { createAppRoutes, lazyScreens, type AppComposition } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { sharedScreenFiles } from '@bf/screens';
import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { NotFoundScreen, ServerErrorScreen } from '@bf/screens/error';
import { HomeScreen } from '@bf/screens/home-page';
import { PendingScreen } from '@bf/screens/pending';
import { MaintenanceScreen, StatusScreen } from '@bf/screens/status';

/**
 * The mobile screens by screen kind; headless decides which route shows which, and a route whose screen is not here
 * shows the pending page. The first page's screens are imported; the rest load with their route (headless names
 * each screen's file and export, so adding a screen is its file here and its row in headless's screen files).
 */
export const screens: AppComposition['screens'] = {
  // The shared screens first: a file of the same name here replaces one on this platform.
  ...lazyScreens({ ...sharedScreenFiles, ...import.meta.glob(['./screens/*-page.tsx', './screens/*-pages.tsx', './screens/debug.tsx', '!./screens/home-page.tsx']) }),
  home: HomeScreen,
  status: StatusScreen,
  maintenance: MaintenanceScreen,
  pending: PendingScreen,
  'not-found': NotFoundScreen,
  'server-error': ServerErrorScreen,
};

/** The mobile app's react-router routes over the shared route table. */
export function createRoutes(services: RouterServices): RouteObject[] {
  return createAppRoutes({ screens, layouts: { main: MainLayout, office: OfficeLayout, casino: CasinoLayout, bare: BareLayout } }, services);
}
