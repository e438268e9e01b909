import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, installGlobalErrorHandlers, isChunkLoadError, reloadAfterChunkError, type KeyValueStorage } from '@bf/headless/env';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
};

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://site.test/_d/assets/page-abc123.js');

describe('chunk load error reload (ERR-007)', () => {
  it('knows the chunk errors of Chrome, Firefox, Safari and Vite, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /_m/assets/x.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within 60000 ms, and again after it', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const reload = vi.fn();
    const attempt = () => reloadAfterChunkError({ storage, now: () => now, reload });
    expect(attempt()).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += 59_999;
    expect(attempt()).toBe(false);
    now += 1;
    expect(attempt()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage to remember it by, and ignores a malformed or future stamp', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage: null, now: () => 5, reload })).toBe(false);
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(reloadAfterChunkError({ storage, now: () => 5_000_000, reload })).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(9_000_000));
    expect(reloadAfterChunkError({ storage, now: () => 5_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('global error handlers (ERR-007, ERR-010)', () => {
  const setup = () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const log = vi.fn();
    let now = 1_000_000;
    const remove = installGlobalErrorHandlers({ target, storage, reload, log, now: () => now });
    return { target, reload, log, remove, later: (ms: number) => void (now += ms) };
  };
  const errorEvent = (error: unknown) => Object.assign(new Event('error'), { error, message: error instanceof Error ? error.message : String(error) });
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

  it('reloads on vite:preloadError and prevents Vite from throwing it, once a minute', () => {
    const { target, reload, later } = setup();
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: chunkError() });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    later(60_000);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for a lazy import that failed and nobody caught', () => {
    const { target, reload } = setup();
    target.dispatchEvent(rejection(chunkError()));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs any other unexpected error or rejection and lets the page go on', () => {
    const { target, reload, log } = setup();
    const boom = new Error('Cannot read properties of undefined');
    expect(() => target.dispatchEvent(errorEvent(boom))).not.toThrow();
    target.dispatchEvent(rejection('plain reason'));
    expect(log).toHaveBeenCalledWith('unexpected error', boom);
    expect(log).toHaveBeenCalledWith('unhandled rejection', 'plain reason');
    expect(reload).not.toHaveBeenCalled();
  });

  it('removes its handlers', () => {
    const { target, log, remove } = setup();
    remove();
    target.dispatchEvent(errorEvent(new Error('late')));
    expect(log).not.toHaveBeenCalled();
  });
});
