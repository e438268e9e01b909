import type { Fingerprint } from './fingerprint.ts';

/**
 * Stands in for the device fingerprint until its code has loaded (it hashes nothing before an idle wait anyway, and a
 * visitor browsing the line makes no call that carries it). `current()` is undefined until then, as it is until the
 * first hash is ready; `get()` and `refresh()` load the code, then call the real one. A failed load is tried again.
 */
export function lazyFingerprint(load: () => Promise<Fingerprint | null>): Fingerprint {
  let made: Fingerprint | undefined;
  let loading: Promise<Fingerprint> | undefined;
  const real = () =>
    (loading ??= load().then(
      (fingerprint) => {
        if (!fingerprint) throw new Error('fingerprint: no browser');
        return (made = fingerprint);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    current: () => made?.current(),
    get: () => real().then((fingerprint) => fingerprint.get()),
    refresh: () => real().then((fingerprint) => fingerprint.refresh()),
  };
}
