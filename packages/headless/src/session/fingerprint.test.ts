import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import type { FingerprintEnv } from '../env/browser-fingerprint-env.ts';
import { createFingerprint, digestHex, FINGERPRINT_LOG_ERROR, FingerprintError } from './fingerprint.ts';

const sha256 = async (data: Uint8Array) => {
  const digest = createHash('sha256').update(data).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
};

/** A browser without requestIdleCallback or a service worker, on fake timers. */
function fakeEnv(overrides: Partial<FingerprintEnv> = {}): FingerprintEnv {
  return {
    serviceWorker: undefined,
    requestIdleCallback: undefined,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    digest: sha256,
    traits: () => ['Mozilla/5.0 Test', 'en-US', '1440x900x24', 'Europe/Berlin'],
    ...overrides,
  };
}

const settled = <T>(promise: Promise<T>) => {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
};

describe('fingerprint (HOOK-009, HOOK-010)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 8000 ms where the browser has no idle callback, then hashes the traits to a stable SHA-256', async () => {
    const fingerprint = createFingerprint({ env: fakeEnv(), log: vi.fn() });
    const result = settled(fingerprint.get());
    await vi.advanceTimersByTimeAsync(7999);
    expect(result.done).toBe(false);
    expect(fingerprint.current()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint.current()).toBe(result.value);
    // The same traits give the same fingerprint; other traits another.
    const again = settled(createFingerprint({ env: fakeEnv(), log: vi.fn() }).get());
    const other = settled(createFingerprint({ env: fakeEnv({ traits: () => ['Other browser'] }), log: vi.fn() }).get());
    await vi.advanceTimersByTimeAsync(8000);
    expect(again.value).toBe(result.value);
    expect(other.value).not.toBe(result.value);
  });

  it('asks requestIdleCallback with a timeout of 8000 ms and computes once the browser is idle', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => void (idle = callback));
    const result = settled(createFingerprint({ env: fakeEnv({ requestIdleCallback }), log: vi.fn() }).get());
    await vi.advanceTimersByTimeAsync(0);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 8000 });
    expect(result.done).toBe(false);
    idle!();
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the controlling service worker before the idle wait, bounded by 8000 ms', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => void callback());
    // A worker that never becomes ready: the check gives up after 8000 ms and the fingerprint is still made.
    const result = settled(createFingerprint({ env: fakeEnv({ requestIdleCallback, serviceWorker: { controller: {}, ready: new Promise(() => {}) } }), log: vi.fn() }).get());
    await vi.advanceTimersByTimeAsync(7999);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(result.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it("logs 'ready undefined' for a service worker container without ready, and goes on", async () => {
    const log = vi.fn();
    const result = settled(createFingerprint({ env: fakeEnv({ serviceWorker: { controller: {}, ready: undefined } }), log }).get());
    await vi.advanceTimersByTimeAsync(8000);
    expect(log).toHaveBeenCalledWith(FINGERPRINT_LOG_ERROR.readyUndefined);
    expect(result.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it("logs 'exec undefined' and rejects where there is no hash function (no secure context)", async () => {
    const log = vi.fn();
    const result = settled(createFingerprint({ env: fakeEnv({ digest: undefined }), log }).get());
    await vi.advanceTimersByTimeAsync(8000);
    expect(log).toHaveBeenCalledWith('exec undefined');
    expect(result.error).toBeInstanceOf(FingerprintError);
    expect((result.error as FingerprintError).logError).toBe('exec undefined');
  });

  it("logs 'incorrect response' and rejects for a hash that is not 32 bytes or throws", async () => {
    for (const digest of [async () => new ArrayBuffer(7), async () => 'abc', async () => Promise.reject(new Error('boom'))]) {
      const log = vi.fn();
      const fingerprint = createFingerprint({ env: fakeEnv({ digest }), log });
      const result = settled(fingerprint.get());
      await vi.advanceTimersByTimeAsync(8000);
      expect(log).toHaveBeenCalledWith('incorrect response');
      expect((result.error as FingerprintError).logError).toBe('incorrect response');
      expect(fingerprint.current()).toBeUndefined();
    }
  });

  it('refresh computes again, and concurrent callers share one computation', async () => {
    const digest = vi.fn(sha256);
    const fingerprint = createFingerprint({ env: fakeEnv({ digest }), log: vi.fn() });
    const first = settled(fingerprint.get());
    const second = settled(fingerprint.get());
    await vi.advanceTimersByTimeAsync(8000);
    expect(first.value).toBe(second.value);
    expect(digest).toHaveBeenCalledTimes(1);
    await expect(fingerprint.get()).resolves.toBe(first.value);
    const refreshed = settled(fingerprint.refresh());
    await vi.advanceTimersByTimeAsync(8000);
    expect(refreshed.value).toBe(first.value);
    expect(digest).toHaveBeenCalledTimes(2);
  });

  it('reads only 32-byte digests as hex', () => {
    expect(digestHex(new ArrayBuffer(32))).toBe('0'.repeat(64));
    expect(digestHex(new ArrayBuffer(31))).toBeUndefined();
    expect(digestHex(new Uint8Array(32))).toBeUndefined();
    expect(digestHex(undefined)).toBeUndefined();
  });
});
