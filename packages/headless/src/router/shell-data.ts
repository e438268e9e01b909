import type { SiteConfig } from '@bf/api-client/bff';
import type { Messages } from '../i18n/load-messages.ts';
import type { PwaSettings } from '../pwa/pwa-settings.ts';
import type { DisplayMode } from '../settings/display-mode.ts';
import type { CookiesAgreeType } from '../settings/global-settings.ts';

export type ThemeName = 'light' | 'dark';

/** What the shell (header, footer, navigation) renders from; the `lng` route's loader data. */
export interface ShellData {
  lng: string;
  messages: Messages;
  theme: ThemeName;
  /**
   * No `app_theme` cookie: the player never chose, so the page follows the system's colour scheme (issue 9). The
   * server renders light; a script in the head switches to dark before the first paint, and `useTheme` follows.
   */
  followsSystemTheme?: boolean;
  isSignedIn: boolean;
  /**
   * The `cookies_agree_type` cookie (null: the visitor has not chosen): the server renders the consent sheet into the
   * page when there is none, so it paints with the page, and the browser hydrates from the same answer.
   */
  cookiesAgreeType?: CookiesAgreeType | null;
  /** Languages this visitor may switch to. */
  languages: { code: string; nativeName: string }[];
  companyName: string;
  isRegistrationAvailable: boolean;
  /** The `hide_right` cookie: the player hid the right column (spec: S2 §3; AUTH-007). */
  isRightColumnHidden: boolean;
  isProduction: boolean;
  /** The `tzo` cookie: minutes east of UTC the player's browser last reported; start times render in it (SESSION-017). */
  timezoneOffset?: number;
  availableRoutes: number[];
  maintenanceEndsAt: string | null;
  /** The site notices the config asks for: age confirmation, new-site and privacy-update modals, the policy logo's country. */
  notices?: ShellNotices;
  /** The operator's brand book as a `:root` rule for the page's head (spec: S2 §3, §5); empty when none. */
  brandCss: string;
  /** The site opens deposits in a recharge modal: the recharge-modal guard applies (GUARD-025). */
  isRechargeModal: boolean;
  /** The site has the identification page (GUARD-010): the identification bonus routes there (GUARD-044). */
  isIdentificationAvailable: boolean;
  /** The self-exclusion reasons' feature flag (CALL-017). */
  isSelfExcludeReasonsAvailable?: boolean;
  /** The site config's isFatmanAnalyticsAvailable (CFG-002): the internal collector, the fatman API, gets events (ANLT-003). */
  isFatmanAnalyticsAvailable?: boolean;
  /** The site switched the EXTRA_LIMITS section off (LIMIT-014, LIMIT-022): the extra limits hide for every player. */
  isExtraLimitsSectionDisabled?: boolean;
  /** The site's settings for a new player (spec: S2 §5, SPORT-008); null when the config names none. */
  settingsDefaults: SiteConfig['settingsDefaults'] | null;
  /** The installable app when the site config has PWA on (PWA-001), else null (PWA-002). */
  pwa?: PwaSettings | null;
  /** Font size, compact and visually impaired modes and the clock, from the player's cookies (CFG-019). */
  display?: DisplayMode;
  /** What the page's partner stylesheet and icon set depend on (CONST-009..011): the config's flexible asset path, the `icons_version` cookie. */
  assetPath?: { isFlexible: boolean; iconsVersion?: string };
  /** What sign-in, registration and the session need of the site config (never user data). */
  auth: ShellAuthConfig;
}

/** The site config's part that decides the site notices (SHELL-010, SHELL-014, SHELL-016, CALL-027). */
export interface ShellNotices {
  minimumAge: number | null;
  isNewSiteModal: boolean;
  privacyUpdatedAt: string | null;
  countryId: number | null;
}

/** Site config the session and the sign-in forms read in the browser. */
export interface ShellAuthConfig {
  /** Minutes without activity before auto-logoff; 0 when the site has it off. */
  autoLogoffMinutes: number;
  defaultCurrency: string;
  currencies: { iso: string; name: string }[];
  /** Minimum age of a new player (18, or the site config's age if higher). */
  minimumAge: number;
  /** Social networks switched on for sign-in and registration. */
  socialProviders: string[];
  /** The registration reminder popup for visitors (spec: S2 §3); a delay of 0 means none. */
  registrationReminder: { delaySeconds: number; intervalMinutes: number };
  /** Google One Tap for visitors, when the site config switches it on: where its script comes from. */
  googleOneTap: { scriptUrl: string } | null;
  /** Poll the terms status every 60 s while signed in (TERMS-002). */
  isTermsPolling: boolean;
  /** Registration opens as its page, never a modal: a custom registration or widget mode is on (AUTH-003). */
  isCustomRegistration: boolean;
  isWidgetMode: boolean;
  /** A/B tests switched on, by test id (AUTH-039). */
  abTestsAvailability: Record<string, boolean>;
}
