import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { appRoutes } from '@bf/screens/shell/app-routes';
import { HomeScreen } from '@bf/screens/home-page';

/** The desktop screens by screen kind and the app's routes (@bf/screens/shell/app-routes); the home page is imported. */
export const { screens, createRoutes } = appRoutes({
  // After the shared screen files: a desktop file of the same name replaces the shared one here.
  screenFiles: import.meta.glob(['./screens/*-page.tsx', './screens/*-pages.tsx', './screens/debug.tsx', '!./screens/home-page.tsx']),
  home: HomeScreen,
  layouts: { main: MainLayout, office: OfficeLayout, casino: CasinoLayout, bare: BareLayout },
});
