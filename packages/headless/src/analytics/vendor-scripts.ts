import type { AnalyticsCounter } from '@bf/api-client/analytics';
import type { AnalyticsEvent, AnalyticsVendor } from './analytics.ts';

/**
 * The vendors the counters name (spec: S2 §7: a tag manager, a sports-data tracking queue, a goal counter, two social
 * pixels and an internal collector; ANLT-001), each with the global queue its script reads. Events are pushed to the
 * queue before the script arrives, the way the vendors' own snippets work, so nothing tracked early is lost.
 */
export const VENDOR_QUEUES = {
  tag_manager: 'dataLayer',
  sports_data_queue: '_sdq',
  goal_counter: '_gcq',
  social_pixel: '_spq',
} as const;
export type ScriptVendorKind = keyof typeof VENDOR_QUEUES;

/** Counters the page itself serves (the internal collector is an API call, not a script). */
const NOT_A_SCRIPT = new Set(['internal_collector']);
const COUNTER_ID = /^[A-Za-z0-9_-]{1,40}$/;

const isScriptVendor = (kind: string): kind is ScriptVendorKind => Object.hasOwn(VENDOR_QUEUES, kind);

/**
 * A vendor script's URL when it is safe to add: a path of this origin or an https URL; anything else (another scheme,
 * a protocol-relative `//host`, a malformed URL) is refused, so an API answer cannot load `javascript:` or plain http.
 */
export function vendorScriptSrc(src: unknown, origin: string): string | null {
  if (typeof src !== 'string' || src.length === 0 || src.length > 500) return null;
  if (src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')) return new URL(src, origin).href;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface VendorScriptsOptions {
  counters: readonly AnalyticsCounter[];
  /** Where the queues live (the window in the browser). */
  host: Record<string, unknown>;
  /** This page's origin, against which a script path is read. */
  origin: string;
  loadScript(src: string): Promise<void>;
  logError(message: string, value: unknown): void;
}

/** The queue named `name` on `host`, made when missing (an array the vendor's script takes over when it loads). */
function queueOf(host: Record<string, unknown>, name: string): { push(...items: unknown[]): unknown } {
  const existing = host[name];
  if (existing && typeof (existing as { push?: unknown }).push === 'function') return existing as { push(...items: unknown[]): unknown };
  const queue: unknown[] = [];
  host[name] = queue;
  return queue;
}

/**
 * Wires the script vendors a counters answer names: adds each one's script (once, with the page's nonce) and returns
 * the vendor that feeds their queues. The tag manager's queue is the data layer, which is fed already, so it only gets
 * its script. A counter of an unknown kind or with a bad id is logged only (spec: S2 §8 "bad analytics type or id"; ERR-015).
 */
export function wireVendorScripts({ counters, host, origin, loadScript, logError }: VendorScriptsOptions): AnalyticsVendor {
  const feeds: ((event: AnalyticsEvent) => void)[] = [];
  for (const counter of counters) {
    if (NOT_A_SCRIPT.has(counter.kind)) continue;
    if (!isScriptVendor(counter.kind)) {
      logError('bad analytics type', counter.kind);
      continue;
    }
    if (!COUNTER_ID.test(counter.id)) {
      logError('bad analytics id', counter.id);
      continue;
    }
    const { id, kind } = counter;
    const queue = queueOf(host, VENDOR_QUEUES[kind]);
    if (kind === 'sports_data_queue') feeds.push((event) => void queue.push(['event', event.code, event.payload]));
    if (kind === 'goal_counter') feeds.push((event) => void queue.push([id, 'reachGoal', String(event.code), event.payload]));
    if (kind === 'social_pixel') feeds.push((event) => void queue.push([id, 'track', String(event.code), event.payload]));
    const src = vendorScriptSrc(counter.src, origin);
    if (src) loadScript(src).catch((error: unknown) => logError('analytics vendor script failed', { kind, error }));
  }
  return (event) => {
    for (const feed of feeds) feed(event);
  };
}
