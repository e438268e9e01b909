// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, openPrintDialog, subscribeViewportResize, viewportWidth } from '@bf/headless/env';

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
});
