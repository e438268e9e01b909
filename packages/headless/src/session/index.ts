// The player's session in the browser (spec: S1 §4 "Session and shell", S2 §4, §7, §9).
export { readSession, VISITOR } from './read-session.ts';
export type { SessionSnapshot } from './read-session.ts';
export { SessionProvider, useSession, useSessionServices } from './session-provider.tsx';
export type { SessionProviderProps } from './session-provider.tsx';
export type { SessionState, SessionServices, SessionModel, LogoutOptions, CompleteSignInOptions } from './use-session.ts';
export { useCaptchaChallenge } from './use-captcha-challenge.ts';
export type { CaptchaChallengeState } from './use-captcha-challenge.ts';
export { createCaptchaStore, CaptchaCancelled } from './captcha-store.ts';
export type { CaptchaStore, CaptchaModel, CaptchaError, CaptchaStoreOptions } from './captcha-store.ts';
export { createBrowserApi, SESSION_CHECK_PATH } from './browser-api.ts';
export type { BrowserApi, BrowserApiOptions } from './browser-api.ts';
export { afterLoginTarget, afterLogoutTarget, afterRegistrationTarget, registrationReturnCookies, readReturnUrl, clearReturnUrl, isAuthPath } from './after-auth.ts';
export type { AfterAuthInput, RegistrationReturnCookies } from './after-auth.ts';
export { checkUserAtStart, startSessionRefresh, startAutoLogoff } from './session-timers.ts';
export type { UserCheckResult, SessionRefreshOptions, AutoLogoffOptions, Stop } from './session-timers.ts';
export { tokenExpiryMs, tokenCookieMaxAge, readUserToken, writeUserTokenCookie, clearSessionCookies, SESSION_COOKIES } from './token-cookie.ts';
export {
  SESSION_CHECK_TRIES,
  SESSION_CHECK_DELAY_MS,
  SESSION_REFRESH_MS,
  ACTIVITY_THROTTLE_MS,
  AUTO_LOGOFF_NOTICE_KEY,
  DEVICE_ID_KEY,
  isSearchEngineBot,
  autoLogoffMinutes,
} from './session-rules.ts';
export { shellAuthConfig, MINIMUM_AGE } from './shell-auth-config.ts';
