import type { SiteConfig } from '@bf/api-client/bff';

/**
 * The config used when the BFF cannot be reached after its retries: flags off, English only
 * (spec: S2 §8 "Config load failure: flags reset, logged, no user message").
 */
export const FALLBACK_SITE_CONFIG: SiteConfig = {
  ref_id: 0,
  group_id: 0,
  companyName: '',
  isRegistrationAllowed: false,
  isVipDomain: false,
  isShowPaymentPageOnlyAuth: true,
  availableRoutes: [],
  isAutoLogoffEnable: false,
  autoLogoffInactiveMinutes: 0,
  show_one_click: false,
  showVipBet: false,
  isAvailableCouponBonusBet: false,
  couponTypesWithMinAmount: [],
  couponTypesWithMaxAmount: [],
  isPwa: false,
  pwaManifest: { themeColor: '#0b5fff' },
  partnerCssBrandBook: [],
  isFlexibleAssetPath: false,
  isFatmanAnalyticsAvailable: false,
  consultants: {},
  languages: [{ code: 'en', name: 'English', nativeName: 'English', isHiddenForGuests: false }],
  defaultLanguage: 'en',
  defaultCurrency: 'RUB',
  currencies: [],
  maintenance: { isActive: false, web_state: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null },
  isAccountMiddleware: false,
  isIdentificationAvailable: false,
  isPromoBonusToOffer: false,
  blockedUrlFragments: [],
  registrationReminder: { delay: 0, interval: 0 },
  isAgeConfirmation: null,
};
