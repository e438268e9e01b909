import type { ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

export interface NoticeProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'error';
  className?: string;
  /** The page's h1 for assistive tech, when the notice is the whole page (status and error pages). */
  pageHeading?: string;
  /** A stressed line under the text (when maintenance ends). */
  note?: string;
}

/** A titled message block: section not available yet, page not found, maintenance. */
export function Notice({ title, children, action, tone = 'info', className, pageHeading, note }: NoticeProps) {
  return (
    <section data-tone={tone} className={cn('rounded-lg border border-line bg-surface p-8 text-center', className)}>
      {pageHeading && <h1 className="sr-only">{pageHeading}</h1>}
      <div
        aria-hidden="true"
        className={cn('mx-auto mb-4 flex size-12 items-center justify-center rounded-full text-xl font-bold', tone === 'error' ? 'bg-down/10 text-down' : tone === 'warning' ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-text')}
      >
        {tone === 'error' ? '!' : tone === 'warning' ? '⏱' : tone === 'success' ? '✓' : 'i'}
      </div>
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {(children || note) && (
        <div className="mx-auto mt-2 max-w-prose text-sm text-muted">
          {children}
          {note && <p className="mt-2 font-semibold">{note}</p>}
        </div>
      )}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </section>
  );
}
