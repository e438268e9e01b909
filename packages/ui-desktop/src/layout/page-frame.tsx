import type { ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

export interface PageFrameProps {
  header?: ReactNode;
  sidebar?: ReactNode;
  aside?: ReactNode;
  /** The right column's hide/show control; shown above it, or alone in a narrow column while it is hidden. */
  asideToggle?: ReactNode;
  /** The player hid the right column (`hide_right`): only its toggle stays. */
  isAsideHidden?: boolean;
  footer?: ReactNode;
  skipLabel: string;
  children: ReactNode;
}

/**
 * The desktop page: header, then left column, content and right column (the coupon). Columns collapse at
 * the narrower breakpoints so the content keeps at least ~640 px.
 */
export function PageFrame({ header, sidebar, aside, asideToggle, isAsideHidden = false, footer, skipLabel, children }: PageFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-bg font-sans text-fg">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        {skipLabel}
      </a>
      {header}
      <div
        className={cn(
          'mx-auto grid w-full max-w-[1920px] flex-1 gap-3 px-3 py-3',
          sidebar && aside && isAsideHidden
            ? 'grid-cols-[minmax(0,1fr)] d1152:grid-cols-[200px_minmax(0,1fr)_auto] d1440:grid-cols-[240px_minmax(0,1fr)_auto]'
            : sidebar && aside
              ? 'grid-cols-[minmax(0,1fr)] d1152:grid-cols-[200px_minmax(0,1fr)_280px] d1440:grid-cols-[240px_minmax(0,1fr)_320px]'
              : sidebar ? 'grid-cols-[200px_minmax(0,1fr)] d1440:grid-cols-[240px_minmax(0,1fr)]' : 'grid-cols-[minmax(0,1fr)]',
        )}
      >
        {sidebar && <div className="hidden d1152:block">{sidebar}</div>}
        <main id="content" tabIndex={-1} className="min-w-0 outline-none">
          {children}
        </main>
        {aside && (
          // Sticky under the header, scrolling on its own when taller than the window: the slip stays in reach on long lists.
          <aside data-hidden={isAsideHidden || undefined} className="sticky top-[4.25rem] z-20 hidden max-h-[calc(100dvh-5rem)] flex-col gap-3 self-start overflow-y-auto d1152:flex">
            {asideToggle && <div className="flex justify-end">{asideToggle}</div>}
            {!isAsideHidden && aside}
          </aside>
        )}
      </div>
      {footer}
    </div>
  );
}
