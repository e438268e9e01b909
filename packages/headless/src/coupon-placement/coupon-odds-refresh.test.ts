import { describe, expect, it } from 'vitest';
import { createCouponStore } from '@bf/headless/coupon';
import { applyOddsQuotes, couponConfigFrom, couponOddsRefreshMs, formatMoney, outcomeIdsOf, parseStake, quickAmounts, createBonusBet } from '@bf/headless/coupon-placement';
import { feedBet } from './placement-test-kit.tsx';

const quote = (id: number, coef: number, isBlocked = false) => ({ id, marketId: id * 10, gameId: id * 100, coef, isBlocked });

describe('refreshing the coupon’s prices', () => {
  it('asks for the feed outcomes of the coupon (not the bonus bet), every 15 s, or 5 s with a live bet', () => {
    const bets = [feedBet(624, 2), feedBet(625, 1.5), { ...createBonusBet(1.03) }];
    expect(outcomeIdsOf(bets)).toEqual([624, 625]);
    expect(couponOddsRefreshMs(bets)).toBe(15_000);
    expect(couponOddsRefreshMs([feedBet(1, 2, { market: { isLive: true } })])).toBe(5000);
  });

  it('applies new prices as the policy says, and locks and unlocks suspended outcomes', () => {
    const store = createCouponStore();
    [1, 2, 3, 4].forEach((id) => store.addBet(feedBet(id, 2)));
    store.setBetBlocked('4', true);
    applyOddsQuotes(store, { outcomes: [quote(1, 2.2), quote(2, 1.8), quote(3, 2, true), quote(4, 2)], missing: [] });
    expect(store.state.bets.map((bet) => [bet.market.coef, bet.isBlocked])).toEqual([
      [2.2, false],
      [2, false],
      [2, true],
      [2, false],
    ]);
    // 2 (accept increases): the drop waits for the player.
    expect(store.state.pendingCoefByBetId).toEqual({ '2': 1.8 });
    applyOddsQuotes(store, { outcomes: [], missing: [1] });
    expect(store.state.bets[0]!.isBlocked).toBe(true);
  });

  it('re-words a selection with the names the poll brings in the new language, and leaves an unchanged one alone', () => {
    const store = createCouponStore();
    store.addBet(feedBet(1, 2));
    const ru = { sport: 'Футбол', champ: 'Англия. Премьер-лига', team1: 'Арсенал', team2: 'Челси', market: 'Исход матча', outcome: 'П1' };
    applyOddsQuotes(store, { outcomes: [{ ...quote(1, 2), names: ru }], missing: [] });
    const [bet] = store.state.bets;
    expect([bet!.team1Name, bet!.team2Name, bet!.market.sportName, bet!.market.champName, bet!.market.marketName, bet!.market.outcomeName]).toEqual([
      'Арсенал', 'Челси', 'Футбол', 'Англия. Премьер-лига', 'Исход матча', 'П1',
    ]);
    expect(store.renameBet('1', ru)).toBe(false);
    expect(store.renameBet('99', ru)).toBe(false);
  });
});

describe('the coupon’s config and amounts', () => {
  it('reads the d.betting flags, and turns a missing or broken one off', () => {
    expect(couponConfigFrom({ 'd.betting': { show_one_click: true, showVipBet: 'yes', couponTypesWithMinAmount: [1, 2, 9] } })).toEqual({
      show_one_click: true,
      showVipBet: false,
      isAvailableCouponBonusBet: false,
      couponTypesWithMinAmount: [1, 2, 9],
      couponTypesWithMaxAmount: [],
    });
    expect(couponConfigFrom(undefined)).toMatchObject({ show_one_click: false });
  });

  it('offers quick stakes in the currency’s minor units and reads typed stakes', () => {
    expect(quickAmounts(5, 'USD')).toEqual([5, 10, 25, 50]);
    expect(quickAmounts(0, 'USD')).toEqual([]);
    expect(parseStake('12,5')).toBe(12.5);
    expect(parseStake(' 1 000 ')).toBe(1000);
    expect(parseStake('1e3')).toBeNaN();
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
  });
});
