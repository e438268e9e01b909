import { ACTIVITY_THROTTLE_MS, SESSION_CHECK_DELAY_MS, SESSION_CHECK_TRIES, SESSION_REFRESH_MS } from './session-rules.ts';

/** Stops a running timer. */
export type Stop = () => void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the start-up user check found: a user id, no user (the server said so), or no answer at all. */
export type UserCheckResult = { kind: 'user'; userId: string } | { kind: 'absent' } | { kind: 'unknown'; error: unknown };

/**
 * Fetches the user id at session start: up to 2 tries, 1500 ms apart (spec: S2 §4 "Session start"; SESSION-001).
 * A try that answers no user or fails is tried again; `absent` means the server answered and named no user
 * (the caller disconnects, SESSION-002); `unknown` means no answer came at all (logged only, SESSION-004).
 */
export async function checkUserAtStart(fetchUserId: () => Promise<string | null>, { tries = SESSION_CHECK_TRIES, delayMs = SESSION_CHECK_DELAY_MS } = {}): Promise<UserCheckResult> {
  let lastError: unknown;
  let answered = false;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      const userId = await fetchUserId();
      answered = true;
      if (userId) return { kind: 'user', userId };
    } catch (error) {
      lastError = error;
    }
    if (attempt < tries) await sleep(delayMs);
  }
  return answered ? { kind: 'absent' } : { kind: 'unknown', error: lastError };
}

export interface SessionRefreshOptions {
  refresh(): void;
  isHidden(): boolean;
  subscribeVisibility(listener: (isHidden: boolean) => void): () => void;
  intervalMs?: number;
  now?: () => number;
}

/**
 * Refreshes the session every 60 s while the page is visible (spec: S1 §4, §9; SESSION-006). A hidden page
 * makes no calls; when it shows again after a full interval or more, it refreshes at once and starts over.
 */
export function startSessionRefresh({ refresh, isHidden, subscribeVisibility, intervalMs = SESSION_REFRESH_MS, now = Date.now }: SessionRefreshOptions): Stop {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastRefreshAt = now();
  const tick = () => {
    lastRefreshAt = now();
    refresh();
  };
  const run = () => {
    if (timer === undefined) timer = setInterval(tick, intervalMs);
  };
  const pause = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  if (!isHidden()) run();
  const unsubscribe = subscribeVisibility((hidden) => {
    if (hidden) return pause();
    if (now() - lastRefreshAt >= intervalMs) tick();
    run();
  });
  return () => {
    pause();
    unsubscribe();
  };
}

export interface AutoLogoffOptions {
  /** Inactivity before `onIdle`, in minutes; 0 or less starts nothing. */
  minutes: number;
  onIdle(): void;
  subscribeActivity(listener: () => void): () => void;
  throttleMs?: number;
  now?: () => number;
}

/**
 * Calls `onIdle` after `minutes` without activity (spec: S1 §4 auto-logoff; SESSION-007). Activity events
 * are throttled at 100 ms (SESSION-009): at most one timer restart per 100 ms however many events arrive.
 */
export function startAutoLogoff({ minutes, onIdle, subscribeActivity, throttleMs = ACTIVITY_THROTTLE_MS, now = Date.now }: AutoLogoffOptions): Stop {
  if (!(minutes > 0)) return () => {};
  const timeoutMs = minutes * 60_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastActivityAt = -Infinity;
  let stopped = false;
  const arm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      if (!stopped) onIdle();
    }, timeoutMs);
  };
  const onActivity = () => {
    const at = now();
    if (at - lastActivityAt < throttleMs) return;
    lastActivityAt = at;
    arm();
  };
  arm();
  const unsubscribe = subscribeActivity(onActivity);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
  };
}
