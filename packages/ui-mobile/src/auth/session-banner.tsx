import type { ReactNode } from 'react';

export interface SessionBannerProps {
  title: string;
  children?: ReactNode;
  dismissLabel: string;
  onDismiss(): void;
}

/** A notice across the top of the page, e.g. "You were signed out after a period of inactivity". */
export function SessionBanner({ title, children, dismissLabel, onDismiss }: SessionBannerProps) {
  return (
    <div role="status" className="border-b border-warning/30 bg-warning-soft text-fg">
      <div className="flex items-center gap-3 px-3 py-2 text-sm">
        <p className="flex-1">
          <strong className="font-semibold">{title}</strong> {children}
        </p>
        <button type="button" onClick={onDismiss} className="h-9 shrink-0 rounded-lg px-3 font-semibold active:bg-black/5">
          {dismissLabel}
        </button>
      </div>
    </div>
  );
}
