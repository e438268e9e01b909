// The coupon store's shapes: what it holds (`CouponModel`), how it is made (`CouponStoreOptions`) and what it does (`CouponStore`).
import type {
  ChangeCoefAction,
  CouponAccount,
  CouponBet,
  CouponSettings,
  CouponState,
  CouponSubmission,
  CouponTypeId,
  PlacedCoupon,
} from './coupon-types.ts';
import type { PersistedCoupon } from './coupon-persistence.ts';
import type { AddBetChannel } from './add-bet-channel.ts';

/** What the coupon store holds: the coupon, the player's settings and what the coupon needs to know besides. */
export interface CouponModel extends CouponState {
  settings: CouponSettings;
  /** The account the coupon is paid from; its currency rounds the stakes. */
  account: CouponAccount | null;
  /** New odds waiting for the player's confirmation, by bet id (changeCoefAction 0, or a drop under 2). */
  pendingCoefByBetId: Record<string, number>;
  /** The one-click warning "the coupon will be cleared" is open (spec: site-routes §8). */
  isOneClickWarningOpen: boolean;
  /** Selections clicked while one-click betting is on, waiting to be placed each on its own (oldest first). */
  oneClickQueue: OneClickRequest[];
}

/** A selection to place at once with the one-click stake. */
export interface OneClickRequest {
  bet: CouponBet;
  /** When it was clicked, epoch ms: part of its Idempotency-Key, so a retry of this click places it once. */
  requestedAt: number;
}

export interface CouponStoreOptions {
  state?: Partial<CouponState>;
  settings?: Partial<CouponSettings>;
  account?: CouponAccount | null;
  /** Site config `isAvailableCouponBonusBet`. */
  isBonusBetAvailable?: boolean;
  /** The add-bet channel the store listens to. */
  channel?: AddBetChannel;
  /** Clock for `addedAtByBetId`, epoch ms. */
  now?: () => number;
  /** Makes idempotency keys; `crypto.randomUUID` by default. */
  createIdempotencyKey?: () => string;
}

/** What `addBet` did; `one-click`: one-click betting is on, so the bet was queued for placement instead of added. */
export type AddBetResult = 'added' | 'replaced' | 'refused' | 'one-click';
/** What `requestOneClick` did. */
export type OneClickRequestResult = 'enabled' | 'needs-confirmation';
/** What `applyOddsChange` did. */
export type OddsChangeResult = 'accepted' | 'needs-confirmation' | 'unchanged' | 'ignored';

/** The words a selection is shown with, in one language. */
export interface BetNames {
  sport: string;
  champ: string;
  team1: string;
  team2: string;
  market: string;
  outcome: string;
}

/** Extra submission fields the coupon does not hold. */
export interface SubmissionExtras {
  /** Coupon id, when re-placing a loaded coupon. */
  id?: string | null;
  /** Odds format id the player sees (0 decimal). */
  coefViewId?: number;
  /** Site config `ref_id`. */
  refId?: number;
}

