// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { couponPlaceBodySchema } from '@bf/api-client/coupon';
import { ONE_CLICK_REPEAT_MS, createCouponStore } from '@bf/headless/coupon';
import { useOneClickBet } from '@bf/headless/coupon-placement';
import { oneClickFailure, oneClickPlacement } from './one-click-placement.ts';
import { fakeCouponApi, feedBet, placedCoupon, placementWrapper, refusal } from './placement-test-kit.tsx';

afterEach(cleanup);

function oneClickStore() {
  const store = createCouponStore({ now: () => 5000 });
  expect(store.requestOneClick()).toBe('enabled');
  return store;
}

describe('one-click betting', () => {
  it('refuses a second click on the same price within a second (a double click places once)', () => {
    let clock = 10_000;
    const store = createCouponStore({ now: () => clock });
    store.requestOneClick();
    expect(store.addBet(feedBet(624, 1.65))).toBe('one-click');
    store.takeOneClickRequests();
    clock += ONE_CLICK_REPEAT_MS - 1;
    expect(store.addBet(feedBet(624, 1.65))).toBe('refused');
    expect(store.addBet(feedBet(625, 2))).toBe('one-click');
    clock += 1;
    expect(store.addBet(feedBet(624, 1.65))).toBe('one-click');
  });

  it('queues a clicked selection instead of adding it, once per selection, and forgets the queue when turned off', () => {
    const store = oneClickStore();
    expect(store.addBet(feedBet(624, 1.65))).toBe('one-click');
    expect(store.addBet(feedBet(624, 1.65))).toBe('refused');
    expect(store.state.bets).toHaveLength(0);
    expect(store.state.oneClickQueue.map((request) => [request.bet.market.id, request.requestedAt])).toEqual([['624', 5000]]);
    expect(store.takeOneClickRequests()).toHaveLength(1);
    expect(store.state.oneClickQueue).toEqual([]);
    store.addBet(feedBet(625, 2));
    store.disableOneClick();
    expect(store.state.oneClickQueue).toEqual([]);
    expect(store.addBet(feedBet(625, 2))).toBe('added');
  });

  it('sends one selection as an express at the one-click stake accepting any change, keyed by the click (COUPON-004)', () => {
    const request = { bet: feedBet(624, 1.65), requestedAt: 1000 };
    const first = oneClickPlacement({ request, amount: 50, userId: 42 });
    expect(first.body).toMatchObject({ typeId: 1, amount: 50, changeCoefAction: 1, bets: [{ market: { id: 624, coef: 1.65, isLive: false } }], userId: 42 });
    expect(first.body).not.toHaveProperty('systemValue');
    expect(couponPlaceBodySchema.safeParse(first.body).success).toBe(true);
    expect(oneClickPlacement({ request, amount: 50, userId: 42 }).idempotencyKey).toBe(first.idempotencyKey);
    expect(oneClickPlacement({ request: { ...request, requestedAt: 1001 }, amount: 50, userId: 42 }).idempotencyKey).not.toBe(first.idempotencyKey);
    expect(oneClickPlacement({ request, amount: 60, userId: 42 }).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('places a click at once with the currency’s initial stake and says so; the coupon stays empty', async () => {
    const store = oneClickStore();
    const fake = fakeCouponApi([{ status: 200, body: { coupon: placedCoupon({ id: 77, amount: 150, coef: 1.65 }) } }]);
    const { result } = renderHook(() => useOneClickBet(), { wrapper: placementWrapper({ store, api: fake.api }) });
    expect(result.current).toMatchObject({ isOn: true, amount: 150, notice: null });
    await act(async () => void store.addBet(feedBet(624, 1.65)));
    await waitFor(() => expect(result.current.notice?.status).toBe('placed'));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toMatchObject({ typeId: 1, amount: 150, changeCoefAction: 1, bets: [{ market: { id: 624 } }] });
    expect(fake.calls[0]!.key).toMatch(/^cpn-/);
    expect(result.current.notice?.message).toMatchObject({ key: 'oneClick.placed', values: { name: 'Home – Away, 1', odds: '1.65', id: 77 } });
    expect(store.state.bets).toHaveLength(0);
  });

  it('uses the one-click stake the player set', async () => {
    const store = oneClickStore();
    const fake = fakeCouponApi();
    const { result } = renderHook(() => useOneClickBet(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => result.current.setAmount(25.555));
    expect(result.current.amount).toBe(25.56);
    await act(async () => void store.addBet(feedBet(624, 1.65)));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]!.body.amount).toBe(25.56);
  });

  it('retries once with the same key when the server does not answer, so the bet is placed once', async () => {
    const store = oneClickStore();
    const fake = fakeCouponApi(['network-error', { status: 200, body: { coupon: placedCoupon() } }]);
    const { result } = renderHook(() => useOneClickBet(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void store.addBet(feedBet(624, 1.65)));
    await waitFor(() => expect(result.current.notice?.status).toBe('placed'));
    expect(fake.calls.map((call) => call.key)).toEqual([fake.calls[0]!.key, fake.calls[0]!.key]);
  });

  it('says why a click was refused', async () => {
    const store = oneClickStore();
    const fake = fakeCouponApi([refusal({ code: 'market_blocked', meta: { outcomeId: 624, gameId: 6240 } })]);
    const { result } = renderHook(() => useOneClickBet(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void store.addBet(feedBet(624, 1.65)));
    await waitFor(() => expect(result.current.notice?.status).toBe('failed'));
    expect(result.current.notice).toMatchObject({
      message: { key: 'oneClick.failed', values: { name: 'Home – Away, 1' } },
      reason: { key: 'problems.locked.market_blocked', values: { name: 'Home – Away, 1' } },
    });
    await act(async () => result.current.dismiss());
    expect(result.current.notice).toBeNull();
  });

  it('asks a visitor to sign in and places nothing', async () => {
    const store = oneClickStore();
    const fake = fakeCouponApi();
    const { result } = renderHook(() => useOneClickBet(), { wrapper: placementWrapper({ store, api: fake.api, isSignedIn: false }) });
    await act(async () => void store.addBet(feedBet(624, 1.65)));
    await waitFor(() => expect(result.current.notice?.status).toBe('sign-in'));
    expect(fake.calls).toHaveLength(0);
  });

  it('words a refusal by its code', () => {
    const money = (value: number, iso: string) => `${value} ${iso}`;
    expect(oneClickFailure([{ code: 'insufficient_funds', detail: 'x', balance: 12, iso: 'RUB' }], 'A', money)).toEqual({ key: 'problems.insufficientFunds', values: { amount: '12 RUB' } });
    expect(oneClickFailure([{ code: 'unknown', rawCode: 'odd', detail: 'Odd' }], 'A', money)).toEqual({ key: 'problems.rejected', values: { detail: 'Odd' } });
    expect(oneClickFailure([], 'A', money)).toEqual({ key: 'problems.noAnswer' });
  });
});
