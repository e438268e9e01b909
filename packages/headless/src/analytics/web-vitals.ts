/** Performance metrics are reported at most this long after load (spec: S2 §9 "Performance metrics after up to 10000 ms"). */
export const WEB_VITALS_REPORT_MS = 10_000;
/** The event code the metrics travel under. */
export const WEB_VITALS_EVENT = 'web_vitals';

/** What the reporter needs of the `web-vitals` package (its `on*` callbacks). */
export interface WebVitalsModule {
  onCLS(report: (metric: { name: string; value: number }) => void, options?: { reportAllChanges?: boolean }): void;
  onFCP(report: (metric: { name: string; value: number }) => void, options?: { reportAllChanges?: boolean }): void;
  onINP(report: (metric: { name: string; value: number }) => void, options?: { reportAllChanges?: boolean }): void;
  onLCP(report: (metric: { name: string; value: number }) => void, options?: { reportAllChanges?: boolean }): void;
  onTTFB(report: (metric: { name: string; value: number }) => void, options?: { reportAllChanges?: boolean }): void;
}

export interface WebVitalsOptions {
  /** Tracks the one metrics event: `{ LCP, CLS, FCP, TTFB, INP }` with the values measured so far. */
  track(code: string, payload: Record<string, number>): void;
  /** ms since the page started loading (performance.now()). */
  sinceLoadMs(): number;
  /** Loads the package; lazily, so it is never in the first-load JS. */
  load?: () => Promise<WebVitalsModule>;
  setTimer?: (run: () => void, ms: number) => unknown;
  logError?: (message: string, value: unknown) => void;
}

/**
 * Measures the page's web vitals and reports them once, 10 s after load at the latest (or at once when asked
 * later than that). Only runs after analytics consent: the caller decides when. Returns a stop.
 */
export function reportWebVitals({ track, sinceLoadMs, load = () => import('web-vitals'), setTimer = (run, ms) => setTimeout(run, ms), logError = (m, v) => console.error(m, v) }: WebVitalsOptions): () => void {
  const values: Record<string, number> = {};
  let isDone = false;
  const report = () => {
    if (isDone) return;
    isDone = true;
    track(WEB_VITALS_EVENT, { ...values });
  };
  load()
    .then((vitals) => {
      if (isDone) return;
      const keep = (metric: { name: string; value: number }) => void (values[metric.name] = metric.name === 'CLS' ? metric.value : Math.round(metric.value));
      for (const on of [vitals.onLCP, vitals.onCLS, vitals.onFCP, vitals.onTTFB, vitals.onINP]) on(keep, { reportAllChanges: true });
      setTimer(report, Math.max(0, WEB_VITALS_REPORT_MS - sinceLoadMs()));
    })
    .catch((error: unknown) => logError('web vitals failed to load', error));
  return () => void (isDone = true);
}
