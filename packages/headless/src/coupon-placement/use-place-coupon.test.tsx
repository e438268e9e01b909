// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createCouponStore } from '@bf/headless/coupon';
import { applyLoadedCoupon, useCouponSlip, useLoadCoupon, usePlaceCoupon } from '@bf/headless/coupon-placement';
import { fakeCouponApi, feedBet, placedCoupon, placementWrapper, refusal } from './placement-test-kit.tsx';

afterEach(cleanup);

const line = (id: number, coef: number) => feedBet(id, coef);

function withBets(coefs: number[]) {
  const store = createCouponStore();
  coefs.forEach((coef, index) => store.addBet(line(index + 1, coef)));
  return store;
}

describe('usePlaceCoupon', () => {
  it('sends a visitor who presses "Place bet" to sign in, with the way back', async () => {
    const store = withBets([2]);
    const fake = fakeCouponApi();
    const goToSignIn = vi.fn();
    const { result } = renderHook(() => usePlaceCoupon(), { wrapper: placementWrapper({ store, api: fake.api, isSignedIn: false, goToSignIn }) });
    expect(result.current.signInHref).toBe('/en/user/login?returnUrl=%2Fen');
    await act(async () => void (await result.current.place()));
    expect(goToSignIn).toHaveBeenCalledOnce();
    expect(fake.calls).toHaveLength(0);
    expect(store.state.bets).toHaveLength(1);
  });

  it('places once for a double click, then shows the coupon number, the possible win and the print link', async () => {
    const store = withBets([2, 3]);
    const fake = fakeCouponApi([{ status: 200, body: { coupon: placedCoupon({ id: 31, code: 'XY23ZZ45', possibleWin: 900 }) } }]);
    const { result } = renderHook(() => usePlaceCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => {
      const clicks = [result.current.place(), result.current.place()];
      await Promise.all(clicks);
    });
    expect(fake.calls).toHaveLength(1);
    expect(result.current).toMatchObject({ status: 'placed', isPlacing: false, success: { id: 31, code: 'XY23ZZ45', possibleWin: 900 }, printHref: '/en/print-coupon/31' });
  });

  it('places a chain and shows its returns without a total price (COUPON-026)', async () => {
    const store = withBets([2, 3]);
    store.setType(3);
    const fake = fakeCouponApi([{ status: 200, body: { coupon: placedCoupon({ id: 41, typeId: 3, coef: 4, possibleWin: 40, minPossibleWin: 10 }) } }]);
    const { result } = renderHook(() => usePlaceCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void (await result.current.place()));
    expect(fake.calls[0]!.body).toMatchObject({ typeId: 3, amount: store.state.amount });
    expect(result.current.success).toMatchObject({ id: 41, typeId: 3, coef: null, possibleWin: 40, minPossibleWin: 10 });
  });

  it('lets the success view make way for the next coupon', async () => {
    const store = withBets([2]);
    const fake = fakeCouponApi();
    const { result } = renderHook(() => usePlaceCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void (await result.current.place()));
    expect(result.current.status).toBe('placed');
    await act(async () => void store.addBet(line(9, 1.7)));
    expect(result.current).toMatchObject({ status: 'idle', success: null });
  });
});

