/** What a limiter says about a key: blocked, and if so for how long. */
export interface LimitState {
  /** Failures still inside the window. */
  failures: number;
  blocked: boolean;
  /** Seconds until the oldest failure leaves the window (0 when not blocked). */
  retryAfterSeconds: number;
}

export interface SlidingWindowOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  limit: number;
  windowMs: number;
  now: () => Date;
  /** Keys tracked at most; past it the least recently failed keys are forgotten. */
  maxKeys?: number;
}

/**
 * Counts failures per key in a sliding window, in memory (one process). A key is blocked once `limit`
 * failures lie within the last `windowMs`, and unblocks as the oldest of them ages out.
 */
export class SlidingWindowLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(private readonly options: SlidingWindowOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  state(key: string): LimitState {
    const nowMs = this.options.now().getTime();
    const recent = this.recent(key, nowMs);
    const blocked = recent.length >= this.options.limit;
    const oldest = recent[recent.length - this.options.limit] ?? nowMs;
    return {
      failures: recent.length,
      blocked,
      retryAfterSeconds: blocked ? Math.max(1, Math.ceil((oldest + this.options.windowMs - nowMs) / 1000)) : 0,
    };
  }

  fail(key: string): LimitState {
    const nowMs = this.options.now().getTime();
    const recent = this.recent(key, nowMs);
    recent.push(nowMs);
    // Re-inserting keeps the map in order of last failure, so the eviction below drops the stalest keys.
    this.failures.delete(key);
    this.failures.set(key, recent.slice(-this.options.limit));
    while (this.failures.size > this.maxKeys) {
      const stalest = this.failures.keys().next().value;
      if (stalest === undefined) break;
      this.failures.delete(stalest);
    }
    return this.state(key);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, nowMs: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > nowMs - this.options.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
