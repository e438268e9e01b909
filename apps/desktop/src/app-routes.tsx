import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { appRoutes } from '@bf/screens/shell/app-routes';
import { HomeScreen } from '@bf/screens/home-page';

/** The desktop screens by screen kind and the app's routes (@bf/screens/shell/app-routes); the home page is imported. */
export const { screens, createRoutes } = appRoutes({
  loadScreens: () => import('./screen-table.ts').then((m) => m.screens),
  home: HomeScreen,
  layouts: { main: MainLayout, office: OfficeLayout, casino: CasinoLayout, bare: BareLayout },
});
