// The user-agent parser stays on the server: import `@bf/headless/platform/choose-platform` there.
export { isTouchMac } from './is-touch-mac.ts';
export { useTouchMacRedirect } from './use-touch-mac-redirect.ts';
