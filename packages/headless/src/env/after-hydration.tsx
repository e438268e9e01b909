import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Shows `children` once the page is hydrated and `fallback` before (on the server and while hydrating). The flip
 * re-renders this component alone: a layout that read `useHydrated` itself re-rendered its header, menus and
 * footer right after hydration, the longest task of a phone's first load.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
