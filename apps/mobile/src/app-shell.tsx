import { lazy, type ReactNode } from 'react';
import { ShellNoticesHost, useProgressBarScreen } from '@bf/headless/screens/shell-notices';
import { overlayScreens, ShellOverlaysHost } from '@bf/headless/screens/shell-overlays';
import { sharedOverlayFiles } from '@bf/screens';
import { NotificationStack, ScrollToTopButton } from '@bf/ui-mobile/notices';
import { LinkProvider, ProgressBar } from '@bf/ui-mobile/components';
import { useSeoHeadSync } from '@bf/headless/seo/sync';
import { RouterLink } from './router-link.tsx';

// Site notice dialogs (age, new site, privacy): their markup loads when one opens.
const SiteNoticeDialog = lazy(() => import('@bf/ui-mobile/notices/site-notice-dialog').then((m) => ({ default: m.SiteNoticeDialog })));
const NOTICES_KIT = { NotificationStack, ScrollToTopButton, SiteNoticeDialog };

// The overlays every page carries; each loads when its moment comes (@bf/headless/screens/shell-overlays).
const OVERLAYS = overlayScreens(
  { ...sharedOverlayFiles, ...import.meta.glob(['./screens/limit-overlays.tsx', './screens/cookie-consent.tsx']) },
);

/** What every mobile layout shares: router links and the navigation progress bar. */
export function AppShell({ progress, children }: { progress: { isActive: boolean; label: string }; children: ReactNode }) {
  const progressBar = useProgressBarScreen(progress);
  // The page's SEO head (title, description, robots, canonical) follows client-side navigation (SEO-001).
  useSeoHeadSync();
  return (
    <LinkProvider value={RouterLink}>
      <ProgressBar {...progressBar} />
      {children}
      {/* Notifications (a live region from the first render), back-to-top and the site notices (SHELL-001). */}
      <ShellNoticesHost platform="mobile" kit={NOTICES_KIT} />
      {/* Sign-in overlays, bonus popup, auth modal, limit alerts, identification modal; the cookie consent last, over any other. */}
      <ShellOverlaysHost screens={OVERLAYS} />
    </LinkProvider>
  );
}
