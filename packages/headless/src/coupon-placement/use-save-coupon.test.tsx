// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { COUPON_BASE_PATH } from '@bf/api-client/coupon';
import { createCouponStore } from '@bf/headless/coupon';
import { useSaveCoupon } from '@bf/headless/coupon-placement';
import { fakeCouponApi, feedBet, placementWrapper } from './placement-test-kit.tsx';

afterEach(cleanup);

describe('useSaveCoupon (quick coupon)', () => {
  it('saves the coupon as it is, bankers included, and hands back its code without placing it', async () => {
    const store = createCouponStore();
    [1, 2, 3, 4].forEach((id) => store.addBet(feedBet(id, 1.5 + id / 10)));
    store.setType(2);
    store.setBanker('1', true);
    const saved: unknown[] = [];
    const fake = fakeCouponApi(undefined, {
      [`${COUPON_BASE_PATH}/save`]: (_url, body) => {
        saved.push(body);
        return { status: 201, body: { code: 'QK23CD45' } };
      },
    });
    const { result } = renderHook(() => useSaveCoupon(), { wrapper: placementWrapper({ store, api: fake.api, isSignedIn: false }) });
    await act(async () => expect(await result.current.save()).toBe('saved'));
    expect(result.current).toMatchObject({ code: 'QK23CD45', result: 'saved', isSaving: false });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ typeId: 2, systemValue: 2, bets: [{ market: { id: 1 }, blockId: 0 }, { market: { id: 2 } }, { market: { id: 3 } }, { market: { id: 4 } }] });
    expect(fake.calls).toHaveLength(0); // nothing placed
    expect(store.state.bets).toHaveLength(4); // the coupon stays
  });

  it('says when there is nothing to save or the save failed', async () => {
    const store = createCouponStore();
    const fake = fakeCouponApi(undefined, { [`${COUPON_BASE_PATH}/save`]: () => ({ status: 503 }) });
    const { result } = renderHook(() => useSaveCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => expect(await result.current.save()).toBe('empty'));
    store.addBet(feedBet(9, 2));
    await act(async () => expect(await result.current.save()).toBe('failed'));
    expect(result.current.code).toBeNull();
    expect(fake.urls.filter((url) => url.endsWith('/save'))).toHaveLength(1);
  });
});
