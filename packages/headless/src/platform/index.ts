// The user-agent parser stays on the server: import `@bf/headless/platform/choose-platform` there.
export { isTouchMac } from './is-touch-mac.ts';
export { useTouchMacRedirect } from './use-touch-mac-redirect.ts';
export { useWindowWidthCookie, allowsFunctionalCookies, RESIZE_DEBOUNCE_MS } from './window-width-cookie.ts';
