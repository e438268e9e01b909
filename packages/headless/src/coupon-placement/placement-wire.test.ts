import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponPlaceBodySchema, type PlacedBet } from '@bf/api-client/coupon';
import { createCouponStore } from '@bf/headless/coupon';
import { couponBetFromPlaced, couponIdempotencyKey, createBonusBet, toPlaceBody } from '@bf/headless/coupon-placement';
import { feedBet } from './placement-test-kit.tsx';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

describe('the coupon on the wire', () => {
  it('sends each selection as its outcome id and the price seen, and the rest of the submission object (COUPON-005)', () => {
    const store = createCouponStore({ now: () => 1 });
    store.addBet(feedBet(624, 1.65));
    store.addBet(feedBet(625, 2.1, { market: { isLive: true } }));
    store.setAmount(100);
    const submission = store.toSubmission(42, 7, { coefViewId: 1, refId: 3 });
    const body = toPlaceBody(submission, store.state.bets, { promoCode: 'SPRING', isVipBet: true });
    expect(body).toMatchObject({
      typeId: 1,
      amount: 100,
      accountId: 7,
      changeCoefAction: 2,
      bets: [{ market: { id: 624, coef: 1.65, isLive: false } }, { market: { id: 625, coef: 2.1, isLive: true } }],
      coef: submission.coef,
      coefViewId: 1,
      refId: 3,
      userId: 42,
      promoCode: 'SPRING',
      isVipBet: true,
    });
    expect(body).not.toHaveProperty('systemValue');
    expect(couponPlaceBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out an unknown account and sends the bonus bet as its factor, not as a selection', () => {
    const store = createCouponStore({ isBonusBetAvailable: true });
    [1, 2, 3].forEach((id) => store.addBet(feedBet(id, 1.5)));
    expect(store.addBet(createBonusBet(1.03))).toBe('added');
    const body = toPlaceBody(store.toSubmission(1), store.state.bets);
    expect(body).not.toHaveProperty('accountId');
    expect(body.bets.map((bet) => bet.market.id)).toEqual([1, 2, 3]);
    expect(body.bonusCoef).toBe(1.03);
  });

  it('sends a system\'s bankers in block 0 and nothing about blocks otherwise (COUPON-024)', () => {
    const store = createCouponStore();
    [1, 2, 3, 4].forEach((id) => store.addBet(feedBet(id, 1.5 + id / 10)));
    store.setType(2);
    store.setBanker('1', true);
    const body = toPlaceBody(store.toSubmission(1), store.state.bets);
    expect(body.bets.map((bet) => bet.blockId)).toEqual([0, undefined, undefined, undefined]);
    expect(body).toMatchObject({ typeId: 2, systemValue: 2, amountByBlockId: {} });
    store.setType(3);
    const chain = toPlaceBody(store.toSubmission(1), store.state.bets);
    expect(chain.bets.every((bet) => !('blockId' in bet))).toBe(true);
    expect(chain).toMatchObject({ typeId: 3 });
    expect(chain).not.toHaveProperty('systemValue');
  });

  it('sends a block coupon with every selection\'s block, each block\'s stake and their sum (COUPON-026)', () => {
    const store = createCouponStore();
    [1, 2, 3].forEach((id) => store.addBet(feedBet(id, 2)));
    store.setAmount(10);
    store.setType(4);
    store.setBlock('2', 1);
    store.setAmountByBlockId(3, 25);
    const body = toPlaceBody(store.toSubmission(1), store.state.bets);
    expect(body).toMatchObject({ typeId: 4, amount: 35, amountByBlockId: { 1: 10, 3: 25 } });
    expect(body.bets.map((bet) => bet.blockId)).toEqual([1, 1, 3]);
    expect(couponPlaceBodySchema.safeParse(body).success).toBe(true);
  });

  it('makes keys the server accepts, the same for the same coupon and different for any change', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 101, max: 5000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 100000 }), (cents, amount) => {
        const make = () => {
          const store = createCouponStore({ now: () => 5 });
          cents.forEach((coef, index) => store.addBet(feedBet(index + 1, coef / 100)));
          store.setAmount(amount);
          return store;
        };
        const a = make();
        const b = make();
        const keyA = couponIdempotencyKey(a.toSubmission(1), a.state.addedAtByBetId);
        expect(keyA).toMatch(IDEMPOTENCY_KEY);
        expect(couponIdempotencyKey(b.toSubmission(1), b.state.addedAtByBetId)).toBe(keyA);
        b.setAmount(amount + 1);
        expect(couponIdempotencyKey(b.toSubmission(1), b.state.addedAtByBetId)).not.toBe(keyA);
        expect(couponIdempotencyKey(a.toSubmission(2), a.state.addedAtByBetId)).not.toBe(keyA);
        expect(couponIdempotencyKey(a.toSubmission(1), { ...a.state.addedAtByBetId, '1': 6 })).not.toBe(keyA);
        expect(couponIdempotencyKey(a.toSubmission(1), a.state.addedAtByBetId, '+')).not.toBe(keyA);
      }),
    );
  });

  it('reads a placed bet back as a coupon bet with the names the player saw', () => {
    const placed: PlacedBet = {
      market: {
        id: 624, coef: 1.65, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'England. Premier League',
        gameId: 381, champId: 101, marketId: 251, marketName: 'Match result', name: '1', param: null,
      },
      team1: 'Newcastle United', team2: 'Manchester City', score: { team1: 1, team2: 0 }, gameStatusId: 2, startAt: '2025-05-13T11:30:00.000Z', isBlocked: false, statusId: -2,
    };
    expect(couponBetFromPlaced(placed)).toMatchObject({
      market: { id: '624', coef: 1.65, gameId: 381, typeId: 251, marketName: 'Match result', outcomeName: '1' },
      team1Name: 'Newcastle United',
      team2Name: 'Manchester City',
      team1Score: '1',
      team2Score: '0',
      statusId: -2,
      startTime: Date.parse('2025-05-13T11:30:00.000Z'),
      isFinished: false,
    });
  });
});
