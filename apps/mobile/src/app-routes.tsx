import type { RouteObject } from 'react-router-dom';
import { createAppRoutes, lazyPage, type AppComposition } from '@bf/headless/router';
import type { RouterServices } from '@bf/headless/router-services';
import { BareLayout, CasinoLayout, MainLayout, OfficeLayout } from './layouts/layouts.tsx';
import { NotFoundPage, ServerErrorPage } from './screens/error-pages.tsx';
import { HomePage } from './screens/home-page.tsx';
import { PendingPage } from './screens/pending-page.tsx';
import { MaintenancePage, StatusPage } from './screens/status-pages.tsx';

// Pages beyond home load on demand: their code is not part of the first page a visitor opens.
const SportsSectionPage = lazyPage(() => import('./screens/sports-section-page.tsx').then((m) => m.SportsSectionPage));
const SportsGamePage = lazyPage(() => import('./screens/sports-game-page.tsx').then((m) => m.SportsGamePage));
const SportsMultiPage = lazyPage(() => import('./screens/sports-multi-page.tsx').then((m) => m.SportsMultiPage));
const SportsChampsPage = lazyPage(() => import('./screens/sports-champs-page.tsx').then((m) => m.SportsChampsPage));
const ConfirmTermsPage = lazyPage(() => import('./screens/confirm-terms-page.tsx').then((m) => m.ConfirmTermsPage));
const SportsResultsPage = lazyPage(() => import('./screens/sports-results-page.tsx').then((m) => m.SportsResultsPage));
const CouponPrintPage = lazyPage(() => import('./screens/coupon-print-page.tsx').then((m) => m.CouponPrintPage));
const DebugPage = lazyPage(() => import('./screens/debug-page.tsx').then((m) => m.DebugPage));
const LoginPage = lazyPage(() => import('./screens/auth-login-page.tsx').then((m) => m.LoginPage));
const RegistrationPage = lazyPage(() => import('./screens/auth-registration-page.tsx').then((m) => m.RegistrationPage));
const SocialRegistrationPage = lazyPage(() => import('./screens/auth-registration-page.tsx').then((m) => m.SocialRegistrationPage));
const userAction = (name: 'AccountVerifyPage' | 'ActivateFastPage' | 'ActivatePage' | 'PasswordResetPage' | 'StopNewsletterPage') =>
  lazyPage(() => import('./screens/auth-user-action-pages.tsx').then((m) => m[name]));
const AccountVerifyPage = userAction('AccountVerifyPage');
const ActivateFastPage = userAction('ActivateFastPage');
const ActivatePage = userAction('ActivatePage');
const PasswordResetPage = userAction('PasswordResetPage');
const StopNewsletterPage = userAction('StopNewsletterPage');

/**
 * The mobile page for every route id of the spec's route table (redirect routes need none).
 * PendingPage: the section arrives with a later issue and says so.
 */
