// The overlays every page carries (sign-in overlays, bonus popup, auth modal, limit alerts, identification modal,
// cookie consent): one host for both apps, each app handing in its own screens.
export { ShellOverlaysHost, CookieConsentHost } from './shell-overlays-host.tsx';
export { overlayScreens, OVERLAY_FILES } from './overlay-screens.ts';
export type { OverlayScreens, OverlayModules } from './overlay-screens.ts';
