import { lazy, type ComponentType } from 'react';
import { importOwningErrors } from '../../env/owned-import.ts';
import { preloadable } from '../../env/preloadable.tsx';
import type { AuthModalId } from '../../auth/auth-modal.ts';

/** An app's overlay screen files as `import.meta.glob([...])` gives them: path → loader of the module. */
export type OverlayModules = Readonly<Record<string, () => Promise<unknown>>>;

/** The overlays every page of an app carries, each loaded when its moment comes (never with the page's first chunk). */
export interface OverlayScreens {
  /** Captcha, forgot password, inactivity notice: after hydration. */
  AuthOverlays: ComponentType;
  /** The first-deposit bonus popup (ACCT-022): after hydration. */
  BonusPopup: ComponentType;
  /** The sign-in and registration modals (AUTH-001): when one first opens. */
  AuthModal: ComponentType<{ open: AuthModalId }>;
  /** The reality check and the session-limit alert (LIMIT-032, LIMIT-037): signed-in players, after hydration. */
  LimitOverlays: ComponentType;
  /** The identification modal (UCFG-036): when the identification bonus prompt opens it. */
  IdentificationModal: ComponentType<{ onClose(): void }>;
  /** The cookie-consent modal (CONSENT-004): server-rendered for a visitor who has not chosen, hydrated after the page. */
  CookieConsent: ComponentType;
}

/** Where each app keeps its overlays: the file under `src/screens/` and the screen it exports. Both apps name them alike. */
export const OVERLAY_FILES = {
  AuthOverlays: ['auth-overlays', 'AuthOverlaysScreen'],
  BonusPopup: ['bonus-popup', 'BonusPopupScreen'],
  AuthModal: ['auth-modal', 'AuthModalScreen'],
  LimitOverlays: ['limit-overlays', 'LimitOverlaysScreen'],
  IdentificationModal: ['identification-modal', 'IdentificationModalScreen'],
  CookieConsent: ['cookie-consent', 'CookieConsentScreen'],
} as const satisfies Record<keyof OverlayScreens, readonly [file: string, exportName: string]>;

/**
 * An app's overlay screens from its files: each a lazy component whose module loads on its first render. A modal's
 * failed load is the auth modal's own to handle (it opens the form's page instead of reloading: AUTH-006), and the
 * consent modal is preloadable (the server renders it, the browser hydrates it once its code came after the page's). Call once, at
 * module level: each call makes new components.
 */
export function overlayScreens(modules: OverlayModules): OverlayScreens {
  const byFile = new Map(Object.entries(modules).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.tsx$/, '$1'), load]));
  const loader = (name: keyof OverlayScreens) => {
    const [file, exportName] = OVERLAY_FILES[name];
    const load = byFile.get(file);
    return async <P>(): Promise<ComponentType<P>> => {
      if (!load) throw new Error(`screens/${file}.tsx is not among the app's overlay files`);
      const screen = ((await load()) as Record<string, ComponentType<P> | undefined>)[exportName];
      if (!screen) throw new Error(`screens/${file}.tsx exports no ${exportName}`);
      return screen;
    };
  };
  const lazyScreen = <P>(name: keyof OverlayScreens, wrap: (load: () => Promise<ComponentType<P>>) => Promise<ComponentType<P>> = (load) => load()) =>
    lazy(async () => ({ default: await wrap(loader(name)<P>) }));
  return {
    AuthOverlays: lazyScreen('AuthOverlays'),
    BonusPopup: lazyScreen('BonusPopup'),
    AuthModal: lazyScreen<{ open: AuthModalId }>('AuthModal', importOwningErrors),
    LimitOverlays: lazyScreen('LimitOverlays'),
    IdentificationModal: lazyScreen<{ onClose(): void }>('IdentificationModal'),
    // In the server's HTML for a visitor who has not chosen, hydrated once its code came after the page's: the sheet
    // paints with the page and locks scrolling by CSS, so only its buttons wait (a tap before is lost, as on any
    // part of a page before hydration), and none of its code is in the first load.
    CookieConsent: preloadable('cookie-consent', loader('CookieConsent'), { afterHydration: true }),
  };
}
