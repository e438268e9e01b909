/**
 * Keys remembered until their own expiry (epoch ms), e.g. used captcha challenges and two-step tickets,
 * so a one-time item cannot be replayed while it would still verify. Items of one set share a lifetime,
 * so insertion order is expiry order: pruning stops at the first live entry, and past `maxSize` the
 * oldest entries, closest to expiry, are dropped first.
 */
export class ExpiringSet {
  private readonly entries = new Map<string, number>();

  constructor(
    private readonly now: () => Date,
    private readonly maxSize = 100_000,
  ) {}

  has(key: string): boolean {
    const expiresAt = this.entries.get(key);
    return expiresAt !== undefined && expiresAt > this.now().getTime();
  }

  add(key: string, expiresAtMs: number): void {
    const nowMs = this.now().getTime();
    for (const [stale, expiresAt] of this.entries) {
      if (expiresAt > nowMs && this.entries.size < this.maxSize) break;
      this.entries.delete(stale);
    }
    this.entries.delete(key);
    this.entries.set(key, expiresAtMs);
  }

  get size(): number {
    return this.entries.size;
  }
}
