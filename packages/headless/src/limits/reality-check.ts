// The reality check's timing (spec: auth-limits-accounts-config.md §4 "Reality check", §9; LIMIT-036 to LIMIT-044;
// docs/decisions.md "Responsible gaming (session 7)"). Pure: the hook, its tests and the screen model use these.
import { REALITY_CHECK_MAX_WAIT_MS } from './limit-rules.ts';

/** The local-storage key of the next due time (spec §4, LIMIT-041). */
export const REALITY_CHECK_STORAGE_KEY = 'realityCheckTimestamp';

/**
 * What `realityCheckTimestamp` holds: the next due time, and what it was counted from, for one session (named by
 * its start, epoch ms). Shared by the tabs of the site; `off` when the player ticked "do not show again".
 */
export interface RealityCheckMark {
  session: number;
  from: number;
  dueAt: number;
  off: boolean;
}

/** Reads the stored mark; anything unreadable counts as none. */
export function parseRealityCheckMark(raw: string | null | undefined): RealityCheckMark | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<RealityCheckMark>;
    const numbers = [value.session, value.from, value.dueAt];
    if (!numbers.every((item) => typeof item === 'number' && Number.isFinite(item))) return undefined;
    return { session: value.session as number, from: value.from as number, dueAt: value.dueAt as number, off: value.off === true };
  } catch {
    return undefined;
  }
}

export interface RealityCheckDueInput {
  /** The session's start (sign-in), epoch ms. */
  signedInAtMs: number;
  /** The chosen interval in minutes (limit 32's value). */
  intervalMinutes: number;
  /** When the interval in force was set, epoch ms: a new interval counts from then. */
  limitStartedAtMs: number;
  /** The stored mark, used only when it belongs to this session. */
  mark: RealityCheckMark | undefined;
}

/**
 * When the popup is next due: the interval after the latest of sign-in, the last answer (any tab) and the moment the
 * interval in force was set. A more frequent interval applies at once (its limit starts now); a less frequent one
 * only once the limit service has made it ACTIVE after its 24 hours.
 * @example realityCheckDueAt({ signedInAtMs: 0, intervalMinutes: 15, limitStartedAtMs: 0, mark: undefined }) // 900000
 */
export function realityCheckDueAt({ signedInAtMs, intervalMinutes, limitStartedAtMs, mark }: RealityCheckDueInput): number {
  const answeredAt = mark && mark.session === signedInAtMs ? mark.from : 0;
  return Math.max(signedInAtMs, limitStartedAtMs, answeredAt) + intervalMinutes * 60_000;
}

/** How long to wait before looking at the timer again: until due, never more than 300 000 ms at once (LIMIT-042). */
export const realityCheckWaitMs = (dueAtMs: number, nowMs: number) => Math.min(Math.max(0, dueAtMs - nowMs), REALITY_CHECK_MAX_WAIT_MS);

/** Whether this session's reminder is silenced: by the service's answer or by a tab that stored it. */
export const isRealityCheckOff = (mark: RealityCheckMark | undefined, signedInAtMs: number, serverOff: boolean) =>
  serverOff || (mark !== undefined && mark.session === signedInAtMs && mark.off);

/** The mark to store after an answer at `nowMs`: the count starts again from the answer. */
export function nextRealityCheckMark(signedInAtMs: number, intervalMinutes: number, nowMs: number, off: boolean): RealityCheckMark {
  return { session: signedInAtMs, from: nowMs, dueAt: nowMs + intervalMinutes * 60_000, off };
}

/** Time played since sign-in, whole hours and minutes (never negative). */
export function timePlayed(signedInAtMs: number, nowMs: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((nowMs - signedInAtMs) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
