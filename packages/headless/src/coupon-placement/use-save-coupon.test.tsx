// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { COUPON_BASE_PATH } from '@bf/api-client/coupon';
import { createCouponStore } from '@bf/headless/coupon';
import { couponLinkHref, couponLinkUrl, useCouponFromLink, useSaveCoupon } from '@bf/headless/coupon-placement';
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

describe('a shared coupon link', () => {
  const loaded = {
    code: 'QK23CD45',
    typeId: 3,
    systemValue: null,
    amount: 20,
    bets: [7, 8].map((id) => ({
      market: {
        id, coef: 2, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'Premier League',
        gameId: id * 10, champId: 101, marketId: id * 100, marketName: 'Match result', name: '1', param: null,
      },
      team1: 'Home', team2: 'Away', score: null, gameStatusId: 1, startAt: '2030-05-13T11:30:00.000Z', isBlocked: false, statusId: -1,
    })),
  };

  it('links to the site with the code, and the saved coupon hands out that link', async () => {
    expect(couponLinkHref('de', 'QK23CD45')).toBe('/de?coupon=QK23CD45');
    expect(couponLinkUrl('en', 'QK23CD45')).toBe(`${window.location.origin}/en?coupon=QK23CD45`);
    const store = createCouponStore();
    store.addBet(feedBet(9, 2));
    const fake = fakeCouponApi(undefined, { [`${COUPON_BASE_PATH}/save`]: () => ({ status: 201, body: { code: 'QK23CD45' } }) });
    const { result } = renderHook(() => useSaveCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void (await result.current.save()));
    expect(result.current).toMatchObject({ linkHref: '/en?coupon=QK23CD45', linkUrl: `${window.location.origin}/en?coupon=QK23CD45` });
  });

  it('loads the coupon the link names once, then takes the code out of the address', async () => {
    const store = createCouponStore();
    const fake = fakeCouponApi(undefined, { [`${COUPON_BASE_PATH}/load/`]: () => ({ status: 200, body: loaded }) });
    const Placement = placementWrapper({ store, api: fake.api });
    let search = '';
    function Probe() {
      search = useLocation().search;
      return null;
    }
    const { result } = renderHook(() => useCouponFromLink(), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/en?coupon=qk23cd45&x=1']}>
          <Placement>{children}</Placement>
          <Probe />
        </MemoryRouter>
      ),
    });
    await waitFor(() => expect(result.current.result).toBe('loaded'));
    expect(result.current.code).toBe('qk23cd45');
    expect(store.state).toMatchObject({ typeId: 3, amount: 20, isCouponLoadedFromCode: true });
    expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['7', '8']);
    await waitFor(() => expect(search).toBe('?x=1'));
    expect(fake.urls.filter((url) => url.includes('/load/'))).toHaveLength(1);
  });
});
