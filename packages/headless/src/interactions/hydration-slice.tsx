import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long server-rendered page that hydrates in its own render and commit. React hydrates the page's shell
 * first and each slice after it (sooner if the player touches it; the touch is replayed), so a phone's main thread
 * is not held by one commit of the whole page: a home page committed about 1,200 fibers at once, 300 with its lists
 * in slices. Nothing suspends inside, so the server's HTML and a client render show the same thing.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
