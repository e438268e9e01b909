import { BET_STATUS, type CouponBet, type CouponMarket } from './coupon-types.ts';

/** What a new coupon bet needs: its market's id and price; every other field has a default. */
export type CouponBetFields = Partial<Omit<CouponBet, 'market'>> & { market: Pick<CouponMarket, 'id' | 'coef'> & Partial<CouponMarket> };

/**
 * A coupon bet from the fields that matter where it is made (an odds button, a placed coupon, the express bonus);
 * the rest take their defaults: a pre-match line bet in no block, not locked, not live, no score.
 * @example createCouponBet({ market: { id: '624', coef: 1.65, gameId: 62 }, team1Name: 'Arsenal', team2Name: 'Chelsea' })
 */
export function createCouponBet({ market, ...fields }: CouponBetFields): CouponBet {
  return {
    market: { sportId: 0, typeId: 0, kind: 0, isLive: false, sportName: '', champName: '', gameId: 0, champId: 0, ...market },
    blockId: null,
    statusId: BET_STATUS.GAME_NOT_STARTED,
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
    ...fields,
  };
}
