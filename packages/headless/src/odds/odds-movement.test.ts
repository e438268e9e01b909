import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ODDS_MOVED_HOLD_MS, initialOddsMovement, isOddsMoved, nextOddsMovement, oddsDirection, oddsMovedRemainingMs, shownOddsDirection } from '@bf/headless/odds';

describe('oddsDirection', () => {
  it('tells up, down and no change', () => {
    expect(oddsDirection(1.5, 1.6)).toBe('up');
    expect(oddsDirection(1.6, 1.5)).toBe('down');
    expect(oddsDirection(1.5, 1.5)).toBe('none');
    expect(oddsDirection(0.1 + 1.2, 1.3)).toBe('none');
  });

  it('says none when either price is missing or bad', () => {
    expect(oddsDirection(undefined, 1.5)).toBe('none');
    expect(oddsDirection(1.5, NaN)).toBe('none');
    expect(oddsDirection(1, 1.5)).toBe('none');
  });

  it('is antisymmetric (property)', () => {
    const price = fc.double({ min: 1.01, max: 100, noNaN: true });
    const flip = { up: 'down', down: 'up', none: 'none' } as const;
    fc.assert(
      fc.property(price, price, (a, b) => {
        expect(oddsDirection(b, a)).toBe(flip[oddsDirection(a, b)]);
      }),
    );
  });
});

describe('odds movement', () => {
  it('keeps the moved flag for the hold time after a change', () => {
    let movement = initialOddsMovement(1.8);
    expect(isOddsMoved(movement, 0)).toBe(false);
    movement = nextOddsMovement(movement, 1.9, 1000);
    expect(shownOddsDirection(movement, 1000)).toBe('up');
    expect(oddsMovedRemainingMs(movement, 2500)).toBe(ODDS_MOVED_HOLD_MS - 1500);
    expect(isOddsMoved(movement, 1000 + ODDS_MOVED_HOLD_MS - 1)).toBe(true);
    expect(isOddsMoved(movement, 1000 + ODDS_MOVED_HOLD_MS)).toBe(false);
    expect(shownOddsDirection(movement, 1000 + ODDS_MOVED_HOLD_MS)).toBe('none');
    expect(oddsMovedRemainingMs(movement, 1000 + ODDS_MOVED_HOLD_MS)).toBeNull();
  });

  it('does not restart the hold when the same price arrives again', () => {
    const moved = nextOddsMovement(initialOddsMovement(2), 1.7, 0);
    const again = nextOddsMovement(moved, 1.7, 2000);
    expect(again.changedAt).toBe(0);
    expect(isOddsMoved(again, 3500, 3000)).toBe(false);
  });

  it('restarts the hold and flips the direction on a new change', () => {
    const down = nextOddsMovement(initialOddsMovement(2), 1.7, 0);
    const up = nextOddsMovement(down, 1.75, 2000);
    expect(up).toEqual({ coef: 1.75, direction: 'up', changedAt: 2000 });
    expect(shownOddsDirection(up, 4500, 3000)).toBe('up');
  });

  it('ignores a bad price', () => {
    const moved = nextOddsMovement(initialOddsMovement(2), 2.2, 0);
    expect(nextOddsMovement(moved, NaN, 10)).toBe(moved);
  });

  it('honours a custom hold time', () => {
    const moved = nextOddsMovement(initialOddsMovement(2), 2.2, 0);
    expect(isOddsMoved(moved, 900, 1000)).toBe(true);
    expect(isOddsMoved(moved, 1000, 1000)).toBe(false);
  });
});
