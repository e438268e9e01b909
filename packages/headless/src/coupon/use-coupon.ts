import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { betIdOf, type CouponBet } from './coupon-types.ts';
import { lockedBetIds as lockedIdsOf } from './bet-conditions.ts';
import { calcPossibleWin, couponCoef } from './possible-win.ts';
import { bonusBetFactor, isBonusBetOffered, withoutBonusBet } from './bonus-bet.ts';
import { stakeLimits } from './stake-rules.ts';
import { amountLimits, canUsePromoCode, canUseVipBet, checkAmount, type AmountCheck, type AmountLimits, type CouponSiteConfig } from './amount-limits.ts';
import { couponReminderMs } from './coupon-reminder.ts';
import { FALLBACK_CURRENCY_ISO } from './amount-steps.ts';
import { createCouponStore, type CouponModel, type CouponStore, type CouponStoreOptions } from './coupon-store.ts';
import { createAddBetChannel, type AddBetChannel } from './add-bet-channel.ts';
import { browserCouponStorage, connectCouponSync, openCouponTabChannel, type CouponStorage } from './coupon-sync.ts';

/** The site config flags the coupon reads; every feature is off and no limit applies when a flag is missing. */
export type CouponConfig = Partial<CouponSiteConfig>;

interface CouponContextValue {
  store: CouponStore;
  channel: AddBetChannel;
  config: CouponConfig;
}

const NO_CONFIG: CouponConfig = Object.freeze({});

const CouponContext = createContext<CouponContextValue | null>(null);

export interface CouponProviderProps {
  children?: ReactNode;
  /** Site config flags (bonus bet, VIP bet, amount rules). */
  config?: CouponConfig;
  /** A store made elsewhere (tests, a server render); otherwise the provider makes its own. */
  store?: CouponStore;
  /** Options of the store the provider makes. */
  initial?: Omit<CouponStoreOptions, 'channel' | 'isBonusBetAvailable'>;
  /** The add-bet channel views broadcast on; otherwise the provider makes its own. */
  channel?: AddBetChannel;
  /** Where the coupon is saved: the browser's localStorage by default, null for nowhere. */
  storage?: CouponStorage | null;
  /** Keep the coupon the same in every tab (BroadcastChannel, where the browser has it). Default true. */
  syncAcrossTabs?: boolean;
}

/**
 * Gives its subtree one coupon store (so one per request on the server) and the add-bet channel it listens to.
 * In the browser it restores the saved coupon after hydration, saves changes and syncs tabs.
 */
export function CouponProvider({ children, config = NO_CONFIG, store: givenStore, initial, channel: givenChannel, storage, syncAcrossTabs = true }: CouponProviderProps) {
  const [channel] = useState(() => givenChannel ?? createAddBetChannel());
  const [store] = useState(() => givenStore ?? createCouponStore({ ...initial, isBonusBetAvailable: config.isAvailableCouponBonusBet ?? false }));
  const isBonusBetAvailable = config.isAvailableCouponBonusBet ?? false;

  useEffect(() => {
    store.setBonusBetAvailable(isBonusBetAvailable);
  }, [store, isBonusBetAvailable]);

  useEffect(() => {
    // Only in an effect: the server render and the first client render both show the empty coupon, so hydration matches.
    return connectCouponSync(store, {
      storage: storage === undefined ? browserCouponStorage() : storage,
      channel: syncAcrossTabs ? openCouponTabChannel() : null,
    });
  }, [store, storage, syncAcrossTabs]);

  useEffect(
    // Listening in an effect (not in the store) lets an unmounted provider stop, StrictMode included.
    () =>
      channel.onAddBet((bet) => {
        store.addBet(bet);
      }),
    [store, channel],
  );

  const value = useMemo(() => ({ store, channel, config }), [store, channel, config]);
  return createElement(CouponContext.Provider, { value }, children);
}

function useCouponContext(): CouponContextValue {
  const context = useContext(CouponContext);
  if (!context) throw new Error('useCoupon needs a CouponProvider above it.');
  return context;
}

/** The add-bet action for views that offer selections (spec: site-routes §4: the add-bet action is only broadcast). */
export function useBroadcastAddBet(): (bet: CouponBet) => void {
  return useCouponContext().channel.broadcastAddBet;
}

/**
 * The coupon's selections and the two actions that change them, without the derived figures of {@link useCoupon}:
 * what the sports lists' selection sync needs in the first load (the payout and limit rules load with the slip).
 */
export function useCouponSelections(): Pick<CouponView, 'bets' | 'addBet' | 'removeBet'> {
  const { store } = useCouponContext();
  const { bets } = useSnapshot(store.state) as Readonly<CouponModel>;
  return { bets, addBet: store.addBet, removeBet: store.removeBet };
}

