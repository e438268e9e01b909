import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { COOKIE, readRequestCookies } from '../env/environment.ts';
import { createNavigationBlock, type NavigationBlock } from './navigation-block.ts';
import { cancelsRechargeNavigation } from './recharge-modal-guard.ts';
import { routeIdAtPath } from '../routes/route-at-path.ts';

export interface ClientNavigationInput {
  isNavigationBlocked: boolean;
  isRechargeModal: boolean;
  cookies: Record<string, string>;
  /** Pathname of the page being left. */
  fromPathname: string;
  /** Pathname of the page asked for. */
  toPathname: string;
}

/**
 * Whether a client navigation is cancelled: while the blocked-navigation flag is set (GUARD-030), and by the
 * recharge-modal guard (GUARD-025). A navigation within one page (same pathname) is never cancelled by the latter.
 */
export function cancelsClientNavigation({ isNavigationBlocked, isRechargeModal, cookies, fromPathname, toPathname }: ClientNavigationInput): boolean {
  if (isNavigationBlocked) return true;
  if (fromPathname === toPathname || !isRechargeModal) return false;
  return cancelsRechargeNavigation({ isRechargeModal, redirectUrl: cookies[COOKIE.redirectUrl] || undefined, targetRouteId: routeIdAtPath(toPathname), previousRouteId: routeIdAtPath(fromPathname) });
}

const NavigationBlockContext = createContext<NavigationBlock | null>(null);

/**
 * Holds the blocked-navigation flag of this render root and cancels client navigations the rules refuse, through
 * react-router's blocker: the page stays as it is, a back or forward step is undone. A direct load is the server's.
 */
export function NavigationGuard({ isRechargeModal, children }: { isRechargeModal: boolean; children?: ReactNode }) {
  const [block] = useState(createNavigationBlock);
  const latest = useRef(isRechargeModal);
  latest.current = isRechargeModal;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      cancelsClientNavigation({
        isNavigationBlocked: block.state.isBlocked,
        isRechargeModal: latest.current,
        cookies: readRequestCookies(),
        fromPathname: currentLocation.pathname,
        toPathname: nextLocation.pathname,
      }),
    [block],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return <NavigationBlockContext.Provider value={block}>{children}</NavigationBlockContext.Provider>;
}

export interface NavigationBlockState {
  isNavigationBlocked: boolean;
  blockNavigation(): void;
  unblockNavigation(): void;
}

// Outside a NavigationGuard (isolated tests) the flag never changes and cancels nothing.
const NO_GUARD = { state: proxy<NavigationBlock['state']>({ isBlocked: false }), blockNavigation() {}, unblockNavigation() {} } satisfies NavigationBlock;

/**
 * The blocked-navigation flag (GUARD-030): while set, every client navigation is cancelled.
 * @example
 * const { blockNavigation, unblockNavigation } = useNavigationBlock();
 * blockNavigation();
 * try { await submit(); } finally { unblockNavigation(); }
 */
export function useNavigationBlock(): NavigationBlockState {
  const block = useContext(NavigationBlockContext) ?? NO_GUARD;
  const snap = useSnapshot(block.state);
  return { isNavigationBlocked: snap.isBlocked, blockNavigation: block.blockNavigation, unblockNavigation: block.unblockNavigation };
}
