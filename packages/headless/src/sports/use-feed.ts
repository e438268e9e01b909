import { useCallback } from 'react';
import useSWR, { type Key, type SWRConfiguration } from 'swr';
import { usePolling } from '../settings/use-polling.ts';

/** One polled feed call as a page sees it. */
export interface FeedState<T> {
  /** Undefined until the first answer (always on the server: pages render fixed-height skeletons there). */
  data: T | undefined;
  error: unknown;
  /** True while polling stopped because the page has been hidden for 30 s. */
  isPaused: boolean;
  /** Asks again now. */
  refresh(): void;
}

// SWR only caches and deduplicates; `usePolling` decides when to ask: at mount, every interval, and at once when
// the player comes back after the 30 s page-leave pause (spec: auth-limits §4 "Polling pages", §9).
const FEED_SWR: SWRConfiguration = {
  revalidateOnMount: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  keepPreviousData: true,
};

/**
 * A feed call polled every `interval` ms, or every `interval(lastAnswer)` ms (0: asked once at mount, never again), paused 30 s after the page is
 * hidden and refreshed on return. Nothing is fetched on the server. Only `data`, `error` and `isPaused` are read,
 * so a poll that brings nothing new re-renders nothing.
 * @example useFeed(bettingKeys.top(lng), () => api.getTop(lng), 15_000)
 */
export function useFeed<T>(key: Key, fetcher: () => Promise<T>, interval: number | ((data: T | undefined) => number)): FeedState<T> {
  const swr = useSWR<T>(key, fetcher, FEED_SWR);
  const { mutate } = swr;
  const data = swr.data;
  const refresh = useCallback(() => void mutate(), [mutate]);
  const isEnabled = key !== null && key !== undefined && key !== false;
  // The interval may follow the last answer (a game polls faster once it is live).
  const intervalMs = typeof interval === 'function' ? interval(data) : interval;
  // An interval of 0 still asks once: usePolling runs at start, and a day is "never again" for a page.
  const { isPaused } = usePolling(refresh, intervalMs > 0 ? intervalMs : NEVER_AGAIN_MS, { isEnabled });
  return { data, error: swr.error, isPaused, refresh };
}

const NEVER_AGAIN_MS = 86_400_000;
