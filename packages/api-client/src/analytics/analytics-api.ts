// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';

/** The cookie-agree-time log (spec: S2 §7, body cookiesAgreeTime; path not shown, ours: docs/decisions.md). */
export const COOKIES_AGREE_TIME_PATH = webApiPath('/api-v3/v2/user/cookies-agree-time');
/** The internal collector (spec: S2 §7 "an internal collector"; ANLT-002); path ours. */
export const COLLECTOR_PATH = webApiPath('/analytics/v1/collect');
/** The counters request (spec: S2 §7, domain and projectId; method and path not shown, ours). */
export const COUNTERS_PATH = webApiPath('/analytics/v1/counters');

const slotKey = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,40}$/));
/**
 * One record of the internal collector: an event id (the spec's codes such as 10000, or a flow step such as
 * 'login.page') with its string, integer and float slots (spec: S2 §7 "ids such as 1045, 1518, with string, integer
 * and float slots"; ANLT-002).
 */
export const collectorRecordSchema = z.object({
  id: z.union([z.int(), z.string().check(z.minLength(1), z.maxLength(60))]),
  at: z.int(),
  page: z.string().check(z.maxLength(500)),
  str: z.record(slotKey, z.string().check(z.maxLength(500))),
  int: z.record(slotKey, z.int()),
  float: z.record(slotKey, z.number()),
});
export type CollectorRecord = z.infer<typeof collectorRecordSchema>;
/** What one collector call carries: at most 50 records. */
export const collectorBatchSchema = z.object({ records: z.array(collectorRecordSchema).check(z.minLength(1), z.maxLength(50)) });
export type CollectorBatch = z.infer<typeof collectorBatchSchema>;

/**
 * One analytics counter of the site (tag manager, sports-data queue, goal counter, social pixel, internal collector)
 * with its id and, for a vendor with a script, the script's URL (ours: docs/decisions.md; checked again before loading).
 */
export const analyticsCounterSchema = z.looseObject({ kind: z.string(), id: z.string(), src: z.optional(z.string()) });
export type AnalyticsCounter = z.infer<typeof analyticsCounterSchema>;
export const countersSchema = z.looseObject({ counters: z._default(z.array(analyticsCounterSchema), []) });
export type AnalyticsCounters = z.infer<typeof countersSchema>;

const okSchema = z.looseObject({ result: z.boolean() });

/** The analytics calls: the collector, the counters and the cookie-agree-time log. */
export function createAnalyticsApi(http: HttpClient) {
  return {
    /** Sends records to the internal collector; no token, no retry interceptors (an analytics call never asks for a captcha). */
    async collect(batch: CollectorBatch): Promise<void> {
      await http.request({ method: 'POST', path: COLLECTOR_PATH, body: batch, schema: okSchema, intercept: false });
    },
    /** The site's analytics counters for a domain and project. */
    counters(domain: string, projectId: number, signal?: AbortSignal): Promise<AnalyticsCounters> {
      return http.request({ path: COUNTERS_PATH, query: { domain, projectId }, schema: countersSchema, intercept: false, signal });
    },
    /** Records when the signed-in player agreed to cookies (ISO time). */
    async logCookiesAgreeTime(cookiesAgreeTime: string): Promise<void> {
      await http.request({ method: 'POST', path: COOKIES_AGREE_TIME_PATH, body: { cookiesAgreeTime }, schema: okSchema, auth: true });
    },
  };
}
export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
