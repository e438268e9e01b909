import { createAppShell } from '@bf/screens/shell/app-shell';

/** What every mobile layout shares (@bf/screens/shell/app-shell). */
export const AppShell = createAppShell({
  platform: 'mobile',
  // The phone's own overlay files after the shared ones (each loads when its moment comes).
  overlayFiles: import.meta.glob(['./screens/limit-overlays.tsx', './screens/cookie-consent.tsx']),
});
