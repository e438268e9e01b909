import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { CouponBet } from './coupon-types.ts';
import type { CouponSiteConfig } from './amount-limits.ts';
import { createCouponStore, type CouponModel, type CouponStore, type CouponStoreOptions } from './coupon-store.ts';
import { createAddBetChannel, type AddBetChannel } from './add-bet-channel.ts';
import { browserCouponStorage, connectCouponSync, openCouponTabChannel, type CouponStorage } from './coupon-sync.ts';

/** The site config flags the coupon reads; every feature is off and no limit applies when a flag is missing. */
export type CouponConfig = Partial<CouponSiteConfig>;

export interface CouponContextValue {
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

/** The nearest provider's store, channel and config; a hook of the coupon's own modules. */
export function useCouponContext(): CouponContextValue {
  const context = useContext(CouponContext);
  if (!context) throw new Error('useCoupon needs a CouponProvider above it.');
  return context;
}

/** The add-bet action for views that offer selections (spec: site-routes §4: the add-bet action is only broadcast). */
export function useBroadcastAddBet(): (bet: CouponBet) => void {
  return useCouponContext().channel.broadcastAddBet;
}

/**
 * The coupon's selections and the two actions that change them, without the derived figures of `useCoupon`:
 * what the sports lists' selection sync needs in the first load (the payout and limit rules load with the slip).
 */
export function useCouponSelections(): Pick<CouponModel, 'bets'> & Pick<CouponStore, 'addBet' | 'removeBet'> {
  const { store } = useCouponContext();
  const { bets } = useSnapshot(store.state) as Readonly<CouponModel>;
  return { bets, addBet: store.addBet, removeBet: store.removeBet };
}
