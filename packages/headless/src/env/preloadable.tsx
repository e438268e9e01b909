import { lazy, useState, type ComponentType } from 'react';

interface Entry {
  load(): Promise<unknown>;
}

// Every preloadable component of the app, by id: the server loads them all before its first render, the browser
// loads the ones the server's HTML shows before it hydrates.
const registry = new Map<string, Entry>();

/**
 * A component whose code is not in the first-load chunks (like `React.lazy`), but which the server renders into the
 * page's HTML, and which the browser loads before hydrating when that HTML has it. For an overlay a first view may
 * need at once (the cookie-consent sheet for a new visitor): it paints with the page's first paint instead of after
 * hydration, and hydrates without a flash, while every other visitor never loads its code. Render it inside a
 * `Suspense` boundary: a page that did not have it in its HTML loads it on first render, as with `React.lazy`.
 * With `afterHydration` (a part below the fold) the browser hydrates the page without waiting for its code.
 *
 * @example
 * const CookieConsent = preloadable('cookie-consent', () => import('./screens/cookie-consent.tsx').then((m) => m.CookieConsentScreen));
 */
export interface PreloadableOptions {
  /**
   * Below the fold: the browser does not wait for its code before hydrating (nor does the server preload it). Its
   * Suspense boundary keeps the server's HTML until the code comes, then hydrates it; the page hydrates first.
   */
  afterHydration?: boolean;
}

/** A preloadable component; `preload()` loads its code (once), so a render after it does not suspend. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

export function preloadable<P extends object>(id: string, load: () => Promise<ComponentType<P>>, { afterHydration = false }: PreloadableOptions = {}): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  registry.set(id, { load: start });
  function Preloadable(props: P) {
    // Chosen once per instance: loaded code renders at once; else the lazy one (which never swaps, so no remount).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <>
        {/* The mark the browser looks for before hydrating: this component is in the server's HTML. */}
        {afterHydration ? <template data-preload-later={id} /> : <template data-preload={id} />}
        <Component {...props} />
      </>
    );
  }
  Preloadable.displayName = `Preloadable(${id})`;
  Preloadable.preload = start;
  return Preloadable;
}

/**
 * Code the server render needs loaded but the browser loads after hydrating (the coupon's engine): the server loads
 * it with the preloadable components before its first render; no HTML mark asks the browser for it.
 */
export function loadOnServer(id: string, load: () => Promise<unknown>): void {
  registry.set(id, { load });
}

/** Server: loads every preloadable component's code (once; later calls are already settled). A failure is left to the render's Suspense fallback. */
export async function loadAllPreloadable(): Promise<void> {
  await Promise.all([...registry.values()].map((entry) => entry.load().catch(() => undefined)));
}

/** Browser, before hydrating: loads the code of the preloadable components the server's HTML in `root` shows. */
export async function loadRenderedPreloadable(root: ParentNode): Promise<void> {
  const ids = new Set([...root.querySelectorAll('template[data-preload]')].map((element) => element.getAttribute('data-preload') ?? ''));
  await Promise.all([...ids].map((id) => registry.get(id)?.load().catch(() => undefined)));
}
