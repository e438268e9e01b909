// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { allowsFunctionalCookies, useWindowWidthCookie } from '@bf/headless/platform';

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.split('=')[1];
const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};
const clearCookies = () => {
  for (const name of ['window_width', 'cookies_agree_type', 'tzo']) document.cookie = `${name}=; max-age=0; path=/`;
};

describe('window width cookie', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it('counts only "all" and "only functionality" as consent to functional cookies', () => {
    expect(allowsFunctionalCookies('all')).toBe(true);
    expect(allowsFunctionalCookies('only_functionality')).toBe(true);
    expect(allowsFunctionalCookies('only_marketing')).toBe(false);
    expect(allowsFunctionalCookies('disable')).toBe(false);
    expect(allowsFunctionalCookies(undefined)).toBe(false);
  });

  it('stores the width once functional cookies are accepted, and the last width 100 ms after a burst of resizes', () => {
    document.cookie = 'cookies_agree_type=only_functionality; path=/';
    resizeTo(1280);
    const { unmount } = renderHook(() => useWindowWidthCookie());
    expect(cookie('window_width')).toBe('1280');
    // The timezone offset goes with it, in minutes east of UTC (SESSION-017).
    expect(cookie('tzo')).toBe(String(-new Date().getTimezoneOffset() || 0));
    resizeTo(1000);
    resizeTo(900);
    vi.advanceTimersByTime(99);
    expect(cookie('window_width')).toBe('1280');
    resizeTo(800);
    vi.advanceTimersByTime(100);
    expect(cookie('window_width')).toBe('800');
    unmount();
    resizeTo(700);
    vi.advanceTimersByTime(100);
    expect(cookie('window_width')).toBe('800');
  });

  it('stores nothing without consent to functional cookies', () => {
    document.cookie = 'cookies_agree_type=only_marketing; path=/';
    renderHook(() => useWindowWidthCookie());
    resizeTo(640);
    vi.advanceTimersByTime(100);
    expect(cookie('window_width')).toBeUndefined();
    expect(cookie('tzo')).toBeUndefined();
  });
});
