export { useNotificationHostScreen, notificationRows } from './use-notification-host-screen.ts';
export type { NotificationHostModel, NotificationRow } from './use-notification-host-screen.ts';
export { useSiteNoticeScreen, usePolicyLogo, useSupportButton } from './use-site-notice-screen.ts';
export type { SiteNoticeModel } from './use-site-notice-screen.ts';
export { useScrollToTopScreen } from './use-scroll-to-top-screen.ts';
export type { ScrollToTopModel } from './use-scroll-to-top-screen.ts';
export { notify } from '../../notify/notify-store.ts';
export { notifyRestError, notifyCallOutcome } from '../../notify/rest-error-notifier.ts';
