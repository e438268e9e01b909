// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importOwningErrors } from '@bf/headless/env';

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('importOwningErrors (AUTH-006 beside ERR-007)', () => {
  const pageWide = vi.fn();
  afterEach(() => {
    window.removeEventListener('vite:preloadError', pageWide);
    pageWide.mockReset();
  });

  it('keeps a failing import’s preload error from the page-wide chunk-error handler, and lets it reject', async () => {
    window.addEventListener('vite:preloadError', pageWide);
    const failing = importOwningErrors(async () => {
      window.dispatchEvent(preloadError());
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(pageWide).not.toHaveBeenCalled();
  });

  it('leaves other chunk errors to the page once the import settled', async () => {
    window.addEventListener('vite:preloadError', pageWide);
    await expect(importOwningErrors(async () => 'module')).resolves.toBe('module');
    window.dispatchEvent(preloadError());
    expect(pageWide).toHaveBeenCalledTimes(1);
  });
});
