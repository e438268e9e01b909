// The player's limits over the limit service (spec: auth-limits-accounts-config.md §3, §4, §7; CALL-011 to CALL-019).
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { limitsKeys, type BlockUserRequest, type LimitQuestion, type LimitsApi } from '@bf/api-client/limits';
import { ApiError } from '@bf/api-client/errors';
import type { Limit } from './limit-rules.ts';

/** The limit calls useLimits makes. */
export type LimitsServicesApi = Pick<LimitsApi, 'getLimits' | 'setLimits' | 'limitAction' | 'deleteLimit' | 'blockUser' | 'getSelfExcludeReasons' | 'testAnswers'>;

/** The outcome of an action: the server's title or error (the screen picks the spec's message key when absent). */
export interface LimitActionResult {
  ok: boolean;
  title?: string;
  code?: string;
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

const failure = (error: unknown): LimitActionResult => ({ ok: false, title: error instanceof ApiError ? error.message : undefined, code: error instanceof ApiError ? String(error.details[0]?.code ?? '') : undefined });

/** A clock that ticks every `stepMs` after mount, and `sync()` to read it again at once (when fresh data arrives). */
export function useNow(stepMs = 60_000): { nowMs: number; sync(): void } {
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return { nowMs, sync: () => setNow(Date.now()) };
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
  const run = async (key: number | 'block', action: () => Promise<{ title?: string; limits?: readonly Limit[] } | void>): Promise<LimitActionResult> => {
    setBusy(key);
    try {
      const answer = await action();
      if (answer?.limits) await query.mutate([...answer.limits], { revalidate: false });
      else await query.mutate();
      clock.sync();
      return { ok: true, title: answer?.title };
    } catch (error) {
      await query.mutate();
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
    reject: (limitType) => run(limitType, async () => {
      const answer = await api.limitAction(limitType, 'reject');
      return { title: answer.title, limits: answer.limitsData };
    }),
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
