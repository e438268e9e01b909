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
 */
export function startSessionLimitPing({ ping, onEnded, intervalMs = PING_INTERVAL_MS }: SessionLimitPingOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = async () => {
    try {
      const answer = await ping();
      if (stopped || answer.remainingSeconds === null) return;
    } catch (error) {
      if (stopped) return;
      if (isSessionLimitEnded(error)) return onEnded();
    }
    timer = setTimeout(() => void step(), intervalMs);
  };
  void step();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
