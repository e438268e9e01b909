export { isBrowser, readRequestCookies, readAcceptLanguage, writeCookie, COOKIE } from './environment.ts';
export type { CookieOptions } from './environment.ts';
export { browserStorage, openTabChannel } from './browser-storage.ts';
export type { KeyValueStorage, TabChannel } from './browser-storage.ts';
export { browserLocalStorage, readUserAgent, deleteCookie, subscribeUserActivity, reloadPage, openDocument, currentPageUrl, saveFile, drawTextPicture } from './browser-session.ts';
export type { RemovableStorage, TextPictureOptions } from './browser-session.ts';
export { isPageHidden, subscribePageVisibility } from './visibility.ts';
export { useHydrated } from './use-hydrated.ts';
