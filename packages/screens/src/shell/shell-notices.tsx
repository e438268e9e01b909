import { lazy } from 'react';
import { ShellNoticesHost } from '@bf/headless/screens/shell-notices';
import { NotificationStack, ScrollToTopButton } from '@kit/notices';

// Site notice dialogs (age, new site, privacy): their markup loads when one opens.
const SiteNoticeDialog = lazy(() => import('@kit/notices/site-notice-dialog.tsx').then((m) => ({ default: m.SiteNoticeDialog })));
const NOTICES_KIT = { NotificationStack, ScrollToTopButton, SiteNoticeDialog };

/** Notifications (a live region from the server's HTML on), back-to-top and the site notices (SHELL-001), in the app's kit. */
export function ShellNotices({ platform }: { platform: 'desktop' | 'mobile' }) {
  return <ShellNoticesHost platform={platform} kit={NOTICES_KIT} />;
}
