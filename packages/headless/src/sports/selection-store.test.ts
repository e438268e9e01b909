import { describe, expect, it, vi } from 'vitest';
import { makeBet } from '../coupon/coupon-test-bets.ts';
import { createSelectionStore } from './selection-store.ts';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('selection store', () => {
  it('adds and removes through the connected coupon, marking only the outcome picked', () => {
    const store = createSelectionStore();
    const addBet = vi.fn(() => 'added');
    const removeBet = vi.fn(() => true);
    store.connect({ addBet, removeBet });
    const bet = makeBet('101', 1.65);
    expect(store.toggle(bet)).toBe(true);
    expect(addBet).toHaveBeenCalledWith(bet);
    expect(store.selection('101').isSelected).toBe(true);
    expect(store.selection('102').isSelected).toBe(false);
    expect(store.toggle(bet)).toBe(false);
    expect(removeBet).toHaveBeenCalledWith('101');
    expect(store.selection('101').isSelected).toBe(false);
  });

  it('keeps a pick made before the coupon connected, shows it picked, and adds it once the coupon is there', async () => {
    const store = createSelectionStore();
    const bet = makeBet('101', 1.65);
    expect(store.toggle(bet)).toBe(true);
    expect(store.selection('101').isSelected).toBe(true);
    const bets: ReturnType<typeof makeBet>[] = [];
    const addBet = vi.fn((added: ReturnType<typeof makeBet>) => {
      bets.push(added);
      store.sync(bets);
      return 'added';
    });
    store.connect({ addBet, removeBet: vi.fn() });
    // The sync that follows connecting (the restored coupon, without the pick yet) does not unmark it.
    store.sync([]);
    expect(store.selection('101').isSelected).toBe(true);
    expect(addBet).not.toHaveBeenCalled();
    await tick();
    expect(addBet).toHaveBeenCalledTimes(1);
    expect(addBet).toHaveBeenCalledWith(bet);
    expect(store.selection('101').isSelected).toBe(true);
  });

  it('adds a pick made before only once, and not over a restored coupon that already has it', async () => {
    const store = createSelectionStore();
    const bet = makeBet('101', 1.65);
    store.toggle(bet);
    const addBet = vi.fn(() => 'added');
    store.connect({ addBet, removeBet: vi.fn() });
    // The saved coupon, restored in the same commit, already holds this outcome.
    store.sync([bet]);
    await tick();
    expect(addBet).not.toHaveBeenCalled();
    store.connect({ addBet, removeBet: vi.fn() });
    await tick();
    expect(addBet).not.toHaveBeenCalled();
  });

  it('drops a pick taken back before the coupon connected', async () => {
    const store = createSelectionStore();
    const bet = makeBet('101', 1.65);
    expect(store.toggle(bet)).toBe(true);
    expect(store.toggle(bet)).toBe(false);
    expect(store.selection('101').isSelected).toBe(false);
    const addBet = vi.fn(() => 'added');
    store.connect({ addBet, removeBet: vi.fn() });
    await tick();
    expect(addBet).not.toHaveBeenCalled();
  });
});
