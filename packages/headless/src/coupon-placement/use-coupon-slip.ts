import { useCallback, useMemo } from 'react';
import { COUPON_TYPE, CHANGE_COEF_ACTION, betIdOf, type ChangeCoefAction, type CouponBet } from '../coupon/coupon-types.ts';
import { isLive } from '../coupon/bet-conditions.ts';
import { isSystemPossible, splitBankers } from '../coupon/system-bets.ts';
import { withoutBonusBet } from '../coupon/bonus-bet.ts';
import { FALLBACK_CURRENCY_ISO } from '../coupon/amount-steps.ts';
import { roundPayout } from '../coupon/payout.ts';
import { calcPossibleWin } from '../coupon/possible-win.ts';
import { CHAIN_MIN_BETS, calcBlocksWin, isBlocksCouponComplete } from '../coupon/chain-block.ts';
import { checkAmount } from '../coupon/amount-limits.ts';
import type { StakeContext } from '../coupon/stake-rules.ts';
import { createCouponBet } from '../coupon/create-coupon-bet.ts';
import type { CouponConfig } from '../coupon/use-coupon.ts';
import { useCoupon } from '../coupon/use-coupon-view.ts';
import { formatOdds } from '../odds/odds-format.ts';
import type { OddsDirection } from '../odds/odds-movement.ts';
import { useCouponPlacementContext } from './placement-context.tsx';
import { usePlaceCoupon, type PlaceCouponState } from './use-place-coupon.ts';
import { useCouponReminder, type CouponReminderState } from './coupon-reminder-timer.ts';
import { useOddsMovement } from './use-odds-movement.ts';
import { useOneClickBet, type OneClickNotice } from './one-click.ts';
import { currencySymbol, formatMoney, quickAmounts } from '../coupon/coupon-amounts.ts';
import { withLazyProperties } from '../env/lazy-property.ts';
import { placeBlockerMessage, placementAnnouncement, problemMessage, type CouponMessage } from './coupon-messages.ts';

import { COUPON_TYPE_KEYS, couponTypeKeyOf, type CouponTypeKey } from '../coupon/coupon-type-key.ts';
import { lockReasonOf, type CouponSelectionView, type SelectionLockReason } from './slip-selection.ts';

export { couponTypeKeyOf, lockReasonOf, type CouponTypeKey, type CouponSelectionView, type SelectionLockReason };

/** One block of a block coupon as the slip shows it. */
export interface CouponBlockView {
  blockId: number;
  /** Selections in the block. */
  count: number;
  /** The block's odds in the player's format. */
  odds: string;
  stake: number;
  /** stake × odds, as money. */
  possibleWin: string;
}

