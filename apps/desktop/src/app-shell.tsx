import { lazy, Suspense, type ReactNode } from 'react';
import { importOwningErrors, useHydrated } from '@bf/headless/env';
import { AuthModalBoundary, useAuthModalHostScreen } from '@bf/headless/screens/auth-modal';
import { ShellNoticesHost, useProgressBarScreen } from '@bf/headless/screens/shell-notices';
import { NotificationStack, ScrollToTopButton } from '@bf/ui-desktop/notices';
import { useTouchMacRedirect } from '@bf/headless/platform';
import { LinkProvider, ProgressBar } from '@bf/ui-desktop/components';
import { RouterLink } from './router-link.tsx';

// Site notice dialogs (age, new site, privacy): their markup loads when one opens.
const SiteNoticeDialog = lazy(() => import('@bf/ui-desktop/notices/site-notice-dialog').then((m) => ({ default: m.SiteNoticeDialog })));
const NOTICES_KIT = { NotificationStack, ScrollToTopButton, SiteNoticeDialog };

// Hidden until needed (captcha, forgot password, inactivity notice): their code loads after the page.
const AuthOverlays = lazy(() => import('./screens/auth-overlays.tsx').then((m) => ({ default: m.AuthOverlaysScreen })));
// The sign-in and registration modals (AUTH-001): their forms load when one first opens, never with the page.
const AuthModal = lazy(() => importOwningErrors(() => import('./screens/auth-modal.tsx')).then((m) => ({ default: m.AuthModalScreen })));

/** The open modal; if its code fails to load or it throws, the form's page opens instead (AUTH-006). */
function AuthModalHost() {
  const { open, onError } = useAuthModalHostScreen();
  if (!open) return null;
  return (
    <AuthModalBoundary key={open} onError={onError}>
      <Suspense fallback={null}>
        <AuthModal open={open} />
      </Suspense>
    </AuthModalBoundary>
  );
}

/** What every desktop layout shares: router links, the navigation progress bar, the touch-Mac switch. */
export function AppShell({ progress, children }: { progress: { isActive: boolean; label: string }; children: ReactNode }) {
  const hydrated = useHydrated();
  const progressBar = useProgressBarScreen(progress);
  useTouchMacRedirect();
  return (
    <LinkProvider value={RouterLink}>
      <ProgressBar {...progressBar} />
      {children}
      {/* Notifications (a live region from the first render), back-to-top and the site notices (SHELL-001). */}
      <ShellNoticesHost platform="desktop" kit={NOTICES_KIT} />
      {/* Sign-in overlays (captcha, forgot password, inactivity notice) work on every layout, with or without a header. */}
      {hydrated && (
        <>
          <Suspense fallback={null}>
            <AuthOverlays />
          </Suspense>
          <AuthModalHost />
        </>
      )}
    </LinkProvider>
  );
}
