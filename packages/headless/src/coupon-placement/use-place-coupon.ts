import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { routeHref } from '../routes/route-links.ts';
import { useCoupon } from '../coupon/use-coupon-view.ts';
import { useCouponPlacementContext } from './placement-context.tsx';
import type { PlacementContext, PlacementModel, PlacementOutcome, PlacementSuccess } from './placement-store.ts';

export interface PlaceCouponOptions {
  /** Overrides the odds format sent with the submission (COUPON-005 coefViewId). */
  coefViewId?: number;
}

/** The coupon's placement as a component sees it. */
export interface PlaceCouponState extends Readonly<PlacementModel> {
  isPlacing: boolean;
  /** The player is signed in; "Place bet" sends a visitor to sign in first. */
  isSignedIn: boolean;
  /** Places the coupon (or sends a visitor to sign in); a second call while one is on its way sends nothing. */
  place(): Promise<PlacementOutcome>;
  /** Tries the last failed placement again with the same Idempotency-Key. */
  retry(): Promise<PlacementOutcome>;
  /** Takes the new prices that wait for the player. */
  acceptChanges(): void;
  /** Closes the success view or the problems. */
  dismiss(): void;
  /** The print page of the placed coupon (`print-coupon/{id}`). */
  printHref: string | null;
  /** Sign-in with the way back to this page. */
  signInHref: string;
}

/**
 * Places the coupon: builds the submission with `toSubmission`, sends it with a stable Idempotency-Key, and on
 * success shows the coupon's number, possible win and print link while the coupon empties; on a refusal every
 * selection stays and `problems` says what changed (docs/decisions.md CALL-001).
 * @example
 * const placement = usePlaceCoupon();
 * <button aria-busy={placement.isPlacing} onClick={() => void placement.place()}>Place bet</button>
 */
export function usePlaceCoupon(options: PlaceCouponOptions = {}): PlaceCouponState {
  const context = useCouponPlacementContext();
  const coupon = useCoupon();
  const snap = useSnapshot(context.placement.state) as Readonly<PlacementModel>;
  const { placement, lng } = context;

  const placementContext: PlacementContext = {
    isSignedIn: context.isSignedIn,
    userId: Number(context.userId) || 0,
    lang: lng,
    coefViewId: options.coefViewId ?? context.coefViewId,
    refId: context.refId,
    canUsePromo: coupon.canUsePromo,
    canUseVip: coupon.canUseVip,
  };
  const latest = useRef(placementContext);
  useEffect(() => {
    latest.current = placementContext;
  });

  const place = useCallback(() => placement.place(latest.current), [placement]);

  // A new selection after a placement starts a new coupon: the success view makes way for it.
  const count = coupon.bets.length;
  const previousCount = useRef(count);
  useEffect(() => {
    if (snap.status === 'placed' && previousCount.current === 0 && count > 0) placement.dismiss();
    previousCount.current = count;
  }, [count, snap.status, placement]);

  const success: PlacementSuccess | null = snap.success;
  const printHref = useMemo(() => (success ? routeHref('print-coupon', lng, { couponId: String(success.id) }) : null), [success, lng]);

  return {
    ...snap,
    isPlacing: snap.status === 'placing',
    isSignedIn: context.isSignedIn,
    place,
    retry: placement.retry,
    acceptChanges: placement.acceptChanges,
    dismiss: placement.dismiss,
    printHref,
    signInHref: context.signInHref,
  };
}
