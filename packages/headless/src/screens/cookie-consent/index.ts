// The cookie-consent modal (spec: S2 §2, §3, §4, §5; CONSENT-*).
export { useCookieConsentScreen, useCookieSettingsEntry, cookieConsentModel, COOKIE_POLICY_ROUTE } from './use-cookie-consent-screen.ts';
export type { CookieConsentModel, ConsentOptionModel } from './use-cookie-consent-screen.ts';
// The app shell's check, light enough for the first load: the modal's own code loads only when it is needed.
export { useIsConsentNeeded } from '../../consent/use-cookie-consent.tsx';