/** What the slip shows and does: the coupon, its maths in the player's formats, and the placement. */
export interface CouponSlipView {
  /** Selections besides the bonus bet. */
  count: number;
  isEmpty: boolean;
  typeKey: CouponTypeKey;
  /** The types with whether each may be chosen now (a system needs 3 selections besides bankers). */
  typeOptions: { key: CouponTypeKey; isAvailable: boolean }[];
  setType(key: CouponTypeKey): void;
  selections: CouponSelectionView[];
  removeSelection(id: string): void;
  setBanker(id: string, isBanker: boolean): void;
  setStake(id: string, value: number): void;
  clear(): void;
  /** Chains: moves a selection one place earlier (−1) or later (1). */
  moveSelection(id: string, direction: -1 | 1): void;
  /** Block coupons: the blocks, the block numbers a selection may move to, and the actions; null otherwise. */
  blocks: {
    items: CouponBlockView[];
    /** 1 … n, n the number of selections. */
    choices: number[];
    setBlock(betId: string, blockId: number): void;
    setStake(blockId: number, value: number): void;
    /** The sum of the blocks' stakes. */
    totalStake: string;
  } | null;
  /** System size choice: k of n with its combinations; null unless the coupon is a system. */
  system: { value: number; selectionCount: number; bankerCount: number; options: { value: number; combo: number }[]; setValue(value: number): void } | null;
  amount: number;
  iso: string;
  /** The currency's sign for the stake field (₽, $, €). */
  currency: string;
  amountStep: number;
  setAmount(value: number): void;
  stepAmount(direction: 1 | -1): void;
  quickAmounts: number[];
  /** The stake limits in force (null when none applies). */
  minAmount: number | null;
  maxAmount: number | null;
  amountCheck: 'ok' | 'below-min' | 'above-max';
  /** What a stake is checked against (stake-rules.ts): the currency, the limits in force (0 and Infinity where none applies), the balance. */
  stakeContext: StakeContext;
  /** What the coupon stakes in all: the stake, or the sum of the singles' or the blocks' stakes. */
  totalStake: number;
  /** Express and system: the total price in the player's format; null for singles. */
  totalOdds: string | null;
  possibleWin: string;
  /** Systems and singles: the smallest and largest winning return. */
  minWin: string;
  maxWin: string;
  /** An amount in the page's language and the coupon's currency (or `iso`). */
  money(value: number, iso?: string): string;
  /** A price in the player's odds format. */
  formatOdds(coef: number): string;
  /** What stopped the last placement, as messages of the `coupon` namespace. */
  problems: CouponMessage[];
  /** What the live region says about the placement. */
  announcement: CouponMessage | null;
  /** Why "Place bet" waits, if it does. */
  placeHint: CouponMessage | null;
  bonus: { isOffered: boolean; isAdded: boolean; percent: number; odds: string; add(): void };
  vip: { isAvailable: boolean; isOn: boolean; set(isOn: boolean): void };
  promo: { isAvailable: boolean; code: string; set(code: string): void };
  oneClick: {
    isShown: boolean;
    isOn: boolean;
    isWarningOpen: boolean;
    request(): void;
    confirm(): void;
    cancel(): void;
    disable(): void;
    /** The stake of each one-click bet and its setter. */
    amount: number;
    setAmount(value: number): void;
    /** How the last one-click bet went (placing, placed, refused, sign in first); null when nothing to say. */
    notice: OneClickNotice | null;
    dismissNotice(): void;
  };
  changeCoefAction: ChangeCoefAction;
  setChangeCoefAction(action: ChangeCoefAction): void;
  /** While one-click betting is on the policy is "accept any" (spec: site-routes §9). */
  isChangeCoefActionLocked: boolean;
  /** Some prices moved and wait for the player. */
  needsOddsConfirmation: boolean;
  reminder: CouponReminderState;
  /** What keeps "Place bet" from going out now; null when it may. A visitor may always press it (to sign in). A stake over the balance is 'amount'. */
  placeBlocker: 'empty' | 'locked' | 'amount' | 'odds' | 'blocks' | null;
  placement: PlaceCouponState;
}

/** The bonus selection of an express (spec: site-routes §5): no market of a game, its odds the bonus factor. */
export function createBonusBet(factor: number): CouponBet {
  return createCouponBet({ market: { id: 'express-bonus', coef: factor }, isBonusBet: true });
}

export interface CouponSlipOptions {
  /** Overrides the site config flags of the coupon. */
  config?: CouponConfig;
}

/**
 * Everything the bet slip shows, in the player's odds format and currency, with its actions: selections, type,
 * system, stakes, bonus, VIP, promo code, one-click, policy, reminder and placement. Both apps render it.
 */
