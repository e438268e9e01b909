import type { CouponBet } from './coupon-types.ts';

// spec: site-routes §4 "The add-bet action is only broadcast to the rest of the app": a view that offers a
// selection does not touch the coupon; it broadcasts the bet, and the coupon store, listening, adds it.

/** Called with each broadcast bet. */
export type AddBetListener = (bet: CouponBet) => void;

/** A tiny typed event target for the add-bet action: one per app (per request on the server). */
export interface AddBetChannel {
  /** Sends the add-bet action to every listener (the coupon store). */
  broadcastAddBet(bet: CouponBet): void;
  /** Listens for the add-bet action; returns the function that stops listening. */
  onAddBet(listener: AddBetListener): () => void;
}

/**
 * A new add-bet channel with no listeners.
 * @example
 * const channel = createAddBetChannel();
 * const store = createCouponStore({ channel }); // the store listens
 * channel.broadcastAddBet(bet);                 // a remote view adds a bet
 */
export function createAddBetChannel(): AddBetChannel {
  const listeners = new Set<AddBetListener>();
  return {
    broadcastAddBet(bet) {
      // A copy of the set, so a listener that unsubscribes while called does not skip the next one.
      for (const listener of [...listeners]) listener(bet);
    },
    onAddBet(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
