import { proxy } from 'valtio/vanilla';
import {
  BANKER_BLOCK_ID,
  CHANGE_COEF_ACTION,
  COUPON_TYPE,
  DEFAULT_CHANGE_COEF_ACTION,
  ONE_CLICK_CHANGE_COEF_ACTION,
  betIdOf,
  type ChangeCoefAction,
  type CouponBet,
  type CouponSettings,
  type CouponTypeId,
} from './coupon-types.ts';
import { createDefaultCouponSettings, createDefaultCouponState } from './coupon-defaults.ts';
import { clampSystemValue, isSystemPossible, isValidOdds } from './system-bets.ts';
import { CHAIN_MIN_BETS, FIRST_BLOCK_ID } from './chain-block.ts';
import { isBonusBetOffered, withoutBonusBet } from './bonus-bet.ts';
import { FALLBACK_CURRENCY_ISO, amountStepFor, initialAmountFor } from './amount-steps.ts';
import { roundToMinorUnits, sanitiseAmount } from './money.ts';
import { settleCoupon, systemSplitOf } from './settle-coupon.ts';
import { buildSubmission } from './coupon-submission.ts';
import type { AddBetResult, CouponModel, CouponStore, CouponStoreOptions } from './coupon-store-types.ts';

export type {
  AddBetResult,
  BetNames,
  CouponModel,
  CouponStore,
  CouponStoreOptions,
  OddsChangeResult,
  OneClickRequest,
  OneClickRequestResult,
  SubmissionExtras,
} from './coupon-store-types.ts';

/** A second one-click request for the same selection within this many ms is refused: a double click places once. */
export const ONE_CLICK_REPEAT_MS = 1000;

const copyBet = (bet: CouponBet): CouponBet => ({
  ...bet,
  market: { ...bet.market },
  playersDuel: bet.playersDuel ? { ...bet.playersDuel } : null,
});

const isChangeCoefAction = (value: unknown): value is ChangeCoefAction =>
  value === CHANGE_COEF_ACTION.CONFIRM || value === CHANGE_COEF_ACTION.ACCEPT_ANY || value === CHANGE_COEF_ACTION.ACCEPT_INCREASE;

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

  const systemSplit = () => systemSplitOf(state);
  const settle = () => settleCoupon(state, isBonusBetAvailable);

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
    renameBet(betId, names) {
      const bet = findBet(betId);
      if (!bet || bet.isBonusBet) return false;
      const { market } = bet;
      const same =
        market.sportName === names.sport && market.champName === names.champ && bet.team1Name === names.team1 &&
        bet.team2Name === names.team2 && market.marketName === names.market && market.outcomeName === names.outcome;
      if (same) return false;
      // Written only when something changed: every write is saved and sent to the other tabs.
      Object.assign(market, { sportName: names.sport, champName: names.champ, marketName: names.market, outcomeName: names.outcome });
      Object.assign(bet, { team1Name: names.team1, team2Name: names.team2 });
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
    setBalance(money, balanceIso) {
      if (balanceIso !== iso()) return;
      if (state.account) state.account.money = sanitiseAmount(money);
      else state.account = { iso: balanceIso, money: sanitiseAmount(money), isBonus: false };
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
      const submission = buildSubmission(state, iso(), userId, accountId, extras);
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
