import { proxy } from 'valtio/vanilla';
import { addNotification, defaultAction, defaultTitleKey, NOTIFY_AUTO_CLOSE_MS, visibleNotifications, type NotifyItem } from './notify-rules.ts';

/** What a caller passes to `notify`: everything but the id, with the spec's defaults filled in. */
export type NotifyInput = Omit<NotifyItem, 'id' | 'isClosable' | 'group'> & { isClosable?: boolean; group?: NotifyItem['group'] };

export interface NotifyState {
  items: NotifyItem[];
}

/** The site's notifications: one store per page (a Valtio proxy), timers started when an item becomes visible. */
export function createNotifyStore(options: { autoCloseMs?: number; setTimer?: typeof setTimeout; clearTimer?: typeof clearTimeout } = {}) {
  const autoCloseMs = options.autoCloseMs ?? NOTIFY_AUTO_CLOSE_MS;
  const setTimer = options.setTimer ?? setTimeout;
  const clearTimer = options.clearTimer ?? clearTimeout;
  const state = proxy<NotifyState>({ items: [] });
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  /** Starts the 10 s clock of each visible, non-sticky notification that has none yet (a queued one waits its turn). */
  function schedule() {
    for (const item of visibleNotifications(state.items)) {
      if (item.isSticky || timers.has(item.id)) continue;
      timers.set(item.id, setTimer(() => dismiss(item.id), autoCloseMs));
    }
  }

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(id);
    state.items = state.items.filter((item) => item.id !== id);
    schedule();
  }

  function notify(input: NotifyInput): number {
    const id = nextId++;
    const item: NotifyItem = {
      ...input,
      id,
      group: input.group ?? 'default',
      title: input.title ?? defaultTitleKey(input.type),
      action: input.action ?? defaultAction(input.type),
      isClosable: input.isClosable ?? true,
    };
    const replaced = item.key === undefined ? undefined : state.items.find((existing) => existing.key === item.key);
    if (replaced) dismissTimer(replaced.id);
    state.items = addNotification(state.items, item);
    schedule();
    return id;
  }

  function dismissTimer(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(id);
  }

  /** Closes the notification with this key, if any (the maintenance window ended). */
  function dismissKey(key: string) {
    const item = state.items.find((existing) => existing.key === key);
    if (item) dismiss(item.id);
  }

  return { state, notify, dismiss, dismissKey };
}
export type NotifyStore = ReturnType<typeof createNotifyStore>;

let pageStore: NotifyStore | undefined;

/** The page's notification store (one per browser page; on the server each call gets a throwaway store). */
export function notifyStore(): NotifyStore {
  if (typeof window === 'undefined') return createNotifyStore();
  pageStore ??= createNotifyStore();
  return pageStore;
}

/** Shows a notification on the page: `notify({ type: 'success', text: 'notify.saved' })`. */
export function notify(input: NotifyInput): number {
  return notifyStore().notify(input);
}
