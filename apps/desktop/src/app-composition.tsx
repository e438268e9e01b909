import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { appComposition } from '@bf/screens/shell/app-composition';

/** The desktop screens and layouts (@bf/screens/shell/app-composition): home hydrating after the frame, the rest from `screen-table.ts`. */
export const app = appComposition({
  loadScreens: () => import('./screen-table.ts').then((m) => m.screens),
  loadHome: () => import('@bf/screens/home-page').then((m) => m.HomeScreen),
  layouts: { main: MainLayout, office: OfficeLayout, casino: CasinoLayout, bare: BareLayout },
});
