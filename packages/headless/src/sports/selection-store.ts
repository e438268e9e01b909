/**
 * Which outcomes are in the coupon, one Valtio proxy per outcome: adding a bet re-renders the one button that shows
 * it, not every button on the page (the coupon itself is one snapshot that changes as a whole). Kept in step with
 * the coupon by `CouponSelectionSync`. No React here.
 */
import { proxy } from 'valtio/vanilla';
import { isLocked, type CouponBet } from '../coupon/index.ts';

/** One outcome's place in the coupon; a Valtio proxy. */
export interface OutcomeSelection {
  isSelected: boolean;
  /** In the coupon but cannot be placed as it is: blocked, dependent or banned from express (spec: site-routes §4). */
  isLocked: boolean;
}

/** What the coupon lets the sports pages do. */
export interface CouponActions {
  addBet(bet: CouponBet): unknown;
  removeBet(betId: string): unknown;
}

/** What the server draws for every outcome: it never knows the coupon (kept in the browser's storage). */
export const SERVER_SELECTION: Readonly<OutcomeSelection> = Object.freeze({ isSelected: false, isLocked: false });

export interface SelectionStore {
  /** The proxy of one outcome (by the coupon bet id, the outcome id as a string). */
  selection(betId: string): OutcomeSelection;
  /** Mirrors the coupon's bets: only the outcomes whose state changed are written. */
  sync(bets: readonly CouponBet[]): void;
  /** The coupon's actions, handed in by the sync component; null until a coupon is mounted. Picks made before are added then. */
  connect(actions: CouponActions | null): void;
  /** True when a coupon is connected. */
  isConnected(): boolean;
  /** Adds the bet, or removes it when it is already in the coupon; answers whether it is selected now. */
  toggle(bet: CouponBet): boolean;
}

/** A fresh selection store (one per render root). */
export function createSelectionStore(): SelectionStore {
  const rows = new Map<string, OutcomeSelection>();
  let selected = new Set<string>();
  let locked = new Set<string>();
  let actions: CouponActions | null = null;
  // Picks made before a coupon connected, by outcome.
  const pending = new Map<string, CouponBet>();

  const write = (id: string, row: OutcomeSelection) => {
    const isSelected = selected.has(id) || pending.has(id);
    const isLockedNow = locked.has(id);
    if (row.isSelected !== isSelected) row.isSelected = isSelected;
    if (row.isLocked !== isLockedNow) row.isLocked = isLockedNow;
  };

  const selection = (id: string): OutcomeSelection => {
    let row = rows.get(id);
    if (!row) {
      row = proxy<OutcomeSelection>({ isSelected: selected.has(id), isLocked: locked.has(id) });
      rows.set(id, row);
    }
    return row;
  };

  return {
    selection,
    sync(bets) {
      selected = new Set(bets.map((bet) => bet.market.id));
      locked = new Set(bets.filter(isLocked).map((bet) => bet.market.id));
      for (const [id, row] of rows) write(id, row);
    },
    connect(next) {
      actions = next;
      if (!next || pending.size === 0) return;
      // After the commit that connected the coupon: its saved coupon is restored in the same commit's effects, and a
      // pick made before must land on it, not be replaced by it.
      queueMicrotask(() => {
        if (actions !== next) return;
        const picks = [...pending.values()];
        pending.clear();
        for (const bet of picks) if (!selected.has(bet.market.id)) next.addBet(bet);
      });
    },
    isConnected: () => actions !== null,
    toggle(bet) {
      const id = bet.market.id;
      const row = selection(id);
      if (!actions) {
        // The coupon's engine is still loading (just after hydration): the pick is kept and added once it connects.
        if (pending.has(id)) {
          pending.delete(id);
          row.isSelected = selected.has(id);
          return row.isSelected;
        }
        pending.set(id, bet);
        row.isSelected = true;
        return true;
      }
      if (selected.has(id)) {
        actions.removeBet(id);
        selected.delete(id);
        row.isSelected = false;
        row.isLocked = false;
        return false;
      }
      const result = actions.addBet(bet);
      // Placed at once by one-click betting, or refused: the coupon does not hold it, so the button is not pressed.
      if (result === 'one-click' || result === 'refused') return false;
      // Shown at once; the next sync from the coupon confirms it (or undoes it if the coupon refused the bet).
      selected.add(id);
      row.isSelected = true;
      return true;
    },
  };
}
