// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, lazyBrowserLocalStorage, openPrintDialog, subscribeViewportResize, viewportWidth } from '@bf/headless/env';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser access fenced in env', () => {
  it('copies text through the clipboard, and answers false where there is none or it refuses', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyText('AB23CD45')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('AB23CD45');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    await expect(copyText('AB23CD45')).resolves.toBe(false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await expect(copyText('AB23CD45')).resolves.toBe(false);
  });

  it('opens the print dialog', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openPrintDialog();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('reads the window width in whole pixels and reports resizes until unsubscribed', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1279.6 });
    expect(viewportWidth()).toBe(1280);
    const listener = vi.fn();
    const unsubscribe = subscribeViewportResize(listener);
    window.dispatchEvent(new Event('resize'));
    unsubscribe();
    window.dispatchEvent(new Event('resize'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('opens localStorage on the first read or write, not when made, and keeps values in memory when storage is blocked', () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage');
    const realStorage = window.localStorage;
    const opened = vi.fn(() => realStorage);
    Object.defineProperty(window, 'localStorage', { configurable: true, get: opened });
    try {
      const storage = lazyBrowserLocalStorage();
      expect(opened).not.toHaveBeenCalled();
      storage?.setItem('device_id', 'd-1');
      expect(opened).toHaveBeenCalledTimes(1);
      expect(storage?.getItem('device_id')).toBe('d-1');
      expect(opened).toHaveBeenCalledTimes(1);

      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
      const blocked = lazyBrowserLocalStorage();
      blocked?.setItem('device_id', 'd-2');
      expect(blocked?.getItem('device_id')).toBe('d-2');
      blocked?.removeItem('device_id');
      expect(blocked?.getItem('device_id')).toBeNull();
    } finally {
      if (real) Object.defineProperty(window, 'localStorage', real);
    }
  });
});
