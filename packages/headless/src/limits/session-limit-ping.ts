// The session-limit ping (spec: auth-limits-accounts-config.md §4 "Session limit", §7, §9; LIMIT-034, CALL-012).
import { ApiError } from '@bf/api-client/errors';
import type { PingResponse } from '@bf/api-client/limits';
import { PING_INTERVAL_MS } from './limit-rules.ts';

export interface SessionLimitPingOptions {
  ping(): Promise<PingResponse>;
  /** The service ended the session (`main_session_limit_ended`): sign the player out. */
  onEnded(): void;
  intervalMs?: number;
}

/** True for the limit service's answer that the session limit is reached. */
export const isSessionLimitEnded = (error: unknown) => error instanceof ApiError && error.details.some((detail) => detail.code === 'main_session_limit_ended');

/**
 * Pings once at start; while the answer says a session limit runs (`remainingSeconds` not null), pings again every
 * 30 s. No session limit: no further pings. A failed ping is tried again at the next step. Answers a stop function.
 *
 * Each answer's time left also sets a client timer of that length (LIMIT-032): the alert shows when it runs out even
 * if no ping gets through then (offline, a sleeping tab). Whichever comes first ends it, once.
 */
export function startSessionLimitPing({ ping, onEnded, intervalMs = PING_INTERVAL_MS }: SessionLimitPingOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (stopped) return;
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (endTimer !== undefined) clearTimeout(endTimer);
    onEnded();
  };
  const step = async () => {
    try {
      const answer = await ping();
      if (stopped) return;
      if (endTimer !== undefined) clearTimeout(endTimer);
      endTimer = undefined;
      if (answer.remainingSeconds === null) return;
      // The longest a browser timer waits is about 24.8 days; a session limit is at most 24 hours.
      endTimer = setTimeout(end, Math.min(Math.max(0, answer.remainingSeconds * 1000), 2_147_483_647));
    } catch (error) {
      if (stopped) return;
      if (isSessionLimitEnded(error)) return end();
    }
    timer = setTimeout(() => void step(), intervalMs);
  };
  void step();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (endTimer !== undefined) clearTimeout(endTimer);
  };
}
