import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { useHydrated } from '@bf/headless/env';
import { useNavigationProgress } from '@bf/headless/shell';
import { LinkProvider, ProgressBar } from '@bf/ui-mobile/components';
import { RouterLink } from './router-link.tsx';

// Hidden until needed (captcha, forgot password, inactivity notice): their code loads after the page.
const AuthOverlays = lazy(() => import('./pages/auth-overlays.tsx').then((m) => ({ default: m.AuthOverlays })));

/** What every mobile layout shares: router links and the navigation progress bar. */
export function AppShell({ children }: { children: ReactNode }) {
  const { isLoading } = useNavigationProgress();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <LinkProvider value={RouterLink}>
      <ProgressBar isActive={isLoading} label={t('nav.main')} />
      {children}
      {/* Sign-in overlays (captcha, forgot password, inactivity notice) work on every layout, with or without a header. */}
      {hydrated && (
        <Suspense fallback={null}>
          <AuthOverlays />
        </Suspense>
      )}
    </LinkProvider>
  );
}
