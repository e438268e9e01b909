import { useCallback, useMemo, useRef } from 'react';
import useSWR, { type Key, type SWRConfiguration } from 'swr';
import { usePolling } from '../settings/use-polling.ts';
import { useFeedSeed } from '../ssr/feed-seed.tsx';

/** One polled feed call as a page sees it. */
export interface FeedState<T> {
  /** Undefined until the first answer (on the server: until the seeded second pass; skeletons without it). */
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
 * hidden and refreshed on return. Nothing is fetched by the hook on the server. Only `data`, `error` and `isPaused` are read,
 * so a poll that brings nothing new re-renders nothing.
 *
 * With `adopt`, an answer the server rendered the page with (the page's feed seed, `@bf/headless/ssr`) is the data
 * until the first poll: `adopt` turns it into the data as the fetcher would (prices into the odds store…). The
 * first poll then waits one interval instead of asking again at hydration, while the seed is that fresh.
 * @example useFeed(bettingKeys.top(lng), async () => adopt(await api.getTop(lng)), 15_000, adopt)
 */
export function useFeed<T, A = never>(key: Key, fetcher: () => Promise<T>, interval: number | ((data: T | undefined) => number), adopt?: (answer: A) => T): FeedState<T> {
  const seeded = useFeedSeed(key);
  const seededAnswer = adopt ? seeded?.answer : undefined;
  // Adopted once per seeded answer (adopt is a fresh function every render): the stores it fills are the render
  // root's, and the answer does not change.
  const fallbackData = useMemo(() => (seededAnswer !== undefined && adopt ? adopt(seededAnswer as A) : undefined), [seededAnswer]);
  const swr = useSWR<T>(key, fetcher, fallbackData === undefined ? FEED_SWR : { ...FEED_SWR, fallbackData });
  const { mutate } = swr;
  const data = swr.data;
  const refresh = useCallback(() => void mutate(), [mutate]);
  const isEnabled = key !== null && key !== undefined && key !== false;
  // The interval may follow the last answer (a game polls faster once it is live).
  const intervalMs = typeof interval === 'function' ? interval(data) : interval;
  const pollMs = intervalMs > 0 ? intervalMs : NEVER_AGAIN_MS;
  // A seeded answer stands for the polls until one interval after the browser read it (the poll at start, and the
  // second start of a remount); a later poll, or one after a long stay on another page, asks again.
  const freshUntil = useRef(seeded !== undefined && fallbackData !== undefined ? seeded.readAt + pollMs : 0);
  const poll = useCallback(() => {
    if (Date.now() < freshUntil.current) return;
    freshUntil.current = 0;
    void mutate();
  }, [mutate]);
  // An interval of 0 still asks once: usePolling runs at start, and a day is "never again" for a page.
  const { isPaused } = usePolling(poll, pollMs, { isEnabled });
  return { data, error: swr.error, isPaused, refresh };
}

const NEVER_AGAIN_MS = 86_400_000;
