import { ApiError } from '@bf/api-client/errors';
import { couponErrorsOf, type CouponApi, type CouponError, type CouponPlaceBody } from '@bf/api-client/coupon';
import { createCouponStore, type OneClickRequest } from '../coupon/coupon-store.ts';
import { CHANGE_COEF_ACTION, COUPON_TYPE, betIdOf, type CouponBet } from '../coupon/coupon-types.ts';
import { formatOdds } from '../odds/odds-format.ts';
import { couponIdempotencyKey, toPlaceBody } from './placement-wire.ts';
import { formatMoney } from '../coupon/coupon-amounts.ts';
import type { CouponMessage } from './coupon-messages.ts';
import type { OneClickNotice } from './one-click-notice.ts';

// Placing one one-click bet. Loaded by `useOneClickBet` on the first click (a dynamic import), so none of this is in
// the pages' first chunk.

export interface OneClickPlacementInput {
  request: OneClickRequest;
  amount: number;
  userId: number;
  coefViewId?: number;
  refId?: number;
}

/**
 * The body and Idempotency-Key of one one-click bet: an express of the one selection at the one-click stake with
 * changeCoefAction 1 (accept any change). The key depends on the selection, the stake and the moment of the click,
 * so retrying that click places it once and a later click is a new bet.
 */
export function oneClickPlacement({ request, amount, userId, coefViewId = 0, refId = 0 }: OneClickPlacementInput): { body: CouponPlaceBody; idempotencyKey: string } {
  const id = betIdOf(request.bet);
  const store = createCouponStore({
    state: { bets: [request.bet], typeId: COUPON_TYPE.EXPRESS, amount, addedAtByBetId: { [id]: request.requestedAt } },
    settings: { changeCoefAction: CHANGE_COEF_ACTION.ACCEPT_ANY },
    createIdempotencyKey: () => 'one-click',
  });
  const submission = store.toSubmission(userId, null, { coefViewId, refId });
  store.dispose();
  return { body: toPlaceBody(submission, store.state.bets), idempotencyKey: couponIdempotencyKey(submission, { [id]: request.requestedAt }, 'one-click') };
}

/** "Team 1 – Team 2, 1": how a one-click notice names its selection. */
export function oneClickName(bet: CouponBet): string {
  const pick = bet.market.outcomeName ?? bet.market.marketName;
  const game = `${bet.team1Name} – ${bet.team2Name}`;
  return pick ? `${game}, ${pick}` : game;
}

/** Why a one-click bet was refused, as a message of the `coupon` namespace. */
export function oneClickFailure(errors: readonly CouponError[], name: string, money: (value: number, iso: string) => string): CouponMessage {
  const [first] = errors;
  if (!first) return { key: 'problems.noAnswer' };
  switch (first.code) {
    case 'market_blocked':
    case 'game_started':
    case 'game_finished':
    case 'outcome_not_found':
      return { key: `problems.locked.${first.code}`, values: { name } };
    case 'amount_below_min':
      return { key: 'problems.amountBelowMin', values: { amount: money(first.min, first.iso) } };
    case 'amount_above_max':
      return { key: 'problems.amountAboveMax', values: { amount: money(first.max, first.iso) } };
    case 'max_payout_exceeded':
      return { key: 'problems.maxPayout', values: { amount: money(first.maxPayout, first.iso) } };
    case 'insufficient_funds':
      return { key: 'problems.insufficientFunds', values: { amount: money(first.balance, first.iso) } };
    case 'account_not_found':
      return { key: 'problems.accountNotFound' };
    default:
      return { key: 'problems.rejected', values: { detail: first.detail ?? '' } };
  }
}

export interface PlaceOneClickInput {
  request: OneClickRequest;
  api: Pick<CouponApi, 'place'>;
  amount: number;
  iso: string;
  isSignedIn: boolean;
  userId: number;
  lng: string;
  coefViewId: number;
  refId: number;
  /** Called with each step: placing, then placed or failed. */
  report(notice: OneClickNotice): void;
}

const isRetryable = (error: unknown) => error instanceof ApiError && (error.isNetworkError || error.statusCode >= 500);

/** Places one clicked selection and reports how it went; one automatic retry with the same key when the server did not answer. */
export async function placeOneClick({ request, api, amount, iso, isSignedIn, userId, lng, coefViewId, refId, report }: PlaceOneClickInput): Promise<void> {
  const name = oneClickName(request.bet);
  const money = (value: number, code: string = iso) => formatMoney(value, code, lng);
  if (!isSignedIn) {
    report({ status: 'sign-in', message: { key: 'oneClick.signIn' }, reason: null });
    return;
  }
  report({ status: 'placing', message: { key: 'oneClick.placing', values: { name } }, reason: null });
  const { body, idempotencyKey } = oneClickPlacement({ request, amount, userId, coefViewId, refId });
  for (let attempt = 0; ; attempt++) {
    try {
      const coupon = await api.place(body, { idempotencyKey, lang: lng });
      const values = { name, odds: formatOdds(coupon.coef ?? request.bet.market.coef, coefViewId), amount: money(coupon.amount, coupon.iso), id: coupon.id };
      report({ status: 'placed', message: { key: 'oneClick.placed', values }, reason: null });
      return;
    } catch (error) {
      if (attempt === 0 && isRetryable(error)) continue;
      const reason = isRetryable(error) ? { key: 'problems.noAnswer' } : oneClickFailure(couponErrorsOf(error), name, money);
      report({ status: 'failed', message: { key: 'oneClick.failed', values: { name } }, reason });
      return;
    }
  }
}
