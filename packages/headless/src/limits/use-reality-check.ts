// The reality check (spec: auth-limits-accounts-config.md §3, §4 "Reality check", §7, §9; LIMIT-036 to LIMIT-044,
// CALL-011; docs/decisions.md "Responsible gaming (session 7)").
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { limitsKeys, type LimitsApi, type RealityCheckAnswer, type RealityCheckSummary } from '@bf/api-client/limits';
import type { KeyValueStorage } from '../env/browser-storage.ts';
import {
  isRealityCheckOff,
  nextRealityCheckMark,
  parseRealityCheckMark,
  REALITY_CHECK_STORAGE_KEY,
  realityCheckDueAt,
  realityCheckWaitMs,
  type RealityCheckMark,
} from './reality-check.ts';
import { notifyCallOutcome } from '../notify/rest-error-notifier.ts';

/** The calls the reality check makes. */
export type RealityCheckApi = Pick<LimitsApi, 'getLimits' | 'getRealityCheck' | 'answerRealityCheck'>;

export interface RealityCheckOptions {
  api: RealityCheckApi;
  isSignedIn: boolean;
  /** localStorage (shared by the tabs), or null where blocked: then each tab counts on its own. */
  storage: KeyValueStorage | null;
  /** Another tab changed the stored mark. */
  subscribeStorage?: (key: string, listener: () => void) => () => void;
  logout(): Promise<void>;
  now?: () => number;
  /** Reports the recorded answer's status to the player (204: "Action saved", ERR-003); the shell's notifier by default. */
  onRecorded?: (status: number) => void;
}

export type RealityCheckAction = RealityCheckAnswer['action'];

export interface RealityCheckState {
  isOpen: boolean;
  /** The session's figures, once loaded. */
  summary: RealityCheckSummary | undefined;
  /** When the popup opened (epoch ms), for the time played shown in it. */
  shownAtMs: number;
  intervalMinutes: number;
  doNotShowAgain: boolean;
  setDoNotShowAgain(value: boolean): void;
  busy: RealityCheckAction | null;
  /** continue (restarts unless do-not-show-again), cancel (restarts), history (restarts, the page opens), logout. */
  answer(action: RealityCheckAction): Promise<void>;
}

const noSubscribe = () => () => undefined;

/**
 * Runs the reality-check timer while the player is signed in and limit 32 holds a value above 0 (LIMIT-036): looks
 * at the timer at most every 300 000 ms, refreshing the limits after each capped wait (LIMIT-042, LIMIT-043), and
 * opens the popup when due. The due time is shared by the tabs through `realityCheckTimestamp` (LIMIT-041).
 */
export function useRealityCheck({ api, isSignedIn, storage, subscribeStorage = noSubscribe, logout, now = Date.now, onRecorded }: RealityCheckOptions): RealityCheckState {
  // The same key as the responsible page's useLimits: a new interval set there reschedules here at once.
  const limits = useSWR(isSignedIn ? limitsKeys.limits() : null, () => api.getLimits(), { revalidateOnFocus: false });
  const limit = limits.data?.find((item) => item.limitType === 32 && item.limitState === 'ACTIVE');
  const intervalMinutes = limit?.limitValue && limit.limitValue > 0 ? limit.limitValue : 0;
  const summary = useSWR(isSignedIn && intervalMinutes > 0 ? ['reality-check'] : null, () => api.getRealityCheck(), { revalidateOnFocus: false });
  const [shownAtMs, setShownAt] = useState(0);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const [busy, setBusy] = useState<RealityCheckAction | null>(null);
  // Bumped by another tab's answer and after each capped wait: the schedule is worked out again.
  const [tick, setTick] = useState(0);
  // This tab's last answer: what counts when storage is blocked.
  const [localMark, setLocalMark] = useState<RealityCheckMark | undefined>(undefined);

  const signedInAtMs = (summary.data?.signed_in_at ?? 0) * 1000;
  const serverOff = summary.data?.do_not_show_again === true;
  const limitStartedAtMs = (limit?.startedAt ?? 0) * 1000;
  const { mutate: refreshLimits } = limits;

  useEffect(() => subscribeStorage(REALITY_CHECK_STORAGE_KEY, () => setTick((value) => value + 1)), [subscribeStorage]);

  useEffect(() => {
    if (!isSignedIn || intervalMinutes <= 0 || signedInAtMs === 0) return;
    const stored = parseRealityCheckMark(storage?.getItem(REALITY_CHECK_STORAGE_KEY));
    const mark = stored && (!localMark || stored.from >= localMark.from) ? stored : localMark;
    if (isRealityCheckOff(mark, signedInAtMs, serverOff)) {
      setShownAt(0);
      return;
    }
    const dueAt = realityCheckDueAt({ signedInAtMs, intervalMinutes, limitStartedAtMs, mark });
    // Answered in another tab since this one opened: close here too.
    if (shownAtMs !== 0 && dueAt > now()) setShownAt(0);
    if (shownAtMs !== 0) return;
    const wait = realityCheckWaitMs(dueAt, now());
    const timer = setTimeout(() => {
      if (now() >= dueAt) setShownAt(now());
      else void refreshLimits().finally(() => setTick((value) => value + 1));
    }, wait);
    return () => clearTimeout(timer);
  }, [isSignedIn, intervalMinutes, signedInAtMs, serverOff, limitStartedAtMs, storage, shownAtMs, tick, localMark, now, refreshLimits]);

  const answer = useCallback(
    async (action: RealityCheckAction) => {
      setBusy(action);
      const off = action === 'continue' && doNotShowAgain;
      try {
        const status = await api.answerRealityCheck({ action, do_not_show_again: off, popup_show_at: Math.floor(shownAtMs / 1000) });
        // spec S1 §8: 204 is "action saved" (ERR-003); signing out leaves the page, so nothing is said then.
        if (action !== 'logout') (onRecorded ?? notifyCallOutcome)(status);
      } catch (error) {
        // The answer is a record; the player's choice still applies.
        console.warn('reality check answer failed', error);
      }
      const mark = nextRealityCheckMark(signedInAtMs, intervalMinutes, now(), off);
      setLocalMark(mark);
      try {
        // Log out clears the timer (LIMIT-039); every other answer restarts it, in every tab (LIMIT-038, LIMIT-040).
        storage?.setItem(REALITY_CHECK_STORAGE_KEY, action === 'logout' ? '' : JSON.stringify(mark));
      } catch {
        // blocked storage: this tab still restarts its count below
      }
      setBusy(null);
      setDoNotShowAgain(false);
      setShownAt(0);
      if (off) void summary.mutate();
      setTick((value) => value + 1);
      if (action === 'logout') await logout();
    },
    [api, doNotShowAgain, shownAtMs, storage, signedInAtMs, intervalMinutes, now, logout, summary, onRecorded],
  );

  return { isOpen: shownAtMs !== 0, summary: summary.data, shownAtMs, intervalMinutes, doNotShowAgain, setDoNotShowAgain, busy, answer };
}
