import { useTouchMacRedirect } from '@bf/headless/platform';
import { createAppShell } from '@bf/screens/shell/app-shell';

/** What every desktop layout shares (@bf/screens/shell/app-shell), with the touch-Mac switch to the mobile site. */
export const AppShell = createAppShell({
  platform: 'desktop',
  // The overlays of this app's own, after the shared ones; each loads when its moment comes.
  overlayFiles: import.meta.glob(['./screens/limit-overlays.tsx', './screens/cookie-consent.tsx']),
  usePlatformEffects: useTouchMacRedirect,
});
