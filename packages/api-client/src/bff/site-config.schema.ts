// zod/mini: the same checks at a fraction of the bundle size. In the browser this module loads with the site-config
// call (bff/index.ts), never in the first-load JS; the server and the tests import it directly.
import * as z from 'zod/mini';

/** A language the operator ships; `isHiddenForGuests` hides it from visitors without a `ua` cookie (spec: S2 §2). */
export const languageSchema = z.lazy(() => z.object({
  code: z.string().check(z.regex(/^[a-z]{2}$/)),
  name: z.string(),
  nativeName: z.string(),
  isHiddenForGuests: z._default(z.boolean(), false),
}));
export type Language = z.infer<typeof languageSchema>;

/** Maintenance window, in either of the spec's two namings (S2 §3); dates are parsed before use (S2 §5). */
export const maintenanceSchema = z.lazy(() => z.object({
  isActive: z._default(z.boolean(), false),
  web_state: z._default(z.boolean(), false),
  started_at: z._default(z.nullable(z.string()), null),
  ended_at: z._default(z.nullable(z.string()), null),
  notify_started_at: z._default(z.nullable(z.string()), null),
  notify_ended_at: z._default(z.nullable(z.string()), null),
  /** The alternate naming of the same window (MAINT-001); read where the snake_case field is absent. */
  startAt: z.optional(z.nullable(z.string())),
  finishAt: z.optional(z.nullable(z.string())),
  notifyStartDate: z.optional(z.nullable(z.string())),
  notifyEndDate: z.optional(z.nullable(z.string())),
}));
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const currencySchema = z.lazy(() => z.object({ id: z.int(), iso: z.string().check(z.length(3)), symbol: z.string(), name: z.string() }));
export type Currency = z.infer<typeof currencySchema>;

/** A path of this site with a `{lng}` placeholder: one leading slash, no scheme, host, backslash or dot segment. */
const sitePathTemplate = z.lazy(() => z.string().check(z.regex(/^\/(?![/\\])(?!.*\/\.\.?(\/|$))[A-Za-z0-9\-._~/{}]{0,255}$/), z.refine((path) => path.includes('{lng}'), 'needs {lng}')));

