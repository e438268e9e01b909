import { seedDemoAuth } from '../auth/demo-auth.ts';
import { hashPassword } from '../auth/password.ts';
import { OPERATOR_REF_ID, writeConfigValues, type StoredConfig } from '../config/site-config-store.ts';
import { seedSportsIfEmpty } from '../sports/seed-sports.ts';
import type { Db } from './db.ts';

/** Languages in menu order; `it` is hidden from visitors without a `ua` cookie (spec §2). */
const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська' },
  { code: 'kk', name: 'Kazakh', nativeName: 'Қазақша' },
  { code: 'az', name: 'Azerbaijani', nativeName: 'Azərbaycan' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', isHiddenForGuests: true },
];

const CURRENCIES = [
  { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian Ruble' },
  { id: 2, iso: 'USD', symbol: '$', name: 'US Dollar' },
  { id: 3, iso: 'EUR', symbol: '€', name: 'Euro' },
  { id: 4, iso: 'KZT', symbol: '₸', name: 'Kazakhstani Tenge' },
  { id: 5, iso: 'UAH', symbol: '₴', name: 'Ukrainian Hryvnia' },
  { id: 6, iso: 'BRL', symbol: 'R$', name: 'Brazilian Real' },
  { id: 7, iso: 'TRY', symbol: '₺', name: 'Turkish Lira' },
  { id: 8, iso: 'AZN', symbol: '₼', name: 'Azerbaijani Manat' },
];

/** Route 72 is the login route (spec §2 access guard); 13 is left out so tests meet an unavailable route. */
const AVAILABLE_ROUTES = [...Array.from({ length: 60 }, (_, i) => i + 1).filter((n) => n !== 13), 72];

/** The demo operator's config. */
export const DEMO_CONFIG: StoredConfig = {
  group_id: 1,
  companyName: 'BetFront',
  isRegistrationAllowed: true,
  isVipDomain: false,
  isShowPaymentPageOnlyAuth: true,
  availableRoutes: AVAILABLE_ROUTES,
  isAutoLogoffEnable: true,
  autoLogoffInactiveMinutes: 30,
  show_one_click: true,
  showVipBet: true,
  isAvailableCouponBonusBet: true,
  // Every coupon type has the operator's minimum and maximum stake (the reference API refuses outside them).
  couponTypesWithMinAmount: [1, 2, 3, 4, 9],
  couponTypesWithMaxAmount: [1, 2, 3, 4, 9],
  isPwa: true,
  pwaManifest: { themeColor: '#0b5fff' },
  partnerCssBrandBook: [
    { css_prop: '--brand-primary', css_value: '#0b5fff' },
    { css_prop: '--brand-on-primary', css_value: '#ffffff' },
  ],
  isFlexibleAssetPath: false,
  // The reference API's internal collector is this site's fatman analytics API (ANLT-003).
  isFatmanAnalyticsAvailable: true,
  consultants: { livechat: { en: 'demo-livechat-en', ru: 'demo-livechat-ru' } },
  defaultLanguage: 'en',
  defaultCurrency: 'RUB',
  maintenance: {
    isActive: false,
    web_state: false,
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
  },
  isAccountMiddleware: false,
  isIdentificationAvailable: true,
  isSelfExcludeReasonsAvailable: true,
  isPromoBonusToOffer: false,
  blockedUrlFragments: ['wp-admin', '.php'],
  registrationReminder: { delay: 30, interval: 10 },
  // A new player's settings (SPORT-008): the European view with short market names and decimal odds, both views allowed.
  settingsDefaults: { appViewType: 0, allowedViewTypes: [0, 1], marketsNameType: 'short', allowedMarketsNameTypes: ['short', 'full'], coefViewId: 0 },
  isAgeConfirmation: 18,
  // The new-site modal for visitors (GUARD-006, SHELL-014); e2e pre-sets its marker, like the age confirmation's.
  isNewSiteModal: true,
  // The operator's licence country: Russia (id 1), one the policy logo shows for (CALL-027).
  countryId: 1,
};

/** Demo players; `banned` sits at ban threshold 45 (spec §9), `blocked` is blocked by the block check, `terms` has old terms. Account types: 0 main, 4 bonus, 9 currency (spec §3). */
export const DEMO_USERS = [
  {
    login: 'demo',
    password: 'demo1234',
    email: 'demo@betfront.test',
    phone: '+70000000001',
    currency: 'RUB',
    banLevel: 0,
    accounts: [
      { type: 0, iso: 'RUB', money: '1000.00' },
      { type: 4, iso: 'RUB', money: '250.00' },
      { type: 9, iso: 'USD', money: '50.00' },
    ],
  },
  {
    login: 'vip',
    password: 'vip12345',
    email: 'vip@betfront.test',
    phone: '+70000000002',
    currency: 'USD',
    banLevel: 0,
    accounts: [
      { type: 0, iso: 'USD', money: '25000.00' },
      { type: 9, iso: 'EUR', money: '1200.00' },
    ],
  },
  {
    login: 'banned',
    password: 'banned123',
    email: 'banned@betfront.test',
    phone: '+70000000003',
    currency: 'RUB',
    banLevel: 45,
    accounts: [{ type: 0, iso: 'RUB', money: '0.00' }],
  },
  {
    // Not banned, but the block check sends every page to the suspension page (blocking reason 16).
    login: 'blocked',
    password: 'blocked123',
    email: 'blocked@betfront.test',
    phone: '+70000000005',
    currency: 'RUB',
    banLevel: 0,
    accounts: [{ type: 0, iso: 'RUB', money: '0.00' }],
  },
  {
    // Accepted the terms before their last change: must accept the new ones (451) before any signed-in call.
    login: 'terms',
    password: 'terms1234',
    email: 'terms@betfront.test',
    phone: '+70000000004',
    currency: 'RUB',
    banLevel: 0,
    accounts: [{ type: 0, iso: 'RUB', money: '100.00' }],
  },
] as const;

/** Fills an empty database with the demo operator, its languages and currencies, and the demo users. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  await seedSportsIfEmpty(db, now);
  const { rows } = await db.query('select 1 from site_config where ref_id = $1 limit 1', [OPERATOR_REF_ID]);
  if (rows.length > 0) return false;

  for (const [position, language] of LANGUAGES.entries()) {
    await db.query(
      'insert into languages (code, name, native_name, is_hidden_for_guests, position) values ($1, $2, $3, $4, $5)',
      [language.code, language.name, language.nativeName, language.isHiddenForGuests ?? false, position],
    );
  }
  for (const [position, currency] of CURRENCIES.entries()) {
    await db.query('insert into currencies (id, iso, symbol, name, position) values ($1, $2, $3, $4, $5)', [
      currency.id,
      currency.iso,
      currency.symbol,
      currency.name,
      position,
    ]);
  }
  await writeConfigValues(db, DEMO_CONFIG);
  for (const user of DEMO_USERS) {
    const inserted = await db.query<{ id: number }>(
      `insert into users (login, email, phone, password_hash, currency, ban_level, created_at, terms_accepted_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
      [user.login, user.email, user.phone, await hashPassword(user.password), user.currency, user.banLevel, now.toISOString()],
    );
    const userId = inserted.rows[0]?.id;
    for (const account of user.accounts) {
      await db.query('insert into accounts (user_id, type, iso, money) values ($1, $2, $3, $4)', [
        userId,
        account.type,
        account.iso,
        account.money,
      ]);
    }
  }
  await seedDemoAuth(db);
  return true;
}
