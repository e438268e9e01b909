import { useEffect, useRef, useState } from 'react';
import { pollingPlan } from './polling.ts';
import type { PollingEvent, PollingState } from './polling.ts';
import { isPageHidden, subscribePageVisibility } from '../env/visibility.ts';

export interface PollingOptions {
  /** Poll only while true (default true). */
  isEnabled?: boolean;
  /** How long after the user leaves polling stops (default 30 s, spec: auth-limits §9). */
  pauseAfterMs?: number;
}

export interface PollingResult {
  /** True while polling is paused because the page has been hidden for the pause time. */
  isPaused: boolean;
}

/**
 * Calls `fn` at once and every `intervalMs`; pauses 30 s after the page is hidden and refreshes when the user
 * comes back (spec: auth-limits §4 "Polling pages"). Nothing runs on the server. The latest `fn` is always called.
 * @example usePolling(() => mutate(), livePollingMs(sportId, 'list'));
 */
export function usePolling(fn: () => void, intervalMs: number, { isEnabled = true, pauseAfterMs }: PollingOptions = {}): PollingResult {
  const fnRef = useRef(fn);
  const [isPaused, setPaused] = useState(false);

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  useEffect(() => {
    if (!isEnabled || !(intervalMs > 0)) return;
    let state: PollingState | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const step = (event: PollingEvent) => {
      const next = pollingPlan(state, event, { intervalMs, pauseAfterMs });
      state = next.state;
      setPaused(state.isPaused);
      clearTimeout(timer);
      if (next.wakeAt !== null) timer = setTimeout(() => step({ type: 'timer', now: Date.now() }), Math.max(0, next.wakeAt - Date.now()));
      if (next.run) fnRef.current();
    };

    const unsubscribe = subscribePageVisibility((isHidden) => step({ type: isHidden ? 'hide' : 'show', now: Date.now() }));
    step({ type: 'start', now: Date.now(), isHidden: isPageHidden() });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [intervalMs, isEnabled, pauseAfterMs]);

  return { isPaused };
}
