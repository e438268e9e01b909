export { referralCookiesFromQuery, saveReferralCookies, REFERRAL_DEFAULT_MAX_AGE } from './referral-cookies.ts';
export type { ReferralCookie } from './referral-cookies.ts';