describe('useLoadCoupon', () => {
  const loaded = {
    code: 'AB23CD45',
    typeId: 2,
    systemValue: 2,
    amount: 300,
    bets: [1, 2, 3].map((id) => ({
      market: { id, coef: 1.5 + id / 10, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'Premier League', gameId: id * 10, champId: 1, marketId: id * 100, marketName: 'Match result', name: '1', param: null },
      team1: `Home ${id}`, team2: `Away ${id}`, score: null, gameStatusId: 1, startAt: '2099-01-01T00:00:00.000Z', isBlocked: false, statusId: -1,
    })),
  };

  it('puts a shared coupon into the coupon, marked as loaded from a code', async () => {
    const store = withBets([4]);
    const fake = fakeCouponApi([], { '/web-api/api/web/coupon/v1/load/': () => ({ status: 200, body: loaded }) });
    const { result } = renderHook(() => useLoadCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    let outcome = '';
    await act(async () => void (outcome = await result.current.load(' ab23cd45 ')));
    expect(outcome).toBe('loaded');
    expect(fake.urls).toEqual(['/web-api/api/web/coupon/v1/load/ab23cd45?lang=en']);
    expect(store.state).toMatchObject({ typeId: 2, systemValue: 2, amount: 300, isCouponLoadedFromCode: true });
    expect(store.state.bets.map((bet) => [bet.market.id, bet.market.outcomeName, bet.team1Name])).toEqual([
      ['1', '1', 'Home 1'],
      ['2', '1', 'Home 2'],
      ['3', '1', 'Home 3'],
    ]);
  });

  it('uses a loaded coupon only if its bets is an array (COUPON-053)', () => {
    const store = withBets([4]);
    expect(applyLoadedCoupon(store, { ...loaded, bets: { 0: loaded.bets[0] } })).toBe(false);
    expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['1']);
  });

  it('says when a code is unknown or malformed, and leaves the coupon alone', async () => {
    const store = withBets([4]);
    const fake = fakeCouponApi([], { '/web-api/api/web/coupon/v1/load/': () => ({ status: 404, body: { errors: [{ code: 'not_found', detail: 'no' }] } }) });
    const { result } = renderHook(() => useLoadCoupon(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void (await result.current.load('NOPE1234')));
    expect(result.current.result).toBe('not-found');
    await act(async () => void (await result.current.load('no!')));
    expect(result.current.result).toBe('invalid');
    expect(fake.urls).toHaveLength(1);
    expect(store.state.bets).toHaveLength(1);
  });
});

describe('useCouponSlip', () => {
  it('lists each selection with its game, market, outcome and price in the player’s odds format', async () => {
    const store = withBets([2.5]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api, coefViewId: 1 }) });
    expect(result.current.selections[0]).toMatchObject({ id: '1', gameName: 'Home – Away', marketName: 'Match result', outcomeName: '1', odds: '6/4', isLocked: false });
    expect(result.current).toMatchObject({ count: 1, typeKey: 'express', totalOdds: '6/4', placeBlocker: null });
  });

  it('marks locked selections with the reason and keeps "Place bet" from going out', async () => {
    const store = withBets([2, 3]);
    store.setBetBlocked('2', true);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api }) });
    expect(result.current.selections.map((selection) => selection.lockReason)).toEqual([null, 'blocked']);
    expect(result.current.placeBlocker).toBe('locked');
  });

  it('shows the held price and what changed after an odds refusal, and accepts it', async () => {
    const store = withBets([2, 3]);
    const fake = fakeCouponApi([refusal({ code: 'odds_changed', meta: { outcomeId: 2, previousCoef: 3, coef: 2.8 } })]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fake.api }) });
    await act(async () => void (await result.current.placement.place()));
    expect(result.current.selections[1]).toMatchObject({ odds: '3.00', pendingOdds: '2.80', movement: 'down' });
    expect(result.current.placement.problems).toEqual([{ kind: 'odds-changed', betId: '2', previousCoef: 3, coef: 2.8, isAccepted: false }]);
    expect(result.current.placeBlocker).toBe('odds');
    await act(async () => result.current.placement.acceptChanges());
    expect(result.current.selections[1]).toMatchObject({ odds: '2.80', pendingOdds: null });
    expect(result.current.placeBlocker).toBe(null);
  });

  it('asks before one-click betting clears the coupon: confirm clears and turns it on, cancel keeps it off (COUPON-028..030)', async () => {
    const store = withBets([2, 3]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api, config: { show_one_click: true } }) });
    expect(result.current.oneClick).toMatchObject({ isShown: true, isOn: false, isWarningOpen: false });
    await act(async () => result.current.oneClick.request());
    expect(result.current.oneClick).toMatchObject({ isOn: false, isWarningOpen: true });
    await act(async () => result.current.oneClick.cancel());
    expect(result.current.oneClick).toMatchObject({ isOn: false, isWarningOpen: false });
    expect(result.current.count).toBe(2);
    await act(async () => result.current.oneClick.request());
    await act(async () => result.current.oneClick.confirm());
    expect(result.current.oneClick).toMatchObject({ isOn: true, isWarningOpen: false });
    expect(result.current.count).toBe(0);
    expect(result.current).toMatchObject({ changeCoefAction: 1, isChangeCoefActionLocked: true });
  });

  it('offers the express bonus and adds it as a selection', async () => {
    const store = withBets([1.5, 1.6, 1.7]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api, config: { isAvailableCouponBonusBet: true } }) });
    expect(result.current.bonus).toMatchObject({ isOffered: true, isAdded: false, percent: 3 });
    await act(async () => result.current.bonus.add());
    expect(result.current.bonus).toMatchObject({ isOffered: false, isAdded: true });
    expect(result.current.selections.at(-1)).toMatchObject({ isBonus: true, odds: '1.03' });
    expect(result.current.count).toBe(3);
  });

  it('shows the system choice with its combinations, the bankers and the min and max win', async () => {
    const store = withBets([2, 3, 1.5, 1.8]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api }) });
    await act(async () => result.current.setType('system'));
    expect(result.current.system).toMatchObject({ value: 2, selectionCount: 4, options: [{ value: 2, combo: 6 }, { value: 3, combo: 4 }] });
    await act(async () => result.current.setBanker('1', true));
    expect(result.current.selections[0]).toMatchObject({ isBanker: true, canBeBanker: true });
    expect(result.current.system).toMatchObject({ selectionCount: 3, bankerCount: 1, options: [{ value: 2, combo: 3 }] });
    expect(result.current.minWin).not.toBe(result.current.maxWin);
  });

  it('offers a chain and blocks from two selections, reorders a chain and stakes blocks one by one (COUPON-026)', async () => {
    const store = withBets([2]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api, config: { couponTypesWithMinAmount: [4] } }) });
    expect(result.current.typeOptions.filter((option) => option.isAvailable).map((option) => option.key)).toEqual(['express', 'singles']);
    await act(async () => void store.addBet(line(2, 3)));
    expect(result.current.typeOptions.map((option) => [option.key, option.isAvailable])).toEqual([
      ['express', true],
      ['system', false],
      ['chain', true],
      ['blocks', true],
      ['singles', true],
    ]);
    await act(async () => result.current.setType('chain'));
    expect(result.current).toMatchObject({ typeKey: 'chain', totalOdds: null, blocks: null, maxWin: result.current.money(150 * (2 + 3 - 1)) });
    expect(result.current.selections.map((selection) => selection.chainMove)).toEqual([{ canUp: false, canDown: true }, { canUp: true, canDown: false }]);
    await act(async () => result.current.moveSelection('2', -1));
    expect(result.current.selections.map((selection) => selection.id)).toEqual(['2', '1']);
    expect(result.current.minWin).toBe(result.current.money(150 * (3 - 1)));

    await act(async () => result.current.setType('blocks'));
    expect(result.current.blocks).toMatchObject({ choices: [1, 2], totalStake: result.current.money(300), items: [{ blockId: 1, count: 1, stake: 150 }, { blockId: 2, count: 1, stake: 150 }] });
    expect(result.current.selections.map((selection) => [selection.blockId, selection.chainMove])).toEqual([[1, null], [2, null]]);
    await act(async () => result.current.blocks!.setBlock('1', 1));
    expect(result.current.placeBlocker).toBe('blocks');
    await act(async () => result.current.blocks!.setBlock('1', 2));
    // The minimum applies to blocks here: each block's stake is checked, as the server does.
    await act(async () => store.setBetLimits({ minBetAmount: 20 }));
    await act(async () => result.current.blocks!.setStake(1, 10));
    expect(result.current.placeBlocker).toBe('amount');
    await act(async () => result.current.blocks!.setStake(1, 25));
    expect(result.current.placeBlocker).toBeNull();
    expect(result.current.blocks!.items.map((block) => block.stake)).toEqual([25, 150]);
  });

  it('offers the promo code only outside singles and quick stakes from the currency’s initial stake', async () => {
    const store = withBets([2, 3]);
    const { result } = renderHook(() => useCouponSlip(), { wrapper: placementWrapper({ store, api: fakeCouponApi().api }) });
    expect(result.current.quickAmounts).toEqual([150, 300, 750, 1500]);
    expect(result.current.promo.isAvailable).toBe(true);
    await act(async () => result.current.promo.set(' spring-25! '));
    expect(result.current.promo.code).toBe('spring-25');
    await act(async () => result.current.setType('singles'));
    expect(result.current.promo.isAvailable).toBe(false);
    expect(result.current.selections[0]!.possibleWin).toBe('₽300');
  });
});
