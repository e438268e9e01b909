/**
 * The live-odds store: the current price of every outcome on screen, one Valtio proxy per outcome, so a changed
 * price re-renders only the buttons of that outcome (spec: site-routes §1 live betting; docs/decisions.md
 * "Live odds"). Fed by the list polls and the cheap `odds?ids=` poll. No React here.
 */
import { proxy } from 'valtio/vanilla';
import { ODDS_MOVED_HOLD_MS, isOddsMoved, isValidDecimalOdds, nextOddsMovement, oddsMovedRemainingMs, type OddsDirection, type OddsMovement } from '../odds/index.ts';
import type { OutcomeQuote } from './sports-types.ts';

/** One outcome's price as the store holds it; a Valtio proxy. */
export interface OutcomePrice {
  /** Decimal price; NaN until the feed has named one. */
  coef: number;
  /** Suspended (its market, its game or itself). */
  isBlocked: boolean;
  /** Direction of the last real change while it counts as moved (3 s), then `none`: the store clears it. */
  direction: OddsDirection;
  /** When that change was seen (ms), null if it never moved. */
  changedAt: number | null;
}

/** The movement of a price (for `@bf/headless/odds` movement rules). */
export const movementOf = (price: Pick<OutcomePrice, 'coef' | 'direction' | 'changedAt'>): OddsMovement => ({ coef: price.coef, direction: price.direction, changedAt: price.changedAt });

export interface LiveOddsStore {
  /** The proxy of one outcome; an outcome never seen gets an empty one (price NaN) that later quotes fill. */
  price(outcomeId: number): OutcomePrice;
  /** True once the feed named a price for the outcome. */
  has(outcomeId: number): boolean;
  /**
   * The price as the feed first named it (a frozen copy), or an empty one before that: what the server drew, from
   * the same first answer. Hydration reads it, so a part of the page that hydrates after a price moved still matches
   * the server's HTML; React then re-renders it with the current price.
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
 * useSnapshot(odds.price(624)).coef; // 1.65
 */
export function createLiveOddsStore({ now: clock = Date.now, holdMs = ODDS_MOVED_HOLD_MS }: LiveOddsStoreOptions = {}): LiveOddsStore {
  // A plain Map: adding an outcome must not notify anyone; only each outcome's own proxy is observed.
  const prices = new Map<number, OutcomePrice>();
  const known = new Set<number>();
  const firstPrices = new Map<number, Readonly<OutcomePrice>>();
  // Outcomes showing a move, and one timer that clears the moves that are over: a whole update's arrows go in one
  // batch (one render), not one timer and one render per button.
  const moving = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  const sweep = () => {
    timer = undefined;
    timerAt = Infinity;
    const at = clock();
    let next = Infinity;
    for (const id of moving) {
      const row = prices.get(id);
      if (!row) {
        moving.delete(id);
        continue;
      }
      const remaining = oddsMovedRemainingMs(movementOf(row), at, holdMs);
      if (remaining === null) {
        if (row.direction !== 'none') row.direction = 'none';
        moving.delete(id);
      } else {
        next = Math.min(next, at + remaining);
      }
    }
    if (next < Infinity) schedule(next);
  };

  const schedule = (at: number) => {
    if (at >= timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(sweep, Math.max(0, at - clock()));
  };

  const price = (id: number): OutcomePrice => {
    let row = prices.get(id);
    if (!row) {
      row = proxy<OutcomePrice>({ coef: Number.NaN, isBlocked: false, direction: 'none', changedAt: null });
      prices.set(id, row);
    }
    return row;
  };

  return {
    price,
    has: (id) => known.has(id),
    firstPrice: (id) => firstPrices.get(id) ?? NO_PRICE,
    apply(quotes, now = clock()) {
      let changed = 0;
      for (const quote of quotes) {
        const row = price(quote.id);
        let isChanged = false;
        if (!known.has(quote.id)) {
          known.add(quote.id);
          if (isValidDecimalOdds(quote.coef)) row.coef = quote.coef;
          isChanged = true;
        } else if (quote.coef !== row.coef && isValidDecimalOdds(quote.coef)) {
          const next = nextOddsMovement(movementOf(row), quote.coef, now);
          row.coef = next.coef;
          if (next.direction !== row.direction) row.direction = next.direction;
          if (next.changedAt !== row.changedAt) row.changedAt = next.changedAt;
          if (isOddsMoved(next, now, holdMs)) {
            moving.add(quote.id);
            schedule(now + holdMs);
          }
          isChanged = true;
        }
        if (row.isBlocked !== quote.isBlocked) {
          row.isBlocked = quote.isBlocked;
          isChanged = true;
        }
        if (!firstPrices.has(quote.id)) firstPrices.set(quote.id, Object.freeze({ coef: row.coef, isBlocked: row.isBlocked, direction: 'none', changedAt: null }));
        if (isChanged) changed += 1;
      }
      return changed;
    },
    ids: () => [...prices.keys()],
  };
}
