import type { CouponPlaceBody, PlacedBet } from '@bf/api-client/coupon';
import { BANKER_BLOCK_ID, BET_STATUS, COUPON_TYPE, betIdOf, type BetStatusId, type CouponBet, type CouponSubmission } from '../coupon/coupon-types.ts';
import { isLive } from '../coupon/bet-conditions.ts';
import { GAME_STATUS_FINISHED } from '../coupon/coupon-types.ts';
import { createCouponBet } from '../coupon/create-coupon-bet.ts';

// The coupon as the wire carries it, and back (docs/decisions.md CALL-001). Pure: no React, no store.

/** What the coupon knows besides the submission object when it is sent. */
export interface PlaceBodyExtras {
  /** The promo code, when the coupon type may use one (spec: site-routes §5). */
  promoCode?: string;
  /** VIP bet requested and available (spec: site-routes §5). */
  isVipBet?: boolean;
}

/** A numeric outcome id goes as a number (the feed's ids are integers); anything else as it is. */
const wireId = (id: string): number | string => (/^[1-9]\d{0,15}$/.test(id) ? Number(id) : id);

/**
 * The body of `place` for a submission made by `toSubmission`: each selection as `{ market: { id, coef, isLive } }`
 * (singles with their own `amount`, bankers and blocks with their `blockId`), the bonus bet as `bonusCoef` rather than a selection (it is no market), and the
 * rest of the submission object (COUPON-005) alongside for the record.
 */
export function toPlaceBody(submission: Omit<CouponSubmission, 'idempotencyKey'>, bets: readonly CouponBet[], extras: PlaceBodyExtras = {}): CouponPlaceBody {
  const byId = new Map(bets.map((bet) => [betIdOf(bet), bet]));
  const bonus = bets.find((bet) => bet.isBonusBet);
  const selections = submission.bets.filter((bet) => !byId.get(bet.id)?.isBonusBet);
  const body: CouponPlaceBody = {
    typeId: submission.typeId,
    amount: submission.amount,
    bets: selections.map((bet) => {
      const source = byId.get(bet.id);
      // A system's bankers (block 0) and the blocks of a block coupon go with their block (COUPON-024, COUPON-026).
      const { blockId } = bet;
      const sendsBlock = blockId !== null && ((submission.typeId === COUPON_TYPE.SYSTEM && blockId === BANKER_BLOCK_ID) || submission.typeId === COUPON_TYPE.BLOCKS);
      return {
        market: { id: wireId(bet.id), coef: bet.coef, isLive: source ? isLive(source) : false },
        ...(bet.amount !== undefined ? { amount: bet.amount } : {}),
        ...(sendsBlock ? { blockId } : {}),
      };
    }),
    changeCoefAction: submission.changeCoefAction,
    coef: submission.coef,
    coefByView: submission.coefByView,
    coefViewId: submission.coefViewId,
    exactCoef: submission.exactCoef,
    isDropOnScoreChange: submission.isDropOnScoreChange,
    prepaidAmount: submission.prepaidAmount,
    refId: submission.refId,
    userId: submission.userId,
    amountByBlockId: submission.amountByBlockId,
    hyperBonusPercent: submission.hyperBonusPercent,
    minHyperBonusBetLimit: submission.minHyperBonusBetLimit,
    maxHyperBonusLimit: submission.maxHyperBonusLimit,
  };
  if (submission.typeId === COUPON_TYPE.SYSTEM) body.systemValue = submission.systemValue;
  if (submission.accountId !== null) body.accountId = submission.accountId;
  if (submission.id) body.id = submission.id;
  if (extras.promoCode) body.promoCode = extras.promoCode;
  if (extras.isVipBet) body.isVipBet = true;
  if (bonus) body.bonusCoef = bonus.market.coef;
  return body;
}

/** cyrb53: a fast 53-bit string hash (public domain); two seeds give the key ~106 bits. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/**
 * The Idempotency-Key of a placement: a hash of the submission (without the store's own key), of when each bet was
 * added, and of `salt`. Every tab holding the same coupon computes the same key (the coupon and its `addedAtByBetId`
 * are synced between tabs), so a double click, a retry after a timeout and a second tab all place it once; any change
 * to the coupon, or the same bets added again after a placement, gives a new key.
 */
export function couponIdempotencyKey(
  submission: Omit<CouponSubmission, 'idempotencyKey'> & { idempotencyKey?: string },
  addedAtByBetId: Readonly<Record<string, number>>,
  salt = '',
): string {
  const { idempotencyKey: _storeKey, ...rest } = submission;
  const added = Object.entries(addedAtByBetId).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const material = JSON.stringify([rest, added, salt]);
  return `cpn-${cyrb53(material, 1)}${cyrb53(material, 2)}`;
}

const statusIds: readonly number[] = Object.values(BET_STATUS);
const asStatusId = (value: number): BetStatusId => (statusIds.includes(value) ? (value as BetStatusId) : BET_STATUS.NOT_CALCULATED);

/** A bet of a placed or shared coupon as a coupon bet, with the names the player saw. */
export function couponBetFromPlaced(view: PlacedBet): CouponBet {
  const { market } = view;
  const startTime = Date.parse(view.startAt);
  const isFinished = view.gameStatusId === GAME_STATUS_FINISHED;
  return createCouponBet({
    market: {
      id: String(market.id),
      coef: market.coef,
      sportId: market.sportId,
      // The feed market's id: another outcome of the same market replaces this one (as the sports pages do).
      typeId: market.marketId,
      kind: market.kind,
      isLive: market.isLive,
      sportName: market.sportName,
      champName: market.champName,
      gameId: market.gameId,
      champId: market.champId,
      marketName: market.marketName,
      outcomeName: market.name,
    },
    blockId: view.blockId ?? null,
    statusId: asStatusId(view.statusId),
    typeId: market.typeId,
    team1Name: view.team1,
    team2Name: view.team2,
    team1Score: view.score ? String(view.score.team1) : null,
    team2Score: view.score ? String(view.score.team2) : null,
    gameStatusId: view.gameStatusId,
    startTime: Number.isFinite(startTime) ? startTime : null,
    isBlocked: view.isBlocked,
    isFinished,
  });
}
