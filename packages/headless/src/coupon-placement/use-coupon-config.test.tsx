// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { FeedSeedProvider, seedKey } from '../ssr/feed-seed.tsx';
import { bffConfigFeedLoader } from '../ssr/feed-loader.ts';
import { useCouponConfig } from './use-coupon-config.ts';

afterEach(cleanup);

const groups = { 'd.betting': { show_one_click: true, showVipBet: false, isAvailableCouponBonusBet: true, couponTypesWithMinAmount: [1, 2], couponTypesWithMaxAmount: [3] } };
const key = ['bff', 'config', 'group', 'd.betting', 'en'];

function wrapper(answers: Record<string, unknown>, collect?: (key: readonly unknown[]) => void) {
  return ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, createElement(FeedSeedProvider, { seed: { answers, readAt: 0 }, collect }, children));
}

describe('the coupon config in the server HTML', () => {
  it('adopts the flags the server rendered with and does not ask again', async () => {
    const bff = { getConfigGroups: vi.fn(async () => groups) };
    const { result } = renderHook(() => useCouponConfig(bff, 'en'), { wrapper: wrapper({ [seedKey(key)]: groups }) });
    expect(result.current).toEqual({ show_one_click: true, showVipBet: false, isAvailableCouponBonusBet: true, couponTypesWithMinAmount: [1, 2], couponTypesWithMaxAmount: [3] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bff.getConfigGroups).not.toHaveBeenCalled();
  });

  it('without a seed the browser asks once, and the server first pass notes the key to load', async () => {
    const bff = { getConfigGroups: vi.fn(async () => groups) };
    const wanted: unknown[] = [];
    const { result } = renderHook(() => useCouponConfig(bff, 'en'), { wrapper: wrapper({}, (asked) => wanted.push(asked)) });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.show_one_click).toBe(true));
    expect(bff.getConfigGroups).toHaveBeenCalledTimes(1);
    expect(bff.getConfigGroups).toHaveBeenCalledWith(['d.betting'], 'en');
    expect(wanted).toContainEqual(key);
  });

  it("the server's loader answers config-group keys only", async () => {
    const bff = { getConfigGroups: vi.fn(async () => groups) };
    const load = bffConfigFeedLoader(bff);
    const signal = new AbortController().signal;
    await expect(load(key, signal)).resolves.toEqual(groups);
    expect(bff.getConfigGroups).toHaveBeenCalledWith(['d.betting'], 'en');
    expect(load(['bff', 'config', 'all', 'en'], signal)).toBeUndefined();
    expect(load(['bff', 'config', 'group', '', 'en'], signal)).toBeUndefined();
    expect(load(['bff', 'config', 'group', 'd.betting,x.secret', 'en'], signal)).toBeUndefined();
    expect(load(['betting', 'top', 'en'], signal)).toBeUndefined();
  });
});
