import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, importOwningErrors, reloadAfterChunkError } from '@bf/headless/env';

const memory = (entries: Record<string, string> = {}) => {
  const data = new Map(Object.entries(entries));
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
};

describe('importOwningErrors (AUTH-006 beside ERR-007)', () => {
  it('keeps the page-wide chunk-error reload away while its import fails, so the caller’s fallback runs', async () => {
    const storage = memory();
    const reload = vi.fn();
    const failing = importOwningErrors(
      async () => {
        // What the page-wide handler does when Vite reports this chunk's failure.
        reloadAfterChunkError({ storage, now: () => 5_000_000, reload });
        throw new Error('Failed to fetch dynamically imported module');
      },
      storage,
      () => 5_000_000,
    );
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives the reload guard its own value back once the import settled', async () => {
    const fresh = memory();
    await expect(importOwningErrors(async () => 'module', fresh)).resolves.toBe('module');
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage: fresh, now: () => 9_000_000, reload })).toBe(true);
    const earlier = memory({ [CHUNK_RELOAD_KEY]: '1234' });
    await importOwningErrors(async () => 'module', earlier);
    expect(earlier.data.get(CHUNK_RELOAD_KEY)).toBe('1234');
  });
});
