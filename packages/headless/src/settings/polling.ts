/**
 * Polling intervals and the rules of polling pages (spec: auth-limits §4 "Polling pages", §9 polling;
 * RULES SPORT-018, SPORT-019, CONST-001..005, SHELL-020). Pure: time comes in as timestamps (ms).
 */

/** Polling intervals (spec: auth-limits §9). */
export const POLLING_MS = {
  /** Anything without its own interval: 10 s. */
  default: 10_000,
  /** Line (pre-match) lists: 15 s. */
  line: 15_000,
  /** Media (videos, broadcasts): 600 s. */
  media: 600_000,
  /** The line slider: 30 s. */
  sliderLine: 30_000,
  /** Banners: 60 s. */
  banners: 60_000,
} as const;

/** Live intervals: 2 s for one event, 3 s for lists of fast sports, 5 s for other live lists. */
export const LIVE_POLLING_MS = { game: 2000, fastSport: 3000, list: 5000 } as const;

/**
 * Sports whose live prices change with nearly every point, so their live lists poll every 3 s:
 * basketball 3, tennis 4, volleyball 6, table tennis 10 (the feed's sport ids).
 */
export const FAST_LIVE_SPORT_IDS: readonly number[] = [3, 4, 6, 10];

/** Where live data is shown: one event (game page, scoreboard) or a list of events. */
export type LiveComponent = 'game' | 'list';

/**
 * The live polling interval by sport and component (spec: auth-limits §9 "live 3, 5 or 2 s by sport or component").
 * @example livePollingMs(1, 'list') // 5000: football lists
 */
export function livePollingMs(sportId: number, component: LiveComponent, fastSportIds: readonly number[] = FAST_LIVE_SPORT_IDS): number {
  if (component === 'game') return LIVE_POLLING_MS.game;
  return fastSportIds.includes(sportId) ? LIVE_POLLING_MS.fastSport : LIVE_POLLING_MS.list;
}

/** The polling helper (spec: auth-limits §9): an initial update, then up to 5 repeats 2500 ms apart. */
export const POLLING_HELPER = { repeats: 5, gapMs: 2500 } as const;

/** When the helper's updates run, in ms from its start: `[0, 2500, 5000, 7500, 10000, 12500]`. */
export function pollingHelperSchedule({ repeats, gapMs }: { repeats: number; gapMs: number } = POLLING_HELPER): number[] {
  return Array.from({ length: repeats + 1 }, (_, index) => index * gapMs);
}

export interface PollingHelperOptions {
  /** Waits `ms` (a timer in the app, instant in tests). */
  wait: (ms: number) => Promise<void>;
  repeats?: number;
  gapMs?: number;
}

/**
 * Runs `update` now and then up to `repeats` more times `gapMs` apart, stopping as soon as it returns true
 * (for example when the awaited change has arrived). Resolves with the number of updates run.
 */
export async function runPollingHelper(update: () => boolean | void | Promise<boolean | void>, { wait, repeats = POLLING_HELPER.repeats, gapMs = POLLING_HELPER.gapMs }: PollingHelperOptions): Promise<number> {
  for (let run = 1; ; run += 1) {
    if ((await update()) === true || run > repeats) return run;
    await wait(gapMs);
  }
}

/** Pages that poll pause this long after the user leaves (spec: auth-limits §9 "Page-leave pause 30 s"). */
export const PAGE_LEAVE_PAUSE_MS = 30_000;

/** Where a polling page is. */
export interface PollingState {
  /** When the page was hidden, null while it is visible. */
  hiddenSince: number | null;
  /** True once the page has been hidden for the pause time: no more runs until it is visible again. */
  isPaused: boolean;
  /** When the next run is due (ignored while paused). */
  nextRunAt: number;
}

/** What happened: the poller started, a timer fired, or the page was hidden or shown again. */
export type PollingEvent = { type: 'start'; now: number; isHidden?: boolean } | { type: 'timer'; now: number } | { type: 'hide'; now: number } | { type: 'show'; now: number };

/** The result of one step: the new state, whether to fetch now, and when to wake up next (null: wait for `show`). */
export interface PollingStep {
  state: PollingState;
  run: boolean;
  wakeAt: number | null;
}

export interface PollingPlanOptions {
  intervalMs: number;
  /** Default {@link PAGE_LEAVE_PAUSE_MS}. */
  pauseAfterMs?: number;
}

function wakeAt(state: PollingState, pauseAfterMs: number): number | null {
  if (state.isPaused) return null;
  return state.hiddenSince === null ? state.nextRunAt : Math.min(state.nextRunAt, state.hiddenSince + pauseAfterMs);
}

/**
 * The polling state machine (spec: auth-limits §4 "Polling pages"): fetch at start and every `intervalMs`;
 * after the page has been hidden for 30 s, stop; when it is shown again after such a pause, fetch at once
 * (force a refresh) and start the interval again. A page shown within the 30 s never stopped, so it just goes on.
 * @example
 * let { state, run, wakeAt } = pollingPlan(undefined, { type: 'start', now }, { intervalMs: 15_000 });
 */
export function pollingPlan(previous: PollingState | undefined, event: PollingEvent, { intervalMs, pauseAfterMs = PAGE_LEAVE_PAUSE_MS }: PollingPlanOptions): PollingStep {
  const { now } = event;
  let state: PollingState = previous ?? { hiddenSince: null, isPaused: false, nextRunAt: now };
  let run = false;

  switch (event.type) {
    case 'start':
      state = { hiddenSince: event.isHidden ? now : null, isPaused: false, nextRunAt: now + intervalMs };
      run = true;
      break;
    case 'hide':
      if (state.hiddenSince === null) state = { ...state, hiddenSince: now };
      break;
    case 'show':
      if (state.isPaused) {
        state = { hiddenSince: null, isPaused: false, nextRunAt: now + intervalMs };
        run = true;
      } else {
        state = { ...state, hiddenSince: null };
      }
      break;
    case 'timer':
      if (state.isPaused) break;
      if (state.hiddenSince !== null && now - state.hiddenSince >= pauseAfterMs) {
        state = { ...state, isPaused: true };
      } else if (now >= state.nextRunAt) {
        state = { ...state, nextRunAt: now + intervalMs };
        run = true;
      }
      break;
  }
  return { state, run, wakeAt: wakeAt(state, pauseAfterMs) };
}
