import { proxy, snapshot } from 'valtio/vanilla';
import { ApiError } from '@bf/api-client/errors';
import { couponErrorsOf, type CouponApi, type CouponError, type PlacedCouponView } from '@bf/api-client/coupon';
import { COUPON_TYPE, betIdOf } from '../coupon/coupon-types.ts';
import { withoutBonusBet } from '../coupon/bonus-bet.ts';
import type { CouponStore } from '../coupon/coupon-store.ts';
import { couponIdempotencyKey, toPlaceBody } from './placement-wire.ts';

// Placing the coupon (docs/decisions.md CALL-001): one request per coupon however often it is asked for, and on a
// refusal every selection stays while the coupon shows exactly what changed. A Valtio proxy and its actions; no React.

/** Where a placement stands. */
export type PlacementStatus = 'idle' | 'placing' | 'placed' | 'failed';

/** Why a bet cannot be placed as it is, from the server's refusal. */
export type LockReason = 'market_blocked' | 'game_started' | 'game_finished' | 'outcome_not_found';

/** One thing that stopped the placement, with what the player needs to see. */
export type PlacementProblem =
  /** The price moved: applied when the policy accepts it, else held until the player accepts. */
  | { kind: 'odds-changed'; betId: string; previousCoef: number; coef: number; isAccepted: boolean }
  /** The bet's market is suspended, its game started or finished, or the outcome is gone: the bet is now locked. */
  | { kind: 'bet-locked'; betId: string; reason: LockReason }
  /** Two selections of one game in an express or system. */
  | { kind: 'dependent-bets'; gameId: number; betIds: string[] }
  | { kind: 'amount-below-min'; min: number; iso: string }
  | { kind: 'amount-above-max'; max: number; iso: string }
  | { kind: 'max-payout-exceeded'; maxPayout: number; iso: string }
  | { kind: 'insufficient-funds'; balance: number; iso: string }
  | { kind: 'account-not-found' }
  /** No answer (offline, timeout) or a server failure: the coupon may or may not be placed; a retry uses the same key. */
  | { kind: 'no-answer' }
  /** Anything else the server said, with its text. */
  | { kind: 'rejected'; detail: string };

/** A placed coupon as the success view shows it. */
export interface PlacementSuccess {
  id: number;
  /** The code the player can share; `load/{code}` reads the coupon back. */
  code: string;
  typeId: number;
  systemValue: number | null;
  amount: number;
  /** The total price; null for singles, a chain and blocks, whose returns are not one price (COUPON-026). */
  coef: number | null;
  possibleWin: number;
  minPossibleWin: number;
  iso: string;
  betCount: number;
  createdAt: string;
}

/** What the placement store holds. */
export interface PlacementModel {
  status: PlacementStatus;
  /** What stopped the last placement; empty unless `status` is 'failed'. */
  problems: PlacementProblem[];
  success: PlacementSuccess | null;
  /** The last failure may be tried again as it is (no answer came): the retry carries the same key. */
  canRetry: boolean;
}

/** What a placement needs to know of the player and the page. */
export interface PlacementContext {
  isSignedIn: boolean;
  /** The player's id for the submission object; 0 when unknown. */
  userId: number;
  lang: string;
  /** The odds format the player sees (COUPON-005 coefViewId). */
  coefViewId?: number;
  /** Site config `ref_id`. */
  refId?: number;
  /** The coupon type may use a promo code (spec: site-routes §5). */
  canUsePromo: boolean;
  /** VIP bet is available for this coupon (spec: site-routes §5). */
  canUseVip: boolean;
}

/** What `place` ended with. */
export type PlacementOutcome = 'placed' | 'failed' | 'sign-in' | 'nothing-to-place' | 'needs-confirmation' | 'cancelled';

export interface PlacementStoreOptions {
  coupon: CouponStore;
  api: Pick<CouponApi, 'place'>;
  /** A visitor (or a lost session) pressed "Place bet": the app sends the player to sign in and back. */
  onSignInRequired?: () => void;
  /** The coupon was placed (the successful-bet analytics event, 10000; ANLT-009). */
  onPlaced?: (success: PlacementSuccess) => void;
}

