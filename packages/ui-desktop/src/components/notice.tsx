import type { ReactNode } from 'react';
import { cn } from '../utils/cn.ts';

export interface NoticeProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
  className?: string;
}

/** A titled message block: section not available yet, page not found, maintenance. */
export function Notice({ title, children, action, tone = 'info', className }: NoticeProps) {
  return (
    <section data-tone={tone} className={cn('rounded-lg border border-line bg-surface p-8 text-center', className)}>
      <div
        aria-hidden="true"
        className={cn('mx-auto mb-4 flex size-12 items-center justify-center rounded-full text-xl font-bold', tone === 'error' ? 'bg-down/10 text-down' : tone === 'warning' ? 'bg-warning-soft text-warning' : 'bg-accent-soft text-accent-text')}
      >
        {tone === 'error' ? '!' : tone === 'warning' ? '⏱' : 'i'}
      </div>
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {children && <div className="mx-auto mt-2 max-w-prose text-sm text-muted">{children}</div>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </section>
  );
}
