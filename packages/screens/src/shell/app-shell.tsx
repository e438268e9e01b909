import { Suspense, type ReactNode } from 'react';
import { preloadable } from '@bf/headless/env';
import { RouterLink } from '@bf/headless/navigation';
import { useProgressBarScreen } from '@bf/headless/screens/shell-notices';
import { CookieConsentHost, overlayScreens, ShellOverlaysHost, type OverlayModules } from '@bf/headless/screens/shell-overlays';
import { useSeoHeadSync } from '@bf/headless/seo/sync';
import { LinkProvider, ProgressBar } from '@kit/components';
import { sharedOverlayFiles } from '../index.ts';

// The notification area, back-to-top and site notices: in the server's HTML, hydrated after the page once their code
// came (nothing of them is needed to hydrate the first view; a notification raised before then shows when they do).
const ShellNotices = preloadable('shell-notices', () => import('./shell-notices.tsx').then((m) => m.ShellNotices), { afterHydration: true });

const noEffects = () => {};

export interface AppShellOptions {
  platform: 'desktop' | 'mobile';
  /** The app's own overlay files (`import.meta.glob` in the app), after the shared ones. */
  overlayFiles: OverlayModules;
  /** A platform's own effect on every page (the desktop app's touch-Mac switch). */
  usePlatformEffects?: () => void;
}

/**
 * What every layout of an app shares: router links (the kit's links go through the router), the navigation progress bar, the page's SEO head, the
 * notifications and site notices, and the overlays (each loads when its moment comes).
 */
export function createAppShell({ platform, overlayFiles, usePlatformEffects = noEffects }: AppShellOptions) {
  const overlays = overlayScreens({ ...sharedOverlayFiles, ...overlayFiles });
  return function AppShell({ progress, children }: { progress: { isActive: boolean; label: string }; children: ReactNode }) {
    const progressBar = useProgressBarScreen(progress);
    usePlatformEffects();
    // The page's SEO head (title, description, robots, canonical) follows client-side navigation (SEO-001).
    useSeoHeadSync();
    return (
      <LinkProvider value={RouterLink}>
        <ProgressBar {...progressBar} />
        {/* The cookie consent first in the page, so it paints with the page's first paint (it is the largest text of
            a new visitor's first view), and above every other dialog (CONSENT-004). */}
        <CookieConsentHost CookieConsent={overlays.CookieConsent} />
        {children}
        {/* Notifications (a live region from the first render), back-to-top and the site notices (SHELL-001). */}
        <Suspense>
          <ShellNotices platform={platform} />
        </Suspense>
        {/* Sign-in overlays, bonus popup, auth modal, limit alerts, identification modal. */}
        <ShellOverlaysHost screens={overlays} />
      </LinkProvider>
    );
  };
}
