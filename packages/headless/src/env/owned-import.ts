import { browserSessionStorage, type KeyValueStorage } from './browser-storage.ts';
import { CHUNK_RELOAD_KEY } from './chunk-reload.ts';

/**
 * Runs a dynamic import whose failure the caller handles itself, e.g. the sign-in and registration modals, which
 * fall back to their pages (AUTH-006). While it loads, the chunk-error reload guard (ERR-007) reads as "just
 * reloaded", so a failure of this import does not reload the page under the caller's fallback; the guard's own
 * value comes back once the import settled. (Listener order cannot do this: the browser runs the window's
 * `vite:preloadError` listeners in the order they were added, the page-wide one first.)
 */
export function importOwningErrors<T>(load: () => Promise<T>, storage: KeyValueStorage | null = browserSessionStorage(), now: () => number = Date.now): Promise<T> {
  let previous: string | null = null;
  try {
    previous = storage?.getItem(CHUNK_RELOAD_KEY) ?? null;
    storage?.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    // blocked storage: the page-wide handler never reloads then either
  }
  const restore = () => {
    try {
      // '0' reads as "never reloaded", like a missing key.
      storage?.setItem(CHUNK_RELOAD_KEY, previous ?? '0');
    } catch {
      // as above
    }
  };
  return load().finally(restore);
}
