import { useCookieSettingsEntry } from '../cookie-consent/use-cookie-consent-screen.ts';
import { usePolicyLogo, useSupportButton } from '../shell-notices/use-site-notice-screen.ts';

/** What every footer shows beside its links: the support button, the policy logo and the cookie-settings entry. */
export interface FooterExtras {
  support: { href: string; label: string };
  policyLogo: { src: string; alt: string } | null;
  cookieSettings: { label: string; onPress(): void } | null;
}

/**
 * The footer's extras, for both apps. Read in the footer's own component: the cookie-settings entry appears only
 * after hydration, and read in a layout frame that flip re-rendered the whole shell in one blocking task.
 */
export function useFooterExtras(): FooterExtras {
  return { support: useSupportButton(), policyLogo: usePolicyLogo(), cookieSettings: useCookieSettingsEntry() };
}
