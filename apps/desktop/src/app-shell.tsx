import { lazy, type ReactNode } from 'react';
import { ShellNoticesHost, useProgressBarScreen } from '@bf/headless/screens/shell-notices';
import { overlayScreens, ShellOverlaysHost } from '@bf/headless/screens/shell-overlays';
import { sharedOverlayFiles } from '@bf/screens';
import { NotificationStack, ScrollToTopButton } from '@bf/ui-desktop/notices';
import { useTouchMacRedirect } from '@bf/headless/platform';
import { useSeoHeadSync } from '@bf/headless/seo/sync';
import { LinkProvider, ProgressBar } from '@bf/ui-desktop/components';
import { RouterLink } from './router-link.tsx';

// Site notice dialogs (age, new site, privacy): their markup loads when one opens.
const SiteNoticeDialog = lazy(() => import('@bf/ui-desktop/notices/site-notice-dialog').then((m) => ({ default: m.SiteNoticeDialog })));
const NOTICES_KIT = { NotificationStack, ScrollToTopButton, SiteNoticeDialog };

// The overlays every page carries; each loads when its moment comes (@bf/headless/screens/shell-overlays).
const OVERLAYS = overlayScreens(
  { ...sharedOverlayFiles, ...import.meta.glob(['./screens/limit-overlays.tsx', './screens/cookie-consent.tsx']) },
);

/** What every desktop layout shares: router links, the navigation progress bar, the touch-Mac switch. */
export function AppShell({ progress, children }: { progress: { isActive: boolean; label: string }; children: ReactNode }) {
  const progressBar = useProgressBarScreen(progress);
  useTouchMacRedirect();
  // The page's SEO head (title, description, robots, canonical) follows client-side navigation (SEO-001).
  useSeoHeadSync();
  return (
    <LinkProvider value={RouterLink}>
      <ProgressBar {...progressBar} />
      {children}
      {/* Notifications (a live region from the first render), back-to-top and the site notices (SHELL-001). */}
      <ShellNoticesHost platform="desktop" kit={NOTICES_KIT} />
      {/* Sign-in overlays, bonus popup, auth modal, limit alerts, identification modal; the cookie consent last, over any other. */}
      <ShellOverlaysHost screens={OVERLAYS} />
    </LinkProvider>
  );
}
