import { proxy } from 'valtio/vanilla';
import {
  BANKER_BLOCK_ID,
  CHANGE_COEF_ACTION,
  COUPON_TYPE,
  DEFAULT_CHANGE_COEF_ACTION,
  ONE_CLICK_CHANGE_COEF_ACTION,
  betIdOf,
  createDefaultCouponSettings,
  createDefaultCouponState,
  type ChangeCoefAction,
  type CouponAccount,
  type CouponBet,
  type CouponSettings,
  type CouponState,
  type CouponSubmission,
  type CouponTypeId,
  type PlacedCoupon,
} from './coupon-types.ts';
import { dependentBetIds } from './bet-conditions.ts';
import { calcSystemBet, clampSystemValue, isSystemPossible, isValidOdds, splitBankers, systemOptions } from './system-bets.ts';
import { couponCoef } from './possible-win.ts';
import { CHAIN_MIN_BETS, FIRST_BLOCK_ID, assignBlocks, calcBlocksWin } from './chain-block.ts';
import { bonusBetFactor, isBonusBetOffered, withoutBonusBet } from './bonus-bet.ts';
import { FALLBACK_CURRENCY_ISO, amountStepFor, initialAmountFor } from './amount-steps.ts';
import { roundToMinorUnits, sanitiseAmount } from './money.ts';
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

/** What `addBet` did. */
/** A second one-click request for the same selection within this many ms is refused: a double click places once. */
export const ONE_CLICK_REPEAT_MS = 1000;

/** `one-click`: one-click betting is on, so the bet was queued for placement instead of added. */
export type AddBetResult = 'added' | 'replaced' | 'refused' | 'one-click';
/** What `requestOneClick` did. */
export type OneClickRequestResult = 'enabled' | 'needs-confirmation';
/** What `applyOddsChange` did. */
export type OddsChangeResult = 'accepted' | 'needs-confirmation' | 'unchanged' | 'ignored';

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
  /** New odds for a bet, applied or held for confirmation as changeCoefAction says. */
  applyOddsChange(betId: string, newCoef: number): OddsChangeResult;
  /** Applies every held odds change. */
  acceptOddsChanges(): void;
  /** Pays from another account: the prepaid amount resets to 0, a new currency resets the stake. */
  switchAccount(accountId: number, account: CouponAccount): void;
  setAvailablePrepaidAmount(value: number): void;
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

const copyBet = (bet: CouponBet): CouponBet => ({
  ...bet,
  market: { ...bet.market },
  playersDuel: bet.playersDuel ? { ...bet.playersDuel } : null,
});

const isChangeCoefAction = (value: unknown): value is ChangeCoefAction =>
  value === CHANGE_COEF_ACTION.CONFIRM || value === CHANGE_COEF_ACTION.ACCEPT_ANY || value === CHANGE_COEF_ACTION.ACCEPT_INCREASE;

const formatDecimalCoef = (coef: number): string => (coef > 0 ? String(Math.round(coef * 1000) / 1000) : '');

function pruneRecord(record: Record<string, unknown>, keep: Set<string>): void {
  for (const key of Object.keys(record)) if (!keep.has(key)) delete record[key];
}

/**
 * A fresh coupon store (one per provider, so one per request on the server).
 * @example
 * const store = createCouponStore({ account: { iso: 'USD', money: 100, isBonus: false } });
 * store.addBet(bet);
 * store.setAmount(10);
 */
