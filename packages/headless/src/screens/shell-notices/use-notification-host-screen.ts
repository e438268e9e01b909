import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../env/use-hydrated.ts';
import { reloadPage } from '../../env/browser-session.ts';
import { visibleNotifications, type NotifyItem, type NotifyType } from '../../notify/notify-rules.ts';
import { notifyStore, type NotifyStore } from '../../notify/notify-store.ts';
import { listenForRemoteNotifications } from '../../notify/remote-notifications.ts';
import { whenIdle } from '../../env/idle.ts';

/** One notification as the kits draw it. */
export interface NotificationRow {
  id: number;
  tone: NotifyType;
  title?: string;
  text?: string;
  /** A link under the text (the domains checker's way to the primary address); absent when it has none. */
  link?: { href: string; label: string };
  /** The notification's button (OK, reload page); absent when it has none. */
  action?: { label: string; onPress(): void };
  /** The close button; absent when the notification cannot be closed. */
  close?: { label: string; onPress(): void };
}

/** The notification area: its label (the live region's name) and the notifications on screen now. */
export interface NotificationHostModel {
  label: string;
  rows: NotificationRow[];
}

/** The shell's background checks start once the page is idle after hydration, this long after at the latest. */
export const SHELL_CHECKS_IDLE_TIMEOUT_MS = 2000;

const ACTION_LABEL = { ok: 'notify.ok', reload: 'notify.update.reload' } as const;

/** Turns the store's items into rows: keys translated (the maintenance text in its spec language), buttons wired. */
export function notificationRows(items: readonly NotifyItem[], t: (key: string, options?: Record<string, unknown>) => string, store: Pick<NotifyStore, 'dismiss'>, reload: () => void): NotificationRow[] {
  return visibleNotifications(items).map((item) => {
    const translate = (key: string | undefined, isText = item.isText) => (key === undefined ? undefined : isText ? key : t(key, item.values));
    const row: NotificationRow = { id: item.id, tone: item.type, title: translate(item.title, item.isText && !item.titleIsKey), text: translate(item.text) };
    if (item.link) row.link = { href: item.link.href, label: t(item.link.label, item.values) };
    if (item.action) row.action = { label: t(ACTION_LABEL[item.action]), onPress: item.action === 'reload' ? reload : () => store.dismiss(item.id) };
    if (item.isClosable) row.close = { label: t('notify.close'), onPress: () => store.dismiss(item.id) };
    return row;
  });
}

/**
 * The notification host's model (SHELL-001, SHELL-003 to SHELL-009, MAINT-004): the rows on screen, and, once the page
 * is interactive, the checks that raise the maintenance warning, the update notice and the ad-blocker notice; once it
 * is idle, the domains checker (ERR-015).
 */
export function useNotificationHostScreen(options: { store?: NotifyStore; fetch?: typeof fetch } = {}): NotificationHostModel {
  const { t, i18n } = useTranslation('common');
  const store = options.store ?? notifyStore();
  const snap = useSnapshot(store.state);
  const hydrated = useHydrated();
  const fetchFn = options.fetch;
  const lng = i18n.language;
  // The domains checker runs once per page load, not again when the language changes.
  const isDomainsCheckStarted = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    const doFetch = fetchFn ?? globalThis.fetch.bind(globalThis);
    // Made when a maintenance notice first needs it: building a date format costs a phone tens of milliseconds.
    let dateFormat: Intl.DateTimeFormat | undefined;
    const formatDate = (date: Date) => (dateFormat ??= new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' })).format(date);
    // Remote front-ends may raise a notification as soon as the page is interactive: listen at once.
    const stopRemote = listenForRemoteNotifications(store, window);
    let isStopped = false;
    let stop = () => {};
    // The checks' code (and the validator their answers go through) loads once the page is idle after hydration,
    // 2 s at the latest: nothing of it is needed for the first view, and it then adds no task to the page's start.
    const startChecks = () =>
      import('../../notify/shell-checks.ts')
        .then(({ checkAdBlock, watchAppVersion, watchMaintenanceNotice, watchDomains }) => {
          if (isStopped) return;
          if (!isDomainsCheckStarted.current) {
            isDomainsCheckStarted.current = true;
            // Once the page is idle; a failure is only logged (ERR-015).
            watchDomains(store);
          }
          const stopMaintenance = watchMaintenanceNotice({ store, fetch: doFetch, format: formatDate });
          const stopVersion = watchAppVersion({ store, fetch: doFetch });
          // After the page settles: an ad blocker hides the bait by then.
          const adBlockTimer = setTimeout(() => checkAdBlock({ store, document }), 2000);
          stop = () => {
            stopMaintenance();
            stopVersion();
            clearTimeout(adBlockTimer);
          };
        })
        .catch((error: unknown) => console.error('notification checks failed to load', error));
    const cancelIdle = whenIdle(() => void startChecks(), SHELL_CHECKS_IDLE_TIMEOUT_MS);
    return () => {
      isStopped = true;
      cancelIdle();
      stopRemote();
      stop();
    };
  }, [hydrated, store, fetchFn, lng]);

  // The maintenance text is Russian in the az, kk, uk and ru files and English in the others (MAINT-005, MAINT-006).
  return { label: t('notify.region'), rows: notificationRows(snap.items as NotifyItem[], (key, values) => t(key, values), store, reloadPage) };
}
