// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import {
  COUPON_STORAGE_KEY,
  CouponProvider,
  createAddBetChannel,
  loadCouponEngine,
  createCouponStore,
  serialiseCoupon,
  useBroadcastAddBet,
  useCoupon,
  type CouponConfig,
  type CouponStore,
} from '@bf/headless/coupon';
import { makeBet } from './coupon-test-bets.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const USD = { iso: 'USD', money: 100, isBonus: false };
const CONFIG: CouponConfig = {
  isAvailableCouponBonusBet: true,
  showVipBet: true,
  couponTypesWithMinAmount: [1, 2],
  couponTypesWithMaxAmount: [1],
};

function setup(props: { config?: CouponConfig; store?: CouponStore; persist?: boolean } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CouponProvider
      config={props.config ?? CONFIG}
      store={props.store}
      initial={{ account: USD }}
      syncAcrossTabs={false}
      {...(props.persist ? {} : { storage: null })}
    >
      {children}
    </CouponProvider>
  );
  return renderHook(() => ({ coupon: useCoupon(), broadcastAddBet: useBroadcastAddBet() }), { wrapper });
}

// The coupon's engine loads with its first store in the browser; these hooks render it at once.
beforeAll(() => loadCouponEngine());

describe('useCoupon', () => {
  it('needs a CouponProvider', () => {
    expect(() => renderHook(() => useCoupon())).toThrow(/CouponProvider/);
  });

  it('starts with the currency’s initial amount and the spec defaults', () => {
    const { result } = setup();
    expect(result.current.coupon).toMatchObject({ amount: 5, amountStep: 2.5, systemValue: 2, typeId: 1, bets: [], possibleWin: 0, reminderMs: null });
    expect(result.current.coupon.settings.changeCoefAction).toBe(2);
  });

  it('works the 2-of-3 system example through the hook', async () => {
    const { result } = setup();
    await act(async () => {
      result.current.coupon.addBet(makeBet('1', 2.0));
      result.current.coupon.addBet(makeBet('2', 3.0));
      result.current.coupon.addBet(makeBet('3', 1.5));
      result.current.coupon.setType(2);
      result.current.coupon.setAmount(30);
    });
    expect(result.current.coupon).toMatchObject({ typeId: 2, possibleWin: 135, maxWin: 135, minWin: 30 });
    expect(result.current.coupon.systemOptions).toEqual([{ value: 2, offset: 0, combo: 3, minBetAmount: 0 }]);
  });

  it('pays an express amount × coefficient, or × the exact coefficient', async () => {
    const { result } = setup();
    await act(async () => {
      result.current.coupon.addBet(makeBet('1', 2.0));
      result.current.coupon.addBet(makeBet('2', 3.0));
      result.current.coupon.setAmount(10);
    });
    expect(result.current.coupon.possibleWin).toBe(60);
    await act(async () => result.current.coupon.setExactCoef(5.5));
    expect(result.current.coupon.possibleWin).toBe(55);
  });

  it('adds a bet broadcast by another view', async () => {
    const { result } = setup();
    await act(async () => result.current.broadcastAddBet(makeBet('9', 1.7)));
    expect(result.current.coupon.bets.map((bet) => bet.market.id)).toEqual(['9']);
  });

  it('adds a broadcast bet to a store handed to the provider', async () => {
    const store = createCouponStore({ account: USD });
    const { result } = setup({ store });
    await act(async () => result.current.broadcastAddBet(makeBet('9', 1.7)));
    expect(store.state.bets).toHaveLength(1);
  });

  it('listens to a shared channel under StrictMode, and stops after unmounting', async () => {
    const channel = createAddBetChannel();
    const store = createCouponStore();
    const { unmount } = renderHook(() => useCoupon(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StrictMode>
          <CouponProvider store={store} channel={channel} storage={null} syncAcrossTabs={false}>
            {children}
          </CouponProvider>
        </StrictMode>
      ),
    });
    await act(async () => channel.broadcastAddBet(makeBet('1', 2)));
    expect(store.state.bets).toHaveLength(1);
    unmount();
    channel.broadcastAddBet(makeBet('2', 2));
    expect(store.state.bets).toHaveLength(1);
  });

  it('gives each provider its own store', async () => {
    const first = setup();
    const second = setup();
    await act(async () => first.result.current.coupon.addBet(makeBet('1', 2)));
    expect(first.result.current.coupon.bets).toHaveLength(1);
    expect(second.result.current.coupon.bets).toHaveLength(0);
  });

  it('offers the express bonus per the site config', async () => {
    const { result } = setup();
    await act(async () => {
      for (const [id, coef] of [['1', 1.5], ['2', 2.0], ['3', 1.8]] as const) result.current.coupon.addBet(makeBet(id, coef));
    });
    expect(result.current.coupon.bonusOffer.isOffered).toBe(true);
    expect(result.current.coupon.bonusOffer.factor).toBeCloseTo(1.03, 12);
    expect(result.current.coupon.bonusOffer.coef).toBeCloseTo(5.4 * 1.03, 12);
    await act(async () => result.current.coupon.addBet(makeBet('bonus', 1, { isBonusBet: true, market: { gameId: 0, kind: 7 } })));
    await act(async () => result.current.coupon.removeBet('bonus'));
    expect(result.current.coupon.manuallyDeletedBonusBet).toBe(true);
    expect(result.current.coupon.bonusOffer.isOffered).toBe(false);
  });

  it('does not offer the bonus when the feature is off', async () => {
    const { result } = setup({ config: { ...CONFIG, isAvailableCouponBonusBet: false } });
    await act(async () => {
      for (const id of ['1', '2', '3']) result.current.coupon.addBet(makeBet(id, 2));
    });
    expect(result.current.coupon.bonusOffer.isOffered).toBe(false);
  });

  it('derives VIP, promo code, limits, locked bets and the reminder', async () => {
    const { result } = setup();
    await act(async () => {
      result.current.coupon.addBet(makeBet('1', 2));
      result.current.coupon.setBetLimits({ minBetAmount: 10, maxBetAmount: 100 });
    });
    expect(result.current.coupon).toMatchObject({ canUseVip: true, canUsePromo: true, reminderMs: 300_000, limits: { min: 10, max: 100 }, amountCheck: 'below-min' });
    await act(async () => {
      result.current.coupon.addBet(makeBet('2', 2, { gameStatusId: 2, isBlocked: true }));
      result.current.coupon.setType(9);
    });
    expect(result.current.coupon).toMatchObject({ canUseVip: false, canUsePromo: false, reminderMs: 30_000, lockedBetIds: ['2'], limits: { min: 0, max: Infinity } });
  });

  it('walks the one-click confirmation', async () => {
    const { result } = setup();
    await act(async () => result.current.coupon.addBet(makeBet('1', 2)));
    let answer: string | undefined;
    await act(async () => {
      answer = result.current.coupon.requestOneClick();
    });
    expect(answer).toBe('needs-confirmation');
    expect(result.current.coupon.isOneClickWarningOpen).toBe(true);
    await act(async () => result.current.coupon.cancelOneClick());
    expect(result.current.coupon.settings.isActiveOneClick).toBe(false);
    await act(async () => {
      result.current.coupon.requestOneClick();
      result.current.coupon.confirmOneClick();
    });
    expect(result.current.coupon.bets).toEqual([]);
    expect(result.current.coupon.settings).toMatchObject({ isActiveOneClick: true, changeCoefAction: 1 });
  });

  it('shows odds waiting for confirmation', async () => {
    const { result } = setup();
    await act(async () => result.current.coupon.addBet(makeBet('1', 2)));
    await act(async () => void result.current.coupon.applyOddsChange('1', 1.8));
    expect(result.current.coupon.needsOddsConfirmation).toBe(true);
    await act(async () => result.current.coupon.acceptOddsChanges());
    expect(result.current.coupon.needsOddsConfirmation).toBe(false);
    expect(result.current.coupon.coef).toBe(1.8);
  });

  it('keeps derived values memoised while their inputs stay the same', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CouponProvider config={CONFIG} storage={null} syncAcrossTabs={false}>
        {children}
      </CouponProvider>
    );
    // Valtio re-renders for what the render reads, so the probe reads the setting it waits for while rendering.
    const { result } = renderHook(
      () => {
        const coupon = useCoupon();
        return { coupon, isDropOnScoreChange: coupon.settings.isDropOnScoreChange };
      },
      { wrapper },
    );
    await act(async () => result.current.coupon.addBet(makeBet('1', 2, { isBlocked: true })));
    const { lockedBetIds, bonusOffer, limits, reminderMs } = result.current.coupon;
    await act(async () => result.current.coupon.setDropOnScoreChange(true));
    expect(result.current.isDropOnScoreChange).toBe(true);
    expect(result.current.coupon.lockedBetIds).toBe(lockedBetIds);
    expect(result.current.coupon.bonusOffer).toBe(bonusOffer);
    expect(result.current.coupon.limits).toBe(limits);
    expect(result.current.coupon.reminderMs).toBe(reminderMs);
  });

  it('restores the saved coupon after mounting, and saves changes', async () => {
    const saved = createCouponStore();
    saved.addBet(makeBet('7', 2.5));
    localStorage.setItem(COUPON_STORAGE_KEY, serialiseCoupon(saved.state));
    const { result } = setup({ persist: true });
    await act(async () => {});
    expect(result.current.coupon.bets.map((bet) => bet.market.id)).toEqual(['7']);
    await act(async () => result.current.coupon.addBet(makeBet('8', 1.5)));
    expect(JSON.parse(localStorage.getItem(COUPON_STORAGE_KEY)!).bets).toHaveLength(2);
  });

  it('keeps two tabs’ coupons the same over BroadcastChannel', async () => {
    const tab = () =>
      renderHook(() => useCoupon(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <CouponProvider config={CONFIG} storage={null}>
            {children}
          </CouponProvider>
        ),
      });
    const first = tab();
    const second = tab();
    await act(async () => first.result.current.addBet(makeBet('1', 2.2)));
    await waitFor(() => expect(second.result.current.bets.map((bet) => bet.market.id)).toEqual(['1']));
  });
});
