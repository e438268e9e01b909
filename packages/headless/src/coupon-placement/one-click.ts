import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { useSnapshot } from 'valtio';
import type { CouponModel, OneClickRequest } from '../coupon/coupon-store.ts';
import { FALLBACK_CURRENCY_ISO } from '../coupon/amount-steps.ts';
import { useServicesOfRoot } from '../sports/sports-context.tsx';
import { useCouponPlacementContext } from './placement-context.tsx';
import type { OneClickNotice } from './one-click-notice.ts';

export type { OneClickNotice };

// One-click betting (spec: site-routes §3 settings `oneClickAmount`, `isActiveOneClick`; §9 "one-click uses
// changeCoefAction 1"): a click on an odds button places that selection at once, on its own, with the one-click stake.
// The placing itself (`one-click-placement.ts`) is loaded on the first click.

/** How long a one-click result stays on screen (spec: site-routes §9 "Notification auto-close 10 s"). */
export const ONE_CLICK_NOTICE_MS = 10_000;

export interface OneClickBetState {
  /** One-click betting is on. */
  isOn: boolean;
  /** The stake of each one-click bet: `oneClickAmount`, or the currency's initial stake while that is 0. */
  amount: number;
  setAmount(value: number): void;
  /** The last one-click bet's notice; null when there is none (closed, or 10 s passed). */
  notice: OneClickNotice | null;
  dismiss(): void;
}

/**
 * Places the selections clicked while one-click betting is on, one at a time, each with its own Idempotency-Key
 * (one automatic retry with the same key when the server could not answer), and says how each went. Mount it once,
 * inside `CouponRoot` (the slip does).
 */
export function useOneClickBet(): OneClickBetState {
  const context = useCouponPlacementContext();
  const { selection } = useServicesOfRoot();
  const { store } = context;
  const snap = useSnapshot(store.state) as Readonly<CouponModel>;
  const iso = snap.account?.iso ?? FALLBACK_CURRENCY_ISO;
  const amount = snap.settings.oneClickAmount > 0 ? snap.settings.oneClickAmount : snap.initialAmount;
  const [notice, setNotice] = useState<OneClickNotice | null>(null);

  const latest = useRef({ context, amount, iso });
  useEffect(() => {
    latest.current = { context, amount, iso };
  });

  const placeOne = useCallback(async (request: OneClickRequest) => {
    const { context: now, amount: stake, iso: currency } = latest.current;
    const { placeOneClick } = await import('./one-click-placement.ts');
    await placeOneClick({
      request,
      api: now.api,
      amount: stake,
      iso: currency,
      isSignedIn: now.isSignedIn,
      userId: Number(now.userId) || 0,
      lng: now.lng,
      coefViewId: now.coefViewId,
      refId: now.refId,
      report: setNotice,
    });
  }, []);

  // Drains the queue in order, one placement at a time; whatever is clicked meanwhile waits its turn.
  const busy = useRef(false);
  const drain = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (let requests = store.takeOneClickRequests(); requests.length > 0; requests = store.takeOneClickRequests()) {
        for (const request of requests) await placeOne(request);
        // The odds buttons marked the clicked selections at once; they are not in the coupon, so unmark them.
        selection.sync(store.state.bets);
      }
    } finally {
      busy.current = false;
    }
  }, [store, placeOne, selection]);

  useEffect(() => {
    void drain();
    // The queue array is replaced when taken, so listen to the coupon and look at the queue.
    return subscribe(store.state, () => {
      if (store.state.oneClickQueue.length > 0) void drain();
    });
  }, [store, drain]);

  useEffect(() => {
    if (!notice || notice.status === 'placing') return;
    const timer = setTimeout(() => setNotice(null), ONE_CLICK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return {
    isOn: snap.settings.isActiveOneClick,
    amount,
    setAmount: store.setOneClickAmount,
    notice,
    dismiss: useCallback(() => setNotice(null), []),
  };
}
