export { isBrowser, readRequestCookies, readAcceptLanguage, writeCookie, COOKIE } from './environment.ts';
export type { CookieOptions } from './environment.ts';
export { browserStorage, openTabChannel } from './browser-storage.ts';
export type { KeyValueStorage, TabChannel } from './browser-storage.ts';
