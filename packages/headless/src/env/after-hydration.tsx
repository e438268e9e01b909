import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Shows `children` once the page is hydrated and `fallback` before (on the server and while hydrating). The flip
 * re-renders this component alone: a layout that read `useHydrated` itself re-rendered its header, menus and
 * footer right after hydration, the longest task of a phone's first load. What it shows then mounts in a task of
 * its own, at transition priority: mounted in the hydration's last task (with every effect of the page) the
 * overlays, notices and slip made it the longest one. Mounted after hydration (a client navigation) it shows at once.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const isHydrated = useHydrated();
  const [isShown, setShown] = useState(isHydrated);
  useEffect(() => {
    if (!isHydrated || isShown) return;
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [isHydrated, isShown]);
  return isShown ? children : fallback;
}
