import type { LayoutId, ParamRule, RouteDefinition, RouteFlags, RouteGuards, SectionId } from './route-types.ts';
import { ROUTE_AVAILABILITY as A } from './route-availability.ts';
import { PAYMENT_OUTCOMES, SPORTS_PAGE_TYPES, SPORTS_SECTIONS, TOTO_SECTIONS } from './route-params.ts';

export type { LayoutId, RouteDefinition, RouteFlags, RouteGuards, SectionId, ParamRule } from './route-types.ts';
export { ROUTE_AVAILABILITY } from './route-availability.ts';
export { screenOf, type ScreenKind } from './route-screens.ts';
export { PAYMENT_OUTCOMES, SPORTS_PAGE_TYPES, SPORTS_SECTIONS, TOTO_SECTIONS } from './route-params.ts';

type Extra = Partial<Omit<RouteDefinition, 'id' | 'path' | 'layout' | 'section'>>;
const route =
  (layout: LayoutId, section: SectionId, defaults: Extra = {}) =>
  (id: string, path: string, extra: Extra = {}): RouteDefinition => ({
    id,
    path,
    layout,
    section,
    ...defaults,
    ...extra,
    flags: { ...defaults.flags, ...extra.flags },
    guards: { ...defaults.guards, ...extra.guards },
  });

const numeric: ParamRule = { pattern: /^\d{1,18}$/ };
const slug: ParamRule = { pattern: /^[a-z0-9][a-z0-9_-]{0,127}$/i };
const pending = { pending: true } as const;
const signedIn: RouteGuards = { signedInOnly: true };
const gameFlags: RouteFlags = { hideHeader: true, hideFooter: true, hideBottomNavigation: true, hideSeoBlock: true };

const main = route('main', 'sports');
const mainContent = route('main', 'content');
const info = route('main', 'information');
const cyber = route('main', 'cyber', { guards: { availability: A.cyber }, params: { cyberType: { oneOf: ['real', 'virtual'] } }, pending: true });
const bonus = route('main', 'bonus', pending);
const casino = route('casino', 'casino');
const office = route('office', 'office', { guards: signedIn, pending: true });
const user = route('main', 'user', pending);
const headless = route('headless', 'landing', pending);
const empty = route('empty', 'technical');
const payResult = route('empty', 'payment-result', { params: { outcome: { oneOf: PAYMENT_OUTCOMES } } });

