/**
 * Web push, initialised lazily (spec: S2 §7; PWA-008): this module is only ever imported dynamically, after the
 * service worker is registered. It never asks for permission on its own (a prompt needs the player's gesture); it
 * reports whether this browser can receive pushes and whether it already has a subscription. No vendor script.
 */

/** What web push can do in this browser now. */
export type WebPushState = 'unsupported' | 'denied' | 'subscribed' | 'available';

/** Reads the push state of the registration; never prompts. */
export async function initWebPush(registration: Pick<ServiceWorkerRegistration, 'pushManager'>, permission: NotificationPermission | undefined = typeof Notification === 'undefined' ? undefined : Notification.permission): Promise<WebPushState> {
  if (!registration.pushManager || permission === undefined) return 'unsupported';
  if (permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? 'subscribed' : 'available';
}
