import { describe, expect, it, vi } from 'vitest';
import { createAddBetChannel, createCouponStore } from '@bf/headless/coupon';
import { makeBet } from './coupon-test-bets.ts';

describe('add-bet channel', () => {
  it('broadcasts the add-bet action to every listener', () => {
    const channel = createAddBetChannel();
    const first = vi.fn();
    const second = vi.fn();
    channel.onAddBet(first);
    channel.onAddBet(second);
    const bet = makeBet('1', 2);
    channel.broadcastAddBet(bet);
    expect(first).toHaveBeenCalledWith(bet);
    expect(second).toHaveBeenCalledWith(bet);
  });

  it('stops calling a listener that unsubscribed, even during a broadcast', () => {
    const channel = createAddBetChannel();
    const later = vi.fn();
    const stop = channel.onAddBet(() => stop());
    channel.onAddBet(later);
    channel.broadcastAddBet(makeBet('1', 2));
    channel.broadcastAddBet(makeBet('2', 2));
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('is the only way a remote view adds a bet: the store listening to it adds the bet', () => {
    const channel = createAddBetChannel();
    const store = createCouponStore({ channel });
    channel.broadcastAddBet(makeBet('1', 2));
    expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['1']);
  });

  it('keeps channels apart: a bet on one reaches no other store', () => {
    const a = createAddBetChannel();
    const b = createAddBetChannel();
    const storeA = createCouponStore({ channel: a });
    const storeB = createCouponStore({ channel: b });
    a.broadcastAddBet(makeBet('1', 2));
    expect(storeA.state.bets).toHaveLength(1);
    expect(storeB.state.bets).toHaveLength(0);
  });
});
