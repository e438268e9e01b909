import type { ReactNode } from 'react';

/** A titled message block for narrow screens. */
export function Notice({ title, children, action, tone = 'info' }: { title: string; children?: ReactNode; action?: ReactNode; tone?: 'info' | 'warning' | 'error' }) {
  const badge = tone === 'error' ? 'bg-down/10 text-down' : tone === 'warning' ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-text';
  return (
    <section data-tone={tone} className="rounded-xl border border-line bg-surface p-6 text-center">
      <div aria-hidden="true" className={`mx-auto mb-3 flex size-11 items-center justify-center rounded-full text-lg font-bold ${badge}`}>
        {tone === 'error' ? '!' : tone === 'warning' ? '⏱' : 'i'}
      </div>
      <h2 className="text-base font-bold text-fg">{title}</h2>
      {children && <div className="mt-2 text-sm text-muted">{children}</div>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </section>
  );
}
