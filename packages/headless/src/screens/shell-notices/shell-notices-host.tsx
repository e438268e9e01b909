import { Suspense, type ComponentType } from 'react';
import { useNotificationHostScreen, type NotificationHostModel } from './use-notification-host-screen.ts';
import { useScrollToTopScreen, type ScrollToTopModel } from './use-scroll-to-top-screen.ts';
import { useSiteNoticeScreen, type SiteNoticeModel } from './use-site-notice-screen.ts';

/** The kit's parts the host draws with; `SiteNoticeDialog` is best a lazy component (most visits never open one). */
export interface ShellNoticesKit {
  NotificationStack: ComponentType<NotificationHostModel>;
  ScrollToTopButton: ComponentType<ScrollToTopModel>;
  SiteNoticeDialog: ComponentType<{ notice: SiteNoticeModel }>;
}

/**
 * What every page carries over its content (SHELL-001): the notification area, back-to-top and the site notice open
 * now, each model handed to the kit's markup. No markup of its own.
 */
export function ShellNoticesHost({ platform, kit }: { platform: 'desktop' | 'mobile'; kit: ShellNoticesKit }) {
  const notifications = useNotificationHostScreen();
  const scrollToTop = useScrollToTopScreen(platform);
  const notice = useSiteNoticeScreen();
  const { NotificationStack, ScrollToTopButton, SiteNoticeDialog } = kit;
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
