import type { ReactNode } from 'react';
import { useTranslation } from '@bf/headless/i18n';
import { useNavigationProgress } from '@bf/headless/shell';
import { useTouchMacRedirect } from '@bf/headless/platform';
import { LinkProvider, ProgressBar } from '@bf/ui-desktop/components';
import { RouterLink } from './router-link.tsx';
import { AuthOverlays } from './pages/auth-overlays.tsx';

/** What every desktop layout shares: router links, the navigation progress bar, the touch-Mac switch. */
export function AppShell({ children }: { children: ReactNode }) {
  const { isLoading } = useNavigationProgress();
  const { t } = useTranslation();
  useTouchMacRedirect();
  return (
    <LinkProvider value={RouterLink}>
      <ProgressBar isActive={isLoading} label={t('nav.main')} />
      {children}
      {/* Sign-in overlays (captcha, forgot password, inactivity notice) work on every layout, with or without a header. */}
      <AuthOverlays />
    </LinkProvider>
  );
}