export const pages: AppComposition['pages'] = {
  'home': HomePage,
  'sports-section': SportsSectionPage,
  'sports-game': SportsGamePage,
  'multi': SportsMultiPage,
  'champs': SportsChampsPage,
  'results': SportsResultsPage,
  'statistic': PendingPage,
  'statistic-popup': PendingPage,
  'toto': PendingPage,
  'lotto': PendingPage,
  'games': PendingPage,
  'games-bonus': PendingPage,
  'games-game': PendingPage,
  'games-landing': PendingPage,
  'all-games-entrance': PendingPage,
  'news': PendingPage,
  'betting-alphabet': PendingPage,
  'football-champions-rules': PendingPage,
  'app-mobile': PendingPage,
  'app-desktop': PendingPage,
  'points': PendingPage,
  'betting-awards': PendingPage,
  'ipl-betting-app': PendingPage,
  'cricket-app': PendingPage,
  'cricket-world-cup': PendingPage,
  'our-partners': PendingPage,
  'promo': PendingPage,
  'login': LoginPage,
  'registration': RegistrationPage,
  'registration-type': SocialRegistrationPage,
  'account-verify': AccountVerifyPage,
  'activate': ActivatePage,
  'activate-fast': ActivateFastPage,
  'password-reset': PasswordResetPage,
  'stop-newsletter': StopNewsletterPage,
  'verification-sumsub': PendingPage,
  'office-account': PendingPage,
  'office-history': PendingPage,
  'office-history-pay': PendingPage,
  'office-recharge': PendingPage,
  'office-security': PendingPage,
  'office-responsible': PendingPage,
  'office-settings': PendingPage,
  'office-bonuses-deposit': PendingPage,
  'office-bonuses-wager': PendingPage,
  'office-promotion': PendingPage,
  'office-support': PendingPage,
  'office-verification': PendingPage,
  'office-convert-account': PendingPage,
  'office-payment-requests': PendingPage,
  'office-vip-cashback': PendingPage,
  'office-premium-cashback': PendingPage,
  'office-bring-friend': PendingPage,
  'office-rewards': PendingPage,
  'office-share-idea': PendingPage,
  'office-deduce': PendingPage,
  'office-identification': PendingPage,
  'office-payment-create-request': PendingPage,
  'office-payment-transactions': PendingPage,
  'office-payment-transaction': PendingPage,
  'office-payment-subtopic': PendingPage,
  'rules': PendingPage,
  'information-contacts': PendingPage,
  'information-about': PendingPage,
  'information-howbet': PendingPage,
  'information-cookies': PendingPage,
  'information-licenses': PendingPage,
  'information-taxation': PendingPage,
  'information-consent': PendingPage,
  'information-simpleidentification': PendingPage,
  'information-amlkyc': PendingPage,
  'information-amlpolicy': PendingPage,
  'information-disputeresolution': PendingPage,
  'information-kycpolicy': PendingPage,
  'information-responsiblegaming': PendingPage,
  'information-betting-calculator': PendingPage,
  'information-smsbets': PendingPage,
  'information-cash-terminals': PendingPage,
  'information-payment': PendingPage,
  'cyber': PendingPage,
  'cyber-disciplines': PendingPage,
  'cyber-all': PendingPage,
  'cyber-discipline': PendingPage,
  'cyber-discipline-champs': PendingPage,
  'cyber-discipline-champ': PendingPage,
  'cyber-game': PendingPage,
  'bonuses': PendingPage,
  'bonus-rules': PendingPage,
  'offers': PendingPage,
  'offer-rules': PendingPage,
  'partners': PendingPage,
  'promotions': PendingPage,
  'promotion': PendingPage,
  'cms-page': PendingPage,
  'bingo': PendingPage,
  'bonus-casino': PendingPage,
  'bonus-casino-promotion': PendingPage,
  'tournaments': PendingPage,
  'tournament': PendingPage,
  'poker': PendingPage,
  'slots': PendingPage,
  'slots-game': PendingPage,
  'slots-thank-you': PendingPage,
  'casino': PendingPage,
  'casino-game': PendingPage,
  'casino-thank-you': PendingPage,
  'keno': PendingPage,
  'keno-thank-you': PendingPage,
  'tv-games': PendingPage,
  'virtual-sports': PendingPage,
  'fast-bet': PendingPage,
  'asian-games': PendingPage,
  'fast-games': PendingPage,
  'scratchcards': PendingPage,
  'fishinghunting': PendingPage,
  'card-games': PendingPage,
  'crash-games': PendingPage,
  'skill-games': PendingPage,
  'my-casino': PendingPage,
  'favorites': PendingPage,
  'casino-lobby': PendingPage,
  'providers': PendingPage,
  'casino-search': PendingPage,
  'othergames': PendingPage,
  'provider': PendingPage,
  'landing-page': PendingPage,
  'first-bonus-landing': PendingPage,
  'payment-result': PendingPage,
  'payment-withdraw-result': PendingPage,
  'print-coupon': CouponPrintPage,
  'block': StatusPage,
  'block-ua': StatusPage,
  'block-ie': StatusPage,
  'site-updates': StatusPage,
  'coming-soon': StatusPage,
  'suspension': StatusPage,
  'old-browser': StatusPage,
  'server-error': ServerErrorPage,
  'confirm-terms': ConfirmTermsPage,
  'maintenance': MaintenancePage,
  'block-appeal-history': PendingPage,
  'debug': DebugPage,
};

export const layouts: AppComposition['layouts'] = {
  main: MainLayout,
  office: OfficeLayout,
  casino: CasinoLayout,
  headless: BareLayout,
  empty: BareLayout,
  maintenance: BareLayout,
  blocked: BareLayout,
};

/** The mobile app's react-router routes over the shared route table. */
export function createRoutes(services: RouterServices): RouteObject[] {
  return createAppRoutes({ pages, layouts, NotFoundPage, ServerErrorPage }, services);
}
