// Notifications raised by remote front-ends through a window event, listening from the first render.
import * as z from 'zod/mini';
import type { NotifyStore } from './notify-store.ts';

/** The event a remote front-end (or the shell's own scripts) dispatches on `window` to raise a notification. */
export const REMOTE_NOTIFY_EVENT = 'bf:notify';

const remoteNotifySchema = z.lazy(() => z.object({
  type: z.enum(['error', 'success', 'info', 'warning']),
  group: z.optional(z.enum(['default', 'custom', 'shadow'])),
  title: z.optional(z.string().check(z.maxLength(200))),
  text: z.optional(z.string().check(z.maxLength(1000))),
}));

/**
 * Lets remote front-ends (S1 §1, loaded by path) raise notifications in the shell's area: `window.dispatchEvent(new
 * CustomEvent('bf:notify', { detail: { type: 'success', text: 'Saved' } }))`. The detail is checked; its texts are
 * shown as plain text (never HTML); the maintenance group stays the shell's own. Returns the function that stops it.
 */
export function listenForRemoteNotifications(store: NotifyStore, target: EventTarget): () => void {
  const onNotify = (event: Event) => {
    const parsed = remoteNotifySchema.safeParse((event as CustomEvent<unknown>).detail);
    if (!parsed.success) return;
    const { type, group, title, text } = parsed.data;
    // Given texts are ready text; a missing title takes the type's default title key.
    store.notify({ type, group, ...(title === undefined ? {} : { title }), text, isText: true, titleIsKey: title === undefined });
  };
  target.addEventListener(REMOTE_NOTIFY_EVENT, onNotify);
  return () => target.removeEventListener(REMOTE_NOTIFY_EVENT, onNotify);
}
