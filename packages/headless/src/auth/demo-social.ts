import type { RemovableStorage } from '../env/browser-session.ts';

/** Storage key of this browser's demo social id. */
export const DEMO_SOCIAL_ID_KEY = 'bf_demo_social_id';

/**
 * The id this browser uses at every demo network (the reference API accepts `demo:<provider>:<id>`), so a
 * player who registered with "Google" here signs in with it later. Made once and kept in storage.
 */
export function demoSocialId(storage: RemovableStorage | null, random: () => string = () => globalThis.crypto.randomUUID()): string {
  try {
    const stored = storage?.getItem(DEMO_SOCIAL_ID_KEY);
    if (stored && /^[\w.-]{1,64}$/.test(stored)) return stored;
  } catch {
    // blocked storage: a fresh id
  }
  const id = random().replace(/[^\w.-]/g, '').slice(0, 32);
  try {
    storage?.setItem(DEMO_SOCIAL_ID_KEY, id);
  } catch {
    // as above
  }
  return id;
}
