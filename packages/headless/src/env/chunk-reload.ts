import type { KeyValueStorage } from './browser-storage.ts';

/** At most one reload for a chunk load error per minute (spec: S1 §9 "Chunk reload guard"; ERR-007). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** sessionStorage key of the last such reload: per tab, so one tab's reload does not hold back another. */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

// The messages browsers and Vite give a script or stylesheet chunk that did not load.
const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** True for the error of a code chunk that could not be loaded (after a deploy, the old hashed files are gone). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

export interface ChunkReloadOptions {
  /** sessionStorage; null (blocked storage) never reloads, since nothing could stop a reload loop. */
  storage: KeyValueStorage | null;
  now: () => number;
  reload: () => void;
}

/**
 * After a chunk load error the page reloads once, and again only a minute later (spec: S1 §8, §9; ERR-007):
 * a fresh page gets the new chunk names, while a chunk that is really gone cannot make the tab reload forever.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkError({ storage, now, reload }: ChunkReloadOptions): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    const at = now();
    if (Number.isFinite(last) && last > 0 && at - last >= 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}
