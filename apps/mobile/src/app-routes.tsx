import type { RouteObject } from 'react-router-dom';
import { createAppRoutes, lazyPage, type AppComposition } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { NotFoundScreen, ServerErrorScreen } from './screens/error.tsx';
import { HomePage } from './screens/home-page.tsx';
import { PendingScreen } from './screens/pending.tsx';
import { MaintenanceScreen, StatusScreen } from './screens/status.tsx';

const userAction = (name: 'AccountVerifyPage' | 'ActivateFastPage' | 'ActivatePage' | 'PasswordResetPage' | 'StopNewsletterPage') =>
  lazyPage(() => import('./screens/auth-user-action-pages.tsx').then((m) => m[name]));

/**
 * The mobile screens by screen kind; headless decides which route shows which, and a route whose screen is not
 * here shows the pending page. Screens beyond home load on demand: not part of the first page's code.
 */
export const screens: AppComposition['screens'] = {
  home: HomePage,
  'sports-section': lazyPage(() => import('./screens/sports-section-page.tsx').then((m) => m.SportsSectionPage)),
  'sports-game': lazyPage(() => import('./screens/sports-game-page.tsx').then((m) => m.SportsGamePage)),
  multi: lazyPage(() => import('./screens/sports-multi-page.tsx').then((m) => m.SportsMultiPage)),
  champs: lazyPage(() => import('./screens/sports-champs-page.tsx').then((m) => m.SportsChampsPage)),
  results: lazyPage(() => import('./screens/sports-results-page.tsx').then((m) => m.SportsResultsPage)),
  login: lazyPage(() => import('./screens/auth-login-page.tsx').then((m) => m.LoginPage)),
  registration: lazyPage(() => import('./screens/auth-registration-page.tsx').then((m) => m.RegistrationPage)),
  'social-registration': lazyPage(() => import('./screens/auth-registration-page.tsx').then((m) => m.SocialRegistrationPage)),
  'account-verify': userAction('AccountVerifyPage'),
  activate: userAction('ActivatePage'),
  'activate-fast': userAction('ActivateFastPage'),
  'password-reset': userAction('PasswordResetPage'),
  'stop-newsletter': userAction('StopNewsletterPage'),
  'confirm-terms': lazyPage(() => import('./screens/confirm-terms-page.tsx').then((m) => m.ConfirmTermsPage)),
  'print-coupon': lazyPage(() => import('./screens/coupon-print-page.tsx').then((m) => m.CouponPrintPage)),
  debug: lazyPage(() => import('./screens/debug.tsx').then((m) => m.DebugScreen)),
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
