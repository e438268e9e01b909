import { proxy } from 'valtio';

/** The blocked-navigation flag (spec: S2 §2 "Navigation is cancelled while a blocked-navigation flag is set"). */
export interface NavigationBlockState {
  isBlocked: boolean;
}

/** The flag and its two actions; one per render root, never shared between requests. */
export interface NavigationBlock {
  state: NavigationBlockState;
  /** From now on every client navigation is cancelled (GUARD-030). */
  blockNavigation(): void;
  /** Navigation goes through again. */
  unblockNavigation(): void;
}

/**
 * A fresh blocked-navigation store.
 * @example
 * const block = createNavigationBlock();
 * block.blockNavigation(); // while something must not be left half done, e.g. signing out
 */
export function createNavigationBlock(): NavigationBlock {
  const state = proxy<NavigationBlockState>({ isBlocked: false });
  return {
    state,
    blockNavigation: () => void (state.isBlocked = true),
    unblockNavigation: () => void (state.isBlocked = false),
  };
}
