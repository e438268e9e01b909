import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAddBetChannel, createCouponStore, createDefaultCouponSettings, restoreCoupon, serialiseCoupon, type CouponStoreOptions } from '@bf/headless/coupon';
import { betsWithOdds, makeBet } from './coupon-test-bets.ts';

const USD = { iso: 'USD', money: 100, isBonus: false };

function storeWith(odds: number[] = [], options: CouponStoreOptions = {}) {
  let keys = 0;
  const store = createCouponStore({ now: () => 1000, createIdempotencyKey: () => `key-${++keys}`, ...options });
  for (const bet of betsWithOdds(odds)) store.addBet(bet);
  return store;
}

const bonusBet = () => makeBet('bonus', 1, { isBonusBet: true, market: { gameId: 0, kind: 7 } });

describe('coupon store', () => {
  it('gives each call its own store', () => {
    const a = storeWith([2]);
    const b = storeWith();
    expect(a.state.bets).toHaveLength(1);
    expect(b.state.bets).toHaveLength(0);
  });

  it('starts with the currency’s initial amount and step, RUB when there is no account', () => {
    expect(storeWith().state).toMatchObject({ amount: 150, initialAmount: 150, amountStep: 100, systemValue: 2 });
    expect(storeWith([], { account: USD }).state).toMatchObject({ amount: 5, initialAmount: 5, amountStep: 2.5 });
    expect(storeWith().state.settings.changeCoefAction).toBe(2);
  });

  it('adds bets, records when, and keeps the coefficient', () => {
    const store = storeWith([2.0, 3.0, 1.5]);
    expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['1', '2', '3']);
    expect(store.state.addedAtByBetId).toEqual({ '1': 1000, '2': 1000, '3': 1000 });
    expect(store.state.coef).toBeCloseTo(9, 12);
    expect(store.state.coefByView).toBe('9');
    expect(store.state.systemValues).toEqual([{ value: 2, offset: 0, combo: 3, minBetAmount: 0 }]);
  });

  it('replaces the same selection instead of adding it twice', () => {
    const store = storeWith([2.0, 3.0]);
    expect(store.addBet(makeBet('1', 2.2))).toBe('replaced');
    expect(store.state.bets.map((bet) => [bet.market.id, bet.market.coef])).toEqual([['1', 2.2], ['2', 3.0]]);
  });

  it('replaces a selection from the same market of the same game', () => {
    const store = storeWith();
    store.addBet(makeBet('home', 2.0, { market: { gameId: 5, typeId: 1 } }));
    expect(store.addBet(makeBet('away', 3.5, { market: { gameId: 5, typeId: 1 } }))).toBe('replaced');
    expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['away']);
    expect(store.state.bets[0]!.isDepend).toBe(false);
  });

  it('flags two markets of the same game as dependent, and clears the flag when one goes', () => {
    const store = storeWith([1.8]);
    store.addBet(makeBet('win', 2.0, { market: { gameId: 5, typeId: 1 } }));
    store.addBet(makeBet('total', 1.9, { market: { gameId: 5, typeId: 17 } }));
    expect(store.state.bets.map((bet) => bet.isDepend)).toEqual([false, true, true]);
    store.removeBet('total');
    expect(store.state.bets.map((bet) => bet.isDepend)).toEqual([false, false]);
  });

  it('keeps the caller’s bet object untouched', () => {
    const bet = makeBet('1', 2);
    const store = storeWith();
    store.addBet(bet);
    store.applyOddsChange('1', 2.5);
    expect(bet.market.coef).toBe(2);
  });

  it('removes a bet and forgets its amounts', () => {
    const store = storeWith([2, 3], { state: { typeId: 9 } });
    store.setType(9);
    store.setAmountByBetId('2', 40);
    expect(store.removeBet('2')).toBe(true);
    expect(store.removeBet('nope')).toBe(false);
    expect(store.state.amountByBetId).toEqual({});
    expect(store.state.addedAtByBetId).toEqual({ '1': 1000 });
  });

  it('empties the coupon on clear', () => {
    const store = storeWith([2, 3, 4]);
    store.setType(2);
    store.clear();
    expect(store.state).toMatchObject({ bets: [], coef: 0, typeId: 1, systemValue: 2, systemValues: [], manuallyDeletedBonusBet: false });
  });

  describe('bonus bet', () => {
    it('adds the bonus bet with the bonus coefficient when offered', () => {
      const store = storeWith([1.5, 2.0, 1.8], { isBonusBetAvailable: true });
      expect(store.addBet(bonusBet())).toBe('added');
      expect(store.state.bets.find((bet) => bet.isBonusBet)?.market.coef).toBeCloseTo(1.03, 12);
      expect(store.state.coef).toBeCloseTo(1.5 * 2.0 * 1.8 * 1.03, 12);
      store.addBet(makeBet('4', 1.2));
      expect(store.state.bets.find((bet) => bet.isBonusBet)?.market.coef).toBeCloseTo(1.04, 12);
    });

    it('refuses the bonus bet when it is not offered', () => {
      expect(storeWith([1.5, 2.0, 1.8]).addBet(bonusBet())).toBe('refused');
      expect(storeWith([1.5, 2.0], { isBonusBetAvailable: true }).addBet(bonusBet())).toBe('refused');
    });

    it('does not add a bonus bet again once the player removed it', () => {
      const store = storeWith([1.5, 2.0, 1.8], { isBonusBetAvailable: true });
      store.addBet(bonusBet());
      store.removeBet('bonus');
      expect(store.state.manuallyDeletedBonusBet).toBe(true);
      expect(store.addBet(bonusBet())).toBe('refused');
      store.clear();
      expect(store.state.manuallyDeletedBonusBet).toBe(false);
    });

    it('drops the bonus bet without the flag when the offer no longer holds', () => {
      const store = storeWith([1.5, 2.0, 1.8], { isBonusBetAvailable: true });
      store.addBet(bonusBet());
      store.removeBet('3');
      expect(store.state.bets.some((bet) => bet.isBonusBet)).toBe(false);
      expect(store.state.manuallyDeletedBonusBet).toBe(false);
    });

    it('drops the bonus bet when the feature is switched off', () => {
      const store = storeWith([1.5, 2.0, 1.8], { isBonusBetAvailable: true });
      store.addBet(bonusBet());
      store.setBonusBetAvailable(false);
      expect(store.state.bets).toHaveLength(3);
    });
  });

  describe('type and system value', () => {
    it('switches between express, system and singles', () => {
      const store = storeWith([2, 3, 1.5, 4]);
      expect(store.setType(2)).toBe(2);
      expect(store.setType(9)).toBe(9);
      expect(store.setType(1)).toBe(1);
      expect(store.setType(-1)).toBe(1);
    });

    it('keeps the type when a system is not possible and resets the system value', () => {
      const store = storeWith([2, 3]);
      expect(store.setType(2)).toBe(1);
      expect(store.state.systemValue).toBe(2);
    });

    it('falls back to express when a system loses its third selection', () => {
      const store = storeWith([2, 3, 1.5]);
      store.setType(2);
      store.removeBet('3');
      expect(store.state.typeId).toBe(1);
      expect(store.state.systemValue).toBe(2);
    });

    it('keeps the system value at 2 or more and below the selection count', () => {
      const store = storeWith([2, 3, 1.5, 4, 5]);
      store.setType(2);
      store.setSystemValue(1);
      expect(store.state.systemValue).toBe(2);
      store.setSystemValue(10);
      expect(store.state.systemValue).toBe(4);
      store.removeBet('5');
      expect(store.state.systemValue).toBe(3);
      store.setSystemValue(Number.NaN);
      expect(store.state.systemValue).toBe(2);
    });

    it('keeps the system value at 2 or more and amounts valid whatever the player does (property)', () => {
      const action = fc.oneof(
        fc.record({ kind: fc.constant('add' as const), id: fc.integer({ min: 1, max: 8 }), coef: fc.double({ min: 1.01, max: 20, noNaN: true }), game: fc.integer({ min: 1, max: 4 }) }),
        fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 8 }) }),
        fc.record({ kind: fc.constant('type' as const), typeId: fc.constantFrom(1, 2, 3, 4, 9, 0, -4) }),
        fc.record({ kind: fc.constant('block' as const), id: fc.integer({ min: 1, max: 8 }), blockId: fc.integer({ min: -1, max: 9 }) }),
        fc.record({ kind: fc.constant('system' as const), value: fc.oneof(fc.integer({ min: -5, max: 12 }), fc.double()) }),
        fc.record({ kind: fc.constant('amount' as const), value: fc.oneof(fc.double(), fc.integer()) }),
        fc.record({ kind: fc.constant('banker' as const), id: fc.integer({ min: 1, max: 8 }), on: fc.boolean() }),
        fc.record({ kind: fc.constant('step' as const), direction: fc.constantFrom(1 as const, -1 as const) }),
        fc.constant({ kind: 'clear' as const }),
      );
      fc.assert(
        fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
          const store = storeWith();
          for (const a of actions) {
            if (a.kind === 'add') store.addBet(makeBet(String(a.id), a.coef, { market: { gameId: a.game, typeId: a.id } }));
            else if (a.kind === 'remove') store.removeBet(String(a.id));
            else if (a.kind === 'type') store.setType(a.typeId);
            else if (a.kind === 'system') store.setSystemValue(a.value);
            else if (a.kind === 'amount') store.setAmount(a.value);
            else if (a.kind === 'banker') store.setBanker(String(a.id), a.on);
            else if (a.kind === 'block') store.setBlock(String(a.id), a.blockId);
            else if (a.kind === 'step') store.stepAmount(a.direction);
            else store.clear();
            const { systemValue, amount, typeId, bets } = store.state;
            expect(systemValue).toBeGreaterThanOrEqual(2);
            expect(Number.isNaN(amount)).toBe(false);
            expect(amount).toBeGreaterThanOrEqual(0);
            if (typeId === 2) expect(systemValue).toBeLessThanOrEqual(bets.filter((bet) => bet.blockId !== 0).length - 1);
            // COUPON-026: a chain or blocks hold 2 selections or more; in blocks each sits in block 1 … n, elsewhere in none.
            if (typeId === 3 || typeId === 4) expect(bets.length).toBeGreaterThanOrEqual(2);
            if (typeId === 4) expect(bets.every((bet) => bet.blockId !== null && bet.blockId >= 1)).toBe(true);
            else expect(bets.every((bet) => bet.blockId === null || (typeId === 2 && bet.blockId === 0))).toBe(true);
          }
        }),
      );
    });
  });

  describe('bankers', () => {
    it('puts a bet in banker block 0 and counts the system over the others', () => {
      const store = storeWith([2.0, 2.0, 3.0, 1.5]);
      store.setType(2);
      expect(store.setBanker('1', true)).toBe(true);
      expect(store.state.isActiveSystemBanker).toBe(true);
      expect(store.state.bets[0]!.blockId).toBe(0);
      expect(store.state.systemValues).toEqual([{ value: 2, offset: 1, combo: 3, minBetAmount: 0 }]);
      store.setAmount(30);
      expect(store.state.calcSystemsMin).toBeCloseTo(60, 10);
    });

    it('refuses a banker outside a system, on a bet that cannot be one, or that leaves under 3 selections', () => {
      const store = storeWith([2.0, 2.0, 3.0]);
      expect(store.setBanker('1', true)).toBe(false);
      store.setType(2);
      expect(store.setBanker('1', true)).toBe(false);
      store.addBet(makeBet('x', 2, { isDisabledBanker: true }));
      expect(store.setBanker('x', true)).toBe(false);
    });

    it('releases the bankers when the coupon leaves system', () => {
      const store = storeWith([2.0, 2.0, 3.0, 1.5]);
      store.setType(2);
      store.setBanker('1', true);
      store.setType(1);
      expect(store.state.bets[0]!.blockId).toBeNull();
      expect(store.state.isActiveSystemBanker).toBe(false);
    });
  });

  describe('chains and blocks (COUPON-026)', () => {
    it('takes a chain or blocks only with two selections, and falls back to express below that', () => {
      const store = storeWith([2.0]);
      expect(store.setType(3)).toBe(1);
      expect(store.setType(4)).toBe(1);
      store.addBet(makeBet('2', 3.0));
      expect(store.setType(3)).toBe(3);
      store.removeBet('2');
      expect(store.state.typeId).toBe(1);
    });

    it('sends a chain in the order the selections were added, with one stake', () => {
      const store = storeWith([2.0, 3.0, 1.5]);
      store.setType(3);
      store.setAmount(10);
      const submission = store.toSubmission(7, 1);
      expect(submission).toMatchObject({ typeId: 3, amount: 10, amountByBlockId: {} });
      expect(submission.bets.map((bet) => [bet.id, bet.blockId])).toEqual([['1', null], ['2', null], ['3', null]]);
    });

    it('reorders a chain, and only a chain', () => {
      const store = storeWith([2.0, 3.0, 1.5]);
      expect(store.moveBet('2', -1)).toBe(false);
      store.setType(3);
      expect(store.moveBet('2', -1)).toBe(true);
      expect(store.state.bets.map((bet) => bet.market.id)).toEqual(['2', '1', '3']);
      expect(store.moveBet('2', -1)).toBe(false);
      expect(store.moveBet('3', 1)).toBe(false);
      expect(store.moveBet('1', 1)).toBe(true);
      expect(store.toSubmission(7, 1).bets.map((bet) => bet.id)).toEqual(['2', '3', '1']);
    });

    it('starts blocks with a block per selection, moves selections between blocks and stakes each block', () => {
      const store = storeWith([2.0, 3.0, 1.5]);
      store.setAmount(5);
      store.setType(4);
      expect(store.state.bets.map((bet) => bet.blockId)).toEqual([1, 2, 3]);
      expect(store.setBlock('2', 1)).toBe(true);
      expect(store.setBlock('2', 4)).toBe(false);
      expect(store.setBlock('2', 0)).toBe(false);
      store.setAmountByBlockId(1, 10);
      store.setAmountByBlockId(3, 20.004);
      store.setAmountByBlockId(2, 99); // no selection left in block 2
      expect(store.state.amountByBlockId).toEqual({ 1: 10, 3: 20 });
      const submission = store.toSubmission(7, 1);
      expect(submission).toMatchObject({ typeId: 4, amount: 30, amountByBlockId: { 1: 10, 3: 20 } });
      expect(submission.bets.map((bet) => bet.blockId)).toEqual([1, 1, 3]);
      // A new selection gets a block of its own, staked with the coupon stake.
      store.addBet(makeBet('4', 2.0));
      expect(store.state.bets[3]!.blockId).toBe(4);
      expect(store.toSubmission(7, 1)).toMatchObject({ amount: 35, amountByBlockId: { 1: 10, 3: 20, 4: 5 } });
    });

    it('forgets blocks and their stakes when the coupon leaves blocks', () => {
      const store = storeWith([2.0, 3.0]);
      store.setType(4);
      store.setAmountByBlockId(1, 10);
      store.setType(1);
      expect(store.state.bets.map((bet) => bet.blockId)).toEqual([null, null]);
      expect(store.state.amountByBlockId).toEqual({});
      expect(store.setBlock('1', 1)).toBe(false);
    });

    it('sends the bankers of a system in block 0 (COUPON-024)', () => {
      const store = storeWith([2.0, 2.0, 3.0, 1.5]);
      store.setType(2);
      store.setBanker('1', true);
      expect(store.toSubmission(7, 1).bets.map((bet) => bet.blockId)).toEqual([0, null, null, null]);
    });
  });

  describe('amounts', () => {
    it('rounds the amount to the currency’s minor unit and never lets it go negative or NaN', () => {
      const store = storeWith([], { account: USD });
      store.setAmount(10.456);
      expect(store.state.amount).toBe(10.46);
      store.setAmount(-3);
      expect(store.state.amount).toBe(0);
      store.setAmount(Number.NaN);
      expect(store.state.amount).toBe(0);
      store.switchAccount(2, { iso: 'JPY', money: 1000, isBonus: false });
      store.setAmount(333.7);
      expect(store.state.amount).toBe(334);
    });

    it('keeps an amount per bet only for bets in the coupon', () => {
      const store = storeWith([2]);
      store.setAmountByBetId('1', 12.345);
      store.setAmountByBetId('ghost', 12);
      expect(store.state.amountByBetId).toEqual({ '1': 12.35 });
    });

    it('steps the amount by the currency step, never below 0', () => {
      const store = storeWith([], { account: USD });
      store.stepAmount(1);
      expect(store.state.amount).toBe(7.5);
      store.setAmount(1);
      store.stepAmount(-1);
      expect(store.state.amount).toBe(0);
    });

    it('resets the prepaid amount to 0 after switching account', () => {
      const store = storeWith([2], { account: USD });
      store.setAvailablePrepaidAmount(20);
      store.setAmount(12);
      store.switchAccount(7, { iso: 'USD', money: 5, isBonus: true });
      expect(store.state).toMatchObject({ accountId: 7, availablePrepaidAmount: 0, amount: 12 });
      store.switchAccount(8, { iso: 'EUR', money: 5, isBonus: false });
      expect(store.state).toMatchObject({ accountId: 8, amount: 5, amountStep: 2.5 });
    });

    it('takes the operator’s limits, ignoring bad values', () => {
      const store = storeWith([2, 3, 4]);
      store.setBetLimits({ minBetAmount: 10, maxBetAmount: 500, maxPayout: 10_000 });
      expect(store.state).toMatchObject({ minBetAmount: 10, maxBetAmount: 500, maxPayout: 10_000 });
      expect(store.state.systemValues[0]!.minBetAmount).toBe(30);
      store.setBetLimits({ minBetAmount: -1, maxBetAmount: Infinity });
      expect(store.state).toMatchObject({ minBetAmount: 0, maxBetAmount: Infinity });
    });
  });

  describe('one-click', () => {
    it('turns one-click on at once when the coupon is empty, with changeCoefAction 1', () => {
      const store = storeWith();
      expect(store.requestOneClick()).toBe('enabled');
      expect(store.state.settings).toMatchObject({ isActiveOneClick: true, changeCoefAction: 1 });
    });

    it('asks for confirmation when the coupon has bets', () => {
      const store = storeWith([2, 3]);
      expect(store.requestOneClick()).toBe('needs-confirmation');
      expect(store.state.isOneClickWarningOpen).toBe(true);
      expect(store.state.settings.isActiveOneClick).toBe(false);
      expect(store.state.bets).toHaveLength(2);
    });

    it('clears the bets and turns one-click on when confirmed', () => {
      const store = storeWith([2, 3]);
      store.requestOneClick();
      store.confirmOneClick();
      expect(store.state.bets).toEqual([]);
      expect(store.state.isOneClickWarningOpen).toBe(false);
      expect(store.state.settings).toMatchObject({ isActiveOneClick: true, changeCoefAction: 1 });
    });

    it('keeps one-click off and the bets when cancelled', () => {
      const store = storeWith([2, 3]);
      store.requestOneClick();
      store.cancelOneClick();
      expect(store.state.isOneClickWarningOpen).toBe(false);
      expect(store.state.settings.isActiveOneClick).toBe(false);
      expect(store.state.bets).toHaveLength(2);
    });

    it('restores the previous changeCoefAction when one-click goes off', () => {
      const store = storeWith([], { settings: { changeCoefAction: 0 } });
      store.requestOneClick();
      store.disableOneClick();
      expect(store.state.settings).toMatchObject({ isActiveOneClick: false, changeCoefAction: 0 });
    });
  });

  describe('exact coefficient and drop on score change', () => {
    it('turns drop-on-score-change off when the exact coefficient is set to 0', () => {
      const store = storeWith();
      store.setExactCoef(1.8);
      store.setDropOnScoreChange(true);
      store.setExactCoef(2.1);
      expect(store.state.settings).toMatchObject({ exactCoef: 2.1, isDropOnScoreChange: true });
      store.setExactCoef(0);
      expect(store.state.settings).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
      store.setDropOnScoreChange(true);
      store.setExactCoef(Number.NaN);
      expect(store.state.settings).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
    });

    it('turns one-click off when drop-on-score-change goes on', () => {
      const store = storeWith();
      store.requestOneClick();
      store.setDropOnScoreChange(true);
      expect(store.state.settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false, changeCoefAction: 2 });
      store.requestOneClick();
      store.setDropOnScoreChange(false);
      expect(store.state.settings.isActiveOneClick).toBe(true);
    });
  });

  describe('odds changes', () => {
    it('holds every change for confirmation under changeCoefAction 0', () => {
      const store = storeWith([2.0], { settings: { changeCoefAction: 0 } });
      expect(store.applyOddsChange('1', 2.5)).toBe('needs-confirmation');
      expect(store.applyOddsChange('1', 1.5)).toBe('needs-confirmation');
      expect(store.state.bets[0]!.market.coef).toBe(2.0);
      expect(store.state.pendingCoefByBetId).toEqual({ '1': 1.5 });
      store.acceptOddsChanges();
      expect(store.state.bets[0]!.market.coef).toBe(1.5);
      expect(store.state.pendingCoefByBetId).toEqual({});
    });

    it('accepts any change under changeCoefAction 1', () => {
      const store = storeWith([2.0], { settings: { changeCoefAction: 1 } });
      expect(store.applyOddsChange('1', 1.5)).toBe('accepted');
      expect(store.applyOddsChange('1', 2.5)).toBe('accepted');
      expect(store.state.bets[0]!.market.coef).toBe(2.5);
      expect(store.state.coef).toBe(2.5);
    });

    it('accepts increases and holds decreases under changeCoefAction 2', () => {
      const store = storeWith([2.0]);
      expect(store.applyOddsChange('1', 2.4)).toBe('accepted');
      expect(store.applyOddsChange('1', 2.1)).toBe('needs-confirmation');
      expect(store.state.bets[0]!.market.coef).toBe(2.4);
      expect(store.applyOddsChange('1', 2.4)).toBe('unchanged');
      expect(store.state.pendingCoefByBetId).toEqual({});
    });

    it('ignores unknown bets and invalid odds', () => {
      const store = storeWith([2.0]);
      expect(store.applyOddsChange('x', 2.4)).toBe('ignored');
      expect(store.applyOddsChange('1', Number.NaN)).toBe('ignored');
      expect(store.applyOddsChange('1', -2)).toBe('ignored');
    });
  });

  describe('submission', () => {
    it('builds the submission object', () => {
      const store = storeWith([2.0, 3.0], { account: USD, state: { hyperBonusPercent: 5 } });
      store.setAmount(10);
      store.setAvailablePrepaidAmount(4);
      const submission = store.toSubmission(42, 7, { refId: 1, coefViewId: 0 });
      expect(submission).toEqual({
        id: null,
        accountId: 7,
        amount: 10,
        amountByBlockId: {},
        bets: [
          { id: '1', coef: 2, gameId: expect.any(Number), marketTypeId: 1, kind: 1, typeId: 1, blockId: null },
          { id: '2', coef: 3, gameId: expect.any(Number), marketTypeId: 1, kind: 1, typeId: 1, blockId: null },
        ],
        changeCoefAction: 2,
        coef: 6,
        coefByView: '6',
        coefViewId: 0,
        exactCoef: 0,
        isDropOnScoreChange: false,
        prepaidAmount: 4,
        refId: 1,
        systemValue: 2,
        typeId: 1,
        userId: 42,
        hyperBonusPercent: 5,
        minHyperBonusBetLimit: 0,
        maxHyperBonusLimit: 0,
        idempotencyKey: 'key-1',
      });
    });

    it('sends each single its own amount', () => {
      const store = storeWith([2.0, 3.0]);
      store.setType(9);
      store.setAmount(10);
      store.setAmountByBetId('2', 25);
      expect(store.toSubmission(1).bets.map((bet) => bet.amount)).toEqual([10, 25]);
    });

    it('sends changeCoefAction 1 while one-click is on', () => {
      const store = storeWith();
      store.requestOneClick();
      store.addBet(makeBet('1', 2));
      expect(store.toSubmission(1).changeCoefAction).toBe(1);
    });

    it('keeps the idempotency key for retries and makes a new one when the coupon changes', () => {
      const store = storeWith([2.0, 3.0]);
      const first = store.toSubmission(1).idempotencyKey;
      expect(store.toSubmission(1).idempotencyKey).toBe(first);
      store.setAmount(20);
      const second = store.toSubmission(1).idempotencyKey;
      expect(second).not.toBe(first);
      expect(store.toSubmission(1).idempotencyKey).toBe(second);
      store.setSuccessCoupon({ id: 'C1', amount: 20, coef: 6 });
      expect(store.toSubmission(1).idempotencyKey).not.toBe(second);
    });

    it('makes idempotency keys with crypto.randomUUID by default', () => {
      const store = createCouponStore();
      expect(store.toSubmission(1).idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });
  });

  describe('add-bet channel and saved coupons', () => {
    it('adds the bets broadcast on its channel until disposed', () => {
      const channel = createAddBetChannel();
      const store = storeWith([], { channel });
      channel.broadcastAddBet(makeBet('1', 2));
      expect(store.state.bets).toHaveLength(1);
      store.dispose();
      channel.broadcastAddBet(makeBet('2', 2));
      expect(store.state.bets).toHaveLength(1);
    });

    it('loads a saved coupon and settles it', () => {
      const source = storeWith([2.0, 3.0, 1.5]);
      source.setType(2);
      source.setAmount(30);
      source.setExactCoef(1.7);
      const saved = restoreCoupon(serialiseCoupon(source.state))!;
      const target = storeWith();
      target.hydrate(saved);
      expect(target.state).toMatchObject({ typeId: 2, amount: 30, systemValue: 2, calcSystemsMin: 30 });
      expect(target.state.settings).toEqual({ ...createDefaultCouponSettings(), exactCoef: 1.7 });
      expect(serialiseCoupon(target.state)).toBe(serialiseCoupon(source.state));
    });
  });
});
