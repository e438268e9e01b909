// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressValue, useProgressValue } from './progress-bar.ts';

describe('the navigation progress bar (SHELL-018)', () => {
  it('fills linearly over 5 s and stays short of full until the navigation ends', () => {
    expect(progressValue(0)).toBe(0);
    expect(progressValue(1000)).toBeCloseTo(0.2);
    expect(progressValue(2500)).toBeCloseTo(0.5);
    expect(progressValue(5000)).toBe(0.95);
    expect(progressValue(60_000)).toBe(0.95);
  });

  describe('useProgressValue', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('changes at most once every 200 ms while a navigation loads, and drops to 0 when it ends', () => {
      const { result, rerender } = renderHook(({ active }) => useProgressValue(active, Date.now), { initialProps: { active: true } });
      const seen: number[] = [];
      for (let ms = 0; ms < 1000; ms += 50) {
        act(() => vi.advanceTimersByTime(50));
        seen.push(result.current);
      }
      // 20 steps of 50 ms: the value moved only on the 200 ms marks: 0, then 5 updates in 1000 ms.
      expect([...new Set(seen)].map((v) => Number(v.toFixed(2)))).toEqual([0, 0.04, 0.08, 0.12, 0.16, 0.2]);
      expect(result.current).toBeCloseTo(0.2);
      rerender({ active: false });
      expect(result.current).toBe(0);
    });
  });
});
