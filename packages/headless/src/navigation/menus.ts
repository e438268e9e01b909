import { ROUTE_AVAILABILITY } from '../routes/route-availability.ts';
import { routeAvailability, routeHref } from '../routes/route-links.ts';

/** One entry of a menu: a route with params and the translation key of its label. */
export interface MenuEntry {
  key: string;
  routeId: string;
  params?: Record<string, string>;
  /** Key in the `common` namespace; defaults to the route's title in `routes`. */
  labelKey?: string;
  icon?: string;
  badge?: 'live';
  /** The analytics label of an account-menu section (ACCT-024); carried to the link as data-analytics. */
  analytics?: AccountMenuSection;
  /** A section within the route's page (the link ends in `#hash`); such an entry is never the active one. */
  hash?: string;
}

/** The account menu's sections, named by the spec's analytics labels (ACCT-024, S2 §2). */
export const ACCOUNT_MENU_SECTIONS = [
  'bet_history', 'recharge', 'withdrawal', 'history_pay', 'personal_data', 'security', 'bring_friend', 'auth_qr', 'mailing', 'promo_check',
  'cashback', 'bonuses', 'wallets', 'account', 'sports',
] as const;
export type AccountMenuSection = (typeof ACCOUNT_MENU_SECTIONS)[number];

/**
 * Which office page each analytics section opens (ACCT-024). Sections the spec names without a page of their own:
 * mailing is a panel of the settings page, wallets the accounts panel of office/account and sports the "My sports"
 * settings of the sports lists (both their own menu entries below), account is the Account tab / "My account" link,
 * auth_qr is office/qr, the QR code that signs another device in (docs/decisions.md "QR sign-in").
 */
export const OFFICE_SECTION_OF_ROUTE: Readonly<Record<string, AccountMenuSection>> = {
  'office-account': 'personal_data',
  'office-recharge': 'recharge',
  'office-deduce': 'withdrawal',
  'office-history': 'bet_history',
  'office-history-pay': 'history_pay',
  'office-bonuses-deposit': 'bonuses',
  'office-bonuses-wager': 'bonuses',
  'office-promotion': 'promo_check',
  'office-vip-cashback': 'cashback',
  'office-premium-cashback': 'cashback',
  'office-bring-friend': 'bring_friend',
  'office-security': 'security',
  'office-settings': 'mailing',
  'office-qr': 'auth_qr',
};

/** Main sections in the header (desktop) and the menu sheet (mobile). */
export const MAIN_MENU: readonly MenuEntry[] = [
  { key: 'line', routeId: 'sports-section', params: { pageType: 'home', section: 'line' }, labelKey: 'nav.sports' },
  { key: 'live', routeId: 'sports-section', params: { pageType: 'home', section: 'live' }, labelKey: 'nav.live', badge: 'live' },
  { key: 'slots', routeId: 'slots', labelKey: 'nav.casino' },
  { key: 'live-casino', routeId: 'casino', labelKey: 'nav.liveCasino' },
  { key: 'esports', routeId: 'cyber', params: { cyberType: 'real' }, labelKey: 'nav.esports' },
  { key: 'toto', routeId: 'toto', labelKey: 'nav.toto' },
  { key: 'promotions', routeId: 'promotions', labelKey: 'nav.promotions' },
  { key: 'results', routeId: 'results', labelKey: 'nav.results' },
];

/** Popular sports in the left column and on the home page. */
export const SPORTS_MENU: readonly MenuEntry[] = (['football', 'tennis', 'basketball', 'iceHockey', 'volleyball', 'tableTennis', 'esports', 'mma'] as const).map((sport) => ({
  key: sport,
  routeId: 'sports-section',
  params: { pageType: 'home', section: 'line', menuSection: sport.toLowerCase() },
  labelKey: `sportsNames.${sport}`,
  icon: sport,
}));

