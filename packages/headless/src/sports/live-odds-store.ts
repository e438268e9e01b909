/**
 * The live-odds store: the current price of every outcome on screen, one immutable record per outcome that a change
 * replaces, and listeners per outcome, so a changed price re-renders only the buttons of that outcome (spec:
 * site-routes §1 live betting; docs/decisions.md "Live odds"). Fed by the list polls and the cheap `odds?ids=` poll.
 * No React here, and no Valtio: a proxy per outcome cost a live list's first render its adoption time and every tick
 * a snapshot per button (docs/decisions.md "Live odds as records").
 */
import { ODDS_MOVED_HOLD_MS, isOddsMoved, isValidDecimalOdds, nextOddsMovement, oddsMovedRemainingMs, type OddsDirection, type OddsMovement } from '../odds/index.ts';
import type { OutcomeQuote } from './sports-types.ts';

/** One outcome's price as the store holds it: never changed in place; a change makes a new record. */
export interface OutcomePrice {
  /** Decimal price; NaN until the feed has named one. */
  readonly coef: number;
  /** Suspended (its market, its game or itself). */
  readonly isBlocked: boolean;
  /** Direction of the last real change while it counts as moved (3 s), then `none`: the store clears it. */
  readonly direction: OddsDirection;
  /** When that change was seen (ms), null if it never moved. */
  readonly changedAt: number | null;
}

/** The movement of a price (for `@bf/headless/odds` movement rules). */
export const movementOf = (price: Pick<OutcomePrice, 'coef' | 'direction' | 'changedAt'>): OddsMovement => ({ coef: price.coef, direction: price.direction, changedAt: price.changedAt });

export interface LiveOddsStore {
  /**
   * The current record of one outcome (price NaN before the feed named one). The same object until the outcome
   * changes, so `useSyncExternalStore` can read it as it is.
   */
  price(outcomeId: number): OutcomePrice;
  /** Calls `onChange` after each change of that outcome's record; answers the unsubscribe. */
  subscribe(outcomeId: number, onChange: () => void): () => void;
  /** True once the feed named a price for the outcome. */
  has(outcomeId: number): boolean;
  /**
   * The price as the feed first named it, or an empty one before that: what the server drew, from the same first
   * answer; the very record `price` answers until the outcome changes. Hydration reads it, so a part of the page that
   * hydrates after a price moved still matches the server's HTML; React then re-renders it with the current price.
   */
  firstPrice(outcomeId: number): Readonly<OutcomePrice>;
  /**
   * Applies quotes seen at `now` (ms): a changed price records its direction and time, a changed suspension is
   * written, anything unchanged is not touched (so nothing re-renders for it). Returns how many outcomes changed.
   */
  apply(quotes: Iterable<OutcomeQuote>, now?: number): number;
  /** Ids of every outcome the store holds. */
  ids(): number[];
}

export interface LiveOddsStoreOptions {
  /** Clock for movement times; `Date.now` by default. */
  now?: () => number;
  /** How long a change shows as moved; {@link ODDS_MOVED_HOLD_MS} by default. */
  holdMs?: number;
}

const NO_PRICE: Readonly<OutcomePrice> = Object.freeze({ coef: Number.NaN, isBlocked: false, direction: 'none', changedAt: null });

/**
 * A fresh live-odds store (one per render root: the server never shares one between requests).
 * @example
 * const odds = createLiveOddsStore();
 * odds.apply([{ id: 624, coef: 1.65, isBlocked: false }]);
 * odds.price(624).coef; // 1.65
 * const stop = odds.subscribe(624, () => render(odds.price(624)));
 */
export function createLiveOddsStore({ now: clock = Date.now, holdMs = ODDS_MOVED_HOLD_MS }: LiveOddsStoreOptions = {}): LiveOddsStore {
  const prices = new Map<number, OutcomePrice>();
  const firstPrices = new Map<number, OutcomePrice>();
  const listeners = new Map<number, Set<() => void>>();
  // Outcomes showing a move, and one timer that clears the moves that are over: a whole update's arrows go in one
  // batch (one render), not one timer and one render per button.
  const moving = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  // Listeners run after the whole batch is written, so a reader sees every record of one update.
  const notify = (ids: Iterable<number>) => {
    for (const id of ids) listeners.get(id)?.forEach((onChange) => onChange());
  };

  const sweep = () => {
    timer = undefined;
    timerAt = Infinity;
    const at = clock();
    let next = Infinity;
    const settled: number[] = [];
    for (const id of moving) {
      const row = prices.get(id);
      if (!row) {
        moving.delete(id);
        continue;
      }
      const remaining = oddsMovedRemainingMs(movementOf(row), at, holdMs);
      if (remaining === null) {
        if (row.direction !== 'none') {
          prices.set(id, { ...row, direction: 'none' });
          settled.push(id);
        }
        moving.delete(id);
      } else {
        next = Math.min(next, at + remaining);
      }
    }
    if (next < Infinity) schedule(next);
    notify(settled);
  };

  const schedule = (at: number) => {
    if (at >= timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(sweep, Math.max(0, at - clock()));
  };

  return {
    price: (id) => prices.get(id) ?? NO_PRICE,
    subscribe(id, onChange) {
      let set = listeners.get(id);
      if (!set) listeners.set(id, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0 && listeners.get(id) === set) listeners.delete(id);
      };
    },
    has: (id) => prices.has(id),
    firstPrice: (id) => firstPrices.get(id) ?? NO_PRICE,
    apply(quotes, now = clock()) {
      const changed: number[] = [];
      for (const quote of quotes) {
        const row = prices.get(quote.id);
        let next: OutcomePrice | undefined;
        if (!row) {
          next = { coef: isValidDecimalOdds(quote.coef) ? quote.coef : Number.NaN, isBlocked: quote.isBlocked, direction: 'none', changedAt: null };
          firstPrices.set(quote.id, next);
        } else {
          if (quote.coef !== row.coef && isValidDecimalOdds(quote.coef)) {
            const moved = nextOddsMovement(movementOf(row), quote.coef, now);
            next = { coef: moved.coef, isBlocked: quote.isBlocked, direction: moved.direction, changedAt: moved.changedAt };
            if (isOddsMoved(moved, now, holdMs)) {
              moving.add(quote.id);
              schedule(now + holdMs);
            }
          } else if (row.isBlocked !== quote.isBlocked) {
            next = { ...row, isBlocked: quote.isBlocked };
          }
        }
        if (next) {
          prices.set(quote.id, next);
          changed.push(quote.id);
        }
      }
      notify(changed);
      return changed.length;
    },
    ids: () => [...prices.keys()],
  };
}
