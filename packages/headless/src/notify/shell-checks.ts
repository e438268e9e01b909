// The shell's background checks that raise notifications: the maintenance warning, the update notice, the ad blocker.
import * as z from 'zod/mini';
import { maintenanceSchema } from '@bf/api-client/schemas/site-config';
import { webApiPath } from '@bf/api-client/http';
import { isMaintenanceNoticeDue, maintenanceNotice } from './maintenance-window.ts';
import type { NotifyStore } from './notify-store.ts';
import { whenIdle } from '../env/idle.ts';

/** The live maintenance window (no cache): the warning follows it without waiting for the config cache. */
export const MAINTENANCE_PATH = webApiPath('/maintenance');
/** The version of the site that is deployed now (S2 §4 "App version"). */
export const APP_VERSION_PATH = webApiPath('/app-version');
/** The app-version check runs every 60000 ms (S2 §9). */
export const APP_VERSION_CHECK_MS = 60_000;
/** Longest a timer may wait (setTimeout's 32-bit limit); later dates are checked again when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

export const appVersionSchema = z.object({ version: z.string().check(z.maxLength(200)) });

type Fetch = typeof fetch;

/** Reads a JSON body with a schema; undefined on any failure (these checks are only logged, never shown). */
async function getJson<T>(fetchFn: Fetch, path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T | undefined> {
  const response = await fetchFn(path, { cache: 'no-store', signal, credentials: 'same-origin' });
  if (!response.ok) return undefined;
  const parsed = schema.safeParse(await response.json());
  return parsed.success ? parsed.data : undefined;
}

export const MAINTENANCE_NOTICE_KEY = 'maintenance';

/**
 * Shows the maintenance warning from notify start until notify end (MAINT-003, MAINT-004): a sticky warning in the
 * maintenance group with a close button; it opens when notify start comes and closes itself when notify end passes.
 * `format` writes a date in the page's language. Returns the function that stops its timers.
 */
export function watchMaintenanceNotice(options: { store: NotifyStore; fetch: Fetch; now?: () => Date; format: (date: Date) => string }): () => void {
  const { store, now = () => new Date() } = options;
  const controller = new AbortController();
  const timers: ReturnType<typeof setTimeout>[] = [];
  void getJson(options.fetch, MAINTENANCE_PATH, maintenanceSchema, controller.signal)
    .then((maintenance) => {
      const notice = maintenance && maintenanceNotice(maintenance);
      if (!notice) return;
      const show = () => {
        if (!isMaintenanceNoticeDue(notice, now())) return;
        const values = { start: notice.startsAt ? options.format(notice.startsAt) : '', end: notice.endsAt ? options.format(notice.endsAt) : '' };
        store.notify({
          key: MAINTENANCE_NOTICE_KEY,
          group: 'maintenance',
          type: 'warning',
          title: 'notify.maintenance.title',
          text: notice.startsAt && notice.endsAt ? 'notify.maintenance.textWindow' : 'notify.maintenance.text',
          values,
          isSticky: true,
        });
        if (notice.notifyUntil) {
          timers.push(setTimeout(() => store.dismissKey(MAINTENANCE_NOTICE_KEY), Math.min(MAX_TIMER_MS, notice.notifyUntil.getTime() - now().getTime())));
        }
      };
      const wait = notice.notifyFrom.getTime() - now().getTime();
      if (wait > 0 && wait < MAX_TIMER_MS) timers.push(setTimeout(show, wait));
      else show();
    })
    .catch(() => undefined);
  return () => {
    controller.abort();
    timers.forEach(clearTimeout);
  };
}

export const UPDATE_NOTICE_KEY = 'update';

/**
 * Checks the deployed version every 60 s; when it differs from the one at start, raises the update notice: a warning
 * with the update title and a reload-page action (S1 §8, S2 §4). Returns the function that stops it.
 */
export function watchAppVersion(options: { store: NotifyStore; fetch: Fetch; intervalMs?: number }): () => void {
  const { store } = options;
  let first: string | undefined;
  let isStopped = false;
  const check = async () => {
    const answer = await getJson(options.fetch, APP_VERSION_PATH, appVersionSchema).catch(() => undefined);
    if (!answer || isStopped) return;
    if (first === undefined) first = answer.version;
    else if (answer.version !== first) {
      store.notify({ key: UPDATE_NOTICE_KEY, group: 'custom', type: 'warning', title: 'notify.update.title', text: 'notify.update.text', action: 'reload', isSticky: true });
      isStopped = true;
      clearInterval(timer);
    }
  };
  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? APP_VERSION_CHECK_MS);
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}

export const AD_BLOCK_NOTICE_KEY = 'adblock';

/**
 * Places a bait element ad blockers hide; if it is hidden, raises the closable ad-blocker notice titled "website
 * blocked by adblock" (SHELL-009). `isHidden` reads the bait (the browser's layout; tests pass their own).
 */
export function checkAdBlock(options: { store: NotifyStore; document: Document; isHidden?: (bait: HTMLElement) => boolean }): void {
  const bait = options.document.createElement('div');
  bait.className = 'adsbox ad-banner pub_300x250 text-ad';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
  options.document.body.appendChild(bait);
  const isHidden = options.isHidden ?? ((element) => element.offsetHeight === 0 || getComputedStyle(element).display === 'none');
  const hidden = isHidden(bait);
  bait.remove();
  if (hidden) store(options.store);
}

function store(notifyStore: NotifyStore) {
  notifyStore.notify({ key: AD_BLOCK_NOTICE_KEY, group: 'shadow', type: 'warning', title: 'notify.adBlock.title', text: 'notify.adBlock.text', isSticky: true });
}

/** The domains checker starts once the page is idle, or this long after the checks load at the latest. */
export const DOMAINS_CHECK_IDLE_TIMEOUT_MS = 8000;

/**
 * Starts the domains checker (ERR-015; docs/decisions.md "The domains checker") once the page is idle: its code is a
 * chunk of its own, fetched then. Fire and forget: it asks once, and what it finds is a notice or a log line.
 */
export function watchDomains(store: NotifyStore, idleTimeoutMs = DOMAINS_CHECK_IDLE_TIMEOUT_MS): void {
  whenIdle(() => {
    import('./domains-checker.ts')
      .then(({ startDomainsChecker }) => startDomainsChecker(store))
      .catch((error: unknown) => console.error('domains checker', error));
  }, idleTimeoutMs);
}

// Remote notifications live in their own module: they listen from the first render, before these checks load.
export { listenForRemoteNotifications, REMOTE_NOTIFY_EVENT } from './remote-notifications.ts';