/** A coupon store: a Valtio proxy and the actions that change it. */
export interface CouponStore {
  /** The Valtio proxy; read it with `useSnapshot` or `snapshot`, change it only through the actions. */
  readonly state: CouponModel;
  /**
   * Adds a bet, replacing a selection with the same id or from the same market of the same game. While one-click
   * betting is on, queues it in `oneClickQueue` to be placed at once instead (unless that selection is queued already).
   */
  addBet(bet: CouponBet): AddBetResult;
  /** Takes every queued one-click selection out of the queue. */
  takeOneClickRequests(): OneClickRequest[];
  /** The one-click stake (settings `oneClickAmount`), rounded to the currency's minor unit. */
  setOneClickAmount(value: number): void;
  /** Removes a bet; removing the bonus bet keeps it from coming back (spec: site-routes §4). */
  removeBet(betId: string): boolean;
  /** Empties the coupon. */
  clear(): void;
  /**
   * Express, system, chain, blocks or singles. A system needs 3 selections besides bankers, a chain or blocks 2; otherwise
   * the type stays (and the system value resets).
   */
  setType(typeId: CouponTypeId): CouponTypeId;
  /** The system value, kept in 2 … n − 1. */
  setSystemValue(value: number): void;
  /** Puts a bet in (or out of) the banker block 0 of a system. */
  setBanker(betId: string, isBanker: boolean): boolean;
  /** Chains: moves a selection one place earlier (−1) or later (1) in the chain's order. */
  moveBet(betId: string, direction: -1 | 1): boolean;
  /** Block coupons: moves a bet into block 1 … n (n the number of selections). */
  setBlock(betId: string, blockId: number): boolean;
  /** Block coupons: one block's own stake, rounded to the currency's minor unit. */
  setAmountByBlockId(blockId: number, value: number): void;
  /** The stake: never negative or NaN, rounded to the currency's minor unit. */
  setAmount(value: number): void;
  /** A single's own stake. */
  setAmountByBetId(betId: string, value: number): void;
  /** Moves the stake one step up (1) or down (−1), never below 0. */
  stepAmount(direction: 1 | -1): void;
  /** The operator's limits for this coupon. */
  setBetLimits(limits: { minBetAmount?: number; maxBetAmount?: number; maxPayout?: number }): void;
  /** Asks to turn on one-click betting: with bets in the coupon it needs confirmation first. */
  requestOneClick(): OneClickRequestResult;
  /** Confirms the one-click warning: clears the bets and turns one-click on with changeCoefAction 1. */
  confirmOneClick(): void;
  /** Cancels the one-click warning: one-click stays off. */
  cancelOneClick(): void;
  /** Turns one-click off and restores the previous changeCoefAction. */
  disableOneClick(): void;
  /** The exact coefficient; 0 also turns off drop-on-score-change. */
  setExactCoef(value: number): void;
  /** Drop-on-score-change; turning it on turns one-click off. */
  setDropOnScoreChange(isOn: boolean): void;
  setChangeCoefAction(action: ChangeCoefAction): void;
  /** The promo code the player typed (spec: site-routes §5: not usable for singles, so the submission leaves it out there). */
  setPromoCode(code: string): void;
  /** VIP bet on or off; it is sent only while the coupon allows it (spec: site-routes §5). */
  setVipBet(isOn: boolean): void;
  /** Marks a bet locked (its market suspended, its game started or over) or open again, as the server or the feed says. */
  setBetBlocked(betId: string, isBlocked: boolean, options?: { isFinished?: boolean }): boolean;
  /** A selection's names in another language (the slip re-worded after a language switch); false when unknown or unchanged. */
  renameBet(betId: string, names: BetNames): boolean;
  /** New odds for a bet, applied or held for confirmation as changeCoefAction says. */
  applyOddsChange(betId: string, newCoef: number): OddsChangeResult;
  /** Applies every held odds change. */
  acceptOddsChanges(): void;
  /** Pays from another account: the prepaid amount resets to 0, a new currency resets the stake. */
  switchAccount(accountId: number, account: CouponAccount): void;
  setAvailablePrepaidAmount(value: number): void;
  /** What the account holds, as the server last said (a refusal for insufficient funds names it), in the coupon's currency. */
  setBalance(money: number, iso: string): void;
  /** Site config `isAvailableCouponBonusBet` changed. */
  setBonusBetAvailable(isAvailable: boolean): void;
  /** Records a placed coupon; the next submission gets a new idempotency key. */
  setSuccessCoupon(coupon: PlacedCoupon | null): void;
  /** Loads a saved coupon (another tab, storage). */
  hydrate(saved: PersistedCoupon): void;
  /** The submission object, with an idempotency key that stays the same until the coupon changes. */
  toSubmission(userId: number, accountId?: number | null, extras?: SubmissionExtras): CouponSubmission;
  /** Stops listening to the add-bet channel. */
  dispose(): void;
}
