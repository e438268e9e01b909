import type { ReactNode } from 'react';

/**
 * The mobile page: header, optional tabs, content, footer, and room for the bottom bar. `--bottom-bar` is the bar's
 * height (0 without it): sticky action bars of the content sit on top of it.
 */
export function MobileFrame({ header, tabs, footer, bottomNavigation, skipLabel, children }: { header?: ReactNode; tabs?: ReactNode; footer?: ReactNode; bottomNavigation?: ReactNode; skipLabel: string; children: ReactNode }) {
  return (
    <div data-mobile-frame="" className={bottomNavigation ? 'min-h-screen bg-bg pb-16 font-sans text-fg [--bottom-bar:4rem]' : 'min-h-screen bg-bg font-sans text-fg [--bottom-bar:0px]'}>
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        {skipLabel}
      </a>
      {header}
      {tabs}
      <main id="content" tabIndex={-1} className="px-3 py-3 outline-none">
        {children}
      </main>
      {footer}
      {bottomNavigation}
    </div>
  );
}