/**
 * Office sections (S1 §2 office routes): every office page a player opens from the menu, in the order a player
 * looks for them. Those switched off in site config are left out by useMenu; the current one is marked active.
 * Pages reached from another page (a payment topic, the identification step) are not menu entries.
 */
export const OFFICE_MENU: readonly MenuEntry[] = [
  ...['office-account', 'office-recharge', 'office-deduce', 'office-history', 'office-history-pay', 'office-bonuses-deposit', 'office-bonuses-wager', 'office-promotion', 'office-vip-cashback', 'office-premium-cashback', 'office-rewards', 'office-bring-friend', 'office-security', 'office-qr', 'office-settings'].map(
    (routeId) => ({ key: routeId, routeId, analytics: OFFICE_SECTION_OF_ROUTE[routeId] }),
  ),
  // ACCT-024 wallets: the accounts and balances panel of office/account; sports: the sports list, where "My sports" is set.
  { key: 'office-wallets', routeId: 'office-account', hash: 'wallets', labelKey: 'nav.wallets', analytics: 'wallets' },
  { key: 'my-sports', routeId: 'sports-section', params: { pageType: 'home', section: 'line' }, labelKey: 'nav.mySports', analytics: 'sports' },
  ...['office-responsible', 'office-verification', 'office-payment-requests', 'office-support', 'office-share-idea'].map((routeId) => ({ key: routeId, routeId, analytics: OFFICE_SECTION_OF_ROUTE[routeId] })),
];

/** Casino categories (S1 §2 casino layout). */
export const CASINO_MENU: readonly MenuEntry[] = [
  'casino-lobby', 'slots', 'casino', 'my-casino', 'favorites', 'providers', 'tournaments', 'bingo', 'keno', 'tv-games', 'virtual-sports', 'fast-games', 'crash-games',
  'card-games', 'scratchcards', 'fishinghunting', 'asian-games', 'skill-games', 'poker', 'othergames', 'casino-search',
].map((routeId) => ({ key: routeId, routeId }));

/** Footer columns: information pages and help. */
export const FOOTER_MENUS: readonly { key: 'information' | 'help'; entries: readonly MenuEntry[] }[] = [
  { key: 'information', entries: ['information-about', 'information-contacts', 'information-licenses', 'information-responsiblegaming', 'information-cookies', 'information-amlpolicy'].map((routeId) => ({ key: routeId, routeId })) },
  { key: 'help', entries: ['information-howbet', 'rules', 'information-betting-calculator', 'information-payment', 'news', 'app-mobile'].map((routeId) => ({ key: routeId, routeId, params: routeId === 'rules' ? { ruleGroup: 'general' } : undefined })) },
];

/** Whether a menu entry's route is switched on in site config (S2 §6: routes disabled by number). */
export function isEntryAvailable(entry: MenuEntry, availableRoutes: readonly number[]): boolean {
  const availability = routeAvailability(entry.routeId);
  return availability === undefined || availableRoutes.includes(availability);
}

/** The href of an entry in a language. */
export function entryHref(entry: MenuEntry, lng: string): string {
  const href = routeHref(entry.routeId, lng, entry.params);
  return entry.hash ? `${href}#${entry.hash}` : href;
}

export { ROUTE_AVAILABILITY };

/** The mobile bottom bar; the account entry sends visitors through sign-in by the access guard. */
export const BOTTOM_MENU: readonly MenuEntry[] = [
  { key: 'home', routeId: 'home', labelKey: 'nav.home', icon: 'home' },
  { key: 'sports', routeId: 'sports-section', params: { pageType: 'home', section: 'line' }, labelKey: 'nav.sports', icon: 'sports' },
  { key: 'live', routeId: 'sports-section', params: { pageType: 'home', section: 'live' }, labelKey: 'nav.live', icon: 'live' },
  { key: 'casino', routeId: 'slots', labelKey: 'nav.casino', icon: 'casino' },
  { key: 'account', routeId: 'office-account', labelKey: 'nav.account', icon: 'account', analytics: 'account' },
];
