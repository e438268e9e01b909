import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isBrowser } from '../env/environment.ts';
import { snapshot } from 'valtio/vanilla';
import { ApiError } from '@bf/api-client/errors';
import type { LoadedCouponView } from '@bf/api-client/coupon';
import type { CouponStore } from '../coupon/coupon-store.ts';
import { restoreCoupon, toPersistedCoupon } from '../coupon/coupon-persistence.ts';
import { SYSTEM_MIN_VALUE, betIdOf } from '../coupon/coupon-types.ts';
import { couponBetFromPlaced } from './placement-wire.ts';
import { useCouponPlacementContext } from './placement-context.tsx';

/** What loading a shared coupon ended with. */
export type LoadCouponResult = 'loaded' | 'not-found' | 'invalid' | 'failed';

/** A shared code: 4 to 16 letters or digits (the server's rule). */
export const isCouponCode = (code: string): boolean => /^[A-Za-z0-9]{4,16}$/.test(code.trim());

/**
 * Puts a shared coupon into the store in place of the current one, through the same restore as a saved coupon:
 * used only if its bets is an array (COUPON-053); bets that do not check out are dropped.
 */
export function applyLoadedCoupon(store: CouponStore, loaded: Pick<LoadedCouponView, 'typeId' | 'systemValue' | 'amount' | 'amountByBlockId'> & { bets: unknown }, now = Date.now()): boolean {
  if (!Array.isArray(loaded.bets)) return false;
  const bets = (loaded.bets as LoadedCouponView['bets']).map(couponBetFromPlaced);
  const current = toPersistedCoupon(snapshot(store.state));
  const restored = restoreCoupon({
    ...current,
    bets,
    typeId: loaded.typeId,
    systemValue: loaded.systemValue ?? SYSTEM_MIN_VALUE,
    amount: loaded.amount,
    amountByBetId: {},
    amountByBlockId: { ...(loaded.amountByBlockId ?? {}) },
    addedAtByBetId: Object.fromEntries(bets.map((bet) => [betIdOf(bet), now])),
    manuallyDeletedBonusBet: false,
    isCouponLoadedFromCode: true,
  });
  if (!restored) return false;
  store.hydrate(restored);
  return true;
}

export interface LoadCouponState {
  /** Loads the coupon of `code` into the coupon. */
  load(code: string): Promise<LoadCouponResult>;
  isLoading: boolean;
  /** The last load's result, until the next one. */
  result: LoadCouponResult | null;
  /** Forgets the last result (the form was put away). */
  reset(): void;
}

/**
 * Loads a shared coupon by its code (`GET load/{code}`) into the coupon. With `code`, loads it once on mount (a
 * shared link); otherwise call `load`.
 * @example const { load } = useLoadCoupon(); await load('28MKLER3');
 */
export function useLoadCoupon(code?: string): LoadCouponState {
  const { store, api, lng } = useCouponPlacementContext();
  const [isLoading, setLoading] = useState(false);
  const [result, setResult] = useState<LoadCouponResult | null>(null);

  const load = useCallback(
    async (value: string): Promise<LoadCouponResult> => {
      const finish = (outcome: LoadCouponResult) => {
        setResult(outcome);
        setLoading(false);
        return outcome;
      };
      if (!isCouponCode(value)) return finish('invalid');
      setLoading(true);
      try {
        const loaded = await api.loadByCode(value.trim(), { lang: lng });
        return finish(applyLoadedCoupon(store, loaded) ? 'loaded' : 'invalid');
      } catch (error) {
        return finish(error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400) ? 'not-found' : 'failed');
      }
    },
    [api, store, lng],
  );

  const loadedOnce = useRef(false);
  useEffect(() => {
    if (!code || loadedOnce.current) return;
    loadedOnce.current = true;
    void load(code);
  }, [code, load]);

  const reset = useCallback(() => setResult(null), []);
  return { load, isLoading, result, reset };
}

/** The query parameter of a shared coupon link: `/en?coupon=28MKLER3` opens the site with that coupon in the slip. */
export const COUPON_LINK_PARAM = 'coupon';

/** The path of a link that loads the coupon of `code` (relative to the site, in language `lng`). */
export const couponLinkHref = (lng: string, code: string): string => `/${lng}?${COUPON_LINK_PARAM}=${encodeURIComponent(code)}`;

/** The absolute URL of a shared coupon link, on this site; the path alone where there is no page (server render, tests). */
export function couponLinkUrl(lng: string, code: string): string {
  const href = couponLinkHref(lng, code);
  return isBrowser() ? new URL(href, window.location.origin).toString() : href;
}

/**
 * Loads the coupon a shared link names (`?coupon=CODE`) once the page runs, then takes the parameter out of the address,
 * so a reload or a copied address does not load it again over the player's own coupon.
 */
export function useCouponFromLink(): LoadCouponState & { code: string | null } {
  const [params, setParams] = useSearchParams();
  // The code the page opened with, kept after it leaves the address.
  const [code] = useState(() => {
    const raw = params.get(COUPON_LINK_PARAM);
    return raw !== null && isCouponCode(raw) ? raw.trim() : null;
  });
  const state = useLoadCoupon(code ?? undefined);
  useEffect(() => {
    if (state.result === null || !params.has(COUPON_LINK_PARAM)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(COUPON_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [state.result, params, setParams]);
  return { ...state, code };
}
