import { lazy, Suspense } from 'react';
import { useNotificationHostScreen, useScrollToTopScreen, useSiteNoticeScreen } from '@bf/headless/screens/shell-notices';
import { NotificationStack, ScrollToTopButton } from '@bf/ui-desktop/notices';

// The notice dialogs' markup loads only when one opens (most visits never see one).
const SiteNoticeDialog = lazy(() => import('@bf/ui-desktop/notices/site-notice-dialog').then((m) => ({ default: m.SiteNoticeDialog })));

/** What every page carries over its content: the notification area, back-to-top and the site notice open now. */
export function ShellNotices() {
  const notifications = useNotificationHostScreen();
  const scrollToTop = useScrollToTopScreen('desktop');
  const notice = useSiteNoticeScreen();
  return (
    <>
      <NotificationStack {...notifications} />
      <ScrollToTopButton {...scrollToTop} />
      {notice && (
        <Suspense fallback={null}>
          <SiteNoticeDialog key={notice.kind} notice={notice} />
        </Suspense>
      )}
    </>
  );
}
