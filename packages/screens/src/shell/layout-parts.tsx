import { Suspense, type ComponentType, type ReactNode } from 'react';
import { preloadable } from '@bf/headless/env';
import { useLayoutScreen } from '@bf/headless/screens/layout';
import { MinimalFrame } from '@kit/layout';

// The SEO text above the footer (SEO-003): not in the first load; the server renders it into the page and, being
// below the fold, it hydrates after the page once its code came. Routes with hideSeoBlock (game pages) and the office
// have none (ROUTE-070).
const SeoBlockScreen = preloadable('seo-block', () => import('../seo-block.tsx').then((m) => m.SeoBlockScreen), { afterHydration: true });

/** The SEO block at the end of a layout's main content, unless the layout or the route hides it. */
export function LayoutSeoBlock({ isHidden }: { isHidden: boolean }) {
  if (isHidden) return null;
  return (
    <Suspense>
      <SeoBlockScreen />
    </Suspense>
  );
}

type Shell = ComponentType<{ progress: { isActive: boolean; label: string }; children: ReactNode }>;

/** Empty, headless, maintenance and blocked layouts over an app's shell: the brand and the page, no site navigation. */
export function createBareLayout(AppShell: Shell) {
  return function BareLayout({ children }: { children: ReactNode }) {
    const model = useLayoutScreen();
    return (
      <AppShell progress={model.progress}>
        <MinimalFrame brand={model.brand}>{children}</MinimalFrame>
      </AppShell>
    );
  };
}
