import type { ComponentType } from 'react';
import type { ScreenKind } from '../routes/route-screens.ts';

/**
 * Where each app keeps a screen that loads with its route: the file under `src/screens/` and the connected screen it
 * exports. Both apps name their screens alike, so this is written once; an app hands in its screen files
 * (`import.meta.glob('./screens/*.tsx')`) and gets its lazily loaded screens. A screen whose file an app lacks is
 * absent, and its routes show the pending page. The screens of the first page (home, and the error pages) are
 * imported by the app itself.
 */
export const SCREEN_FILES: Readonly<Partial<Record<ScreenKind, readonly [file: string, exportName: string]>>> = {
  // The status pages and the pending page are a first page only where a visitor meets them: they load with their route.
  status: ['status-pages', 'StatusScreen'],
  maintenance: ['status-pages', 'MaintenanceScreen'],
  pending: ['pending-page', 'PendingScreen'],
  'sports-section': ['sports-section-page', 'SportsSectionScreen'],
  'sports-game': ['sports-game-page', 'SportsGameScreen'],
  multi: ['sports-multi-page', 'MultiLiveScreen'],
  champs: ['sports-champs-page', 'ChampionsScreen'],
  results: ['sports-results-page', 'ResultsScreen'],
  login: ['auth-login-page', 'SignInScreen'],
  registration: ['auth-registration-page', 'RegistrationScreen'],
  'social-registration': ['auth-registration-page', 'SocialRegistrationScreen'],
  'account-verify': ['auth-user-action-pages', 'UserActionScreen'],
  activate: ['auth-user-action-pages', 'UserActionScreen'],
  'activate-fast': ['auth-user-action-pages', 'UserActionScreen'],
  'password-reset': ['auth-user-action-pages', 'UserActionScreen'],
  'stop-newsletter': ['auth-user-action-pages', 'UserActionScreen'],
  'demo-mailbox': ['demo-mailbox-page', 'DemoMailboxScreen'],
  'confirm-terms': ['confirm-terms-page', 'ConfirmTermsScreen'],
  'print-coupon': ['coupon-print-page', 'CouponPrintScreen'],
  information: ['information-page', 'InformationScreen'],
  debug: ['debug', 'DebugScreen'],
  'office-recharge': ['office-recharge-page', 'OfficeRechargeScreen'],
  'office-deduce': ['office-deduce-page', 'OfficeDeduceScreen'],
  'office-history-pay': ['office-history-pay-page', 'OfficeHistoryPayScreen'],
  'payment-result': ['payment-result-page', 'PaymentResultScreen'],
  'payment-withdraw-result': ['payment-result-page', 'PaymentWithdrawResultScreen'],
  'office-responsible': ['office-responsible-page', 'OfficeResponsibleScreen'],
  'office-history': ['office-history-page', 'OfficeHistoryScreen'],
  'office-settings': ['office-settings-page', 'OfficeSettingsScreen'],
  'office-security': ['office-security-page', 'OfficeSecurityScreen'],
  'office-qr': ['office-qr-page', 'OfficeQrScreen'],
  'user-qr': ['auth-qr-page', 'UserQrScreen'],
  'office-account': ['office-account-page', 'OfficeAccountScreen'],
  'office-bonuses': ['office-bonuses-page', 'OfficeBonusesScreen'],
  'office-cashback': ['office-cashback-page', 'OfficeCashbackScreen'],
  'office-promotion': ['office-promotion-page', 'OfficePromotionScreen'],
  'office-bring-friend': ['office-bring-friend-page', 'OfficeBringFriendScreen'],
  'office-rewards': ['office-rewards-page', 'OfficeRewardsScreen'],
  'office-share-idea': ['office-share-idea-page', 'OfficeShareIdeaScreen'],
  'office-support': ['office-support-page', 'OfficeSupportScreen'],
  'office-verification': ['office-verification-page', 'OfficeVerificationScreen'],
  'office-convert-account': ['office-convert-account-page', 'OfficeConvertAccountScreen'],
  'office-payment-requests': ['office-payment-requests-page', 'OfficePaymentRequestsScreen'],
  'office-payment-transactions': ['office-payment-requests-page', 'OfficePaymentTransactionsScreen'],
  'office-payment-transaction': ['office-payment-requests-page', 'OfficePaymentTransactionScreen'],
  'office-payment-form': ['office-payment-requests-page', 'OfficePaymentRequestFormScreen'],
  'casino-lobby': ['casino-pages', 'CasinoLobbyScreen'],
  'casino-providers': ['casino-pages', 'CasinoProvidersScreen'],
  'casino-game': ['casino-pages', 'CasinoGameScreen'],
  'casino-thank-you': ['casino-pages', 'CasinoThankYouScreen'],
};

/** An app's screen files as `import.meta.glob('./screens/*.tsx')` gives them: path → loader of the module. */
export type ScreenModules = Readonly<Record<string, () => Promise<unknown>>>;

/** A screen whose code loads with its route (the router's `LazyPage`). */
export interface LazyScreen {
  lazy: () => Promise<ComponentType>;
}

/**
 * The lazily loaded screens an app has, by screen kind, from its screen files. One loader per file, so screens of one
 * file (the five user actions) share their chunk; a file without the named export fails its route's load loudly.
 */
export function lazyScreens(modules: ScreenModules, files = SCREEN_FILES): Partial<Record<ScreenKind, LazyScreen>> {
  const byFile = new Map(Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.tsx$/, '$1'), load]));
  const screens: Partial<Record<ScreenKind, LazyScreen>> = {};
  for (const [kind, [file, exportName]] of Object.entries(files) as [ScreenKind, readonly [string, string]][]) {
    const load = byFile.get(file);
    if (!load) continue;
    screens[kind] = {
      lazy: async () => {
        const screen = ((await load()) as Record<string, ComponentType | undefined>)[exportName];
        if (!screen) throw new Error(`screens/${file}.tsx exports no ${exportName}`);
        return screen;
      },
    };
  }
  return screens;
}
