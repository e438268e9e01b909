import { useEffect, useState } from 'react';

/** The navigation progress bar fills over 5 s (spec: S1 §9 "Progress bar: 5 s duration, 200 ms throttle"; SHELL-018). */
export const PROGRESS_DURATION_MS = 5000;
/** Its width changes at most once every 200 ms. */
export const PROGRESS_THROTTLE_MS = 200;
/** It never looks finished before the navigation is: it stops just short of full. */
const PROGRESS_CAP = 0.95;

/** How full the bar is `elapsedMs` into a navigation: linear over 5 s, held short of full until it ends. */
export function progressValue(elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(PROGRESS_CAP, elapsedMs / PROGRESS_DURATION_MS);
}

/** The bar's fill (0-1) while `isActive`, updated every 200 ms; 0 when idle. */
export function useProgressValue(isActive: boolean, now: () => number = Date.now): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!isActive) {
      setValue(0);
      return;
    }
    const startedAt = now();
    const timer = setInterval(() => setValue(progressValue(now() - startedAt)), PROGRESS_THROTTLE_MS);
    return () => clearInterval(timer);
  }, [isActive, now]);
  return isActive ? value : 0;
}
