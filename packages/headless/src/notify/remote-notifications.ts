// Notifications raised by remote front-ends through a window event, listening from the first render.
import { isRecord, isStringOfLength, oneOf } from '../env/guards.ts';
import type { NotifyStore } from './notify-store.ts';

/** The event a remote front-end (or the shell's own scripts) dispatches on `window` to raise a notification. */
export const REMOTE_NOTIFY_EVENT = 'bf:notify';

const REMOTE_TYPES = ['error', 'success', 'info', 'warning'] as const;
const REMOTE_GROUPS = ['default', 'custom', 'shadow'] as const;

/** What a remote front-end may raise; checked with guards, since the shell listens from the first render. */
interface RemoteNotify {
  type: (typeof REMOTE_TYPES)[number];
  group?: (typeof REMOTE_GROUPS)[number];
  title?: string;
  text?: string;
}

/** The event's detail when it is a notification of the allowed shape (a title up to 200, a text up to 1,000 characters). */
export function remoteNotifyOf(detail: unknown): RemoteNotify | undefined {
  if (!isRecord(detail)) return undefined;
  const type = oneOf(REMOTE_TYPES, detail.type);
  const group = detail.group === undefined ? undefined : oneOf(REMOTE_GROUPS, detail.group);
  if (type === undefined || (detail.group !== undefined && group === undefined)) return undefined;
  const { title, text } = detail;
  if ((title !== undefined && !isStringOfLength(title, 0, 200)) || (text !== undefined && !isStringOfLength(text, 0, 1000))) return undefined;
  return { type, group, title: title as string | undefined, text: text as string | undefined };
}

/**
 * Lets remote front-ends (S1 §1, loaded by path) raise notifications in the shell's area: `window.dispatchEvent(new
 * CustomEvent('bf:notify', { detail: { type: 'success', text: 'Saved' } }))`. The detail is checked; its texts are
 * shown as plain text (never HTML); the maintenance group stays the shell's own. Returns the function that stops it.
 */
export function listenForRemoteNotifications(store: NotifyStore, target: EventTarget): () => void {
  const onNotify = (event: Event) => {
    const parsed = remoteNotifyOf((event as CustomEvent<unknown>).detail);
    if (!parsed) return;
    const { type, group, title, text } = parsed;
    // Given texts are ready text; a missing title takes the type's default title key.
    store.notify({ type, group, ...(title === undefined ? {} : { title }), text, isText: true, titleIsKey: title === undefined });
  };
  target.addEventListener(REMOTE_NOTIFY_EVENT, onNotify);
  return () => target.removeEventListener(REMOTE_NOTIFY_EVENT, onNotify);
}
