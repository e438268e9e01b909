// Notification groups and their rules (spec: S1 §4 "Notification groups", §8 "Notification defaults", §9 auto-close).

/** The groups a notification belongs to; each shows a limited number at once (S1 §4, S2 §9). */
export type NotifyGroup = 'default' | 'maintenance' | 'custom' | 'shadow';
export type NotifyType = 'error' | 'success' | 'info' | 'warning';

/** How many of each group are on screen at once: default 3; maintenance, custom and shadow 1 (SHELL-003, SHELL-004). */
export const NOTIFY_GROUP_LIMIT: Record<NotifyGroup, number> = { default: 3, maintenance: 1, custom: 1, shadow: 1 };
/** A notification closes by itself after 10 s unless it is sticky (SHELL-005). */
export const NOTIFY_AUTO_CLOSE_MS = 10_000;
/** The group rendering order: maintenance first (it concerns the whole site), then the rest. */
export const NOTIFY_GROUPS: readonly NotifyGroup[] = ['maintenance', 'custom', 'shadow', 'default'];

/** What a notification's button does. */
export type NotifyActionKind = 'ok' | 'reload';

/** One notification, as kept in the store: texts as translation keys (common namespace) or ready text. */
export interface NotifyItem {
  id: number;
  group: NotifyGroup;
  type: NotifyType;
  /** A `common` translation key, or a ready text when `isText` says so. */
  title?: string;
  text?: string;
  /** Title and text are ready text (a server message), not keys. */
  isText?: boolean;
  /** With `isText`: the title is still a key (the type's default title). */
  titleIsKey?: boolean;
  /** Values for the text's placeholders (the maintenance window's dates). */
  values?: Record<string, string>;
  /** Its button: info gets OK by default (SHELL-008); the update notice reloads the page (S1 §8). */
  action?: NotifyActionKind;
  /** A link under the text: `href` a full address the caller built and checked, `label` a key (with `values`). */
  link?: { href: string; label: string };
  /** Stays until closed: no auto-close (the maintenance warning, the update notice, the ad-blocker notice). */
  isSticky?: boolean;
  /** Closable by the player (every notification is, unless a rule says otherwise). */
  isClosable: boolean;
  /** Repeats of the same `key` replace each other instead of stacking. */
  key?: string;
}

/** The title key when none is given: error uses the main error title, success the done title (SHELL-006, SHELL-007). */
export function defaultTitleKey(type: NotifyType): string | undefined {
  if (type === 'error') return 'notify.titles.error';
  if (type === 'success') return 'notify.titles.success';
  if (type === 'info') return 'notify.titles.info';
  return undefined;
}

/** The button a notification has when none is given: info has an OK button (SHELL-008). */
export function defaultAction(type: NotifyType): NotifyActionKind | undefined {
  return type === 'info' ? 'ok' : undefined;
}

/** Adds a notification: one with the same key is replaced in place; otherwise it joins the end of the queue. */
export function addNotification(items: readonly NotifyItem[], item: NotifyItem): NotifyItem[] {
  if (item.key !== undefined) {
    const index = items.findIndex((existing) => existing.key === item.key);
    if (index >= 0) return items.map((existing, i) => (i === index ? item : existing));
  }
  return [...items, item];
}

/**
 * The notifications on screen: the oldest ones of each group up to its limit; the rest wait their turn and show
 * as soon as one of the group closes (SHELL-003, SHELL-004).
 */
export function visibleNotifications(items: readonly NotifyItem[]): NotifyItem[] {
  const shown: Record<NotifyGroup, number> = { default: 0, maintenance: 0, custom: 0, shadow: 0 };
  const visible: NotifyItem[] = [];
  for (const item of items) {
    if (shown[item.group] >= NOTIFY_GROUP_LIMIT[item.group]) continue;
    shown[item.group] += 1;
    visible.push(item);
  }
  return visible.sort((a, b) => NOTIFY_GROUPS.indexOf(a.group) - NOTIFY_GROUPS.indexOf(b.group));
}
