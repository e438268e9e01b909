import type { RouteObject } from 'react-router-dom';
import { createAppRoutes, lazyPage, type AppComposition } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { NotFoundScreen, ServerErrorScreen } from './screens/error.tsx';
import { HomeScreen } from './screens/home-page.tsx';
import { PendingScreen } from './screens/pending.tsx';
import { MaintenanceScreen, StatusScreen } from './screens/status.tsx';

const userAction = lazyPage(() => import('./screens/auth-user-action-pages.tsx').then((m) => m.UserActionScreen));

/**
 * The mobile screens by screen kind; headless decides which route shows which, and a route whose screen is not
 * here shows the pending page. Screens beyond home load on demand: not part of the first page's code.
 */
export const screens: AppComposition['screens'] = {
  home: HomeScreen,
  'sports-section': lazyPage(() => import('./screens/sports-section-page.tsx').then((m) => m.SportsSectionScreen)),
  'sports-game': lazyPage(() => import('./screens/sports-game-page.tsx').then((m) => m.SportsGameScreen)),
  multi: lazyPage(() => import('./screens/sports-multi-page.tsx').then((m) => m.MultiLiveScreen)),
  champs: lazyPage(() => import('./screens/sports-champs-page.tsx').then((m) => m.ChampionsScreen)),
  results: lazyPage(() => import('./screens/sports-results-page.tsx').then((m) => m.ResultsScreen)),
  login: lazyPage(() => import('./screens/auth-login-page.tsx').then((m) => m.SignInScreen)),
  registration: lazyPage(() => import('./screens/auth-registration-page.tsx').then((m) => m.RegistrationScreen)),
  'social-registration': lazyPage(() => import('./screens/auth-registration-page.tsx').then((m) => m.SocialRegistrationScreen)),
  'account-verify': userAction,
  activate: userAction,
  'activate-fast': userAction,
  'password-reset': userAction,
  'stop-newsletter': userAction,
  'demo-mailbox': lazyPage(() => import('./screens/demo-mailbox-page.tsx').then((m) => m.DemoMailboxScreen)),
  'confirm-terms': lazyPage(() => import('./screens/confirm-terms-page.tsx').then((m) => m.ConfirmTermsScreen)),
  'print-coupon': lazyPage(() => import('./screens/coupon-print-page.tsx').then((m) => m.CouponPrintScreen)),
  information: lazyPage(() => import('./screens/information-page.tsx').then((m) => m.InformationScreen)),
  'office-recharge': lazyPage(() => import('./screens/office-recharge-page.tsx').then((m) => m.OfficeRechargeScreen)),
  'office-deduce': lazyPage(() => import('./screens/office-deduce-page.tsx').then((m) => m.OfficeDeduceScreen)),
  'office-history-pay': lazyPage(() => import('./screens/office-history-pay-page.tsx').then((m) => m.OfficeHistoryPayScreen)),
  'payment-result': lazyPage(() => import('./screens/payment-result-page.tsx').then((m) => m.PaymentResultScreen)),
  'payment-withdraw-result': lazyPage(() => import('./screens/payment-result-page.tsx').then((m) => m.PaymentWithdrawResultScreen)),
  'office-responsible': lazyPage(() => import('./screens/office-responsible-page.tsx').then((m) => m.OfficeResponsibleScreen)),
  'office-history': lazyPage(() => import('./screens/office-history-page.tsx').then((m) => m.OfficeHistoryScreen)),
  debug: lazyPage(() => import('./screens/debug.tsx').then((m) => m.DebugScreen)),
  'office-settings': lazyPage(() => import('./screens/office-settings-page.tsx').then((m) => m.OfficeSettingsScreen)),
  'office-security': lazyPage(() => import('./screens/office-security-page.tsx').then((m) => m.OfficeSecurityScreen)),
  'office-account': lazyPage(() => import('./screens/office-account-page.tsx').then((m) => m.OfficeAccountScreen)),
  'office-bonuses': lazyPage(() => import('./screens/office-bonuses-page.tsx').then((m) => m.OfficeBonusesScreen)),
  'office-cashback': lazyPage(() => import('./screens/office-cashback-page.tsx').then((m) => m.OfficeCashbackScreen)),
  'office-promotion': lazyPage(() => import('./screens/office-promotion-page.tsx').then((m) => m.OfficePromotionScreen)),
  'office-bring-friend': lazyPage(() => import('./screens/office-bring-friend-page.tsx').then((m) => m.OfficeBringFriendScreen)),
  'office-rewards': lazyPage(() => import('./screens/office-rewards-page.tsx').then((m) => m.OfficeRewardsScreen)),
  'office-share-idea': lazyPage(() => import('./screens/office-share-idea-page.tsx').then((m) => m.OfficeShareIdeaScreen)),
  'office-support': lazyPage(() => import('./screens/office-support-page.tsx').then((m) => m.OfficeSupportScreen)),
  'office-verification': lazyPage(() => import('./screens/office-verification-page.tsx').then((m) => m.OfficeVerificationScreen)),
  'office-convert-account': lazyPage(() => import('./screens/office-convert-account-page.tsx').then((m) => m.OfficeConvertAccountScreen)),
  'office-payment-requests': lazyPage(() => import('./screens/office-payment-requests-page.tsx').then((m) => m.OfficePaymentRequestsScreen)),
  'office-payment-transactions': lazyPage(() => import('./screens/office-payment-requests-page.tsx').then((m) => m.OfficePaymentTransactionsScreen)),
  'office-payment-transaction': lazyPage(() => import('./screens/office-payment-requests-page.tsx').then((m) => m.OfficePaymentTransactionScreen)),
  'office-payment-form': lazyPage(() => import('./screens/office-payment-requests-page.tsx').then((m) => m.OfficePaymentRequestFormScreen)),
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