/** The site config read by the shell (spec: S1 §3 "Site config flags", S2 §3 "Site config fields"). */
export const siteConfigSchema = z.lazy(() => z.object({
  ref_id: z.int(),
  group_id: z.int(),
  companyName: z.string(),
  isRegistrationAllowed: z.boolean(),
  isVipDomain: z.boolean(),
  isShowPaymentPageOnlyAuth: z.boolean(),
  /** Availability numbers of routes that are switched on (S2 §2: "routes tagged with an availability number"). */
  availableRoutes: z.array(z.int()),
  isAutoLogoffEnable: z.boolean(),
  autoLogoffInactiveMinutes: z.number().check(z.nonnegative()),
  show_one_click: z.boolean(),
  showVipBet: z.boolean(),
  isAvailableCouponBonusBet: z.boolean(),
  couponTypesWithMinAmount: z.array(z.int()),
  couponTypesWithMaxAmount: z.array(z.int()),
  isPwa: z.boolean(),
  pwaManifest: z.object({ themeColor: z.string() }),
  partnerCssBrandBook: z.array(z.object({ css_prop: z.string(), css_value: z.string() })),
  isFlexibleAssetPath: z.boolean(),
  isFatmanAnalyticsAvailable: z.boolean(),
  /** Consultant ids per provider per language (S2 §3). */
  consultants: z.record(z.string(), z.record(z.string(), z.string())),
  languages: z.array(languageSchema).check(z.minLength(1)),
  defaultLanguage: z.string().check(z.regex(/^[a-z]{2}$/)),
  defaultCurrency: z.string().check(z.length(3)),
  currencies: z.array(currencySchema),
  maintenance: maintenanceSchema,
  /** Account-middleware mode: sign-in lives in a separate account app (S2 §2 access guard). */
  isAccountMiddleware: z.boolean(),
  /**
   * Account-middleware mode's routes in the account app, as same-site path templates with `{lng}` (GUARD-022,
   * GUARD-024); absent, the site's own sign-in and office account routes. Never another site: no open redirect.
   */
  accountApp: z.optional(z.object({ loginPath: sitePathTemplate, accountPath: sitePathTemplate })),
  /** The site opens deposits in a recharge modal: a navigation to the recharge page is guarded (GUARD-025). */
  isRechargeModal: z.optional(z.boolean()),
  /**
   * The operator's external block page for banned players (GUARD-026). Used only when it is https and its host is in
   * `externalHosts`; otherwise the site's own block page stands (see `router/external-block-page.ts`).
   */
  externalBlockPageUrl: z.optional(z.string().check(z.maxLength(2048))),
  /** Hosts of the operator's other sites the site may send a player to; exact host names. */
  externalHosts: z.optional(z.array(z.string().check(z.regex(/^[a-z0-9.-]{1,253}$/)))),
  isIdentificationAvailable: z.boolean(),
  /** The feature flag of the self-exclusion reasons (CALL-017): the reasons are asked for and offered only when on. */
  isSelfExcludeReasonsAvailable: z.optional(z.boolean()),
  /**
   * Limit sections the operator switched off, by section id (spec S2 §3: the ids include EXTRA_LIMITS). With
   * EXTRA_LIMITS off every player counts as self-excluded from the extra limits (LIMIT-022): wager and loss hide.
   */
  disabledLimitSections: z.optional(z.array(z.string().check(z.maxLength(64)))),
  /** Swaps bonus routes for offer routes (S2 §2). */
  isPromoBonusToOffer: z.boolean(),
  /** URL fragments that answer 404 (S2 §2). */
  blockedUrlFragments: z.array(z.string()),
  /** The operator's own registration replaces the built-in form: registration opens as its page, never a modal (S1 §4). */
  isCustomRegistration: z.optional(z.boolean()),
  /** The site runs as an embedded widget: registration opens as its page, never a modal (S1 §4). */
  isWidgetMode: z.optional(z.boolean()),
  /** A/B tests switched on, by test id (S2 §9 "A/B test 70 affects registration navigation"); none when absent. */
  abTestsAvailability: z.optional(z.record(z.string().check(z.regex(/^\d{1,6}$/)), z.boolean())),
  registrationReminder: z.object({ delay: z.number().check(z.nonnegative()), interval: z.number().check(z.nonnegative()) }),
  isAgeConfirmation: z.nullable(z.int().check(z.nonnegative())),
  /** The new-site information modal for visitors (SHELL-014); off when absent. */
  isNewSiteModal: z.optional(z.boolean()),
  /** The privacy terms' date when there is an update to announce (SHELL-016); none when absent. */
  privacyUpdatedAt: z.optional(z.string().check(z.maxLength(64))),
  /** The operator's licence country id: the policy logo shows for 1, 66, 126, 228 and 120 (CALL-027). */
  countryId: z.optional(z.int()),
  /** Poll the terms status every 60 s while signed in (S2 §4 "Terms"); off when absent. */
  isTermsPolling: z.optional(z.boolean()),
  /** Google One Tap for visitors (S2 §6, §7): off unless present and enabled; the script comes from `scriptUrl`. */
  googleOneTap: z.optional(z.object({ isEnabled: z.boolean(), scriptUrl: z.string().check(z.regex(/^https:\/\/[^\s/]+\/\S*$/)) })),
  /**
   * The site's settings for a new player (S2 §5): view type, markets name type and odds format, each used only if it
   * is in its allowed list; absent, the spec's defaults stand. Checked again where they are applied.
   */
  settingsDefaults: z.optional(
    z.object({
      appViewType: z.optional(z.int()),
      allowedViewTypes: z.optional(z.array(z.int())),
      marketsNameType: z.optional(z.string()),
      allowedMarketsNameTypes: z.optional(z.array(z.string())),
      coefViewId: z.optional(z.int()),
    }),
  ),
}));
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export { CONFIG_GROUPS, type ConfigGroup } from './config-groups.ts';

/** `GET /bff-api/config/group/get`: one partial config per requested group. */
export const configGroupsResponseSchema = z.lazy(() => z.record(z.string(), z.record(z.string(), z.unknown())));
export type ConfigGroupsResponse = z.infer<typeof configGroupsResponseSchema>;

/** The spec's error shape (S2 §3 "Error objects"): a list of errors, each with code and detail. */
export const apiErrorBodySchema = z.lazy(() => z.object({
  errors: z
    .array(
      z.object({
        code: z.union([z.string(), z.number()]),
        detail: z.string(),
        /** Machine-readable facts of the error (e.g. the new price of `odds_changed`); read by the service that knows the code. */
        meta: z.optional(z.record(z.string(), z.unknown())),
      }),
    )
    .check(z.minLength(1)),
}));
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