export interface CouponOptions {
  /** Overrides the provider's site config flags. */
  config?: CouponConfig;
}

/** The express bonus on offer (spec: site-routes §5). */
export interface BonusOffer {
  isOffered: boolean;
  /** The bonus multiplier for the current selections. */
  factor: number;
  /** The coupon coefficient with the bonus applied. */
  coef: number;
}

type CouponActions = Omit<CouponStore, 'state' | 'dispose'>;

/** The coupon as a component sees it: state, derived values and actions. */
export type CouponView = Readonly<CouponModel> &
  CouponActions & {
    /** Payout if everything wins, rounded down to the minor unit. */
    possibleWin: number;
    /** The smallest winning return (docs/decisions.md COUPON-052). */
    minWin: number;
    maxWin: number;
    systemOptions: CouponModel['systemValues'];
    bonusOffer: BonusOffer;
    canUseVip: boolean;
    canUsePromo: boolean;
    lockedBetIds: string[];
    /** Coupon reminder delay; null for an empty coupon. */
    reminderMs: number | null;
    /** Stake limits in force for this type and account. */
    limits: AmountLimits;
    amountCheck: AmountCheck;
    /** Some odds changed and wait for the player. */
    needsOddsConfirmation: boolean;
  };

/**
 * The coupon of the nearest {@link CouponProvider}, with its derived values and actions.
 * Read the values while rendering: like any `useSnapshot`, it re-renders for the nested values a render reads.
 * @example
 * const coupon = useCoupon();
 * coupon.setAmount(10);
 * coupon.possibleWin; // amount × coefficient
 */
export function useCoupon(options: CouponOptions = {}): CouponView {
  const context = useCouponContext();
  const { store } = context;
  const config = options.config ?? context.config;
  const snap = useSnapshot(store.state) as Readonly<CouponModel>;
  const { bets, typeId, amount, amountByBetId, amountByBlockId, systemValue, settings, maxPayout, account, minBetAmount, maxBetAmount, manuallyDeletedBonusBet } = snap;
  const iso = account?.iso ?? FALLBACK_CURRENCY_ISO;

  const win = useMemo(() => {
    // The one payout rule (payout.ts): the figures the reference API records for the placed coupon.
    return calcPossibleWin({ typeId, bets, amount, amountByBetId, amountByBlockId, exactCoef: settings.exactCoef, systemValue, maxPayout, iso });
  }, [typeId, bets, amount, amountByBetId, amountByBlockId, settings.exactCoef, systemValue, maxPayout, iso]);

  const bonusOffer = useMemo<BonusOffer>(() => {
    const selections = withoutBonusBet(bets);
    const factor = bonusBetFactor(selections.length);
    const isOffered = isBonusBetOffered({ isFeatureOn: config.isAvailableCouponBonusBet ?? false, typeId, bets, manuallyDeletedBonusBet });
    return { isOffered, factor, coef: couponCoef(selections) * factor };
  }, [bets, typeId, manuallyDeletedBonusBet, config.isAvailableCouponBonusBet]);

  const limits = useMemo(
    () =>
      amountLimits({
        typeId,
        // The operator's limits for the currency (stake-rules.ts), shown before placing; a refusal may report others.
        minBetAmount: minBetAmount > 0 ? minBetAmount : stakeLimits(iso).min,
        maxBetAmount: Number.isFinite(maxBetAmount) ? maxBetAmount : stakeLimits(iso).max,
        account,
        config: { couponTypesWithMinAmount: config.couponTypesWithMinAmount ?? [], couponTypesWithMaxAmount: config.couponTypesWithMaxAmount ?? [] },
      }),
    [typeId, minBetAmount, maxBetAmount, account, iso, config.couponTypesWithMinAmount, config.couponTypesWithMaxAmount],
  );

  const canUseVip = useMemo(
    () => canUseVipBet({ isFeatureOn: config.showVipBet ?? false, maxBetAmount, bets, typeId }),
    [config.showVipBet, maxBetAmount, bets, typeId],
  );
  const lockedBetIds = useMemo(() => lockedIdsOf(bets), [bets]);
  const reminderMs = useMemo(() => couponReminderMs(bets), [bets]);
  const actions = useMemo<CouponActions>(() => {
    const { state: _state, dispose: _dispose, ...rest } = store;
    return rest;
  }, [store]);

  return {
    ...snap,
    ...actions,
    ...win,
    systemOptions: snap.systemValues,
    bonusOffer,
    canUseVip,
    canUsePromo: canUsePromoCode(typeId),
    lockedBetIds,
    reminderMs,
    limits,
    amountCheck: checkAmount(amount, limits),
    needsOddsConfirmation: bets.some((bet) => snap.pendingCoefByBetId[betIdOf(bet)] !== undefined),
  };
}
