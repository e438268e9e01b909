import type { ReactNode } from 'react';

export interface NoticeProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'error';
  /** The page's h1 for assistive tech, when the notice is the whole page (status and error pages). */
  pageHeading?: string;
  /** A stressed line under the text (when maintenance ends). */
  note?: string;
}

/** A titled message block for narrow screens. */
export function Notice({ title, children, action, tone = 'info', pageHeading, note }: NoticeProps) {
  const badge = tone === 'error' ? 'bg-down/10 text-down' : tone === 'warning' ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-text';
  return (
    <section data-tone={tone} className="rounded-xl border border-line bg-surface p-6 text-center">
      {pageHeading && <h1 className="sr-only">{pageHeading}</h1>}
      <div aria-hidden="true" className={`mx-auto mb-3 flex size-11 items-center justify-center rounded-full text-lg font-bold ${badge}`}>
        {tone === 'error' ? '!' : tone === 'warning' ? '⏱' : tone === 'success' ? '✓' : 'i'}
      </div>
      <h2 className="text-base font-bold text-fg">{title}</h2>
      {(children || note) && (
        <div className="mt-2 text-sm text-muted">
          {children}
          {note && <p className="mt-2 font-semibold">{note}</p>}
        </div>
      )}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </section>
  );
}
