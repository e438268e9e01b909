import { describe, expect, it } from 'vitest';
import { createNavigationBlock } from './navigation-block.ts';

describe('blocked-navigation flag (GUARD-030)', () => {
  it('starts unset, is set by blockNavigation and cleared by unblockNavigation', () => {
    const block = createNavigationBlock();
    expect(block.state.isBlocked).toBe(false);
    block.blockNavigation();
    expect(block.state.isBlocked).toBe(true);
    block.unblockNavigation();
    expect(block.state.isBlocked).toBe(false);
  });

  it('is one flag per store: two render roots never share it', () => {
    const one = createNavigationBlock();
    const two = createNavigationBlock();
    one.blockNavigation();
    expect(two.state.isBlocked).toBe(false);
  });
});
