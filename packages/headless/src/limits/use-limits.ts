// The player's limits over the limit service (spec: auth-limits-accounts-config.md §3, §4, §7; CALL-011 to CALL-019).
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { limitsKeys, type BlockUserRequest, type LimitQuestion, type LimitsApi } from '@bf/api-client/limits';
import { ApiError } from '@bf/api-client/errors';
import { keepsRejectedLimit, nextApprovalDelayMs, type Limit } from './limit-rules.ts';

/** The limit calls useLimits makes. */
export type LimitsServicesApi = Pick<LimitsApi, 'getLimits' | 'setLimits' | 'limitAction' | 'deleteLimit' | 'blockUser' | 'getSelfExcludeReasons' | 'testAnswers'>;

/** The outcome of an action: the server's title or error (the screen picks the spec's message key when absent). */
export interface LimitActionResult {
  ok: boolean;
  title?: string;
  code?: string;
  /** The HTTP status of a failure. */
  statusCode?: number;
  /** POST v3/limits asked the questionnaire first: nothing changed yet (CALL-014, CALL-016). */
  questionnaire?: { tokenGuid: string; questions: LimitQuestion[] };
}

export interface LimitsState {
  limits: readonly Limit[];
  isLoading: boolean;
  isFailed: boolean;
  /** The clock the countdowns use (ms), ticking each minute. */
  nowMs: number;
  /** Which action is running, by limit type (or 'block'). */
  busy: number | 'block' | null;
  set(limitType: number, limitValue: number | null): Promise<LimitActionResult>;
  confirm(limitType: number): Promise<LimitActionResult>;
  reject(limitType: number): Promise<LimitActionResult>;
  block(request: BlockUserRequest): Promise<LimitActionResult>;
  /** POST v3/testanswers; when they do not pass, the limits are fetched again (spec §7). */
  answer(limitType: number, tokenGuid: string, answers: readonly { questionId: number; answerId: number }[]): Promise<LimitActionResult>;
}

// The server's title is its error text; a bare status ("HTTP 500") or a network failure has none, so the screen says
// the spec's message instead (LIMIT-030).
const failure = (error: unknown): LimitActionResult => ({
  ok: false,
  title: error instanceof ApiError && error.details.length > 0 ? error.message : undefined,
  code: error instanceof ApiError ? String(error.details[0]?.code ?? '') : undefined,
  statusCode: error instanceof ApiError ? error.statusCode : undefined,
});

/** A clock that ticks every `stepMs` after mount, and `sync()` to read it again at once (when fresh data arrives). */
export function useNow(stepMs = 60_000): { nowMs: number; sync(): void } {
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  const sync = useCallback(() => setNow(Date.now()), []);
  return { nowMs, sync };
}

/**
 * The player's limits and the actions on them. Loaded in the browser only (never cached). After a failed change the
 * limits are fetched again (spec §7), so the screen never shows a value the service did not keep.
 */
export function useLimits(api: LimitsServicesApi, { isSignedIn }: { isSignedIn: boolean }): LimitsState {
  // Countdowns are worked out against the clock read when the limits arrived: a clock from before a change was asked
  // would show 25 h left of a 24-hour wait.
  const clock = useNow();
  const query = useSWR(isSignedIn ? limitsKeys.limits() : null, () => api.getLimits(), { revalidateOnFocus: true, onSuccess: clock.sync });
  const [busy, setBusy] = useState<number | 'block' | null>(null);
  // LIMIT-028: when a pending change's approval time lies ahead, the limits are fetched again at that moment (the
  // popup of LIMIT-026 opens then), and the timer is set again from the fresh list.
  const delay = query.data ? nextApprovalDelayMs(query.data, clock.nowMs) : null;
  const { mutate } = query;
  const { sync } = clock;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => void mutate().then(sync), delay);
    return () => clearTimeout(timer);
  }, [delay, mutate, sync]);
  const run = async (key: number | 'block', action: () => Promise<{ title?: string; limits?: readonly Limit[] } | void>, onError?: (error: unknown) => Promise<void>): Promise<LimitActionResult> => {
    setBusy(key);
    try {
      const answer = await action();
      if (answer?.limits) await query.mutate([...answer.limits], { revalidate: false });
      else await query.mutate();
      clock.sync();
      return { ok: true, title: answer?.title };
    } catch (error) {
      await (onError ? onError(error) : query.mutate());
      return failure(error);
    } finally {
      setBusy(null);
    }
  };
  return {
    limits: query.data ?? [],
    isLoading: isSignedIn && query.data === undefined && !query.error,
    isFailed: Boolean(query.error) && query.data === undefined,
    nowMs: clock.nowMs,
    busy,
    set: async (limitType, limitValue) => {
      let questionnaire: LimitActionResult['questionnaire'];
      const result = await run(limitType, async () => {
        const answer = await api.setLimits([{ limitType, limitValue }]);
        if (answer.questions.length > 0 && answer.tokenGuid) questionnaire = { tokenGuid: answer.tokenGuid, questions: answer.questions };
        return { limits: answer.limitsData };
      });
      return questionnaire && result.ok ? { ...result, questionnaire } : result;
    },
    answer: async (limitType, tokenGuid, answers) => {
      let passed = true;
      const result = await run(limitType, async () => {
        const answer = await api.testAnswers(tokenGuid, answers);
        passed = answer.success;
        // Not passed: fetch the limits again rather than trust the answer's list (spec §7).
        return passed ? { limits: answer.limitsData } : undefined;
      });
      return result.ok && !passed ? { ok: false, code: 'questionnaire_failed' } : result;
    },
    confirm: (limitType) => run(limitType, async () => {
      const answer = await api.limitAction(limitType, 'confirm');
      return { title: answer.title, limits: answer.limitsData };
    }),
    // LIMIT-020: a failed reject still removes the change from the local list, unless the service said
    // unauthorized or forbidden (then the list stays as it is).
    reject: (limitType) =>
      run(
        limitType,
        async () => {
          const answer = await api.limitAction(limitType, 'reject');
          return { title: answer.title, limits: answer.limitsData };
        },
        async (error) => {
          if (keepsRejectedLimit(error instanceof ApiError ? error.statusCode : undefined)) return;
          await query.mutate((current) => current?.filter((limit) => !(limit.limitType === limitType && limit.limitState === 'PENDING')), { revalidate: false });
        },
      ),
    // No refetch after a block: the service ended the session, the screen signs the player out.
    block: async (request) => {
      setBusy('block');
      try {
        return (await api.blockUser(request)) ? { ok: true } : { ok: false };
      } catch (error) {
        return failure(error);
      } finally {
        setBusy(null);
      }
    },
  };
}