export function useCouponSlip(options: CouponSlipOptions = {}): CouponSlipView {
  const context = useCouponPlacementContext();
  const config = options.config ?? context.config;
  const coupon = useCoupon({ config });
  const { lng, coefViewId } = context;
  const placement = usePlaceCoupon();
  const oneClickBet = useOneClickBet();
  const reminder = useCouponReminder();
  const movement = useOddsMovement(coupon.bets);
  const iso = coupon.account?.iso ?? FALLBACK_CURRENCY_ISO;
  const { typeId, bets, pendingCoefByBetId, amountByBetId, amount } = coupon;

  const odds = useCallback((coef: number) => formatOdds(coef, coefViewId), [coefViewId]);
  const money = useCallback((value: number, currency: string = iso) => formatMoney(value, currency, lng), [iso, lng]);

  const selections = useMemo<CouponSelectionView[]>(
    () =>
      bets.map((bet, index) => {
        const id = betIdOf(bet);
        const pending = pendingCoefByBetId[id];
        const lockReason = lockReasonOf(bet, typeId);
        const stake = amountByBetId[id] ?? amount;
        const shownMovement: OddsDirection = pending !== undefined ? (pending > bet.market.coef ? 'up' : 'down') : (movement[id] ?? 'none');
        return {
          id,
          gameName: bet.isBonusBet ? '' : `${bet.team1Name} – ${bet.team2Name}`,
          sportName: bet.market.sportName,
          champName: bet.market.champName,
          marketName: bet.market.marketName ?? null,
          outcomeName: bet.market.outcomeName ?? null,
          odds: odds(bet.market.coef),
          pendingOdds: pending !== undefined ? odds(pending) : null,
          movement: shownMovement,
          score: bet.team1Score !== null && bet.team2Score !== null ? `${bet.team1Score}:${bet.team2Score}` : null,
          isLive: isLive(bet),
          isLocked: lockReason !== null,
          lockReason,
          isBonus: Boolean(bet.isBonusBet),
          isBanker: typeId === COUPON_TYPE.SYSTEM && bet.blockId === 0,
          canBeBanker: typeId === COUPON_TYPE.SYSTEM && !bet.isBonusBet && !bet.isDisabledBanker,
          stake,
          possibleWin: typeId === COUPON_TYPE.SINGLES && !bet.isBonusBet ? money(roundPayout(stake * bet.market.coef, iso)) : null,
          blockId: typeId === COUPON_TYPE.BLOCKS ? bet.blockId : null,
          chainMove: typeId === COUPON_TYPE.CHAIN ? { canUp: index > 0, canDown: index < bets.length - 1 } : null,
        };
      }),
    [bets, pendingCoefByBetId, typeId, amountByBetId, amount, movement, odds, money, iso],
  );

  const realBets = withoutBonusBet(bets);
  const { bankers, selections: systemSelections } = splitBankers(realBets, COUPON_TYPE.SYSTEM);
  const count = realBets.length;
  const bonusBet = bets.find((bet) => bet.isBonusBet);
  const isSystem = typeId === COUPON_TYPE.SYSTEM;
  const isSingles = typeId === COUPON_TYPE.SINGLES;

  const isBlocks = typeId === COUPON_TYPE.BLOCKS;
  const blocksWin = isBlocks ? calcBlocksWin(realBets, coupon.amountByBlockId, amount) : null;
  const stakes = isSingles ? realBets.map((bet) => amountByBetId[betIdOf(bet)] ?? amount) : blocksWin ? blocksWin.blocks.map((block) => block.stake) : [amount];
  const totalStake = stakes.reduce((sum, stake) => sum + stake, 0);
  const balance = coupon.account ? coupon.account.money : null;
  let placeBlocker: CouponSlipView['placeBlocker'] = null;
  if (count === 0) placeBlocker = 'empty';
  else if (coupon.needsOddsConfirmation) placeBlocker = 'odds';
  else if (selections.some((selection) => selection.isLocked)) placeBlocker = 'locked';
  else if (isBlocks && !isBlocksCouponComplete(realBets)) placeBlocker = 'blocks';
  // Blocks: each block's stake is checked against the limits, as the server does; otherwise the coupon's stake.
  else if ((isBlocks ? stakes.some((stake) => checkAmount(stake, coupon.limits) !== 'ok') : coupon.amountCheck !== 'ok') || stakes.some((stake) => !(stake > 0)) || (balance !== null && totalStake > balance + 1e-9)) {
    placeBlocker = 'amount';
  }

  const showOneClick = Boolean(config.show_one_click);

  // The currency sign and the sums are written when a slip shows them: the first money format loads the browser's
  // number data (a long task on a phone), which an empty slip never needs.
  const lazy = {
    currency: () => currencySymbol(iso, lng),
    possibleWin: () => money(coupon.possibleWin),
    minWin: () => money(coupon.minWin),
    maxWin: () => money(coupon.maxWin),
  };
  const view: Omit<CouponSlipView, keyof typeof lazy> = {
    count,
    isEmpty: count === 0,
    typeKey: couponTypeKeyOf(typeId),
    typeOptions: (Object.keys(COUPON_TYPE_KEYS) as CouponTypeKey[]).map((key) => ({
      key,
      isAvailable: key === 'system' ? isSystemPossible(count) : key === 'chain' || key === 'blocks' ? count >= CHAIN_MIN_BETS : key === 'express' || count > 0,
    })),
    setType: (key) => void coupon.setType(COUPON_TYPE_KEYS[key]),
    selections,
    removeSelection: (id) => void coupon.removeBet(id),
    setBanker: (id, isBanker) => void coupon.setBanker(id, isBanker),
    moveSelection: (id, direction) => void coupon.moveBet(id, direction),
    setStake: coupon.setAmountByBetId,
    clear: coupon.clear,
    blocks: blocksWin
      ? {
          items: blocksWin.blocks.map((block) => ({
            blockId: block.blockId,
            count: block.betIds.length,
            odds: odds(block.coef),
            stake: block.stake,
            possibleWin: money(roundPayout(block.possibleWin, iso)),
          })),
          choices: Array.from({ length: count }, (_, index) => index + 1),
          setBlock: (betId, blockId) => void coupon.setBlock(betId, blockId),
          setStake: coupon.setAmountByBlockId,
          totalStake: money(blocksWin.totalStake),
        }
      : null,
    system: isSystem
      ? {
          value: coupon.systemValue,
          selectionCount: systemSelections.length,
          bankerCount: bankers.length,
          options: coupon.systemOptions.map(({ value, combo }) => ({ value, combo })),
          setValue: coupon.setSystemValue,
        }
      : null,
    amount,
    iso,
    amountStep: coupon.amountStep,
    setAmount: coupon.setAmount,
    stepAmount: coupon.stepAmount,
    quickAmounts: quickAmounts(coupon.initialAmount, iso),
    minAmount: coupon.limits.min > 0 ? coupon.limits.min : null,
    maxAmount: Number.isFinite(coupon.limits.max) ? coupon.limits.max : null,
    amountCheck: coupon.amountCheck,
    stakeContext: { iso, min: coupon.limits.min, max: coupon.limits.max, balance },
    totalStake,
    // A system's price is what one unit staked returns when every combination wins (as the server reports `coef`);
    // a chain's and blocks' returns are not one price, so they show their returns only.
    totalOdds: isSingles || isBlocks || typeId === COUPON_TYPE.CHAIN || count === 0 ? null : odds(isSystem ? calcPossibleWin({ typeId, bets, amount: 1, systemValue: coupon.systemValue }).maxWin : coupon.coef),
    money,
    formatOdds: odds,
    // A problem about a selection the player has since removed has nothing left to say.
    problems: placement.problems
      .filter((problem) => !('betId' in problem) || selections.some((selection) => selection.id === problem.betId))
      .map((problem) => problemMessage(problem, { selections, money, odds })),
    announcement: placementAnnouncement(placement),
    placeHint: placeBlockerMessage(placeBlocker),
    bonus: {
      isOffered: coupon.bonusOffer.isOffered && !bonusBet,
      isAdded: Boolean(bonusBet),
      percent: Math.round((coupon.bonusOffer.factor - 1) * 100),
      odds: odds(coupon.bonusOffer.coef),
      add: () => void coupon.addBet(createBonusBet(coupon.bonusOffer.factor)),
    },
    vip: { isAvailable: coupon.canUseVip, isOn: coupon.isActiveVipBet, set: coupon.setVipBet },
    promo: { isAvailable: coupon.canUsePromo, code: coupon.promoCode, set: coupon.setPromoCode },
    oneClick: {
      isShown: showOneClick,
      isOn: coupon.settings.isActiveOneClick,
      isWarningOpen: coupon.isOneClickWarningOpen,
      request: () => void coupon.requestOneClick(),
      confirm: coupon.confirmOneClick,
      cancel: coupon.cancelOneClick,
      disable: coupon.disableOneClick,
      amount: oneClickBet.amount,
      setAmount: oneClickBet.setAmount,
      notice: oneClickBet.notice,
      dismissNotice: oneClickBet.dismiss,
    },
    changeCoefAction: coupon.settings.isActiveOneClick ? CHANGE_COEF_ACTION.ACCEPT_ANY : coupon.settings.changeCoefAction,
    setChangeCoefAction: coupon.setChangeCoefAction,
    isChangeCoefActionLocked: coupon.settings.isActiveOneClick,
    needsOddsConfirmation: coupon.needsOddsConfirmation,
    reminder,
    placeBlocker,
    placement,
  };
  return withLazyProperties(view, lazy);
}