export interface PlacementStore {
  readonly state: PlacementModel;
  /**
   * Places the coupon. While a placement is on its way, asking again returns the same promise (a double click sends
   * one request). Odds changes the policy accepts are applied and the coupon is sent once more, once.
   */
  place(context: PlacementContext): Promise<PlacementOutcome>;
  /** Tries the last failed placement again; the unchanged coupon carries the same Idempotency-Key. */
  retry(): Promise<PlacementOutcome>;
  /** Applies the held odds changes and clears them from the problems. */
  acceptChanges(): void;
  /** Closes the success view or the problems. */
  dismiss(): void;
}

function successOf(coupon: PlacedCouponView): PlacementSuccess {
  return {
    id: coupon.id,
    code: coupon.code,
    typeId: coupon.typeId,
    systemValue: coupon.systemValue,
    amount: coupon.amount,
    coef: coupon.typeId === COUPON_TYPE.CHAIN || coupon.typeId === COUPON_TYPE.BLOCKS ? null : coupon.coef,
    possibleWin: coupon.possibleWin,
    minPossibleWin: coupon.minPossibleWin,
    iso: coupon.iso,
    betCount: coupon.bets.length,
    createdAt: coupon.createdAt,
  };
}

/** A 4xx is the server's verdict on this coupon; anything else (no answer, 5xx, a reply we could not read) may have placed it. */
const isVerdict = (error: ApiError) => error.statusCode >= 400 && error.statusCode < 500;

