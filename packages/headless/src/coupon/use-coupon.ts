import { createContext, createElement, use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CouponBet } from './coupon-types.ts';
import type { CouponSiteConfig } from './amount-limits.ts';
import type { CouponStore, CouponStoreOptions } from './coupon-store.ts';
import { createAddBetChannel, type AddBetChannel } from './add-bet-channel.ts';
import type { CouponStorage } from './coupon-sync.ts';
import { loadOnServer } from '../env/preloadable.tsx';
import { useSlotValue, useValueSlotOf, type ValueSlot } from '../env/value-slot.ts';

type CouponEngine = typeof import('./coupon-engine.ts');
let engine: CouponEngine | undefined;
let loading: Promise<CouponEngine> | undefined;

/**
 * Loads the coupon's engine (its store, rules, saving and tab sync) once. The browser loads it right after hydrating,
 * the server before its first render; a test that renders a coupon awaits it first.
 */
export function loadCouponEngine(): Promise<CouponEngine> {
  return (loading ??= import('./coupon-engine.ts').then(
    (loaded) => (engine = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}
loadOnServer('coupon-engine', loadCouponEngine);

/** The site config flags the coupon reads; every feature is off and no limit applies when a flag is missing. */
export type CouponConfig = Partial<CouponSiteConfig>;

export interface CouponContextValue {
  /** Null until the engine has loaded (in the browser, just after hydration). */
  store: CouponStore | null;
  /** The store, once there is one. */
  ready: Promise<CouponStore>;
  channel: AddBetChannel;
  config: CouponConfig;
}

const NO_CONFIG: CouponConfig = Object.freeze({});

/**
 * The context holds only what never changes after mount (env/value-slot.ts says why): the store, which arrives with
 * the engine just after hydration, and the config are read from a slot by the few components that use them.
 */
interface CouponContextHolder {
  slot: ValueSlot<{ store: CouponStore | null; config: CouponConfig }>;
  ready: Promise<CouponStore>;
  channel: AddBetChannel;
}

const CouponContext = createContext<CouponContextHolder | null>(null);

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
  const isBonusBetAvailable = config.isAvailableCouponBonusBet ?? false;
  const [channel] = useState(() => givenChannel ?? createAddBetChannel());
  const create = (loaded: CouponEngine) => loaded.createCouponStore({ ...initial, isBonusBetAvailable });
  // Made at once where the engine is loaded (the server, tests, a later mount); else right after hydration.
  const [store, setStore] = useState<CouponStore | null>(() => givenStore ?? (engine ? create(engine) : null));
  const [ready] = useState(() => {
    let resolve: (made: CouponStore) => void = () => undefined;
    const promise = new Promise<CouponStore>((done) => (resolve = done));
    return { promise, resolve };
  });

  useEffect(() => {
    if (store) {
      ready.resolve(store);
      return;
    }
    let isMounted = true;
    void loadCouponEngine().then((loaded) => {
      if (isMounted) setStore((current) => current ?? create(loaded));
    });
    return () => {
      isMounted = false;
    };
    // The store is made once; its options are read when it is made.
  }, [store, ready]);

  useEffect(() => {
    store?.setBonusBetAvailable(isBonusBetAvailable);
  }, [store, isBonusBetAvailable]);

  useEffect(() => {
    // Only in an effect: the server render and the first client render both show the empty coupon, so hydration matches.
    if (!store || !engine) return;
    return engine.connectCouponSync(store, {
      storage: storage === undefined ? engine.browserCouponStorage() : storage,
      channel: syncAcrossTabs ? engine.openCouponTabChannel() : null,
    });
  }, [store, storage, syncAcrossTabs]);

  useEffect(
    // Listening in an effect (not in the store) lets an unmounted provider stop, StrictMode included.
    () =>
      store
        ? channel.onAddBet((bet) => {
            store.addBet(bet);
          })
        : undefined,
    [store, channel],
  );

  const slot = useValueSlotOf(useMemo(() => ({ store, config }), [store, config]));
  const value = useMemo(() => ({ slot, ready: ready.promise, channel }), [slot, ready, channel]);
  return createElement(CouponContext.Provider, { value }, children);
}

function useCouponHolder(): CouponContextHolder {
  const context = useContext(CouponContext);
  if (!context) throw new Error('useCoupon needs a CouponProvider above it.');
  return context;
}

/** The nearest provider's store, channel and config; a hook of the coupon's own modules. */
export function useCouponContext(): CouponContextValue {
  const { slot, ready, channel } = useCouponHolder();
  const { store, config } = useSlotValue(slot);
  return { store, ready, channel, config };
}

/** The add-bet action for views that offer selections (spec: site-routes §4: the add-bet action is only broadcast). */
export function useBroadcastAddBet(): (bet: CouponBet) => void {
  return useCouponHolder().channel.broadcastAddBet;
}

/** The nearest provider's store, waiting (Suspense) while its engine loads: for the slip, the print page and placing. */
export function useCouponStore(): CouponStore {
  const { store, ready } = useCouponContext();
  return store ?? use(ready);
}

/** The nearest provider's store, or null while its engine loads (never waits): for what the page itself renders. */
export function useOptionalCouponStore(): CouponStore | null {
  return useSlotValue(useCouponHolder().slot).store;
}
