import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { browserLocalStorage } from '../env/browser-session.ts';
import { createAnalytics, type Analytics } from './analytics.ts';
import { ANALYTICS_START_DELAY_MS } from './analytics-events.ts';

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
  const [instance] = useState(() => analytics ?? createAnalytics({ storage: browserLocalStorage() }));
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
