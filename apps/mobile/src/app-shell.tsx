import { lazy, Suspense, type ReactNode } from 'react';
import { importOwningErrors, preloadable, AfterHydration } from '@bf/headless/env';
import { AuthModalBoundary, useAuthModalHostScreen } from '@bf/headless/screens/auth-modal';
import { useIsConsentNeeded } from '@bf/headless/screens/cookie-consent';
import { useSession } from '@bf/headless/session';
import { useIdentificationModalHost } from '@bf/headless/identification-modal-host';
import { ShellNoticesHost, useProgressBarScreen } from '@bf/headless/screens/shell-notices';
import { NotificationStack, ScrollToTopButton } from '@bf/ui-mobile/notices';
import { LinkProvider, ProgressBar } from '@bf/ui-mobile/components';
import { RouterLink } from './router-link.tsx';

// Site notice dialogs (age, new site, privacy): their markup loads when one opens.
const SiteNoticeDialog = lazy(() => import('@bf/ui-mobile/notices/site-notice-dialog').then((m) => ({ default: m.SiteNoticeDialog })));
const NOTICES_KIT = { NotificationStack, ScrollToTopButton, SiteNoticeDialog };

// Hidden until needed (captcha, forgot password, inactivity notice): their code loads after the page.
const AuthOverlays = lazy(() => import('./screens/auth-overlays.tsx').then((m) => ({ default: m.AuthOverlaysScreen })));
// The first-deposit bonus popup (ACCT-022): its code loads after the page.
const BonusPopup = lazy(() => import('./screens/bonus-popup.tsx').then((m) => ({ default: m.BonusPopupScreen })));
// The identification modal (UCFG-036): loads only when the identification bonus prompt opens it.
const IdentificationModal = lazy(() => import('./screens/identification-modal.tsx').then((m) => ({ default: m.IdentificationModalScreen })));

/** The identification modal while the identification bonus prompt has it open. */
function IdentificationModalHost() {
  const host = useIdentificationModalHost();
  if (!host.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <IdentificationModal onClose={host.close} />
    </Suspense>
  );
}

// The sign-in and registration modals (AUTH-001): their forms load when one first opens, never with the page.
const AuthModal = lazy(() => importOwningErrors(() => import('./screens/auth-modal.tsx')).then((m) => ({ default: m.AuthModalScreen })));

// The cookie-consent modal (CONSENT-004): its code loads only for a visitor who has not chosen yet. The server renders
// it into that visitor's page, so it paints with the page (it was the largest paint, 4-6 s late, when it came after
// hydration), and the browser loads its code before hydrating.
const CookieConsent = preloadable('cookie-consent', () => import('./screens/cookie-consent.tsx').then((m) => m.CookieConsentScreen));

/** The consent modal over the page (an overlay: the page under it does not move) until the player chooses. */
function CookieConsentHost() {
  if (!useIsConsentNeeded()) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}

// The reality check and the session-limit alert (LIMIT-032, LIMIT-037): signed-in players only, loaded after the page.
const LimitOverlays = lazy(() => import('./screens/limit-overlays.tsx').then((m) => ({ default: m.LimitOverlaysScreen })));

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

/** What every mobile layout shares: router links and the navigation progress bar. */
export function AppShell({ progress, children }: { progress: { isActive: boolean; label: string }; children: ReactNode }) {
  const { isSignedIn } = useSession();
  const progressBar = useProgressBarScreen(progress);
  return (
    <LinkProvider value={RouterLink}>
      <ProgressBar {...progressBar} />
      {children}
      {/* Notifications (a live region from the first render), back-to-top and the site notices (SHELL-001). */}
      <ShellNoticesHost platform="mobile" kit={NOTICES_KIT} />
      {/* Sign-in overlays (captcha, forgot password, inactivity notice) work on every layout, with or without a header. */}
      <AfterHydration>
        <Suspense fallback={null}>
          <AuthOverlays />
        </Suspense>
        <Suspense fallback={null}>
          <BonusPopup />
        </Suspense>
        <AuthModalHost />
        {isSignedIn && (
          <Suspense fallback={null}>
            <LimitOverlays />
          </Suspense>
        )}
        <IdentificationModalHost />
      </AfterHydration>
      {/* Last, so it lies over any other overlay; from the server's HTML on (the hydration data says whether it is needed). */}
      <CookieConsentHost />
    </LinkProvider>
  );
}
