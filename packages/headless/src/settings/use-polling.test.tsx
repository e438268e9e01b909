// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isPageHidden, usePolling } from '@bf/headless/settings';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePolling', () => {
  it('fetches at once and then every interval', () => {
    const fn = vi.fn();
    renderHook(() => usePolling(fn, 1000));
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('pauses 30 s after the page is hidden and refreshes on return', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => usePolling(fn, 10_000));
    setVisibility('hidden');
    expect(isPageHidden()).toBe(true);
    act(() => void vi.advanceTimersByTime(60_000));
    // Start, 10 s and 20 s; at 30 s the pause (hidden since 0 s) wins over the run due then.
    expect(fn).toHaveBeenCalledTimes(3);
    expect(result.current.isPaused).toBe(true);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(fn).toHaveBeenCalledTimes(3);
    setVisibility('visible');
    expect(fn).toHaveBeenCalledTimes(4);
    expect(result.current.isPaused).toBe(false);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('calls the latest function and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ fn }) => usePolling(fn, 1000), { initialProps: { fn: first } });
    rerender({ fn: second });
    act(() => void vi.advanceTimersByTime(1000));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    act(() => void vi.advanceTimersByTime(5000));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const fn = vi.fn();
    renderHook(() => usePolling(fn, 1000, { isEnabled: false }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(fn).not.toHaveBeenCalled();
  });
});
