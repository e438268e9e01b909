import type { SiteConfig } from '@bf/api-client/bff';
import type { ShellAuthConfig } from '../router/shell-data.ts';
import { enabledSocialProviders } from '../auth/social-providers.ts';
import { autoLogoffMinutes } from './session-rules.ts';

/** The legal minimum age; the site config's `isAgeConfirmation` may raise it (docs/decisions.md AUTH-040). */
export const MINIMUM_AGE = 18;

/** The slice of the site config the session and sign-in forms read in the browser: settings only, no user data. */
export function shellAuthConfig(config: SiteConfig): ShellAuthConfig {
  return {
    autoLogoffMinutes: autoLogoffMinutes(config),
    defaultCurrency: config.defaultCurrency,
    currencies: config.currencies.map(({ iso, name }) => ({ iso, name })),
    minimumAge: Math.max(MINIMUM_AGE, config.isAgeConfirmation ?? 0),
    socialProviders: enabledSocialProviders(config),
    registrationReminder: { delaySeconds: config.registrationReminder.delay, intervalMinutes: config.registrationReminder.interval },
    googleOneTap: config.googleOneTap?.isEnabled ? { scriptUrl: config.googleOneTap.scriptUrl } : null,
    isTermsPolling: config.isTermsPolling === true,
    isCustomRegistration: config.isCustomRegistration === true,
    isWidgetMode: config.isWidgetMode === true,
    abTestsAvailability: { ...config.abTestsAvailability },
  };
}
