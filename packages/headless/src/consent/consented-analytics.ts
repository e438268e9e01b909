// Loaded only once the player gives marketing consent (a dynamic import): the vendors, the collector's client, the
// counters request and the web-vitals reporter are never in the first load.
import { createAnalyticsApi } from '@bf/api-client/analytics';
import type { HttpClient } from '@bf/api-client/http';
import type { Analytics } from '../analytics/analytics.ts';
import { createCollectorVendor, createDataLayerVendor } from '../analytics/analytics-vendors.ts';
import type { AnalyticsEvent, AnalyticsVendor } from '../analytics/analytics.ts';
import { wireVendorScripts } from '../analytics/vendor-scripts.ts';
import { reportWebVitals } from '../analytics/web-vitals.ts';
import { loadBrowserScript } from '../env/browser-script.ts';
import { currentPageUrl } from '../env/browser-session.ts';
import type { DataLayer } from '../env/data-layer.ts';

/** Events kept for the script vendors until the counters answer names them (a page's first events, not a backlog). */
const EARLY_EVENTS_KEPT = 100;

/** The analytics counters of this site are asked for this project (the counters request; spec: S2 §7). */
export const ANALYTICS_PROJECT_ID = 1;

export interface ConsentedAnalyticsOptions {
  analytics: Analytics;
  http: HttpClient;
  dataLayer: DataLayer;
  /** The answer was given on this page: analytics starts at once (CONSENT-009). */
  startNow: boolean;
  /** The site config's isFatmanAnalyticsAvailable (spec: S2 §3, §7; ANLT-003): off, the internal collector gets nothing. */
  isCollectorAvailable: boolean;
  logError(message: string, value: unknown): void;
}

/** Wires the data layer and the internal collector, asks for the counters and starts the web vitals; returns the unwire. */
export function wireConsentedAnalytics({ analytics, http, dataLayer, startNow, isCollectorAvailable, logError }: ConsentedAnalyticsOptions): () => void {
  const api = createAnalyticsApi(http);
  const page = () => {
    const url = currentPageUrl();
    return url ? `${url.pathname}${url.search}` : '';
  };
  // The internal collector stands for the fatman analytics API; the site config says whether the site has one.
  const collector = isCollectorAvailable ? createCollectorVendor({ send: (batch) => api.collect(batch), page, logError }) : null;
  const toDataLayer = createDataLayerVendor(dataLayer);
  // The script vendors are known once the counters answer; what is tracked before waits for them.
  let toScripts: AnalyticsVendor | null = null;
  let early: AnalyticsEvent[] = [];
  // One vendor for both: a started queue flushes to the vendors wired at that moment, so both must be wired at once.
  const unwire = [
    analytics.addVendor((event) => {
      try {
        toDataLayer(event);
      } catch (error) {
        logError('analytics data layer failed', error);
      }
      collector?.(event);
      if (toScripts) toScripts(event);
      else if (early.length < EARLY_EVENTS_KEPT) early.push(event);
    }),
  ];
  // spec: S2 §4, accepting starts analytics at once (CONSENT-009); a stored choice waits for the start delay.
  if (startNow) analytics.start();
  // The counters request (spec: S2 §7); a failure is logged only (S2 §8 "counters load").
  const counters = new AbortController();
  api.counters(currentPageUrl()?.hostname ?? '', ANALYTICS_PROJECT_ID, counters.signal).then(
    ({ counters: list }) => {
      dataLayer.push({ event: 'bf.counters', counters: list });
      // The tag manager, sports-data queue, goal counter and social pixels the counters name (ANLT-001).
      toScripts = wireVendorScripts({ counters: list, host: window as unknown as Record<string, unknown>, origin: window.location.origin, loadScript: (src) => loadBrowserScript(src, 'analytics vendor script did not load'), logError });
      for (const event of early) toScripts(event);
      early = [];
    },
    (error: unknown) => {
      if (!counters.signal.aborted) logError('analytics counters load failed', error);
    },
  );
  // spec: S2 §9, performance metrics after up to 10000 ms (ANLT-016).
  const stopVitals = reportWebVitals({ track: (code, payload) => analytics.track(code, payload), sinceLoadMs: () => performance.now(), logError });
  return () => {
    for (const off of unwire) off();
    // Scripts already loaded stay, but get nothing more (spec: S2 §4; withdrawing marketing consent).
    toScripts = null;
    early = [];
    collector?.flush();
    counters.abort();
    stopVitals();
  };
}

/** The cookie-agree-time log through the API (loaded when first needed). */
export function logCookiesAgreeTime(http: HttpClient, time: string): Promise<void> {
  return createAnalyticsApi(http).logCookiesAgreeTime(time);
}