/** Every route of the spec (S1 §2 and S2 §2), once, for both apps and the server. */
export const ROUTES: readonly RouteDefinition[] = [
  // Main layout: home and sports (S1 §2)
  route('main', 'home')('home', ''),
  main('sports-section', ':pageType/:section/:menuSection?/:sport?/:champ?', {
    params: { pageType: { oneOf: SPORTS_PAGE_TYPES }, section: { oneOf: SPORTS_SECTIONS } },
    pending: true,
  }),
  main('sports-game', ':pageType/:section/:menuSection/:sport/:champ/:game', {
    params: { pageType: { oneOf: SPORTS_PAGE_TYPES }, section: { oneOf: SPORTS_SECTIONS } },
    flags: { hideBottomNavigation: true },
    pending: true,
  }),
  main('multi', 'multi', { guards: { availability: A.multi }, pending: true }),
  main('champs', 'champs/:champId?', { params: { champId: numeric }, pending: true }),
  main('results', 'results/:type?', { params: { type: { oneOf: ['live', 'zone'] } }, guards: { availability: A.results }, pending: true }),
  main('statistic', 'statistic', { guards: { availability: A.statistic }, pending: true }),
  main('statistic-popup', 'statisticpopup', { guards: { availability: A.statistic }, flags: gameFlags, pending: true }),
  route('main', 'toto-lotto')('toto', 'toto/:totoSection?', { params: { totoSection: { oneOf: TOTO_SECTIONS } }, guards: { availability: A.toto }, pending: true }),
  route('main', 'toto-lotto')('lotto', 'lotto/:sectionName?/:lottoId?', { params: { sectionName: slug, lottoId: numeric }, guards: { availability: A.lotto }, pending: true }),
  // Games area (S1 §2)
  route('main', 'games')('games', 'games', pending),
  route('main', 'games')('games-bonus', 'games/bonus/:gameRoute?', { guards: { availability: A.bonusGames }, pending: true }),
  route('main', 'games')('games-game', 'games/:gameRoute', { params: { gameRoute: slug }, pending: true }),
  route('main', 'games')('games-landing', 'games-landing/:landingRoute', { params: { landingRoute: slug }, pending: true }),
  route('main', 'games')('all-games-entrance', 'allgamesentrance/:gameRoute?', { params: { gameRoute: slug }, pending: true }),
  route('main', 'games')('legacy-casino-game', 'casino-games/:gameId/:gameName?', { redirect: true, params: { gameId: numeric } }),
  route('main', 'games')('legacy-slots-game', 'slots-game/:gameId/:gameName?', { redirect: true, params: { gameId: numeric } }),
  // Content (S1 §2)
  mainContent('news', 'news/:slug?', { params: { slug }, guards: { availability: A.news }, pending: true }),
  mainContent('betting-alphabet', 'betting-alphabet/:block?/:category?/:slug?', { guards: { availability: A.bettingAlphabet }, pending: true }),
  mainContent('football-champions-rules', 'football-champions-rules/:chapter?', { guards: { availability: A.footballChampionsRules }, pending: true }),
  mainContent('app-mobile', 'mobile-app', pending),
  mainContent('app-desktop', 'desktop-app', pending),
  mainContent('points', 'points', { guards: { availability: A.points }, pending: true }),
  mainContent('betting-awards', 'betting-awards', { guards: { availability: A.bettingAwards }, pending: true }),
  mainContent('ipl-betting-app', 'ipl-betting-app', { guards: { availability: A.iplBettingApp }, pending: true }),
  mainContent('cricket-app', 'cricket-app', { guards: { availability: A.cricketApp }, pending: true }),
  mainContent('cricket-world-cup', 'cricket-world-cup', { guards: { availability: A.cricketWorldCup }, pending: true }),
  mainContent('our-partners', 'our-partners', pending),
  mainContent('promo', 'promo', { guards: { availability: A.promoStore }, pending: true }),
  // Sign-in and registration (S1 §2, S2 §2)
  user('login', 'user/login', { guards: { allowedWhenBanned: true, visitorOnly: true } }),
  user('registration', 'registration', { guards: { registrationAllowed: true } }),
  user('registration-type', 'registration/:type', { guards: { registrationAllowed: true }, params: { type: { oneOf: ['socialregistration'] } } }),
  user('old-registration', 'user/registration', { redirect: true, pending: false }),
  user('forgot-password', 'user/forgotpassword', { redirect: true, pending: false }),
  user('coupon', 'user/coupon', { redirect: true, pending: false }),
  user('account-verify', 'user/accountverify'),
  user('activate', 'user/activate', { params: { type: slug } }),
  user('activate-fast', 'user/activatefast', { params: { type: slug } }),
  user('password-reset', 'user/passwordreset'),
  user('stop-newsletter', 'user/stopnewsletter'),
  // Not in the spec's route list: the page a QR sign-in code opens (ACCT-024 auth_qr, docs/decisions.md "QR sign-in").
  user('user-qr', 'user/qr', { pending: false }),
  // Not in the spec: the demo mailbox where the reference API's "sent" links are read (docs/decisions.md "User action pages").
  user('demo-mailbox', 'demo/mailbox', { pending: false }),
  user('verification-sumsub', 'verification/sumsub', { guards: signedIn, pending: false }),
  // Office, signed-in only (S1 §2)
  office('office-history', 'office/history', { pending: false }),
  office('office-support', 'office/support', { pending: false }),
  office('office-verification', 'office/verification', { pending: false }),
  office('office-convert-account', 'office/convert-account', { pending: false }),
  office('office-responsible', 'office/responsible', { pending: false }),
  office('office-account', 'office/account', { pending: false }),
  office('office-security', 'office/security', { pending: false }),
  office('office-settings', 'office/settings', { pending: false }),
  // The account menu's auth_qr section (ACCT-024): the QR code that signs another device in.
  office('office-qr', 'office/qr', { pending: false }),
  office('office-payment-requests', 'office/payment/requests', { guards: { ...signedIn, withdrawal: true }, pending: false }),
  office('office-bonuses-deposit', 'office/bonuses/deposit', { pending: false }),
  office('office-bonuses-wager', 'office/bonuses/wager', { pending: false }),
  office('office-promotion', 'office/promotion', { pending: false }),
  office('office-vip-cashback', 'office/casino/vipcashback', { guards: { ...signedIn, availability: A.vipCashback }, pending: false }),
  office('office-premium-cashback', 'office/casino/premiumcashback', { guards: { ...signedIn, availability: A.premiumCashback }, pending: false }),
  office('office-bring-friend', 'office/bringfriend', { guards: { ...signedIn, availability: A.bringFriend }, pending: false }),
  office('office-rewards', 'office/rewards', { guards: { ...signedIn, availability: A.rewards }, pending: false }),
  office('office-share-idea', 'office/share-idea', { guards: { ...signedIn, availability: A.shareIdea }, pending: false }),
  office('office-history-pay', 'office/historypay', { pending: false }),
  office('office-recharge', 'office/recharge', { pending: false }),
  office('office-deduce', 'office/deduce', { guards: { ...signedIn, deduceWhenBanned: true, withdrawal: true }, pending: false }),
  office('office-identification', 'office/identification', { guards: { ...signedIn, identification: true }, pending: false }),
  office('office-payment-create-request', 'office/payment/create-request/:topicId', { params: { topicId: numeric }, guards: { ...signedIn, withdrawal: true }, pending: false }),
  office('office-payment-transactions', 'office/payment/:topicId/transactions', { params: { topicId: numeric }, pending: false }),
  office('office-payment-transaction', 'office/payment/:topicId/transactions/:transactionId', { params: { topicId: numeric, transactionId: numeric }, pending: false }),
  office('office-payment-subtopic', 'office/payment/:topicId/:subTopicId', { params: { topicId: numeric, subTopicId: numeric }, pending: false }),
  // Information (S1 §2)
  info('rules', 'rules/:ruleGroup/:chapter?', { guards: { availability: A.rules }, params: { ruleGroup: slug, chapter: slug } }),
  ...(
    [
      'contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification',
      'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming', 'betting-calculator',
    ] as const
  ).map((page) =>
    // Contacts: the support link of the ban, block and suspension pages, so open to banned and blocked players too.
    info(`information-${page}`, `information/${page}`, page === 'contacts' ? { guards: { allowedWhenBanned: true, allowedWhenBlocked: true } } : page === 'betting-calculator' ? pending : {}),
  ),
  info('information-smsbets', 'information/smsbets', { guards: { availability: A.smsBets }, pending: true }),
  info('information-cash-terminals', 'information/cash_terminals', { guards: { availability: A.cashTerminals }, pending: true }),
  info('information-payment', 'information/payment', { guards: { payment: true, availability: A.payment }, pending: true }),
  // Cyber sports (S1 §2)
  cyber('cyber', 'cyber/:cyberType'),
  cyber('cyber-disciplines', 'cyber/:cyberType/disciplines'),
  cyber('cyber-all', 'cyber/:cyberType/all'),
  cyber('cyber-discipline', 'cyber/:cyberType/:discipline', { params: { cyberType: { oneOf: ['real', 'virtual'] }, discipline: slug } }),
  cyber('cyber-discipline-champs', 'cyber/:cyberType/:discipline/champs'),
  // `{discipline}/{section}` and `{discipline}/{champ}` share a shape: live/line name a section, anything else a championship.
  cyber('cyber-discipline-champ', 'cyber/:cyberType/:discipline/:champ', { params: { cyberType: { oneOf: ['real', 'virtual'] }, discipline: slug, champ: slug } }),
  cyber('cyber-game', 'cyber/:cyberType/:discipline/:champ/:game', { flags: { hideBottomNavigation: true } }),
  // Bonuses and promotions (S1 §2); offers are the equivalents swapped in by the promo-bonus-to-offer setting (S2 §2)
  bonus('bonuses', 'bonuses/:section', { params: { section: { oneOf: ['rules', 'games'] } } }),
  bonus('bonus-rules', 'bonus-rules/:id', { params: { id: slug } }),
  bonus('offers', 'offers/:section', { params: { section: { oneOf: ['rules', 'games'] } } }),
  bonus('offer-rules', 'offer-rules/:id', { params: { id: slug } }),
  bonus('partners', 'partners/:id', { params: { id: slug } }),
  bonus('promotions', 'promotions', {}),
  bonus('promotion', 'promotions/:promotionId', { params: { promotionId: slug } }),
  bonus('cms-page', 'page/:slug', { params: { slug } }),
  ...(['actions', 'promo-actions', 'bonus-actions'] as const).map((prefix) =>
    bonus(`old-promotion-${prefix}`, `${prefix}/:name`, { redirect: true, pending: false, params: { name: slug } }),
  ),
  // Casino layout (S1 §2)
  casino('bingo', 'bingo', { guards: { availability: A.bingo } }),
  // Casino bonuses and tournaments: not built yet (docs/decisions.md "Casino").
  casino('bonus-casino', 'bonus/casino', pending),
  casino('bonus-casino-promotion', 'bonus/casino/promotions/:id', { params: { id: slug }, pending: true }),
  casino('tournaments', 'tournaments', { guards: { availability: A.tournaments }, pending: true }),
  casino('tournament', 'tournaments/:id', { guards: { availability: A.tournaments }, params: { id: slug }, pending: true }),
  casino('poker', 'poker/:game?', { guards: { availability: A.poker }, params: { game: slug } }),
  casino('slots', 'slots/:subcategory?', { params: { subcategory: slug } }),
  casino('slots-game', 'slots/game/:gameId/:gameName', { params: { gameId: numeric }, flags: gameFlags }),
  casino('slots-thank-you', 'slots/thank-you'),
  casino('casino', 'casino/:subcategory?', { params: { subcategory: slug } }),
  casino('casino-game', 'casino/game/:gameId/:gameName', { params: { gameId: numeric }, flags: gameFlags }),
  casino('casino-thank-you', 'casino/thank-you'),
  casino('keno', 'keno', { guards: { availability: A.keno } }),
  casino('keno-thank-you', 'keno/thank-you', { guards: { availability: A.keno } }),
  casino('tv-games', 'tvgames', { guards: { availability: A.tvGames } }),
  casino('virtual-sports', 'virtualsports', { guards: { availability: A.virtualSports } }),
  casino('fast-bet', 'fast-bet', { guards: { availability: A.fastBet } }),
  casino('asian-games', 'asian-games', { guards: { availability: A.asianGames } }),
  // my-casino and favorites: a player's favourites, kept by the API for a signed-in player only.
  ...(['fast-games', 'scratchcards', 'fishinghunting', 'card-games', 'crash-games', 'skill-games', 'my-casino', 'favorites', 'casino-lobby', 'providers', 'casino-search', 'othergames'] as const).map((page) =>
    casino(page, page, page === 'my-casino' || page === 'favorites' ? { guards: signedIn } : {}),
  ),
  casino('provider', 'providers/:provider', { params: { provider: slug } }),
  // Headless layout (S1 §2)
  headless('landing-page', 'landing-page/:landingId', { params: { landingId: slug } }),
  headless('landing-redirect', 'lpage/:landingId?', { redirect: true, pending: false, params: { landingId: slug } }),
  // `landing-{name}` first-bonus pages: react-router has no partial segments, the guard checks the prefix.
  headless('first-bonus-landing', ':landingSlug', { params: { landingSlug: { pattern: /^landing-[a-z0-9][a-z0-9_-]{0,100}$/i } } }),
  // Empty layout (S1 §2, S2 §2)
  payResult('payment-result', 'onpay/:outcome'),
  payResult('payment-withdraw-result', 'onpay/withdraw/:outcome'),
  empty('print-coupon', 'print-coupon/:couponId', { params: { couponId: numeric }, flags: gameFlags }),
  empty('block', 'block', { guards: { allowedWhenBanned: true } }),
  empty('block-ua', 'block-ua', { guards: { allowedWhenBanned: true } }),
  empty('block-ie', 'block-ie', { guards: { allowedWhenBanned: true } }),
  empty('site-updates', 'site-updates', { guards: { allowedWhenBanned: true } }),
  empty('coming-soon', 'coming-soon', { guards: { allowedWhenBanned: true } }),
  empty('suspension', 'suspension', { guards: { allowedWhenBanned: true } }),
  empty('old-browser', 'oldbrowser'),
  empty('server-error', '500'),
  empty('confirm-terms', 'confirm', { guards: signedIn }),
  // Other layouts (S1 §2)
  route('maintenance', 'technical')('maintenance', 'maintenance', { guards: { allowedWhenBanned: true } }),
  route('blocked', 'technical')('block-appeal-history', 'block-appeal-history', { guards: { ...signedIn, banOnly: true, allowedWhenBanned: true }, pending: true }),
  // Debug pages, outside production only (S1 §2)
  route('main', 'debug')('debug', 'debug', { guards: { debugOnly: true } }),
];

export { NOT_FOUND_ROUTE_ID, routeHref } from './route-links.ts';

/** Route ids of the spec, for the page maps of both apps. */
export type RouteId = (typeof ROUTES)[number]['id'];

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** The route definition with this id, or undefined. */
export function findRoute(id: string): RouteDefinition | undefined {
  return byId.get(id);
}
