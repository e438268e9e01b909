// Cookie consent (spec: S2 §3, §4, §5; CONSENT-*): the rule, the store, and the provider with its hook.
export { agreeTypeOf, allowsAnalytics, allowsFunctional, checkedByAgreeType, CONSENT_TYPES } from './consent-rule.ts';
export type { ConsentOption, ConsentType } from './consent-rule.ts';
export { createConsentStore, consentActions, draftOptions } from './consent-store.ts';
export type { ConsentState, ConsentView, ConsentActions } from './consent-store.ts';
export { ConsentProvider, useCookieConsent, useIsConsentNeeded, useReopenCookieConsent } from './use-cookie-consent.tsx';
export type { CookieConsentState } from './use-cookie-consent.tsx';
export { recordAgreeTime, sendLocalAgreeTime, COOKIES_AGREE_TIME_KEY, type AgreeTimeDeps } from './agree-time.ts';
