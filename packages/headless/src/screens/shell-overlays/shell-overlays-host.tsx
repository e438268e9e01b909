import { Suspense } from 'react';
import { AfterHydration } from '../../env/after-hydration.tsx';
import { AuthModalBoundary } from '../../auth/auth-modal-boundary.tsx';
import { useSession } from '../../session/session-provider.tsx';
import { useIdentificationModalHost } from '../../router/identification-check.tsx';
import { useIsConsentNeeded } from '../../consent/use-cookie-consent.tsx';
import { useAuthModalHostScreen } from '../auth-modal/use-auth-modal-host-screen.ts';
import type { OverlayScreens } from './overlay-screens.ts';

/** The open sign-in or registration modal; if its code fails to load or it throws, the form's page opens instead (AUTH-006). */
function AuthModalHost({ AuthModal }: Pick<OverlayScreens, 'AuthModal'>) {
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

/** The identification modal while the identification bonus prompt has it open (UCFG-036). */
function IdentificationModalHost({ IdentificationModal }: Pick<OverlayScreens, 'IdentificationModal'>) {
  const host = useIdentificationModalHost();
  if (!host.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <IdentificationModal onClose={host.close} />
    </Suspense>
  );
}

/**
 * The consent modal over the page (an overlay: the page under it does not move) until the player chooses, from the
 * server's HTML on (the hydration data says whether it is needed). The shell renders it before the page: it paints
 * with the page's first paint instead of after the whole page was parsed, and its sheet sits above other dialogs.
 */
export function CookieConsentHost({ CookieConsent }: Pick<OverlayScreens, 'CookieConsent'>) {
  if (!useIsConsentNeeded()) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}

/**
 * The overlays over every page of an app, in the order they stack: the sign-in overlays, the bonus popup, the auth
 * modal, the limit alerts (signed-in players) and the identification modal once the page is hydrated. The consent
 * modal has a host of its own (`CookieConsentHost`), which the shell puts before the page. Each app hands in its own
 * screens (`overlayScreens`); no markup of its own.
 */
export function ShellOverlaysHost({ screens }: { screens: OverlayScreens }) {
  const { isSignedIn } = useSession();
  const { AuthOverlays, BonusPopup, LimitOverlays } = screens;
  return (
    <>
      <AfterHydration>
        <Suspense fallback={null}>
          <AuthOverlays />
        </Suspense>
        <Suspense fallback={null}>
          <BonusPopup />
        </Suspense>
        <AuthModalHost AuthModal={screens.AuthModal} />
        {isSignedIn && (
          <Suspense fallback={null}>
            <LimitOverlays />
          </Suspense>
        )}
        <IdentificationModalHost IdentificationModal={screens.IdentificationModal} />
      </AfterHydration>
    </>
  );
}
