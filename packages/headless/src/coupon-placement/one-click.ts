import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { useSnapshot } from 'valtio';
import { ApiError } from '@bf/api-client/errors';
import { couponErrorsOf, type CouponError, type CouponPlaceBody } from '@bf/api-client/coupon';
import { createCouponStore, type CouponModel, type OneClickRequest } from '../coupon/coupon-store.ts';
import { CHANGE_COEF_ACTION, COUPON_TYPE, betIdOf, type CouponBet } from '../coupon/coupon-types.ts';
import { FALLBACK_CURRENCY_ISO } from '../coupon/amount-steps.ts';
import { formatOdds } from '../odds/odds-format.ts';
import { useServicesOfRoot } from '../sports/sports-context.tsx';
import { couponIdempotencyKey, toPlaceBody } from './placement-wire.ts';
import { useCouponPlacementContext } from './placement-context.tsx';
import { formatMoney } from './coupon-amounts.ts';
import type { CouponMessage } from './coupon-messages.ts';

// One-click betting (spec: site-routes §3 settings `oneClickAmount`, `isActiveOneClick`; §9 "one-click uses
// changeCoefAction 1"): a click on an odds button places that selection at once, on its own, with the one-click stake.

/** How long a one-click result stays on screen (spec: site-routes §9 "Notification auto-close 10 s"). */
export const ONE_CLICK_NOTICE_MS = 10_000;

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

/** What a one-click bet ended with, as the notice shows it. */
export interface OneClickNotice {
  status: 'placing' | 'placed' | 'failed' | 'sign-in';
  /** The notice's text; a failure adds `reason`, to be put into its `{{reason}}`. */
  message: CouponMessage;
  reason: CouponMessage | null;
}

export interface OneClickBetState {
  /** One-click betting is on. */
  isOn: boolean;
  /** The stake of each one-click bet: `oneClickAmount`, or the currency's initial stake while that is 0. */
  amount: number;
  setAmount(value: number): void;
  /** The last one-click bet's notice; null when there is none (closed, or 10 s passed). */
  notice: OneClickNotice | null;
  dismiss(): void;
}

const isRetryable = (error: unknown) => error instanceof ApiError && (error.isNetworkError || error.statusCode >= 500);

/**
 * Places the selections clicked while one-click betting is on, one at a time, each with its own Idempotency-Key
 * (one automatic retry with the same key when the server could not answer), and says how each went. Mount it once,
 * inside `CouponRoot` (the slip does).
 */
export function useOneClickBet(): OneClickBetState {
  const context = useCouponPlacementContext();
  const { selection } = useServicesOfRoot();
  const { store } = context;
  const snap = useSnapshot(store.state) as Readonly<CouponModel>;
  const iso = snap.account?.iso ?? FALLBACK_CURRENCY_ISO;
  const amount = snap.settings.oneClickAmount > 0 ? snap.settings.oneClickAmount : snap.initialAmount;
  const [notice, setNotice] = useState<OneClickNotice | null>(null);

  const latest = useRef({ context, amount, iso });
  useEffect(() => {
    latest.current = { context, amount, iso };
  });

  const placeOne = useCallback(
    async (request: OneClickRequest) => {
      const { context: now, amount: stake, iso: currency } = latest.current;
      const name = oneClickName(request.bet);
      const money = (value: number, code: string = currency) => formatMoney(value, code, now.lng);
      if (!now.isSignedIn) {
        setNotice({ status: 'sign-in', message: { key: 'oneClick.signIn' }, reason: null });
        return;
      }
      setNotice({ status: 'placing', message: { key: 'oneClick.placing', values: { name } }, reason: null });
      const { body, idempotencyKey } = oneClickPlacement({ request, amount: stake, userId: Number(now.userId) || 0, coefViewId: now.coefViewId, refId: now.refId });
      for (let attempt = 0; ; attempt++) {
        try {
          const coupon = await now.api.place(body, { idempotencyKey, lang: now.lng });
          const values = { name, odds: formatOdds(coupon.coef ?? request.bet.market.coef, now.coefViewId), amount: money(coupon.amount, coupon.iso), id: coupon.id };
          setNotice({ status: 'placed', message: { key: 'oneClick.placed', values }, reason: null });
          return;
        } catch (error) {
          if (attempt === 0 && isRetryable(error)) continue;
          const reason = isRetryable(error) ? { key: 'problems.noAnswer' } : oneClickFailure(couponErrorsOf(error), name, money);
          setNotice({ status: 'failed', message: { key: 'oneClick.failed', values: { name } }, reason });
          return;
        }
      }
    },
    [],
  );

  // Drains the queue in order, one placement at a time; whatever is clicked meanwhile waits its turn.
  const busy = useRef(false);
  const drain = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (let requests = store.takeOneClickRequests(); requests.length > 0; requests = store.takeOneClickRequests()) {
        for (const request of requests) await placeOne(request);
        // The odds buttons marked the clicked selections at once; they are not in the coupon, so unmark them.
        selection.sync(store.state.bets);
      }
    } finally {
      busy.current = false;
    }
  }, [store, placeOne, selection]);

  useEffect(() => {
    void drain();
    // The queue array is replaced when taken, so listen to the coupon and look at the queue.
    return subscribe(store.state, () => {
      if (store.state.oneClickQueue.length > 0) void drain();
    });
  }, [store, drain]);

  useEffect(() => {
    if (!notice || notice.status === 'placing') return;
    const timer = setTimeout(() => setNotice(null), ONE_CLICK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return {
    isOn: snap.settings.isActiveOneClick,
    amount,
    setAmount: store.setOneClickAmount,
    notice,
    dismiss: useCallback(() => setNotice(null), []),
  };
}
