export { isBrowser, readRequestCookies, readAcceptLanguage, writeCookie, COOKIE } from './environment.ts';
export type { CookieOptions } from './environment.ts';
