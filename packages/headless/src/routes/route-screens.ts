import type { RouteDefinition } from './route-types.ts';

/**
 * The screens an app may have. A route shows the screen named after it when the app has one; the status routes
 * share `status`; every other route shows `pending`, the page that says the section comes later.
 */
export type ScreenKind =
  | 'home'
  | 'sports-section'
  | 'sports-game'
  | 'multi'
  | 'champs'
  | 'results'
  | 'login'
  | 'registration'
  | 'social-registration'
  | 'account-verify'
  | 'activate'
  | 'activate-fast'
  | 'password-reset'
  | 'stop-newsletter'
  | 'demo-mailbox'
  | 'confirm-terms'
  | 'print-coupon'
  | 'office-recharge'
  | 'office-deduce'
  | 'office-history-pay'
  | 'payment-result'
  | 'payment-withdraw-result'
  | 'office-history'
  | 'status'
  | 'maintenance'
  | 'server-error'
  | 'not-found'
  | 'debug'
  | 'information'
  | 'office-responsible'
  | 'office-settings'
  | 'office-security'
  | 'office-qr'
  | 'user-qr'
  | 'office-account'
  | 'office-bonuses'
  | 'office-cashback'
  | 'office-promotion'
  | 'office-bring-friend'
  | 'office-rewards'
  | 'office-share-idea'
  | 'office-support'
  | 'office-verification'
  | 'office-convert-account'
  | 'office-payment-requests'
  | 'office-payment-transactions'
  | 'office-payment-transaction'
  | 'office-payment-form'
  | 'casino-lobby'
  | 'casino-providers'
  | 'casino-game'
  | 'casino-thank-you'
  | 'pending';

// Route ids whose screen has another name; a route id that is itself a screen kind maps to that screen.
const SCREEN_OF_ROUTE: Readonly<Record<string, ScreenKind>> = {
  'registration-type': 'social-registration',
  block: 'status',
  'block-ua': 'status',
  'block-ie': 'status',
  'site-updates': 'status',
  'coming-soon': 'status',
  suspension: 'status',
  'old-browser': 'status',
  // The verification step serves the office's verification and identification pages and /verification/sumsub; the
  // request form serves create-request/{topicId} and {topicId}/{subTopicId}.
  'office-identification': 'office-verification',
  'verification-sumsub': 'office-verification',
  'office-payment-create-request': 'office-payment-form',
  'office-payment-subtopic': 'office-payment-form',
  // Pages of the content service (docs/decisions.md, "Information pages"); the calculator, SMS bets, cash terminals
  // and payment methods are tools rather than texts and stay pending.
  rules: 'information',
  // Bonuses: deposit and wager are two sections of one page; VIP and premium cashback one page of two programmes.
  'office-bonuses-deposit': 'office-bonuses',
  'office-bonuses-wager': 'office-bonuses',
  'office-vip-cashback': 'office-cashback',
  'office-premium-cashback': 'office-cashback',
  // The casino (docs/decisions.md "Casino"): every list page is the lobby's screen over another filter; both game
  // routes are the game page; the three thank-you pages one screen. Bonuses and tournaments stay pending.
  ...Object.fromEntries(
    [
      'slots', 'casino', 'bingo', 'keno', 'tv-games', 'virtual-sports', 'fast-bet', 'fast-games', 'scratchcards', 'fishinghunting', 'asian-games',
      'card-games', 'crash-games', 'skill-games', 'poker', 'othergames', 'provider', 'casino-search', 'favorites', 'my-casino',
    ].map((id) => [id, 'casino-lobby' as const]),
  ),
  providers: 'casino-providers',
  'slots-game': 'casino-game',
  'casino-game': 'casino-game',
  'slots-thank-you': 'casino-thank-you',
  'casino-thank-you': 'casino-thank-you',
  'keno-thank-you': 'casino-thank-you',
  ...Object.fromEntries(
    ['contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming'].map(
      (page) => [`information-${page}`, 'information' as const],
    ),
  ),
};

const KINDS: ReadonlySet<string> = new Set<ScreenKind>([
  'home', 'sports-section', 'sports-game', 'multi', 'champs', 'results', 'login', 'registration', 'account-verify', 'activate',
  'activate-fast', 'password-reset', 'stop-newsletter', 'demo-mailbox', 'confirm-terms', 'print-coupon', 'office-history', 'maintenance', 'server-error', 'debug',
  // Money movement (office/recharge, office/deduce, office/historypay and the onpay pages).
  'office-recharge', 'office-deduce', 'office-history-pay', 'payment-result', 'payment-withdraw-result',
  'office-responsible', 'office-settings', 'office-security', 'office-account', 'office-qr', 'user-qr',
  'office-promotion', 'office-bring-friend', 'office-rewards', 'office-share-idea',
  'office-support', 'office-verification', 'office-convert-account', 'office-payment-requests', 'office-payment-transactions', 'office-payment-transaction',
  'casino-lobby',
]);

/** The screen a route of the table shows (the unknown-path route, `undefined`, shows `not-found`). */
export function screenOf(route: Pick<RouteDefinition, 'id'> | undefined): ScreenKind {
  if (!route) return 'not-found';
  return SCREEN_OF_ROUTE[route.id] ?? (KINDS.has(route.id) ? (route.id as ScreenKind) : 'pending');
}
