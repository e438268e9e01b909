/**
 * Screens both apps compose alike: markup over one screen model, drawn with `@kit/…`, which each app resolves to its
 * own kit (docs/decisions.md, "Screens written once"). The shared page screens are in `shell/screen-table.tsx`, which
 * an app loads on first need. The overlays both apps draw alike are here, for `overlayScreens` (the app's own
 * overlay files after them).
 */
export const sharedOverlayFiles = import.meta.glob(['./auth-modal.tsx', './auth-overlays.tsx', './bonus-popup.tsx', './identification-modal.tsx', './limit-overlays.tsx', './cookie-consent.tsx']);
