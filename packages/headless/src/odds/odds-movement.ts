/**
 * Price movement: which way a coefficient changed and how long to keep showing that it moved.
 * Pure: time comes in as timestamps (ms), so the same rules run under SSR and in tests.
 */
import { isValidDecimalOdds } from './odds-format.ts';

/** Which way a price went. */
export type OddsDirection = 'up' | 'down' | 'none';

/** How long a changed price stays marked as moved (ms). */
export const ODDS_MOVED_HOLD_MS = 3000;

/** The direction from `previous` to `next`; `none` when equal or when either is not a usable price. */
export function oddsDirection(previous: number | undefined, next: number | undefined): OddsDirection {
  if (!isValidDecimalOdds(previous) || !isValidDecimalOdds(next)) return 'none';
  // Prices come with at most 3 places; anything smaller is float noise.
  if (Math.abs(next - previous) < 1e-6) return 'none';
  return next > previous ? 'up' : 'down';
}

/** A price with its last movement. */
export interface OddsMovement {
  coef: number;
  /** The direction of the last real change. */
  direction: OddsDirection;
  /** When that change was seen (ms), or null if it never moved. */
  changedAt: number | null;
}

/** The movement of a price seen for the first time: not moved. */
export function initialOddsMovement(coef: number): OddsMovement {
  return { coef, direction: 'none', changedAt: null };
}

/**
 * The movement after a new price arrives at `now`: a change records its direction and time;
 * the same price (or a bad one) keeps the last movement, so the flag lasts its full hold time.
 */
export function nextOddsMovement(movement: OddsMovement, coef: number, now: number): OddsMovement {
  const direction = oddsDirection(movement.coef, coef);
  if (direction === 'none') return isValidDecimalOdds(coef) ? { ...movement, coef } : movement;
  return { coef, direction, changedAt: now };
}

/** True while the price counts as moved: less than `holdMs` since the change. */
export function isOddsMoved(movement: OddsMovement, now: number, holdMs = ODDS_MOVED_HOLD_MS): boolean {
  return movement.changedAt !== null && now >= movement.changedAt && now - movement.changedAt < holdMs;
}

/** The direction to show at `now`: the last one while moved, else `none`. */
export function shownOddsDirection(movement: OddsMovement, now: number, holdMs = ODDS_MOVED_HOLD_MS): OddsDirection {
  return isOddsMoved(movement, now, holdMs) ? movement.direction : 'none';
}

/** Milliseconds until the moved flag clears (for a timer), or null when it is not set. */
export function oddsMovedRemainingMs(movement: OddsMovement, now: number, holdMs = ODDS_MOVED_HOLD_MS): number | null {
  return isOddsMoved(movement, now, holdMs) && movement.changedAt !== null ? movement.changedAt + holdMs - now : null;
}
