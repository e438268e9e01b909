/**
 * A feed outcome as a coupon bet (spec: site-routes §3 "Coupon bet"). Pure.
 */
import { BET_STATUS, type CouponBet } from '../coupon/index.ts';
import type { SportsGame, SportsMarket, SportsOutcome } from './sports-types.ts';

export interface CouponBetInput {
  game: SportsGame;
  market: SportsMarket;
  outcome: SportsOutcome;
  /** The price the player sees now. */
  coef: number;
  isBlocked: boolean;
  /** The sports page type the bet was taken on (`home`, `topgame`…). */
  pageType?: string | null;
}

/**
 * The coupon bet for an outcome. The bet's id is the outcome id (docs/decisions.md: a bet's id is its market id);
 * `market.typeId` is the feed market's id, so another outcome of the same market replaces this one in the coupon
 * while a different market of the same game is kept and flagged dependent.
 */
export function toCouponBet({ game, market, outcome, coef, isBlocked, pageType = null }: CouponBetInput): CouponBet {
  const isLive = game.status === 'live';
  const isFinished = game.status === 'finished';
  const startTime = Date.parse(game.startAt);
  return {
    market: {
      id: String(outcome.id),
      coef,
      sportId: game.sportId,
      typeId: market.id,
      kind: market.kind,
      isLive,
      sportName: game.sportName,
      champName: game.champName,
      gameId: game.id,
      champId: game.champId,
      // What the slip names the pick by, in the page's language, as the print page does: "1st half. Match result: 1".
      marketName: market.name,
      outcomeName: outcome.name,
    },
    blockId: null,
    statusId: isLive ? BET_STATUS.NOT_CALCULATED : BET_STATUS.GAME_NOT_STARTED,
    typeId: market.groupId,
    team1Name: game.team1,
    team2Name: game.team2,
    team1Score: game.score ? String(game.score.team1) : null,
    team2Score: game.score ? String(game.score.team2) : null,
    gameStatusId: game.gameStatusId,
    startTime: Number.isFinite(startTime) ? startTime : null,
    isBlocked,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: null,
    pageType,
    gameTime: isLive ? game.gameTime : null,
    isLiveInLive: false,
    isFinished,
  };
}
