import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CouponProvider, useOptionalCouponStore, type CouponConfig } from '../coupon/use-coupon.ts';
import type { CouponStorage } from '../coupon/coupon-sync.ts';
import { useSession, useSessionServices } from '../session/session-provider.tsx';
import { useOptionalOfficeServices } from '../accounts/use-accounts.tsx';
import { syncCouponWithAccounts } from '../accounts/coupon-account-sync.ts';
import { safeReturnPath } from '../router/safe-return-path.ts';
import { CouponPlacementInputsContext, type CouponPlacementInputs } from './placement-inputs.ts';
import { useValueSlotOf } from '../env/value-slot.ts';
import { useHydrated } from '../env/use-hydrated.ts';
import { couponBffApi, useCouponConfig } from './use-coupon-config.ts';
import { signInHrefFor } from './sign-in-href.ts';

const NO_CONFIG: CouponConfig = Object.freeze({});

export interface CouponRootProps {
  children?: ReactNode;
  /** Site config flags; otherwise the `d.betting` config group is loaded in the browser. */
  config?: CouponConfig;
  /** Where the coupon is saved: the browser's localStorage by default, null for nowhere. */
  storage?: CouponStorage | null;
  /** Keep the coupon the same in every tab. Default true. */
  syncAcrossTabs?: boolean;
}

// Refreshes the coupon's prices once its store exists, which comes with the coupon's engine after hydration: so
// does this code (and the sports services it polls through), not with the frame every page hydrates. Browser only:
// the server's store renders nothing here, and a Suspense boundary in its HTML would not match the hydrating page.
const CouponOddsRefresh = lazy(() => import('./coupon-odds-refresh.tsx').then((m) => ({ default: m.CouponOddsRefresh })));

/**
 * The coupon of a layout: its store (one per render root), the site config flags, the tab sync, the price refresh
 * and what placing needs of the session (its API client with the bearer token and 401 refresh). Put it around a
 * layout's content; `useCoupon` and `useBroadcastAddBet` work inside it, and the placement hooks inside a
 * `CouponPlacementRoot` below it. In the browser the store comes with the coupon's engine, just after hydration.
 */
export function CouponRoot({ children, config: givenConfig, storage, syncAcrossTabs }: CouponRootProps) {
  const services = useSessionServices();
  const { lng } = services;
  const bff = useMemo(() => couponBffApi(services.api.http), [services.api.http]);
  const loaded = useCouponConfig(givenConfig ? null : bff, lng);
  const config = givenConfig ?? loaded ?? NO_CONFIG;
  return (
    <CouponProvider config={config} storage={storage} syncAcrossTabs={syncAcrossTabs}>
      <CouponServices config={config}>{children}</CouponServices>
    </CouponProvider>
  );
}

/** What the coupon's store is wired to once it exists (accounts, price refresh), and what placing needs of the page. */
function CouponServices({ config, children }: { config: CouponConfig; children?: ReactNode }) {
  const services = useSessionServices();
  const { isSignedIn, userId } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { lng } = services;
  const store = useOptionalCouponStore();
  const isHydrated = useHydrated();
  // The coupon pays from the active account; a switch resets its prepaid amount (COUPON-058).
  const accountsStore = useOptionalOfficeServices()?.store;
  useEffect(() => (accountsStore && store ? syncCouponWithAccounts(accountsStore, store) : undefined), [accountsStore, store]);

  const returnPath = safeReturnPath(`${location.pathname}${location.search}`) ?? `/${lng}`;
  const signInHref = signInHrefFor(lng, returnPath);
  const goToSignIn = useCallback(() => void navigate(signInHref), [navigate, signInHref]);
  const { http } = services.api;
  const inputs = useMemo<CouponPlacementInputs>(
    () => ({ http, isSignedIn, userId, lng, signInHref, goToSignIn, refId: 0, config }),
    [http, isSignedIn, userId, lng, signInHref, goToSignIn, config],
  );
  const inputsSlot = useValueSlotOf(inputs);

  return (
    <>
      {store && isHydrated && (
        <Suspense fallback={null}>
          <CouponOddsRefresh store={store} />
        </Suspense>
      )}
      <CouponPlacementInputsContext.Provider value={inputsSlot}>{children}</CouponPlacementInputsContext.Provider>
    </>
  );
}
