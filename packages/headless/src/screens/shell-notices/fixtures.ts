import type { NotificationHostModel } from './use-notification-host-screen.ts';
import type { SiteNoticeModel } from './use-site-notice-screen.ts';
import type { ScrollToTopModel } from './use-scroll-to-top-screen.ts';

const noop = () => undefined;

/** Fixtures for the stories and view tests: a full notification stack, the age confirmation, scroll-to-top. */
export const notificationHostFixture: NotificationHostModel = {
  label: 'Notifications',
  rows: [
    { id: 1, tone: 'warning', title: 'Technical works', text: 'Technical works are planned from 12 Dec 2026, 02:00 to 12 Dec 2026, 04:00.', close: { label: 'Close', onPress: noop } },
    { id: 2, tone: 'success', title: 'Done', text: 'Saved', close: { label: 'Close', onPress: noop } },
    { id: 3, tone: 'error', title: 'Error', text: 'Something went wrong. Please try again.', close: { label: 'Close', onPress: noop } },
    { id: 4, tone: 'info', title: 'Information', text: 'Your settings apply on every device.', action: { label: 'OK', onPress: noop }, close: { label: 'Close', onPress: noop } },
  ],
};

export const ageNoticeFixture: SiteNoticeModel = {
  kind: 'age',
  title: 'Are you 18 or older?',
  text: 'This site offers betting and gambling. You must be at least 18 years old to use it.',
  confirm: { label: 'I am 18 or older', onPress: noop },
};

export const newSiteNoticeFixture: SiteNoticeModel = {
  kind: 'new-site',
  title: 'Welcome to our new site',
  text: 'We have moved to a new site. Your account, balance and bets are all here.',
  confirm: { label: 'Got it', onPress: noop },
  close: { label: 'Close', onPress: noop },
};

export const scrollToTopFixture: ScrollToTopModel = { isVisible: true, label: 'Back to top', onPress: noop };
