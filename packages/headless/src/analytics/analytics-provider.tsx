import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyBrowserLocalStorage } from '../env/browser-session.ts';
import { createAnalytics, type Analytics, type EventCode } from './analytics.ts';
import { ANALYTICS_START_DELAY_MS, KNOWN_EVENT_CODES } from './analytics-events.ts';

const AnalyticsContext = createContext<Analytics | null>(null);

export interface AnalyticsProviderProps {
  children?: ReactNode;
  /** An instance made elsewhere (tests); otherwise the provider makes one over localStorage. */
  analytics?: Analytics;
  /** When to start delivering: 10000 ms after load, 0 on registration pages (ANLT-015). */
  startDelayMs?: number;
}

/** Gives its subtree one analytics module (one per render root, none shared between requests). */
export function AnalyticsProvider({ children, analytics, startDelayMs = ANALYTICS_START_DELAY_MS }: AnalyticsProviderProps) {
  const [instance] = useState(() => analytics ?? createAnalytics({ storage: lazyBrowserLocalStorage(), knownCodes: KNOWN_EVENT_CODES }));
  // The delay of the route the page loaded on: later route changes do not move the start.
  const [delayMs] = useState(startDelayMs);
  useEffect(() => {
    const timer = setTimeout(() => instance.start(), delayMs);
    return () => clearTimeout(timer);
  }, [instance, delayMs]);
  return <AnalyticsContext.Provider value={instance}>{children}</AnalyticsContext.Provider>;
}

/** The analytics module: `track(eventCode, payload)` and the flow counters. */
export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used inside an AnalyticsProvider');
  return analytics;
}

/** The analytics module, or null outside an AnalyticsProvider (stores that also run in tests without one). */
export function useOptionalAnalytics(): Analytics | null {
  return useContext(AnalyticsContext);
}

/** Tracks `code` once when the component mounts (a page's own event, e.g. the payments page, 10002). */
export function useTrackOnMount(code: EventCode, payload: Record<string, unknown> = {}): void {
  const analytics = useOptionalAnalytics();
  const first = useRef({ code, payload });
  useEffect(() => analytics?.track(first.current.code, first.current.payload), [analytics]);
}
