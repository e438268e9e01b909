import type { ConfigGroup, SiteConfig } from '@bf/api-client/schemas/site-config';

/**
 * Which SiteConfig fields each BFF group serves (spec §7 `config/group/get`). Every field is in exactly one group.
 */
export const CONFIG_GROUP_FIELDS = {
  'b.core': [
    'ref_id',
    'group_id',
    'companyName',
    'languages',
    'defaultLanguage',
    'defaultCurrency',
    'currencies',
    'maintenance',
    'availableRoutes',
    'blockedUrlFragments',
    'isPwa',
    'pwaManifest',
    'partnerCssBrandBook',
    'isFlexibleAssetPath',
    'isFatmanAnalyticsAvailable',
  ],
  'd.core': [
    'consultants',
    'isAccountMiddleware',
    'accountApp',
    'isIdentificationAvailable',
    'isPromoBonusToOffer',
    'isAgeConfirmation',
    'isNewSiteModal',
    'privacyUpdatedAt',
    'countryId',
    'isRechargeModal',
    'externalBlockPageUrl',
    'externalHosts',
  ],
  'd.auth': ['isAutoLogoffEnable', 'autoLogoffInactiveMinutes', 'googleOneTap', 'isTermsPolling'],
  'd.reg': ['isRegistrationAllowed', 'isVipDomain', 'registrationReminder', 'isCustomRegistration', 'isWidgetMode', 'abTestsAvailability'],
  'd.betting': ['show_one_click', 'showVipBet', 'isAvailableCouponBonusBet', 'couponTypesWithMinAmount', 'couponTypesWithMaxAmount', 'settingsDefaults'],
  'd.responsible': ['isShowPaymentPageOnlyAuth', 'isSelfExcludeReasonsAvailable', 'disabledLimitSections'],
} as const satisfies Record<ConfigGroup, readonly (keyof SiteConfig)[]>;

/** The requested groups of `config`, each holding only its own fields, keyed by group name. */
export function pickConfigGroups(
  config: SiteConfig,
  groups: readonly ConfigGroup[],
): Partial<Record<ConfigGroup, Partial<SiteConfig>>> {
  return Object.fromEntries(
    groups.map((group) => [group, Object.fromEntries(CONFIG_GROUP_FIELDS[group].map((field) => [field, config[field]]))]),
  );
}
