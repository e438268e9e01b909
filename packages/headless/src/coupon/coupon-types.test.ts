import { describe, expect, it } from 'vitest';
import {
  BET_STATUS,
  COUPON_TYPE,
  type CouponSubmission,
  type CouponBet,
  type SystemOption,
  type CouponAccount,
} from '@bf/headless/coupon';
import { makeBet } from './coupon-test-bets.ts';

const list = (fields: string) => fields.split(', ').sort();

describe('coupon types', () => {
  it('names the bet status ids -2 to 6 as the spec does', () => {
    expect(BET_STATUS).toEqual({
      NOT_CALCULATED: -2,
      GAME_NOT_STARTED: -1,
      LOSE: 0,
      WIN: 1,
      RETURN: 2,
      FORCED_RETURN: 3,
      HALF_WIN_HALF_RETURN: 4,
      HALF_LOSE_HALF_RETURN: 5,
      HALF_LOSE_HALF_WIN: 6,
    });
  });

  it('numbers the coupon types express 1, system 2, singles 9, and our chain 3 and blocks 4 (COUPON-026)', () => {
    expect(COUPON_TYPE).toEqual({ EXPRESS: 1, SYSTEM: 2, CHAIN: 3, BLOCKS: 4, SINGLES: 9 });
  });

  it('describes a bet with the market and bet fields of the spec', () => {
    const bet: CouponBet = makeBet('7', 1.9);
    expect(Object.keys(bet.market).sort()).toEqual(list('id, coef, sportId, typeId, kind, isLive, sportName, champName, gameId, champId'));
    for (const field of [
      'blockId', 'statusId', 'typeId', 'team1Name', 'team2Name', 'team1Score', 'team2Score', 'gameStatusId', 'startTime',
      'isBlocked', 'isDepend', 'isBannedExpress', 'isDisabledBanker', 'expressId', 'statisticId', 'playersDuel', 'pageType',
      'gameTime', 'isLiveInLive', 'isFinished',
    ]) {
      expect(bet).toHaveProperty(field);
    }
  });

  it('types the system option, account and submission with the spec fields', () => {
    const option: SystemOption = { value: 2, offset: 0, minBetAmount: 30, combo: 3 };
    const account: CouponAccount = { iso: 'USD', money: 10, isBonus: false };
    const submissionFields: (keyof CouponSubmission)[] = [
      'id', 'accountId', 'amount', 'amountByBlockId', 'bets', 'changeCoefAction', 'coef', 'coefByView', 'coefViewId', 'exactCoef',
      'isDropOnScoreChange', 'prepaidAmount', 'refId', 'systemValue', 'typeId', 'userId', 'hyperBonusPercent',
      'minHyperBonusBetLimit', 'maxHyperBonusLimit', 'idempotencyKey',
    ];
    expect(Object.keys(option).sort()).toEqual(['combo', 'minBetAmount', 'offset', 'value']);
    expect(Object.keys(account).sort()).toEqual(['isBonus', 'iso', 'money']);
    expect(submissionFields).toHaveLength(20);
  });
});
