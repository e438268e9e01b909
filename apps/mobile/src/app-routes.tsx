import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { appRoutes } from '@bf/screens/shell/app-routes';
import { HomeScreen } from '@bf/screens/home-page';

/** The phone's screens by screen kind and its routes (@bf/screens/shell/app-routes), the home page imported up front. */
export const { screens, createRoutes } = appRoutes({
  // The phone's own screen files override shared ones of the same name.
  screenFiles: import.meta.glob(['./screens/*-page.tsx', './screens/*-pages.tsx', './screens/debug.tsx', '!./screens/home-page.tsx']),
  home: HomeScreen,
  layouts: { main: MainLayout, office: OfficeLayout, casino: CasinoLayout, bare: BareLayout },
});
