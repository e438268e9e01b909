/**
 * Screens both apps compose alike: markup over one screen model, drawn with `@kit/…`, which each app resolves to its
 * own kit (docs/decisions.md, "Screens written once"). An app hands these to `lazyScreens` before its own screen
 * files, so a file of the same name in `apps/<platform>/src/screens` replaces the shared one on that platform only.
 */
export const sharedScreenFiles = import.meta.glob(['./*-page.tsx', './*-pages.tsx', './debug.tsx', '!./home-page.tsx']);

/** The overlays both apps draw alike, for `overlayScreens` (the app's own overlay files after them). */
export const sharedOverlayFiles = import.meta.glob(['./auth-modal.tsx', './auth-overlays.tsx', './bonus-popup.tsx', './identification-modal.tsx', './limit-overlays.tsx', './cookie-consent.tsx']);
