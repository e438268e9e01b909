import { browserFingerprintEnv } from '../env/browser-fingerprint-env.ts';
import { createFingerprint, type Fingerprint } from './fingerprint.ts';

/** This browser's fingerprint; null on the server. Loaded by `lazyFingerprint` with the first auth call that wants it. */
export function createBrowserFingerprint(): Fingerprint | null {
  const env = browserFingerprintEnv();
  return env ? createFingerprint({ env }) : null;
}
