import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { appComposition } from '@bf/screens/shell/app-composition';
import { HomeScreen } from '@bf/screens/home-page';

/** The phone's screens and layouts (@bf/screens/shell/app-composition): the home page imported up front, the rest from `screen-table.ts`. */
export const app = appComposition({
  loadScreens: () => import('./screen-table.ts').then((m) => m.screens),
  home: HomeScreen,
  layouts: { main: MainLayout, office: OfficeLayout, casino: CasinoLayout, bare: BareLayout },
});