export function createCouponStore(options: CouponStoreOptions = {}): CouponStore {
  const now = options.now ?? (() => Date.now());
  const createKey = options.createIdempotencyKey ?? (() => globalThis.crypto.randomUUID());
  let isBonusBetAvailable = options.isBonusBetAvailable ?? false;
  let changeCoefActionBeforeOneClick: ChangeCoefAction = DEFAULT_CHANGE_COEF_ACTION;
  let idempotency: { fingerprint: string; key: string } | null = null;
  /** When each selection was last clicked for a one-click bet, epoch ms. */
  const lastOneClickAt = new Map<string, number>();

  const settings: CouponSettings = { ...createDefaultCouponSettings(), ...options.settings };
  const account = options.account ? { ...options.account } : null;
  const iso0 = account?.iso ?? FALLBACK_CURRENCY_ISO;
  const initialAmount = initialAmountFor(iso0);
  const state = proxy<CouponModel>({
    ...createDefaultCouponState(),
    initialAmount,
    amountStep: amountStepFor(iso0, settings),
    amount: initialAmount,
    ...options.state,
    bets: (options.state?.bets ?? []).map(copyBet),
    settings,
    account,
    pendingCoefByBetId: {},
    isOneClickWarningOpen: false,
    oneClickQueue: [],
  });

  const iso = () => state.account?.iso ?? FALLBACK_CURRENCY_ISO;
  const findBet = (betId: string) => state.bets.find((bet) => betIdOf(bet) === betId);
  const systemSplit = () => splitBankers(withoutBonusBet(state.bets), COUPON_TYPE.SYSTEM);

  /** Brings every derived field back in line after a change; running it twice changes nothing. */
  function settle(): void {
    // Dependent selections: two from the same game.
    const dependent = dependentBetIds(state.bets);
    for (const bet of state.bets) {
      const isDepend = dependent.has(betIdOf(bet));
      if (bet.isDepend !== isDepend) bet.isDepend = isDepend;
    }
    // The bonus bet follows the offer and its coefficient follows the count (spec: site-routes §5).
    const bonus = state.bets.find((bet) => bet.isBonusBet);
    if (bonus) {
      const offered = isBonusBetOffered({ isFeatureOn: isBonusBetAvailable, typeId: state.typeId, bets: state.bets, manuallyDeletedBonusBet: false });
      if (!offered) state.bets = state.bets.filter((bet) => !bet.isBonusBet);
      else {
        const factor = bonusBetFactor(withoutBonusBet(state.bets).length);
        if (bonus.market.coef !== factor) bonus.market.coef = factor;
      }
    }
    // Bankers exist only in a system, and a system needs 3 selections besides them.
    if (state.typeId === COUPON_TYPE.SYSTEM && !isSystemPossible(systemSplit().selections.length)) {
      state.typeId = COUPON_TYPE.EXPRESS;
    }
    // A chain and blocks need 2 selections (COUPON-026); fewer is an express.
    const isMulti = state.typeId === COUPON_TYPE.CHAIN || state.typeId === COUPON_TYPE.BLOCKS;
    if (isMulti && withoutBonusBet(state.bets).length < CHAIN_MIN_BETS) state.typeId = COUPON_TYPE.EXPRESS;
    if (state.typeId === COUPON_TYPE.BLOCKS) {
      // Every selection sits in a block from 1 on: a new one gets a block of its own.
      const blocks = assignBlocks(state.bets);
      for (const bet of state.bets) {
        const blockId = blocks.get(betIdOf(bet)) ?? FIRST_BLOCK_ID;
        if (bet.blockId !== blockId) bet.blockId = blockId;
      }
      pruneRecord(state.amountByBlockId, new Set(state.bets.map((bet) => String(bet.blockId))));
    } else {
      for (const bet of state.bets) {
        const keep = state.typeId === COUPON_TYPE.SYSTEM && bet.blockId === BANKER_BLOCK_ID;
        if (bet.blockId !== null && !keep) bet.blockId = null;
      }
      if (Object.keys(state.amountByBlockId).length > 0) state.amountByBlockId = {};
    }
    const { bankers, selections } = systemSplit();
    state.isActiveSystemBanker = bankers.length > 0;
    const systemValue = clampSystemValue(state.systemValue, selections.length);
    if (state.systemValue !== systemValue) state.systemValue = systemValue;
    state.systemValues = systemOptions({ selectionCount: selections.length, bankerCount: bankers.length, perComboMinAmount: state.minBetAmount });
    state.coef = couponCoef(state.bets);
    state.coefByView = formatDecimalCoef(state.coef);
    state.calcSystemsMin =
      state.typeId === COUPON_TYPE.SYSTEM
        ? calcSystemBet({ bets: state.bets, typeId: state.typeId, systemValue: state.systemValue, amount: state.amount }).minWin
        : 0;
    const ids = new Set(state.bets.map(betIdOf));
    pruneRecord(state.amountByBetId, ids);
    pruneRecord(state.addedAtByBetId, ids);
    pruneRecord(state.pendingCoefByBetId, ids);
    if (state.activePlaceBetIds.some((id) => !ids.has(id))) state.activePlaceBetIds = state.activePlaceBetIds.filter((id) => ids.has(id));
  }

  function addBet(incoming: CouponBet): AddBetResult {
    const bet = copyBet(incoming);
    const id = betIdOf(bet);
    // One-click betting: a click places this selection on its own, the coupon stays as it is (spec: site-routes §3, §9).
    if (state.settings.isActiveOneClick && !bet.isBonusBet) {
      // A second click on the same price within a second is the same bet (a double click): placed once.
      const at = now();
      const last = lastOneClickAt.get(id);
      if (state.oneClickQueue.some((request) => betIdOf(request.bet) === id) || (last !== undefined && at - last < ONE_CLICK_REPEAT_MS)) return 'refused';
      lastOneClickAt.set(id, at);
      state.oneClickQueue.push({ bet, requestedAt: at });
      return 'one-click';
    }
    if (bet.isBonusBet) {
      const offered = isBonusBetOffered({
        isFeatureOn: isBonusBetAvailable,
        typeId: state.typeId,
        bets: state.bets,
        manuallyDeletedBonusBet: state.manuallyDeletedBonusBet,
      });
      if (!offered) return 'refused';
    }
    // Same selection, or another selection of the same market of the same game (or the one bonus bet): replace it in place.
    const index = state.bets.findIndex(
      (other) =>
        betIdOf(other) === id ||
        (bet.isBonusBet ? Boolean(other.isBonusBet) : !other.isBonusBet && other.market.gameId === bet.market.gameId && other.market.typeId === bet.market.typeId),
    );
    if (index >= 0) state.bets.splice(index, 1, bet);
    else state.bets.push(bet);
    state.addedAtByBetId[id] = now();
    settle();
    return index >= 0 ? 'replaced' : 'added';
  }

  function removeBet(betId: string): boolean {
    const bet = findBet(betId);
    if (!bet) return false;
    if (bet.isBonusBet) state.manuallyDeletedBonusBet = true;
    state.bets = state.bets.filter((other) => betIdOf(other) !== betId);
    settle();
    return true;
  }

  function clear(): void {
    state.bets = [];
    state.amountByBetId = {};
    state.amountByBlockId = {};
    state.addedAtByBetId = {};
    state.pendingCoefByBetId = {};
    state.activePlaceBetIds = [];
    state.manuallyDeletedBonusBet = false;
    state.isCouponLoadedFromCode = false;
    settle();
  }

  function setType(typeId: CouponTypeId): CouponTypeId {
    if (!Number.isInteger(typeId) || typeId <= 0) return state.typeId;
    if (typeId === COUPON_TYPE.SYSTEM && !isSystemPossible(systemSplit().selections.length)) {
      state.systemValue = clampSystemValue(state.systemValue, 0);
      return state.typeId;
    }
    if ((typeId === COUPON_TYPE.CHAIN || typeId === COUPON_TYPE.BLOCKS) && withoutBonusBet(state.bets).length < CHAIN_MIN_BETS) return state.typeId;
    state.typeId = typeId;
    settle();
    return state.typeId;
  }

  function setBanker(betId: string, isBanker: boolean): boolean {
    const bet = findBet(betId);
    if (!bet || bet.isBonusBet || state.typeId !== COUPON_TYPE.SYSTEM) return false;
    if (isBanker) {
      if (bet.isDisabledBanker) return false;
      if (bet.blockId === BANKER_BLOCK_ID) return true;
      if (!isSystemPossible(systemSplit().selections.length - 1)) return false;
      bet.blockId = BANKER_BLOCK_ID;
    } else if (bet.blockId === BANKER_BLOCK_ID) bet.blockId = null;
    settle();
    return true;
  }

  function moveBet(betId: string, direction: -1 | 1): boolean {
    if (state.typeId !== COUPON_TYPE.CHAIN) return false;
    const index = state.bets.findIndex((bet) => betIdOf(bet) === betId);
    const target = index + direction;
    if (index < 0 || target < 0 || target >= state.bets.length || state.bets[target]!.isBonusBet) return false;
    const bets = [...state.bets];
    [bets[index], bets[target]] = [bets[target]!, bets[index]!];
    state.bets = bets;
    settle();
    return true;
  }

  function setBlock(betId: string, blockId: number): boolean {
    const bet = findBet(betId);
    if (!bet || state.typeId !== COUPON_TYPE.BLOCKS) return false;
    if (!Number.isInteger(blockId) || blockId < FIRST_BLOCK_ID || blockId > state.bets.length) return false;
    bet.blockId = blockId;
    settle();
    return true;
  }

  function setAmount(value: number): void {
    state.amount = roundToMinorUnits(value, iso());
    settle();
  }

  function enableOneClick(): void {
    if (!state.settings.isActiveOneClick) changeCoefActionBeforeOneClick = state.settings.changeCoefAction;
    state.settings.isActiveOneClick = true;
    state.settings.changeCoefAction = ONE_CLICK_CHANGE_COEF_ACTION;
    state.isOneClickWarningOpen = false;
  }

  function disableOneClick(): void {
    state.isOneClickWarningOpen = false;
    if (state.oneClickQueue.length > 0) state.oneClickQueue = [];
    if (!state.settings.isActiveOneClick) return;
    state.settings.isActiveOneClick = false;
    state.settings.changeCoefAction = changeCoefActionBeforeOneClick;
  }

  function buildSubmission(userId: number, accountId: number | null | undefined, extras: SubmissionExtras): Omit<CouponSubmission, 'idempotencyKey'> {
    const isSingles = state.typeId === COUPON_TYPE.SINGLES;
    const stakeOf = (bet: CouponBet) => state.amountByBetId[betIdOf(bet)] ?? state.amount;
    // Blocks: every block's stake is written out (the coupon's stake for a block without its own); the amount is their sum.
    const blocks = state.typeId === COUPON_TYPE.BLOCKS ? calcBlocksWin(state.bets, state.amountByBlockId, state.amount) : null;
    const amountByBlockId = blocks ? Object.fromEntries(blocks.blocks.map((block) => [String(block.blockId), block.stake])) : { ...state.amountByBlockId };
    const amount = blocks ? roundToMinorUnits(blocks.totalStake, iso()) : state.amount;
    const total = isSingles ? state.bets.reduce((sum, bet) => sum + stakeOf(bet), 0) : amount;
    return {
      id: extras.id ?? null,
      accountId: accountId === undefined ? state.accountId : accountId,
      amount,
      amountByBlockId,
      bets: state.bets.map((bet) => ({
        id: betIdOf(bet),
        coef: bet.market.coef,
        gameId: bet.market.gameId,
        marketTypeId: bet.market.typeId,
        kind: bet.market.kind,
        typeId: bet.typeId,
        blockId: bet.blockId,
        ...(isSingles ? { amount: stakeOf(bet) } : {}),
      })),
      changeCoefAction: state.settings.isActiveOneClick ? ONE_CLICK_CHANGE_COEF_ACTION : state.settings.changeCoefAction,
      coef: state.coef,
      coefByView: state.coefByView,
      coefViewId: extras.coefViewId ?? 0,
      exactCoef: state.settings.exactCoef,
      isDropOnScoreChange: state.settings.isDropOnScoreChange,
      prepaidAmount: Math.min(state.availablePrepaidAmount, total),
      refId: extras.refId ?? 0,
      systemValue: state.systemValue,
      typeId: state.typeId,
      userId,
      hyperBonusPercent: state.hyperBonusPercent,
      minHyperBonusBetLimit: state.minHyperBonusBetLimit,
      maxHyperBonusLimit: state.maxHyperBonusLimit,
    };
  }

  const unsubscribe = options.channel?.onAddBet((bet) => {
    addBet(bet);
  });

  settle();

  return {
    state,
    addBet,
    removeBet,
    clear,
    setType,
    setSystemValue(value) {
      state.systemValue = clampSystemValue(value, systemSplit().selections.length);
      settle();
    },
    takeOneClickRequests() {
      const taken = state.oneClickQueue.map((request) => ({ bet: copyBet(request.bet), requestedAt: request.requestedAt }));
      if (taken.length > 0) state.oneClickQueue = [];
      return taken;
    },
    setOneClickAmount(value) {
      state.settings.oneClickAmount = roundToMinorUnits(value, iso());
    },
    setBanker,
    moveBet,
    setBlock,
    setAmountByBlockId(blockId, value) {
      if (state.typeId !== COUPON_TYPE.BLOCKS || !state.bets.some((bet) => bet.blockId === blockId)) return;
      state.amountByBlockId[String(blockId)] = roundToMinorUnits(value, iso());
    },
    setAmount,
    setAmountByBetId(betId, value) {
      if (!findBet(betId)) return;
      state.amountByBetId[betId] = roundToMinorUnits(value, iso());
    },
    stepAmount(direction) {
      setAmount(Math.max(0, state.amount + direction * state.amountStep));
    },
    setBetLimits({ minBetAmount, maxBetAmount, maxPayout }) {
      if (minBetAmount !== undefined) state.minBetAmount = sanitiseAmount(minBetAmount);
      if (maxBetAmount !== undefined) state.maxBetAmount = maxBetAmount === Infinity ? Infinity : sanitiseAmount(maxBetAmount);
      if (maxPayout !== undefined) state.maxPayout = sanitiseAmount(maxPayout);
      settle();
    },
    requestOneClick() {
      if (state.settings.isActiveOneClick) return 'enabled';
      // spec: site-routes §4: with bets in the coupon, one-click first asks, since confirming clears them.
      if (state.bets.length > 0) {
        state.isOneClickWarningOpen = true;
        return 'needs-confirmation';
      }
      enableOneClick();
      return 'enabled';
    },
    confirmOneClick() {
      clear();
      enableOneClick();
    },
    cancelOneClick() {
      state.isOneClickWarningOpen = false;
    },
    disableOneClick,
    setExactCoef(value) {
      const exactCoef = sanitiseAmount(value);
      state.settings.exactCoef = exactCoef;
      // spec: site-routes §4: an exact coefficient of zero also turns off drop-on-score-change.
      if (exactCoef === 0) state.settings.isDropOnScoreChange = false;
    },
    setDropOnScoreChange(isOn) {
      state.settings.isDropOnScoreChange = isOn;
      // spec: site-routes §4: turning on drop-on-score-change turns off one-click.
      if (isOn) disableOneClick();
    },
    setChangeCoefAction(action) {
      if (!isChangeCoefAction(action)) return;
      state.settings.changeCoefAction = action;
    },
    setPromoCode(code) {
      // Codes are letters, digits, `_` and `-`, at most 32 (docs/decisions.md AUTH-040 uses the same rule).
      const clean = code.trim().replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
      state.manualPromoCode = clean;
      state.promoCode = clean;
    },
    setVipBet(isOn) {
      state.isActiveVipBet = isOn;
    },
    setBetBlocked(betId, isBlocked, { isFinished } = {}) {
      const bet = findBet(betId);
      if (!bet || bet.isBonusBet) return false;
      bet.isBlocked = isBlocked;
      if (isFinished !== undefined) bet.isFinished = isFinished;
      return true;
    },
    applyOddsChange(betId, newCoef) {
      const bet = findBet(betId);
      if (!bet || bet.isBonusBet || !isValidOdds(newCoef)) return 'ignored';
      if (newCoef === bet.market.coef) {
        delete state.pendingCoefByBetId[betId];
        return 'unchanged';
      }
      const action = state.settings.changeCoefAction;
      const accepted =
        action === CHANGE_COEF_ACTION.ACCEPT_ANY || (action === CHANGE_COEF_ACTION.ACCEPT_INCREASE && newCoef > bet.market.coef);
      if (!accepted) {
        state.pendingCoefByBetId[betId] = newCoef;
        return 'needs-confirmation';
      }
      bet.market.coef = newCoef;
      delete state.pendingCoefByBetId[betId];
      settle();
      return 'accepted';
    },
    acceptOddsChanges() {
      for (const bet of state.bets) {
        const pending = state.pendingCoefByBetId[betIdOf(bet)];
        if (pending !== undefined) bet.market.coef = pending;
      }
      state.pendingCoefByBetId = {};
      settle();
    },
    switchAccount(accountId, next) {
      const previousIso = iso();
      state.accountId = accountId;
      state.account = { ...next };
      // spec: RULES COUPON-058: after switching account the prepaid amount resets to 0.
      state.availablePrepaidAmount = 0;
      state.initialAmount = initialAmountFor(iso());
      state.amountStep = amountStepFor(iso(), state.settings);
      if (iso() !== previousIso) {
        // A stake in one currency means nothing in another: start again from the new currency's initial stake.
        state.amount = state.initialAmount;
        state.amountByBetId = {};
        state.amountByBlockId = {};
      } else state.amount = roundToMinorUnits(state.amount, iso());
      settle();
    },
    setAvailablePrepaidAmount(value) {
      state.availablePrepaidAmount = sanitiseAmount(value);
    },
    setBonusBetAvailable(isAvailable) {
      isBonusBetAvailable = isAvailable;
      settle();
    },
    setSuccessCoupon(coupon) {
      state.successCoupon = coupon;
      idempotency = null;
    },
    hydrate(saved) {
      state.bets = saved.bets.map(copyBet);
      state.typeId = saved.typeId;
      state.systemValue = saved.systemValue;
      state.amount = roundToMinorUnits(saved.amount, iso());
      state.amountByBetId = { ...saved.amountByBetId };
      state.amountByBlockId = { ...saved.amountByBlockId };
      state.addedAtByBetId = { ...saved.addedAtByBetId };
      state.promoCode = saved.promoCode;
      state.manualPromoCode = saved.manualPromoCode;
      state.manuallyDeletedBonusBet = saved.manuallyDeletedBonusBet;
      state.isActiveAutoMax = saved.isActiveAutoMax;
      state.isActiveVipBet = saved.isActiveVipBet;
      state.isCouponLoadedFromCode = saved.isCouponLoadedFromCode;
      state.expressId = saved.expressId;
      Object.assign(state.settings, saved.settings, { amountStepByCurrencyIso: { ...saved.settings.amountStepByCurrencyIso } });
      state.amountStep = amountStepFor(iso(), state.settings);
      settle();
    },
    toSubmission(userId, accountId, extras = {}) {
      const submission = buildSubmission(userId, accountId, extras);
      // Retries of an unchanged coupon carry the same key, so the server places it once.
      const fingerprint = JSON.stringify(submission);
      if (idempotency?.fingerprint !== fingerprint) idempotency = { fingerprint, key: createKey() };
      return { ...submission, idempotencyKey: idempotency.key };
    },
    dispose() {
      unsubscribe?.();
    },
  };
}
