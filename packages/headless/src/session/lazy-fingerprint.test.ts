import { describe, expect, it, vi } from 'vitest';
import type { Fingerprint } from './fingerprint.ts';
import { lazyFingerprint } from './lazy-fingerprint.ts';

/** A real-shaped fingerprint whose hash is ready once `get` or `refresh` ran. */
function madeFingerprint(hashes: string[]): Fingerprint {
  let value: string | undefined;
  const next = () => Promise.resolve((value = hashes.shift() ?? 'none'));
  return { current: () => value, get: () => (value !== undefined ? Promise.resolve(value) : next()), refresh: next };
}

describe('lazy fingerprint (HOOK-009 to HOOK-011)', () => {
  it('has no fingerprint for a call before its code is asked for, and loads the code once for all who ask', async () => {
    const load = vi.fn(() => Promise.resolve(madeFingerprint(['a'.repeat(64)])));
    const fingerprint = lazyFingerprint(load);
    // An auth call's header hook before anything asked: no fingerprint rides along, nothing loaded.
    expect(fingerprint.current()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([fingerprint.get(), fingerprint.get()]);
    expect(first).toBe('a'.repeat(64));
    expect(second).toBe('a'.repeat(64));
    expect(fingerprint.current()).toBe('a'.repeat(64));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes through the real one after a fingerprint error of the API (HOOK-011)', async () => {
    const fingerprint = lazyFingerprint(() => Promise.resolve(madeFingerprint(['1'.repeat(64), '2'.repeat(64)])));
    await fingerprint.get();
    await expect(fingerprint.refresh()).resolves.toBe('2'.repeat(64));
    expect(fingerprint.current()).toBe('2'.repeat(64));
  });

  it('tries the load again after one failed (a chunk that did not come), and says so to the caller', async () => {
    const load = vi.fn<() => Promise<Fingerprint | null>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(madeFingerprint(['f'.repeat(64)]));
    const fingerprint = lazyFingerprint(load);
    await expect(fingerprint.get()).rejects.toThrow('chunk failed');
    await expect(fingerprint.get()).resolves.toBe('f'.repeat(64));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects where the browser cannot make one (no browser), as the request hooks expect', async () => {
    const fingerprint = lazyFingerprint(() => Promise.resolve(null));
    await expect(fingerprint.refresh()).rejects.toThrow('fingerprint: no browser');
    expect(fingerprint.current()).toBeUndefined();
  });
});
