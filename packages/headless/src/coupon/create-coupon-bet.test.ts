import { describe, expect, it } from 'vitest';
import { createCouponBet } from '@bf/headless/coupon';

describe('createCouponBet', () => {
  it('fills every field it is not given with a pre-match default', () => {
    expect(createCouponBet({ market: { id: '624', coef: 1.65 } })).toEqual({
      market: { id: '624', coef: 1.65, sportId: 0, typeId: 0, kind: 0, isLive: false, sportName: '', champName: '', gameId: 0, champId: 0 },
      blockId: null,
      statusId: -1,
      typeId: 0,
      team1Name: '',
      team2Name: '',
      team1Score: null,
      team2Score: null,
      gameStatusId: null,
      startTime: null,
      isBlocked: false,
      isDepend: false,
      isBannedExpress: false,
      isDisabledBanker: false,
      expressId: null,
      statisticId: null,
      playersDuel: null,
      pageType: null,
      gameTime: null,
      isLiveInLive: false,
      isFinished: false,
    });
  });

  it('keeps what it is given, in the market and on the bet', () => {
    const bet = createCouponBet({ market: { id: '7', coef: 2.5, gameId: 70, marketName: 'Match result' }, team1Name: 'Arsenal', blockId: 0, isBonusBet: true });
    expect(bet.market).toMatchObject({ id: '7', coef: 2.5, gameId: 70, marketName: 'Match result', sportId: 0 });
    expect(bet).toMatchObject({ team1Name: 'Arsenal', team2Name: '', blockId: 0, isBonusBet: true });
  });
});
