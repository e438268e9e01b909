import { describe, expect, it, vi } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { createCouponStore, serialiseCoupon, restoreCoupon, type CouponStore } from '@bf/headless/coupon';
import { createPlacementStore, type PlacementContext } from '@bf/headless/coupon-placement';
import { fakeCouponApi, feedBet, placedCoupon, refusal } from './placement-test-kit.tsx';

const CONTEXT: PlacementContext = { isSignedIn: true, userId: 42, lang: 'en', canUsePromo: true, canUseVip: false };

function couponWith(coefs: number[], settings: Parameters<typeof createCouponStore>[0] = {}): CouponStore {
  let clock = 1_700_000_000_000;
  const store = createCouponStore({ now: () => clock++, ...settings });
  coefs.forEach((coef, index) => store.addBet(feedBet(index + 1, coef)));
  store.setAmount(150);
  return store;
}

const betIds = (store: CouponStore) => store.state.bets.map((bet) => bet.market.id);

describe('placing the coupon', () => {
  it('sends the submission once with an Idempotency-Key and the bearer token, shows the placed coupon and empties the coupon', async () => {
    const coupon = couponWith([2, 3]);
    const fake = fakeCouponApi([{ status: 200, body: { coupon: placedCoupon({ id: 17, code: 'AB23CD45', possibleWin: 900, bets: [] }) } }]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await expect(placement.place(CONTEXT)).resolves.toBe('placed');
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call!.key).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    expect(call!.authorization).toBe(`Bearer ${fake.token}`);
    expect(call!.url).toBe('/web-api/api/web/coupon/v1/place?lang=en');
    expect(call!.body).toMatchObject({
      typeId: 1,
      amount: 150,
      changeCoefAction: 2,
      bets: [{ market: { id: 1, coef: 2, isLive: false } }, { market: { id: 2, coef: 3, isLive: false } }],
    });
    expect(placement.state).toMatchObject({ status: 'placed', success: { id: 17, code: 'AB23CD45', possibleWin: 900 }, problems: [] });
    expect(coupon.state.bets).toEqual([]);
    expect(coupon.state.successCoupon).toMatchObject({ id: '17' });
  });

  it('reports a placed coupon once, for the successful-bet analytics event 10000 (ANLT-009); a failed one is not reported', async () => {
    const onPlaced = vi.fn();
    const failed = createPlacementStore({ coupon: couponWith([2]), api: fakeCouponApi([{ status: 500, body: {} }]).api, onPlaced });
    await failed.place(CONTEXT);
    expect(onPlaced).not.toHaveBeenCalled();
    const placement = createPlacementStore({ coupon: couponWith([2, 3]), api: fakeCouponApi([{ status: 200, body: { coupon: placedCoupon({ id: 17 }) } }]).api, onPlaced });
    await placement.place(CONTEXT);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(onPlaced.mock.calls[0]![0]).toMatchObject({ id: 17 });
  });

  it('sends one request for a double click: the second press gets the first one’s promise', async () => {
    const coupon = couponWith([2, 3]);
    let answer!: (value: { status: number; body: unknown }) => void;
    const fake = fakeCouponApi([new Promise((resolve) => (answer = resolve))]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    const first = placement.place(CONTEXT);
    const second = placement.place(CONTEXT);
    expect(second).toBe(first);
    expect(placement.state.status).toBe('placing');
    answer({ status: 200, body: { coupon: placedCoupon() } });
    await expect(Promise.all([first, second])).resolves.toEqual(['placed', 'placed']);
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps everything after a timeout and retries with the same key, so the server places the coupon once', async () => {
    const coupon = couponWith([2, 3]);
    const fake = fakeCouponApi(['network-error', { status: 200, body: { coupon: placedCoupon() } }]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await expect(placement.place(CONTEXT)).resolves.toBe('failed');
    expect(placement.state).toMatchObject({ status: 'failed', canRetry: true, problems: [{ kind: 'no-answer' }] });
    expect(betIds(coupon)).toEqual(['1', '2']);
    await expect(placement.retry()).resolves.toBe('placed');
    expect(fake.calls.map((call) => call.key)).toEqual([fake.calls[0]!.key, fake.calls[0]!.key]);
  });

  it('treats a server failure (5xx) like no answer: everything stays, a retry repeats the key', async () => {
    const coupon = couponWith([2, 3]);
    const fake = fakeCouponApi([{ status: 503, body: { errors: [{ code: 'unavailable', detail: 'busy' }] } }, { status: 200, body: { coupon: placedCoupon() } }]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await placement.place(CONTEXT);
    expect(placement.state.canRetry).toBe(true);
    await placement.retry();
    expect(new Set(fake.calls.map((call) => call.key)).size).toBe(1);
  });

  it('gives a second tab holding the same coupon the same key, so it cannot place it twice', async () => {
    const first = couponWith([2, 3]);
    const second = createCouponStore();
    second.hydrate(restoreCoupon(serialiseCoupon(snapshot(first.state)))!);
    const fake = fakeCouponApi([{ status: 200, body: { coupon: placedCoupon() } }]);
    await createPlacementStore({ coupon: first, api: fake.api }).place(CONTEXT);
    await createPlacementStore({ coupon: second, api: fake.api }).place(CONTEXT);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]!.key).toBe(fake.calls[0]!.key);
  });

  it('uses a new key once the coupon changes, and for the same bets added again after a placement', async () => {
    const coupon = couponWith([2, 3]);
    const fake = fakeCouponApi(['network-error', 'network-error', { status: 200, body: { coupon: placedCoupon() } }, { status: 200, body: { coupon: placedCoupon({ id: 18 }) } }]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await placement.place(CONTEXT);
    coupon.setAmount(200);
    await placement.place(CONTEXT);
    await placement.place(CONTEXT);
    coupon.addBet(feedBet(1, 2));
    coupon.addBet(feedBet(2, 3));
    coupon.setAmount(200);
    await placement.place(CONTEXT);
    const [a, b, c, d] = fake.calls.map((call) => call.key);
    expect(a).not.toBe(b);
    expect(c).toBe(b);
    expect(d).not.toBe(c);
  });

  it('keeps every selection when the server refuses the coupon, and says what to change', async () => {
    const coupon = couponWith([2, 3, 1.5]);
    const fake = fakeCouponApi([refusal({ code: 'amount_above_max', meta: { max: 100000, iso: 'RUB' } }, { code: 'insufficient_funds', meta: { balance: 12.5, iso: 'RUB' } })]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await expect(placement.place(CONTEXT)).resolves.toBe('failed');
    expect(betIds(coupon)).toEqual(['1', '2', '3']);
    expect(coupon.state.amount).toBe(150);
    expect(placement.state.problems).toEqual([
      { kind: 'amount-above-max', max: 100000, iso: 'RUB' },
      { kind: 'insufficient-funds', balance: 12.5, iso: 'RUB' },
    ]);
    expect(coupon.state.maxBetAmount).toBe(100000);
    expect(placement.state.canRetry).toBe(false);
  });

  it('shows the minimum stake the server asks for', async () => {
    const coupon = couponWith([2]);
    const placement = createPlacementStore({ coupon, api: fakeCouponApi([refusal({ code: 'amount_below_min', meta: { min: 10, iso: 'RUB' } })]).api });
    await placement.place(CONTEXT);
    expect(placement.state.problems).toEqual([{ kind: 'amount-below-min', min: 10, iso: 'RUB' }]);
    expect(coupon.state.minBetAmount).toBe(10);
  });

  it('locks the bets whose market is suspended or whose game started or finished, and keeps them in the coupon', async () => {
    const coupon = couponWith([2, 3, 1.5, 1.8]);
    const fake = fakeCouponApi([
      refusal(
        { code: 'market_blocked', meta: { outcomeId: 1, gameId: 10 } },
        { code: 'game_started', meta: { outcomeId: 2, gameId: 20 } },
        { code: 'game_finished', meta: { outcomeId: 3, gameId: 30 } },
      ),
    ]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await placement.place(CONTEXT);
    expect(betIds(coupon)).toEqual(['1', '2', '3', '4']);
    expect(coupon.state.bets.map((bet) => [bet.isBlocked, bet.isFinished])).toEqual([
      [true, false],
      [true, false],
      [true, true],
      [false, false],
    ]);
    expect(placement.state.problems).toEqual([
      { kind: 'bet-locked', betId: '1', reason: 'market_blocked' },
      { kind: 'bet-locked', betId: '2', reason: 'game_started' },
      { kind: 'bet-locked', betId: '3', reason: 'game_finished' },
    ]);
  });

  it('names the selections of a game that may not be combined', async () => {
    const coupon = couponWith([2]);
    coupon.addBet(feedBet(5, 1.9, { market: { gameId: 10, typeId: 7 } }));
    const placement = createPlacementStore({ coupon, api: fakeCouponApi([refusal({ code: 'dependent_bets', meta: { gameId: 10 } })]).api });
    await placement.place(CONTEXT);
    expect(placement.state.problems).toEqual([{ kind: 'dependent-bets', gameId: 10, betIds: ['1', '5'] }]);
  });

  describe('odds changed, as changeCoefAction says', () => {
    const oddsChanged = (outcomeId: number, previousCoef: number, coef: number) => refusal({ code: 'odds_changed', meta: { outcomeId, previousCoef, coef } });

    it('0 (confirm): holds the new price for the player and sends nothing more until accepted', async () => {
      const coupon = couponWith([2, 3], { settings: { changeCoefAction: 0 } });
      const fake = fakeCouponApi([oddsChanged(2, 3, 3.2), { status: 200, body: { coupon: placedCoupon() } }]);
      const placement = createPlacementStore({ coupon, api: fake.api });
      await expect(placement.place(CONTEXT)).resolves.toBe('failed');
      expect(fake.calls).toHaveLength(1);
      expect(placement.state.problems).toEqual([{ kind: 'odds-changed', betId: '2', previousCoef: 3, coef: 3.2, isAccepted: false }]);
      expect(coupon.state.pendingCoefByBetId).toEqual({ '2': 3.2 });
      // Pressing "Place bet" again before accepting sends nothing.
      await expect(placement.place(CONTEXT)).resolves.toBe('needs-confirmation');
      expect(fake.calls).toHaveLength(1);
      placement.acceptChanges();
      expect(coupon.state.bets[1]!.market.coef).toBe(3.2);
      expect(placement.state).toMatchObject({ status: 'idle', problems: [] });
      await expect(placement.place(CONTEXT)).resolves.toBe('placed');
      expect(fake.calls[1]!.body).toMatchObject({ bets: [{ market: { coef: 2 } }, { market: { coef: 3.2 } }] });
      expect(fake.calls[1]!.key).not.toBe(fake.calls[0]!.key);
    });

    it('2 (accept increases): holds a drop for the player', async () => {
      const coupon = couponWith([2, 3]);
      const fake = fakeCouponApi([oddsChanged(1, 2, 1.9)]);
      const placement = createPlacementStore({ coupon, api: fake.api });
      await placement.place(CONTEXT);
      expect(fake.calls).toHaveLength(1);
      expect(placement.state.problems).toEqual([{ kind: 'odds-changed', betId: '1', previousCoef: 2, coef: 1.9, isAccepted: false }]);
      expect(coupon.state.bets[0]!.market.coef).toBe(2);
    });

    it('2 (accept increases): takes a rise and places again at once, once', async () => {
      const coupon = couponWith([2, 3]);
      const fake = fakeCouponApi([oddsChanged(1, 2, 2.1), { status: 200, body: { coupon: placedCoupon() } }]);
      const placement = createPlacementStore({ coupon, api: fake.api });
      await expect(placement.place(CONTEXT)).resolves.toBe('placed');
      expect(fake.calls).toHaveLength(2);
      expect(fake.calls[1]!.body).toMatchObject({ bets: [{ market: { id: 1, coef: 2.1 } }, { market: { id: 2, coef: 3 } }] });
    });

    it('1 (accept any): takes any change and places again, but only once', async () => {
      const coupon = couponWith([2, 3], { settings: { changeCoefAction: 1 } });
      const fake = fakeCouponApi([oddsChanged(2, 3, 2.5), oddsChanged(2, 2.5, 2.4), { status: 200, body: { coupon: placedCoupon() } }]);
      const placement = createPlacementStore({ coupon, api: fake.api });
      await expect(placement.place(CONTEXT)).resolves.toBe('failed');
      expect(fake.calls).toHaveLength(2);
      expect(coupon.state.bets[1]!.market.coef).toBe(2.4);
      expect(placement.state.problems).toEqual([{ kind: 'odds-changed', betId: '2', previousCoef: 2.5, coef: 2.4, isAccepted: true }]);
      expect(betIds(coupon)).toEqual(['1', '2']);
    });
  });

  it('sends a visitor to sign in without a request', async () => {
    const coupon = couponWith([2]);
    const fake = fakeCouponApi();
    const onSignInRequired = vi.fn();
    const placement = createPlacementStore({ coupon, api: fake.api, onSignInRequired });
    await expect(placement.place({ ...CONTEXT, isSignedIn: false })).resolves.toBe('sign-in');
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the player to sign in when the session is gone (401), keeping the coupon', async () => {
    const coupon = couponWith([2, 3]);
    const fake = fakeCouponApi([{ status: 401, body: { errors: [{ code: 'unauthorized', detail: 'Sign in' }] } }], {
      '/web-api/user/gettoken': () => ({ status: 401, body: { errors: [{ code: 'unauthorized', detail: 'no session' }] } }),
    });
    const onSignInRequired = vi.fn();
    const placement = createPlacementStore({ coupon, api: fake.api, onSignInRequired });
    await expect(placement.place(CONTEXT)).resolves.toBe('sign-in');
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(placement.state.status).toBe('idle');
    expect(betIds(coupon)).toEqual(['1', '2']);
  });

  it('takes a fresh key when the server says the key belongs to another coupon', async () => {
    const coupon = couponWith([2, 3]);
    const fake = fakeCouponApi([{ status: 422, body: { errors: [{ code: 'idempotency_key_reused', detail: 'used' }] } }, { status: 200, body: { coupon: placedCoupon() } }]);
    const placement = createPlacementStore({ coupon, api: fake.api });
    await placement.place(CONTEXT);
    expect(placement.state.canRetry).toBe(true);
    await expect(placement.retry()).resolves.toBe('placed');
    expect(fake.calls[1]!.key).not.toBe(fake.calls[0]!.key);
  });

  it('places nothing for an empty coupon', async () => {
    const fake = fakeCouponApi();
    await expect(createPlacementStore({ coupon: createCouponStore(), api: fake.api }).place(CONTEXT)).resolves.toBe('nothing-to-place');
    expect(fake.calls).toHaveLength(0);
  });

  it('places singles with each bet’s stake and a system with its value', async () => {
    const singles = couponWith([2, 3]);
    singles.setType(9);
    singles.setAmountByBetId('2', 300);
    const fake = fakeCouponApi([{ status: 200, body: { coupon: placedCoupon() } }]);
    await createPlacementStore({ coupon: singles, api: fake.api }).place(CONTEXT);
    expect(fake.calls[0]!.body).toMatchObject({ typeId: 9, bets: [{ market: { id: 1 }, amount: 150 }, { market: { id: 2 }, amount: 300 }] });
    expect(fake.calls[0]!.body).not.toHaveProperty('promoCode');

    const system = couponWith([2, 3, 1.5, 1.8]);
    system.setType(2);
    system.setSystemValue(3);
    await createPlacementStore({ coupon: system, api: fake.api }).place(CONTEXT);
    expect(fake.calls[1]!.body).toMatchObject({ typeId: 2, systemValue: 3 });
    expect(fake.calls[1]!.body.bets).toHaveLength(4);
  });
});