/** A fresh placement store for one coupon store (one per provider, so one per request on the server). */
export function createPlacementStore({ coupon, api, onSignInRequired, onPlaced }: PlacementStoreOptions): PlacementStore {
  const state = proxy<PlacementModel>({ status: 'idle', problems: [], success: null, canRetry: false });
  let inFlight: Promise<PlacementOutcome> | null = null;
  let lastContext: PlacementContext | null = null;
  // Changed only when the server says a key was used for another coupon, so the next try gets a fresh one.
  let salt = '';

  const fail = (problems: PlacementProblem[], canRetry = false): PlacementOutcome => {
    state.status = 'failed';
    state.problems = problems;
    state.canRetry = canRetry;
    return 'failed';
  };

  /** Applies what the server said to the coupon and lists it for the player; the selections all stay. */
  function readRefusal(errors: CouponError[]): PlacementProblem[] {
    const problems: PlacementProblem[] = [];
    for (const error of errors) {
      switch (error.code) {
        case 'odds_changed': {
          const betId = String(error.outcomeId);
          // spec: site-routes §3 changeCoefAction: 0 confirm, 1 accept any, 2 accept increases.
          const result = coupon.applyOddsChange(betId, error.coef);
          problems.push({ kind: 'odds-changed', betId, previousCoef: error.previousCoef, coef: error.coef, isAccepted: result === 'accepted' || result === 'unchanged' });
          break;
        }
        case 'market_blocked':
        case 'game_started':
        case 'game_finished':
        case 'outcome_not_found': {
          const betId = String(error.outcomeId);
          coupon.setBetBlocked(betId, true, error.code === 'game_finished' ? { isFinished: true } : {});
          problems.push({ kind: 'bet-locked', betId, reason: error.code });
          break;
        }
        case 'dependent_bets': {
          const betIds = coupon.state.bets.filter((bet) => !bet.isBonusBet && bet.market.gameId === error.gameId).map(betIdOf);
          problems.push({ kind: 'dependent-bets', gameId: error.gameId, betIds });
          break;
        }
        case 'amount_below_min':
          coupon.setBetLimits({ minBetAmount: error.min });
          problems.push({ kind: 'amount-below-min', min: error.min, iso: error.iso });
          break;
        case 'amount_above_max':
          coupon.setBetLimits({ maxBetAmount: error.max });
          problems.push({ kind: 'amount-above-max', max: error.max, iso: error.iso });
          break;
        case 'max_payout_exceeded':
          problems.push({ kind: 'max-payout-exceeded', maxPayout: error.maxPayout, iso: error.iso });
          break;
        case 'insufficient_funds':
          // The slip now knows the balance: a stake over it waits with the reason next to the field.
          coupon.setBalance(error.balance, error.iso);
          problems.push({ kind: 'insufficient-funds', balance: error.balance, iso: error.iso });
          break;
        case 'account_not_found':
          problems.push({ kind: 'account-not-found' });
          break;
        default:
          problems.push({ kind: 'rejected', detail: error.detail });
      }
    }
    return problems;
  }

  async function attempt(context: PlacementContext, isAutoRetry: boolean): Promise<PlacementOutcome> {
    if (!context.isSignedIn) {
      onSignInRequired?.();
      return 'sign-in';
    }
    const current = snapshot(coupon.state);
    if (withoutBonusBet(current.bets as typeof coupon.state.bets).length === 0) return 'nothing-to-place';
    const pending = Object.entries(current.pendingCoefByBetId);
    if (pending.length > 0) {
      // Odds that moved against the player's policy wait for the player; nothing goes out before that.
      fail(
        pending.map(([betId, coef]) => {
          const bet = current.bets.find((candidate) => betIdOf(candidate) === betId);
          return { kind: 'odds-changed', betId, previousCoef: bet?.market.coef ?? coef, coef, isAccepted: false };
        }),
      );
      return 'needs-confirmation';
    }

    const submission = coupon.toSubmission(context.userId, undefined, { coefViewId: context.coefViewId, refId: context.refId });
    const idempotencyKey = couponIdempotencyKey(submission, current.addedAtByBetId, salt);
    const body = toPlaceBody(submission, current.bets as typeof coupon.state.bets, {
      promoCode: context.canUsePromo && current.typeId !== COUPON_TYPE.SINGLES ? current.promoCode : undefined,
      isVipBet: context.canUseVip && current.isActiveVipBet,
    });

    state.status = 'placing';
    state.problems = [];
    state.canRetry = false;
    state.success = null;
    try {
      const placed = await api.place(body, { idempotencyKey, lang: context.lang });
      coupon.setSuccessCoupon({ id: String(placed.id), amount: placed.amount, coef: placed.coef ?? 0 });
      // The coupon is placed: it empties, so what the player adds next is a new coupon with a new key.
      coupon.clear();
      state.success = successOf(placed);
      state.status = 'placed';
      onPlaced?.(state.success);
      return 'placed';
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(caught instanceof Error ? caught.message : String(caught));
      if (error.isCancelled) {
        state.status = 'idle';
        return 'cancelled';
      }
      if (error.statusCode === 401) {
        // The session is gone (the client already tried a fresh token): sign in and come back; the coupon waits.
        state.status = 'idle';
        onSignInRequired?.();
        return 'sign-in';
      }
      if (!isVerdict(error)) return fail([{ kind: 'no-answer' }], true);
      const errors = couponErrorsOf(error);
      if (errors.some((item) => item.code === 'idempotency_key_reused')) {
        // That key belongs to another coupon, so this one was not placed: the next try gets a key of its own.
        salt = `${salt}+`;
        return fail([{ kind: 'no-answer' }], true);
      }
      const problems = errors.length > 0 ? readRefusal(errors) : [{ kind: 'rejected' as const, detail: error.message }];
      const onlyAcceptedOdds = problems.length > 0 && problems.every((problem) => problem.kind === 'odds-changed' && problem.isAccepted);
      if (onlyAcceptedOdds && !isAutoRetry) {
        // The policy took the new prices: send the coupon again at those prices, once.
        return attempt(context, true);
      }
      return fail(problems);
    }
  }

  const place = (context: PlacementContext): Promise<PlacementOutcome> => {
    if (inFlight) return inFlight;
    lastContext = context;
    inFlight = attempt(context, false).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    state,
    place,
    retry() {
      if (!lastContext) return Promise.resolve('nothing-to-place');
      return place(lastContext);
    },
    acceptChanges() {
      coupon.acceptOddsChanges();
      state.problems = state.problems.filter((problem) => problem.kind !== 'odds-changed');
      if (state.problems.length === 0 && state.status === 'failed') state.status = 'idle';
    },
    dismiss() {
      if (state.status === 'placing') return;
      state.status = 'idle';
      state.problems = [];
      state.success = null;
      state.canRetry = false;
    },
  };
}
